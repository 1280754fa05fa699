import type { ReactNode } from 'react';
import * as styles from './form.css';

export type FormFieldProps = {
  /** Id of the control inside, which the label names. */
  id: string;
  label: string;
  /** Marks the label "(optional)". */
  optional?: boolean;
  error?: string | null;
  /** Help shown under the control while it has no error. */
  hint?: string | null;
  children: ReactNode;
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

/** A label, its control and the control's error or hint. */
export function FormField({ id, label, optional, error, hint, children }: FormFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}>(optional)</span>}
      </label>
      {children}
      {error ? (
        <p id={errorId(id)} className={styles.error}>
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId(id)} className={styles.fieldHint}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
