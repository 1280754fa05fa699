import type { ReactNode } from 'react';
import * as styles from '../form/form.css';

/** What a field's control carries so the label names it and its message describes it. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export type FormFieldProps = {
  /** Id of the control inside, which the label names. */
  id: string;
  label: string;
  /** Marks the label "(optional)". */
  optional?: boolean;
  error?: string | null;
  /** Help shown under the control while it has no error. */
  hint?: string | null;
  /** The hint is a progress the control reports (an upload under way): read out as it changes. */
  liveHint?: boolean;
  /** The control, or a function given the id and ARIA to spread on it, so the wiring cannot be forgotten. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
};

const errorId = (id: string) => `${id}-error`;
const hintId = (id: string) => `${id}-hint`;

/** The ARIA a field's control needs: invalid while it has an error, described by the error, else by the hint. */
export function controlAria(id: string, { error, hint }: { error?: string | null; hint?: string | null }) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId(id) : hint ? hintId(id) : undefined,
  } as const;
}

/** The state a custom field's input (date, time, time zone, phone) shows as its form gives it; read-only, not disabled, so it stays focusable. */
export function fieldInputState({
  invalid,
  describedBy,
  required,
  disabled,
}: {
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
  disabled?: boolean;
}) {
  return { 'aria-invalid': invalid ? true : undefined, 'aria-describedby': describedBy, 'aria-required': required || undefined, readOnly: disabled } as const;
}

/** A label, its control and the control's error or hint. */
export function FormField({ id, label, optional, error, hint, liveHint, children }: FormFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}>(optional)</span>}
      </label>
      {typeof children === 'function' ? children({ id, ...controlAria(id, { error, hint }) }) : children}
      {error ? (
        <p id={errorId(id)} className={styles.error}>
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId(id)} className={styles.fieldHint} role={liveHint ? 'status' : undefined}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
