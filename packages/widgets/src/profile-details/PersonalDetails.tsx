import { superstructResolver } from '@hookform/resolvers/superstruct';
import { DATE_OF_BIRTH_MIN, USER_FORM_LABELS, userEmail } from '@motorpool/api';
import { useEffect, useId, useMemo, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { is } from 'superstruct';
import { controlAria, FormField } from '../ui/field/FormField';
import { messageAt } from '../fields/branch/form-rules';
import { CheckboxGroup, type ChoiceOption } from '../ui/choice-group/ChoiceGroup';
import { DateField } from '../ui/date-field/DateField';
import { todayIsoDate } from '../ui/date-field/dates';
import * as formStyles from '../ui/form/form.css';
import type { NamedOption } from '../user-form/store';
import type { ManagerCheck } from '../user-form/user-form-values';
import {
  isOwnRecordEditable,
  personalDetailsPayload,
  personalDetailsStruct,
  personalDetailsValuesFrom,
  placePersonalErrors,
  storedEmployeeIdOf,
  type OwnPersonalField,
  type PersonalDetailsRules,
  type PersonalDetailsValues,
} from './profile-details-values';
import {
  PROFILE_DETAILS_TEXT,
  ProfileDetailsFrame,
  ProfileFormNotices,
  SaveBar,
  useProfileForm,
  type ProfileTabFormProps,
  type ProfileTabProps,
} from './ProfileDetailsFrame';
import * as styles from './ProfileDetails.css';

export const PERSONAL_DETAILS_TITLE = 'Personal Details';
export const EMPLOYEE_ID_SET_HINT = 'Set by your organisation. Ask an administrator if it needs to change.';

export type PersonalDetailsProps = ProfileTabProps & {
  /** The organisation's departments and cost centres (`departments/`, `cost-centres/`). */
  departments?: readonly NamedOption[];
  costCentres?: readonly NamedOption[];
  /** Fields the organisation requires and the person lacks ('X is required', 'DOB is required'); none by default. */
  requiredFields?: readonly OwnPersonalField[];
  /** Today, yyyy-MM-dd, the latest Date of Birth; the browser's today by default. */
  today?: string;
  /** The on-blur check of the line manager's email. */
  managerCheck?: ManagerCheck | null;
  /** A well-formed line manager's email was left: the host checks it with the server (spec §5 'Invalid Email'). */
  onManagerBlur?: (email: string) => void;
};

/**
 * The profile's Personal Details (spec §2 `/profile/general-details`): the
 * general details an organisation may require of a person (spec §5) — Date
 * of Birth, Line Manager's Email, Employee ID, Cost Centre and Department —
 * so the 'Incomplete Profile Details' prompt can be answered. An Employee ID
 * already on file is shown, not changed.
 */
export function PersonalDetails({ status = 'ready', loadError, onRetry, theme, saving = false, ...props }: PersonalDetailsProps) {
  return (
    <ProfileDetailsFrame title={PERSONAL_DETAILS_TITLE} status={status} loadError={loadError} onRetry={onRetry} theme={theme} busy={saving}>
      <PersonalDetailsForm {...props} saving={saving} />
    </ProfileDetailsFrame>
  );
}

const toChoices = (list: readonly NamedOption[]): ChoiceOption[] => list.map((item) => ({ value: String(item.pk), label: item.name }));

/** The list's choices plus those the person holds that it lacks, so a held value is never lost by saving. */
function withHeld(choices: ChoiceOption[], held: readonly NamedOption[]): ChoiceOption[] {
  const missing = held.filter((item) => !choices.some((choice) => choice.value === String(item.pk)));
  return [...choices, ...toChoices(missing)];
}

function PersonalDetailsForm({
  employee = null,
  departments = [],
  costCentres = [],
  requiredFields = [],
  today: givenToday,
  managerCheck = null,
  onManagerBlur,
  saving = false,
  saved = false,
  serverError,
  fieldErrors,
  onSave,
}: ProfileTabFormProps<PersonalDetailsProps>) {
  const id = useId();
  const today = givenToday ?? todayIsoDate();
  const editable = isOwnRecordEditable(employee);
  const storedEmployeeId = storedEmployeeIdOf(employee);

  const rules: PersonalDetailsRules = { requiredFields, storedEmployeeId, today, managerCheck };
  // Read at each validation, so the resolver stays one function while the record and the manager check change.
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const resolver = useMemo(() => superstructResolver(personalDetailsStruct(() => rulesRef.current)), []);

  const initialValues = useMemo(() => personalDetailsValuesFrom(employee), [employee]);
  const { placed, unplaced } = useMemo(() => placePersonalErrors(fieldErrors), [fieldErrors]);
  const { control, register, handleSubmit, trigger, getFieldState, formState } = useProfileForm<PersonalDetailsValues>(initialValues, resolver, placed);
  const errorAt = (path: keyof PersonalDetailsValues) => messageAt(formState.errors, path);

  // The line manager check ends after the blur that started it: show its outcome.
  useEffect(() => {
    if (managerCheck && managerCheck.status !== 'checking' && getFieldState('manager').isTouched) void trigger('manager');
  }, [managerCheck, trigger, getFieldState]);

  const submit = handleSubmit(async (values) => {
    if (!editable) return;
    await onSave(personalDetailsPayload(values, storedEmployeeId));
  });

  const required = new Set<OwnPersonalField>(requiredFields);
  const fieldId = (field: OwnPersonalField) => `${id}-${field}`;
  const extension = employee?.employee_details?.employees_extension;
  const costCentreChoices = withHeld(toChoices(costCentres), extension?.cost_centre ? [extension.cost_centre] : []);
  const departmentChoices = withHeld(toChoices(departments), extension?.departments ?? []);

  function textField(field: 'manager' | 'employee_id', { type, readOnly, hint }: { type: string; readOnly: boolean; hint?: string }) {
    const inputId = fieldId(field);
    const error = errorAt(field);
    return (
      <FormField id={inputId} label={USER_FORM_LABELS[field]} optional={!required.has(field)} error={error} hint={hint}>
        <input
          id={inputId}
          className={formStyles.input}
          type={type}
          autoComplete="off"
          aria-required={required.has(field) || undefined}
          {...controlAria(inputId, { error, hint })}
          readOnly={readOnly}
          {...register(field, {
            onBlur:
              field === 'manager'
                ? (event: { target: { value: string } }) => {
                    const email = event.target.value.trim();
                    if (email && is(email, userEmail)) onManagerBlur?.(email);
                  }
                : undefined,
          })}
        />
      </FormField>
    );
  }

  return (
    <>
      <ProfileFormNotices editable={editable} failures={[serverError, ...unplaced]} />
      <form className={styles.form} noValidate onSubmit={submit} aria-busy={saving || undefined}>
        <div className={styles.grid}>
          <Controller
            control={control}
            name="date_of_birth"
            render={({ field }) => (
              <FormField
                id={fieldId('date_of_birth')}
                label={USER_FORM_LABELS.date_of_birth}
                optional={!required.has('date_of_birth')}
                error={errorAt('date_of_birth')}
              >
                <DateField
                  id={fieldId('date_of_birth')}
                  name={field.name}
                  label={USER_FORM_LABELS.date_of_birth}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  min={DATE_OF_BIRTH_MIN}
                  max={today}
                  invalid={Boolean(errorAt('date_of_birth'))}
                  describedBy={controlAria(fieldId('date_of_birth'), { error: errorAt('date_of_birth') })['aria-describedby']}
                  required={required.has('date_of_birth')}
                  disabled={!editable}
                />
              </FormField>
            )}
          />
          {textField('manager', { type: 'email', readOnly: !editable })}
          {textField('employee_id', {
            type: 'text',
            readOnly: !editable || storedEmployeeId !== '',
            hint: storedEmployeeId !== '' ? EMPLOYEE_ID_SET_HINT : undefined,
          })}
          <Controller
            control={control}
            name="cost_centre"
            render={({ field }) => {
              const inputId = fieldId('cost_centre');
              const error = errorAt('cost_centre');
              return (
                <FormField id={inputId} label={USER_FORM_LABELS.cost_centre} optional={!required.has('cost_centre')} error={error}>
                  <select
                    id={inputId}
                    className={formStyles.input}
                    aria-required={required.has('cost_centre') || undefined}
                    {...controlAria(inputId, { error })}
                    disabled={!editable}
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  >
                    <option value="">Select {USER_FORM_LABELS.cost_centre}</option>
                    {costCentreChoices.map((choice) => (
                      <option key={choice.value} value={choice.value}>
                        {choice.label}
                      </option>
                    ))}
                  </select>
                </FormField>
              );
            }}
          />
          <Controller
            control={control}
            name="departments"
            render={({ field }) => (
              <CheckboxGroup
                id={fieldId('departments')}
                legend={USER_FORM_LABELS.departments}
                optional={!required.has('departments')}
                error={errorAt('departments')}
                disabled={!editable}
                options={departmentChoices}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
              />
            )}
          />
        </div>
        {editable && <SaveBar saving={saving} savedMessage={saved && !formState.isDirty ? PROFILE_DETAILS_TEXT.personalSaved : null} />}
      </form>
    </>
  );
}
