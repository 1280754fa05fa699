import type { ReactNode } from 'react';
import { controlAria } from '../field/FormField';
import { toggleOnEnter } from '../form/toggle-on-enter';
import * as formStyles from '../form/form.css';
import * as styles from './ChoiceGroup.css';

/** `locked`: shown chosen and not changeable (a user's own branch among the additional branches). */
export type ChoiceOption = { value: string; label: string; locked?: boolean };

type FieldsetProps = {
  id: string;
  legend: string;
  optional?: boolean;
  error?: string | null;
  hint?: string | null;
  disabled?: boolean;
  emptyText?: string;
  /** Long lists scroll inside the group instead of stretching the form. */
  scroll?: boolean;
  children: ReactNode;
};

/** A labelled group of checkboxes or radios with its error or hint, as FormField is for one control. */
function ChoiceFieldset({ id, legend, optional, error, hint, disabled, emptyText, scroll, children }: FieldsetProps) {
  const { 'aria-describedby': describedBy } = controlAria(id, { error, hint });
  return (
    <fieldset id={id} className={formStyles.field} aria-describedby={describedBy} disabled={disabled}>
      <legend className={formStyles.label}>
        {legend}
        {optional && <span className={formStyles.optional}>(optional)</span>}
      </legend>
      <div className={scroll ? `${formStyles.choices} ${styles.scroll}` : formStyles.choices}>
        {children ?? <p className={formStyles.fieldHint}>{emptyText ?? 'No options available'}</p>}
      </div>
      {error ? (
        <p id={describedBy} className={formStyles.error}>
          {error}
        </p>
      ) : (
        hint && (
          <p id={describedBy} className={formStyles.fieldHint}>
            {hint}
          </p>
        )
      )}
    </fieldset>
  );
}

type GroupProps<Value> = Omit<FieldsetProps, 'children' | 'scroll'> & {
  options: readonly ChoiceOption[];
  value: Value;
  onChange: (value: Value) => void;
  onBlur?: () => void;
  name?: string;
};

/** Several of a list (License Class, Department, multi-select custom fields). */
export function CheckboxGroup({ options, value, onChange, onBlur, name, ...fieldset }: GroupProps<string[]>) {
  const chosen = new Set(value);
  const toggle = (option: string, on: boolean) => onChange(on ? [...value.filter((item) => item !== option), option] : value.filter((item) => item !== option));
  return (
    <ChoiceFieldset {...fieldset} scroll={options.length > 8}>
      {options.length > 0
        ? options.map((option) => (
            <label key={option.value} className={formStyles.checkboxLabel}>
              <input
                type="checkbox"
                className={formStyles.registrationCheckbox}
                name={name}
                value={option.value}
                checked={option.locked || chosen.has(option.value)}
                disabled={option.locked}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={onBlur}
                onKeyDown={toggleOnEnter}
              />
              <span>{option.label}</span>
            </label>
          ))
        : null}
    </ChoiceFieldset>
  );
}

/** One of a few (text choices, Yes/No toggles). */
export function RadioGroup({ options, value, onChange, onBlur, name, ...fieldset }: GroupProps<string>) {
  return (
    <ChoiceFieldset {...fieldset}>
      {options.length > 0
        ? options.map((option) => (
            <label key={option.value} className={formStyles.checkboxLabel}>
              <input
                type="radio"
                className={formStyles.registrationCheckbox}
                name={name ?? fieldset.id}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
              />
              <span>{option.label}</span>
            </label>
          ))
        : null}
    </ChoiceFieldset>
  );
}

/** Spec §3: toggles read Yes/No and hold the text true or false. */
export const YES_NO_OPTIONS: readonly ChoiceOption[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];
