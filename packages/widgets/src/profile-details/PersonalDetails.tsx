import { superstructResolver } from '@hookform/resolvers/superstruct';
import { USER_FORM_LABELS } from '@motorpool/api';
import { useEffect, useId, useMemo, useRef } from 'react';
import { messageAt } from '../fields/branch/form-rules';
import { toChoices, withHeld } from '../fields/person/choices';
import { ChoiceSelectField, DateOfBirthField, DepartmentsField, managerEmailBlur, RegisteredTextField } from '../fields/person/PersonFields';
import { todayIsoDate } from '../ui/date-field/dates';
import type { NamedOption } from '../fields/person/named-option';
import type { ManagerCheck } from '../fields/person/manager-check';
import {
  personalDetailsPayload,
  personalDetailsStruct,
  personalDetailsValuesFrom,
  placePersonalErrors,
  storedEmployeeIdOf,
  type OwnPersonalField,
  type PersonalDetailsRules,
  type PersonalDetailsValues,
} from './profile-details-values';
import { PROFILE_DETAILS_TEXT, ProfileTabFormBody, ProfileTabFrame, useProfileTabForm, type ProfileTabProps } from './ProfileDetailsFrame';
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

function PersonalDetailsForm(tab: PersonalDetailsProps) {
  const { employee = null, departments = [], costCentres = [], requiredFields = [], today: givenToday, managerCheck = null, onManagerBlur, fieldErrors } = tab;
  const id = useId();
  const today = givenToday ?? todayIsoDate();
  const storedEmployeeId = storedEmployeeIdOf(employee);

  const rules: PersonalDetailsRules = { requiredFields, storedEmployeeId, today, managerCheck };
  // Read at each validation, so the resolver stays one function while the record and the manager check change.
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const resolver = useMemo(() => superstructResolver(personalDetailsStruct(() => rulesRef.current)), []);

  const initialValues = useMemo(() => personalDetailsValuesFrom(employee), [employee]);
  const placement = useMemo(() => placePersonalErrors(fieldErrors), [fieldErrors]);
  const payloadOf = (values: PersonalDetailsValues) => personalDetailsPayload(values, storedEmployeeId);
  const { form, editable, body } = useProfileTabForm({ tab, initialValues, resolver, placement, payloadOf, savedText: PROFILE_DETAILS_TEXT.personalSaved });
  const { control, register, trigger, getFieldState, formState } = form;
  const errorAt = (path: keyof PersonalDetailsValues) => messageAt(formState.errors, path);

  // The line manager check ends after the blur that started it: show its outcome.
  useEffect(() => {
    if (managerCheck && managerCheck.status !== 'checking' && getFieldState('manager').isTouched) void trigger('manager');
  }, [managerCheck, trigger, getFieldState]);

  const required = new Set<OwnPersonalField>(requiredFields);
  const fieldId = (field: OwnPersonalField) => `${id}-${field}`;
  /** A field bound to the form at `name`: its id, requirement, message and whether it may be changed. */
  const bound = <Name extends 'date_of_birth' | 'cost_centre' | 'departments'>(name: Name) => ({
    control,
    name,
    id: fieldId(name),
    required: required.has(name),
    error: errorAt(name),
    disabled: !editable,
  });
  const extension = employee?.employee_details?.employees_extension;
  const costCentreChoices = withHeld(toChoices(costCentres), [extension?.cost_centre]);
  const departmentChoices = withHeld(toChoices(departments), extension?.departments ?? []);

  return (
    <ProfileTabFormBody {...body}>
      <div className={styles.grid}>
        <DateOfBirthField {...bound('date_of_birth')} today={today} />
        <RegisteredTextField
          id={fieldId('manager')}
          label={USER_FORM_LABELS.manager}
          required={required.has('manager')}
          error={errorAt('manager')}
          type="email"
          readOnly={!editable}
          registration={register('manager', { onBlur: managerEmailBlur(onManagerBlur) })}
        />
        <RegisteredTextField
          id={fieldId('employee_id')}
          label={USER_FORM_LABELS.employee_id}
          required={required.has('employee_id')}
          error={errorAt('employee_id')}
          hint={storedEmployeeId !== '' ? EMPLOYEE_ID_SET_HINT : undefined}
          readOnly={!editable || storedEmployeeId !== ''}
          registration={register('employee_id')}
        />
        <ChoiceSelectField {...bound('cost_centre')} label={USER_FORM_LABELS.cost_centre} choices={costCentreChoices} />
        <DepartmentsField {...bound('departments')} choices={departmentChoices} />
      </div>
    </ProfileTabFormBody>
  );
}

/**
 * The profile's Personal Details (spec §2 `/profile/general-details`): the
 * general details an organisation may require of a person (spec §5) — Date
 * of Birth, Line Manager's Email, Employee ID, Cost Centre and Department —
 * so the 'Incomplete Profile Details' prompt can be answered. An Employee ID
 * already on file is shown, not changed.
 */
export function PersonalDetails(props: PersonalDetailsProps) {
  return <ProfileTabFrame title={PERSONAL_DETAILS_TITLE} tab={props} form={PersonalDetailsForm} />;
}
