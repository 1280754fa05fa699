import type { ReactNode } from 'react';
import * as layout from '../fields/branch/layout.css';
import { controlAria, FormField } from '../ui/field/FormField';
import * as formStyles from '../ui/form/form.css';
import { INCIDENT_LABELS } from './incident-form-values';
import * as styles from './IncidentForm.css';
import type { IncidentFormState, IncidentPath } from './use-incident-form';

/** What every field of the incident form reads: the form, and the element id of a path. */
export type IncidentFieldsContext = { form: IncidentFormState; fid: (path: string) => string };

type IncidentTextFieldProps = IncidentFieldsContext & {
  path: IncidentPath;
  label: string;
  inputMode?: 'numeric' | 'decimal' | 'tel';
  hint?: string;
  wide?: boolean;
  multiline?: boolean;
};

/** An optional text input (or text area) of the form, across the grid when wide. */
export function IncidentTextField({ form, fid, path, label, inputMode, hint, wide, multiline }: IncidentTextFieldProps) {
  const inputId = fid(path);
  const error = form.errorAt(path);
  const Control = multiline ? 'textarea' : 'input';
  const field = (
    <FormField id={inputId} label={label} optional error={error} hint={hint}>
      <Control
        id={inputId}
        className={multiline ? `${formStyles.input} ${styles.textarea}` : formStyles.input}
        autoComplete="off"
        inputMode={inputMode}
        {...controlAria(inputId, { error, hint })}
        {...form.text(path)}
      />
    </FormField>
  );
  return wide ? <div className={layout.wide}>{field}</div> : field;
}

type IncidentCheckboxProps = IncidentFieldsContext & { path: 'is_critical' | 'disallow_vehicle_for_bookings' | 'is_verified'; hint?: string };

/** A check box of the form with its label, and its message or else its hint below. */
export function IncidentCheckbox({ form, fid, path, hint }: IncidentCheckboxProps) {
  const inputId = fid(path);
  const error = form.errorAt(path);
  return (
    <div className={styles.checkField}>
      <label className={styles.checkRow} htmlFor={inputId}>
        <input id={inputId} type="checkbox" className={formStyles.checkbox} {...controlAria(inputId, { error, hint })} {...form.checkbox(path)} />
        {INCIDENT_LABELS[path]}
      </label>
      {error ? (
        <p id={`${inputId}-error`} className={formStyles.error}>
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${inputId}-hint`} className={formStyles.fieldHint}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** A titled group of fields in columns (one on a phone), as the record forms draw theirs. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={layout.section}>
      <legend className={layout.sectionTitle}>{title}</legend>
      <div className={layout.grid}>{children}</div>
    </fieldset>
  );
}

/** A section that opens on demand; its fields stay in the form (and keep their values) while it is shut. */
export function Disclosure({ title, open, onToggle, children }: { title: string; open: boolean; onToggle: (open: boolean) => void; children: ReactNode }) {
  return (
    <details className={styles.disclosure} open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary className={styles.summary}>{title} details</summary>
      <div className={layout.grid}>{children}</div>
    </details>
  );
}
