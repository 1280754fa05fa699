import { superstructResolver } from '@hookform/resolvers/superstruct';
import { emailAddress, messages, organisationChoice, presentedPassword, type OrganisationSummary } from '@motorpool/api';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { type, type Struct } from 'superstruct';
import type { ThemeName } from '../theme/theme-names';
import * as styles from './SignIn.css';

/** What a sign-in submits: the body of `POST user/login/`. */
export type SignInValues = {
  email: string;
  password: string;
  /** Present once the person picked an organisation in the chooser. */
  organisation_id?: number;
};

export type SignInProps = {
  onSubmit: (values: SignInValues) => void | Promise<void>;
  /** Organisations to choose from; the chooser (and its required rule) shows only when this is non-empty. */
  organisations?: OrganisationSummary[] | null;
  /** Why the organisation must be chosen; defaults to the catalogue's wording. Shown as guidance, not as a failure. */
  hint?: string | null;
  /** The failure title from the server, shown as an alert above the form. */
  serverError?: string | null;
  /** Field errors from the server, keyed by field name (`email`, `password`, `organisation_id`). */
  fieldErrors?: Record<string, string> | null;
  heading?: string;
  theme?: ThemeName;
};

type FieldName = keyof SignInValues;
const FIELD_NAMES: readonly FieldName[] = ['email', 'password', 'organisation_id'];

// `type()` rather than `object()`: the form may still hold a value for a chooser that has gone away.
const credentials = type({ email: emailAddress, password: presentedPassword }) as Struct<SignInValues, unknown>;
const credentialsWithOrganisation = type({
  email: emailAddress,
  password: presentedPassword,
  organisation_id: organisationChoice,
}) as Struct<SignInValues, unknown>;
const resolvers = {
  credentials: superstructResolver(credentials),
  credentialsWithOrganisation: superstructResolver(credentialsWithOrganisation),
};

const isFieldName = (key: string): key is FieldName => (FIELD_NAMES as readonly string[]).includes(key);

/** Splits server field errors into those a field can show and the rest, which join the alert. */
function splitServerErrors(fieldErrors: Record<string, string> | null | undefined) {
  const entries = Object.entries(fieldErrors ?? {});
  const known = entries.filter(([key]) => isFieldName(key));
  const formErrors: FieldErrors<SignInValues> | undefined = known.length
    ? Object.fromEntries(known.map(([key, message]) => [key, { type: 'server', message }]))
    : undefined;
  const unplaced = entries.filter(([key]) => !isFieldName(key)).map(([, message]) => message);
  return { formErrors, unplaced };
}

const toOrganisationId = (value: unknown) => (value === '' || value === undefined || value === null ? undefined : Number(value));

/**
 * The sign-in form of spec §2 and §5, without any HTTP: it validates, then
 * hands the values to `onSubmit` and shows whatever the caller passes back.
 */
export function SignIn({
  onSubmit,
  organisations,
  hint,
  serverError,
  fieldErrors,
  heading = 'Sign in to your account',
  theme,
}: SignInProps) {
  const id = useId();
  const ids = {
    heading: `${id}-heading`,
    email: `${id}-email`,
    password: `${id}-password`,
    organisation: `${id}-organisation`,
    hint: `${id}-hint`,
  };
  const errorId = (field: string) => `${id}-${field}-error`;

  const showChooser = Boolean(organisations && organisations.length > 0);
  const { formErrors, unplaced } = useMemo(() => splitServerErrors(fieldErrors), [fieldErrors]);

  const {
    register,
    handleSubmit,
    setFocus,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    mode: 'onTouched',
    defaultValues: { email: '', password: '', organisation_id: undefined },
    resolver: showChooser ? resolvers.credentialsWithOrganisation : resolvers.credentials,
    // Server field errors join the form's own, so they clear as soon as the field is corrected.
    errors: formErrors,
  });

  // A new list invalidates a choice made from the old one.
  useEffect(() => {
    const chosen = getValues('organisation_id');
    if (chosen !== undefined && !organisations?.some((organisation) => organisation.pk === chosen)) {
      setValue('organisation_id', undefined);
    }
  }, [organisations, getValues, setValue]);

  // When the chooser appears in answer to a submit, the next step is in it; a chooser shown from the start takes no focus.
  const choosing = useRef(showChooser);
  useEffect(() => {
    if (showChooser && !choosing.current) setFocus('organisation_id');
    choosing.current = showChooser;
  }, [showChooser, setFocus]);

  /*
   * Spec §5: "Submit disabled while submitting or invalid". "Invalid" here
   * means a field currently shows an error, not that the form would fail
   * validation: an untouched empty form stays enabled so a submit attempt can
   * reveal every message (and focus the first invalid field), while a form
   * with visible errors stays disabled until they are corrected, which
   * re-validates on each change. The errors themselves explain why the
   * button is unavailable.
   */
  const hasErrors = Object.keys(errors).length > 0;
  const submitDisabled = isSubmitting || hasErrors;

  const alertMessages = [...new Set([serverError, ...unplaced])].filter((message): message is string => Boolean(message));

  const submit = handleSubmit(async (values) => {
    const submitted: SignInValues = { email: values.email.trim(), password: values.password };
    if (showChooser && values.organisation_id !== undefined) submitted.organisation_id = values.organisation_id;
    await onSubmit(submitted);
  });

  const describedBy = (field: FieldName, ...extra: string[]) =>
    [errors[field] ? errorId(field) : null, ...extra].filter(Boolean).join(' ') || undefined;

  return (
    <section className={styles.root} data-motorpool-theme={theme} aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className={styles.heading}>
        {heading}
      </h2>
      {alertMessages.length > 0 && (
        <div role="alert" className={styles.alert}>
          {alertMessages.map((message) => (
            <p key={message} className={styles.alertMessage}>
              {message}
            </p>
          ))}
        </div>
      )}
      <form className={styles.form} noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
        <div className={styles.field}>
          <label htmlFor={ids.email} className={styles.label}>
            Email
          </label>
          <input
            id={ids.email}
            className={styles.input}
            type="email"
            autoComplete="username"
            inputMode="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            {...register('email')}
          />
          {errors.email && (
            <p id={errorId('email')} className={styles.error}>
              {errors.email.message}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.password} className={styles.label}>
            Password
          </label>
          <input
            id={ids.password}
            className={styles.input}
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy('password')}
            {...register('password')}
          />
          {errors.password && (
            <p id={errorId('password')} className={styles.error}>
              {errors.password.message}
            </p>
          )}
        </div>
        {showChooser && (
          <>
            <p id={ids.hint} role="status" className={styles.hint}>
              {hint || messages.login.chooseOrganisation}
            </p>
            <div className={styles.field}>
              <label htmlFor={ids.organisation} className={styles.label}>
                Organisation
              </label>
              <select
                id={ids.organisation}
                className={styles.input}
                aria-invalid={errors.organisation_id ? true : undefined}
                aria-describedby={describedBy('organisation_id', ids.hint)}
                {...register('organisation_id', { setValueAs: toOrganisationId })}
              >
                <option value="">Select organisation</option>
                {organisations?.map((organisation) => (
                  <option key={organisation.pk} value={organisation.pk}>
                    {organisation.name}
                  </option>
                ))}
              </select>
              {errors.organisation_id && (
                <p id={errorId('organisation_id')} className={styles.error}>
                  {errors.organisation_id.message}
                </p>
              )}
            </div>
          </>
        )}
        <button type="submit" className={styles.submit} disabled={submitDisabled}>
          {isSubmitting ? 'Signing in…' : 'Sign In'}
        </button>
      </form>
    </section>
  );
}
