import type { TagGroup } from '@motorpool/api';
import type { ReactElement } from 'react';
import { controlAria, FormField } from '../../ui/field/FormField';
import { DateField } from '../../ui/date-field/DateField';
import * as formStyles from '../../ui/form/form.css';
import { TIME_PLACEHOLDER } from '../../ui/time-picker/time-options';
import { CheckboxGroup, RadioGroup, YES_NO_OPTIONS, type ChoiceOption } from '../../ui/choice-group/ChoiceGroup';
import { COUNTER_PLACEHOLDER, customFieldControl, customFieldLabel, TIME_OPTIONS, type CustomFieldValue } from './custom-fields';

export type CustomFieldProps = {
  group: TagGroup;
  /** Id of the control (or of the group of choices). */
  id: string;
  value: CustomFieldValue | undefined;
  onChange: (value: CustomFieldValue) => void;
  onBlur?: () => void;
  error?: string | null;
  /** Shown, not changeable (a read-only scope). */
  disabled?: boolean;
  /** Hubs for 'Association to Additional Hubs', branches for 'Association to Additional Branches'. */
  branchOptions?: readonly ChoiceOption[];
};

/** The group's options, plus a held value no longer offered, so editing never drops it silently. */
function optionsOf(group: TagGroup, value: CustomFieldValue | undefined): ChoiceOption[] {
  const offered = (group.tags ?? []).map((tag) => ({ value: tag, label: tag }));
  const held = (Array.isArray(value) ? value : value ? [value] : []).filter((item) => !offered.some((option) => option.value === item));
  return [...offered, ...held.map((item) => ({ value: item, label: item }))];
}

const text = (value: CustomFieldValue | undefined) => (typeof value === 'string' ? value : '');
const list = (value: CustomFieldValue | undefined) => (Array.isArray(value) ? value : []);

/** One custom field (spec §3 Tag groups) with the control its data type calls for. */
export function CustomField({ group, id, value, onChange, onBlur, error, disabled, branchOptions = [] }: CustomFieldProps) {
  const control = customFieldControl(group);
  const label = customFieldLabel(group);
  const optional = !group.is_mandatory;
  const hint = group.description?.trim() || null;
  const aria = controlAria(id, { error, hint });

  switch (control) {
    case 'checkboxes':
    case 'hubs':
    case 'branches':
      return (
        <CheckboxGroup
          id={id}
          legend={label}
          optional={optional}
          error={error}
          hint={hint}
          disabled={disabled}
          options={control === 'checkboxes' ? optionsOf(group, value) : branchOptions}
          value={list(value)}
          onChange={onChange}
          onBlur={onBlur}
        />
      );
    case 'radio':
    case 'toggle':
      return (
        <RadioGroup
          id={id}
          legend={label}
          optional={optional}
          error={error}
          hint={hint}
          disabled={disabled}
          options={control === 'toggle' ? YES_NO_OPTIONS : optionsOf(group, value)}
          value={text(value)}
          onChange={onChange}
          onBlur={onBlur}
        />
      );
    default:
      break;
  }

  let input: ReactElement;
  if (control === 'date') {
    input = (
      <DateField
        id={id}
        label={label}
        value={text(value)}
        onChange={onChange}
        onBlur={onBlur}
        invalid={Boolean(error)}
        describedBy={aria['aria-describedby']}
        required={!optional}
        disabled={disabled}
      />
    );
  } else if (control === 'select') {
    input = (
      <select
        id={id}
        className={formStyles.input}
        {...aria}
        aria-required={!optional || undefined}
        disabled={disabled}
        value={text(value)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">Select {label}</option>
        {optionsOf(group, value).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    const digitsOnly = control === 'counter';
    input = (
      <input
        id={id}
        className={formStyles.input}
        type="text"
        inputMode={control === 'counter' || control === 'integer' ? 'numeric' : undefined}
        placeholder={control === 'counter' ? COUNTER_PLACEHOLDER : control === 'time' ? TIME_PLACEHOLDER : undefined}
        autoComplete="off"
        {...aria}
        aria-required={!optional || undefined}
        readOnly={disabled}
        list={control === 'time' && !disabled ? `${id}-times` : undefined}
        value={text(value)}
        onChange={(event) => onChange(digitsOnly ? event.target.value.replace(/\D/g, '') : event.target.value)}
        onBlur={onBlur}
      />
    );
  }
  const times =
    control === 'time' && !disabled ? (
      <datalist id={`${id}-times`}>
        {TIME_OPTIONS.map((time) => (
          <option key={time} value={time} />
        ))}
      </datalist>
    ) : null;

  return (
    <FormField id={id} label={label} optional={optional} error={error} hint={hint}>
      {input}
      {times}
    </FormField>
  );
}
