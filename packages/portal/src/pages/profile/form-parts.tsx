import { isMotorpoolApiError, MotorpoolApiError, type FieldErrors } from '@motorpool/api';
import { useCallback, useId, useState, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';
import * as styles from './ProfileForms.css';

type FieldProps = { label: string; error?: string | undefined } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

export function Field({ label, error, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type SelectOption = { value: string; label: string };

type SelectFieldProps = {
  label: string;
  value: string;
  options: readonly SelectOption[];
  error?: string | undefined;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'children'>;

/** A choice saved as soon as it changes, so a refusal is announced as it appears. */
export function SelectField({ label, value, options, error, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  // A value saved before the server narrowed its choices still shows as it is.
  const shown = options.some((option) => option.value === value) ? options : [{ value, label: value }, ...options];
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={styles.input} value={value} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...select}>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type Outcome = { kind: 'done'; message: string } | { kind: 'failed'; title: string } | null;

/**
 * One server call behind a form: while it runs, its outcome (the server's
 * message, or its error title as every screen shows it) and its field errors.
 */
export function useSubmission() {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [fields, setFields] = useState<FieldErrors>({});

  const run = useCallback(async <T,>(call: () => Promise<T>, doneMessage: (result: T) => string): Promise<T | null> => {
    setPending(true);
    setOutcome(null);
    setFields({});
    try {
      const result = await call();
      setOutcome({ kind: 'done', message: doneMessage(result) });
      return result;
    } catch (error) {
      const failure = isMotorpoolApiError(error) ? error : MotorpoolApiError.badResponse(error);
      setOutcome({ kind: 'failed', title: failure.title });
      setFields(failure.fields);
      return null;
    } finally {
      setPending(false);
    }
  }, []);

  /** Client-side check failures, shown like the server's. */
  const reject = useCallback((invalid: FieldErrors) => {
    setOutcome(null);
    setFields(invalid);
  }, []);

  return { pending, outcome, fields, run, reject, clear: () => setOutcome(null) };
}

export function OutcomeLine({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  if (outcome.kind === 'failed') {
    return (
      <p className={styles.alert} role="alert">
        {outcome.title}
      </p>
    );
  }
  return (
    <p className={styles.done} role="status">
      {outcome.message}
    </p>
  );
}
