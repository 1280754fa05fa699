import { SETTABLE_USER_STATUSES, USER_FORM_LABELS, type Employee } from '@motorpool/api';
import { useFormContext } from 'react-hook-form';
import { toChoices, withHeld } from '../fields/person/choices';
import { ChoiceSelectField, DateOfBirthField, DepartmentsField, managerEmailBlur, RegisteredTextField } from '../fields/person/PersonFields';
import { PhoneNumberField } from '../fields/person/PhoneNumberField';
import type { OptionListName, UserFormOptions } from './store';
import type { UserFormField, UserFormValues } from './user-form-values';

type Props = {
  employee: Employee | null;
  options: UserFormOptions;
  optionErrors: Partial<Record<OptionListName, string>>;
  required: ReadonlySet<UserFormField>;
  /** Whether the caller may change the field at this path. */
  editable: (path: string) => boolean;
  errorAt: (path: string) => string | undefined;
  fieldId: (path: string) => string;
  phoneLabel: string;
  today: string;
  onManagerBlur?: (email: string) => void;
  /** Off ('Enable Hubs'), the Hub field is not shown. */
  hubsEnabled: boolean;
};

type TextFieldName = 'employee_id' | 'first_name' | 'last_name' | 'email' | 'manager' | 'associated_tags';
type SelectFieldName = 'branch' | 'hub' | 'cost_centre' | 'status' | 'role';

/** The user form's General Details: who the person is, how to reach them, where they belong and what they may do. */
export function GeneralDetails({
  employee,
  options,
  optionErrors,
  required,
  editable,
  errorAt,
  fieldId,
  phoneLabel,
  today,
  onManagerBlur,
  hubsEnabled,
}: Props) {
  const { control, register } = useFormContext<UserFormValues>();
  const extension = employee?.employee_details?.employees_extension ?? null;

  const textField = (field: TextFieldName, { type, autoComplete, hint }: { type?: string; autoComplete?: string; hint?: string } = {}) => {
    const path = field === 'first_name' || field === 'last_name' || field === 'email' ? (`user.${field}` as const) : field;
    return (
      <RegisteredTextField
        id={fieldId(path)}
        label={USER_FORM_LABELS[field]}
        required={required.has(field)}
        error={errorAt(path)}
        hint={hint}
        type={type}
        autoComplete={autoComplete}
        readOnly={!editable(path)}
        registration={register(path, { onBlur: field === 'manager' ? managerEmailBlur(onManagerBlur) : undefined })}
      />
    );
  };

  const selectField = (field: SelectFieldName, choices: ReturnType<typeof toChoices>, listError: string | undefined) => (
    <ChoiceSelectField
      control={control}
      name={field}
      id={fieldId(field)}
      label={USER_FORM_LABELS[field]}
      required={required.has(field)}
      error={errorAt(field) ?? listError}
      disabled={!editable(field)}
      choices={choices}
    />
  );

  const statusChoices = [
    ...new Set([
      ...options.statuses.filter((name) => (SETTABLE_USER_STATUSES as readonly string[]).includes(name)),
      ...(employee ? [employee.status.name] : []),
    ]),
  ].map((name) => ({ value: name, label: name }));

  return (
    <>
      {textField('employee_id')}
      {textField('first_name', { autoComplete: 'given-name' })}
      {textField('last_name', { autoComplete: 'family-name' })}
      {textField('email', { type: 'email', autoComplete: 'email' })}
      {textField('manager', { type: 'email' })}
      <DateOfBirthField
        control={control}
        name="date_of_birth"
        id={fieldId('date_of_birth')}
        required={required.has('date_of_birth')}
        error={errorAt('date_of_birth')}
        disabled={!editable('date_of_birth')}
        today={today}
      />
      <PhoneNumberField
        control={control}
        name="user.phone"
        id={fieldId('user.phone')}
        label={phoneLabel}
        required={required.has('phone')}
        error={errorAt('user.phone')}
        disabled={!editable('user.phone')}
      />
      {selectField('branch', withHeld(toChoices(options.branches), [extension?.branch]), optionErrors.branches)}
      {hubsEnabled && selectField('hub', withHeld(toChoices(options.hubs), [extension?.hub]), optionErrors.hubs)}
      {selectField('cost_centre', withHeld(toChoices(options.costCentres), [extension?.cost_centre]), optionErrors.costCentres)}
      {textField('associated_tags', { hint: 'Separate tags with commas' })}
      <DepartmentsField
        control={control}
        name="departments"
        id={fieldId('departments')}
        required={required.has('departments')}
        error={errorAt('departments') ?? optionErrors.departments}
        disabled={!editable('departments')}
        choices={withHeld(toChoices(options.departments), extension?.departments ?? [])}
      />
      {selectField('status', statusChoices, optionErrors.statuses)}
      {selectField('role', withHeld(toChoices(options.roles), [employee?.role]), optionErrors.roles)}
    </>
  );
}
