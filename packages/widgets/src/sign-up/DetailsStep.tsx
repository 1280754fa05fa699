import { superstructResolver } from '@hookform/resolvers/superstruct';
import { messages, signUpEmail, SignUpDetails } from '@motorpool/api';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { is } from 'superstruct';
import * as styles from '../ui/form/form.css';
import type { EmailCheck } from './store';
import { Button } from '../ui/button/Button';

export type DetailsStepProps = {
  /** Values to start from (after Back to Sign Up). */
  defaultValues?: Partial<SignUpDetails> | null;
  /** The on-blur check of the email; 'taken' shows under the field, 'checking' holds the submit. */
  emailCheck?: EmailCheck | null;
  onEmailBlur?: (email: string) => void;
  onSubmit: (details: SignUpDetails) => void | Promise<void>;
  /** Server field errors keyed `first_name`, `last_name`, `email`, `org`. */
  fieldErrors?: Record<string, string> | null;
};

type FieldName = keyof SignUpDetails;
const FIELDS: readonly { name: FieldName; label: string; autoComplete: string; type?: string; inputMode?: 'email' | 'numeric' }[] = [
  { name: 'first_name', label: 'First Name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', inputMode: 'email' },
  { name: 'org', label: 'Organisation Code', autoComplete: 'off', inputMode: 'numeric' },
];

const resolver = superstructResolver(SignUpDetails);

const toFormErrors = (fieldErrors: Record<string, string> | null | undefined): FieldErrors<SignUpDetails> | undefined => {
  const known = Object.entries(fieldErrors ?? {}).filter(([key]) => FIELDS.some((field) => field.name === key));
  return known.length ? Object.fromEntries(known.map(([key, message]) => [key, { type: 'server', message }])) : undefined;
};

/** Sign-up step 0 (spec §2, §5): first name, last name, email (checked on blur), organisation code. */
export function DetailsStep({ defaultValues, emailCheck, onEmailBlur, onSubmit, fieldErrors }: DetailsStepProps) {
  const id = useId();
  const formErrors = useMemo(() => toFormErrors(fieldErrors), [fieldErrors]);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignUpDetails>({
    mode: 'onTouched',
    defaultValues: { first_name: '', last_name: '', email: '', org: '', ...defaultValues },
    resolver,
    errors: formErrors,
  });

  const email = watch('email').trim();
  const checkedNow = emailCheck && emailCheck.email === email ? emailCheck.status : null;
  const emailTaken = checkedNow === 'taken';
  const checking = checkedNow === 'checking';

  const messageFor = (name: FieldName) => errors[name]?.message ?? (name === 'email' && emailTaken ? messages.signUp.emailTaken : undefined);
  const hasErrors = Object.keys(errors).length > 0 || emailTaken;

  // Spec §5: no submit until the email check ends. A submit meanwhile (often the very click that
  // ended the check by leaving the field) waits for it instead of being lost.
  const form = useRef<HTMLFormElement>(null);
  const queued = useRef(false);
  useEffect(() => {
    if (checking || !queued.current) return;
    queued.current = false;
    if (!emailTaken) form.current?.requestSubmit();
  }, [checking, emailTaken]);

  const submit = handleSubmit(async (values) => {
    await onSubmit({
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      org: values.org.trim(),
    });
  });

  return (
    <form
      ref={form}
      part="form"
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        if (!checking) return submit(event);
        event.preventDefault();
        queued.current = true;
      }}
      aria-busy={isSubmitting || checking || undefined}
    >
      {FIELDS.map(({ name, label, autoComplete, type, inputMode }) => {
        const message = messageFor(name);
        const inputId = `${id}-${name}`;
        const errorId = `${inputId}-error`;
        const statusId = `${inputId}-status`;
        const registration = register(name, {
          onBlur:
            name === 'email'
              ? (event: { target: { value: string } }) => {
                  const typed = event.target.value.trim();
                  if (is(typed, signUpEmail)) onEmailBlur?.(typed);
                }
              : undefined,
        });
        return (
          <div key={name} className={styles.field}>
            <label htmlFor={inputId} className={styles.label}>
              {label}
            </label>
            <input
              id={inputId}
              className={styles.input}
              type={type ?? 'text'}
              inputMode={inputMode}
              autoComplete={autoComplete}
              aria-invalid={message ? true : undefined}
              aria-describedby={[message ? errorId : null, name === 'email' && checking ? statusId : null].filter(Boolean).join(' ') || undefined}
              {...registration}
            />
            {name === 'email' && checking && (
              <p id={statusId} role="status" className={styles.fieldHint}>
                Checking email…
              </p>
            )}
            {message && (
              <p id={errorId} className={styles.error}>
                {message}
              </p>
            )}
          </div>
        );
      })}
      <Button fullWidth type="submit" disabled={isSubmitting || hasErrors} aria-disabled={checking || undefined}>
        {isSubmitting ? 'Requesting OTP…' : 'Request OTP'}
      </Button>
    </form>
  );
}
