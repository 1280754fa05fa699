import { DATE_OF_BIRTH_MIN, USER_FORM_LABELS, userEmail } from '@motorpool/api';
import type { ReactElement } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldPathByValue, type FieldValues, type UseFormRegisterReturn } from 'react-hook-form';
import { is } from 'superstruct';
import { CheckboxGroup, type ChoiceOption } from '../../ui/choice-group/ChoiceGroup';
import { DateField } from '../../ui/date-field/DateField';
import { controlAria, FormField } from '../../ui/field/FormField';
import * as formStyles from '../../ui/form/form.css';

/** What every field block is told by its form: where it is, what it is called, and what is wrong with it. */
type FieldFrame = { id: string; label: string; required: boolean; error: string | undefined };

export type ControlledField<T extends FieldValues, V> = Omit<FieldFrame, 'label'> & { control: Control<T>; name: FieldPathByValue<T, V>; disabled: boolean };

/** A control bound to the form at `name`, in its frame: label, optional mark and error around what `render` draws. */
export function ControlledFormField<T extends FieldValues, V>({
  control,
  name,
  id,
  label,
  required,
  error,
  render,
}: Omit<ControlledField<T, V>, 'disabled'> & { label: string; render: (field: ControllerRenderProps<T, FieldPathByValue<T, V>>) => ReactElement }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField id={id} label={label} optional={!required} error={error}>
          {render(field)}
        </FormField>
      )}
    />
  );
}

/** A text input registered with the form (`register(path)`), with its label, hint and error. */
export function RegisteredTextField({
  id,
  label,
  required,
  error,
  hint,
  type = 'text',
  autoComplete = 'off',
  readOnly,
  registration,
}: FieldFrame & { hint?: string; type?: string; autoComplete?: string; readOnly: boolean; registration: UseFormRegisterReturn }) {
  return (
    <FormField id={id} label={label} optional={!required} error={error} hint={hint}>
      <input
        id={id}
        className={formStyles.input}
        type={type}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        {...controlAria(id, { error, hint })}
        readOnly={readOnly}
        {...registration}
      />
    </FormField>
  );
}

/** The line manager's email field's blur: a well-formed email left there is handed to the host to check with the server (spec §5). */
export function managerEmailBlur(onManagerBlur: ((email: string) => void) | undefined) {
  return (event: { target: { value: string } }) => {
    const email = event.target.value.trim();
    if (email && is(email, userEmail)) onManagerBlur?.(email);
  };
}

/** Date of Birth: no earlier than the oldest date the server takes, no later than today. */
export function DateOfBirthField<T extends FieldValues>({ today, disabled, ...frame }: ControlledField<T, string> & { today: string }) {
  const { id, required, error } = frame;
  return (
    <ControlledFormField
      {...frame}
      label={USER_FORM_LABELS.date_of_birth}
      render={(field) => (
        <DateField
          id={id}
          name={field.name}
          label={USER_FORM_LABELS.date_of_birth}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          min={DATE_OF_BIRTH_MIN}
          max={today}
          invalid={Boolean(error)}
          describedBy={controlAria(id, { error })['aria-describedby']}
          required={required}
          disabled={disabled}
        />
      )}
    />
  );
}

/** One of a list (branch, hub, cost centre, role, status), offered as a select with a 'Select …' blank. */
export function ChoiceSelectField<T extends FieldValues>({
  disabled,
  choices,
  ...frame
}: ControlledField<T, string> & { label: string; choices: readonly ChoiceOption[] }) {
  const { id, label, required, error } = frame;
  return (
    <ControlledFormField
      {...frame}
      render={(field) => (
        <select
          id={id}
          className={formStyles.input}
          aria-required={required || undefined}
          {...controlAria(id, { error })}
          disabled={disabled}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
        >
          <option value="">Select {label}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** Departments: any number of the organisation's departments, as checkboxes. */
export function DepartmentsField<T extends FieldValues>({
  control,
  name,
  id,
  required,
  error,
  disabled,
  choices,
}: ControlledField<T, string[]> & { choices: ChoiceOption[] }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CheckboxGroup
          id={id}
          legend={USER_FORM_LABELS.departments}
          optional={!required}
          error={error}
          disabled={disabled}
          options={choices}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
        />
      )}
    />
  );
}
