import { superstructResolver } from '@hookform/resolvers/superstruct';
import { emailAddress, messages, organisationChoice, presentedPassword, type OrganisationSummary } from '@motorpool/api';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { boolean, type, type Struct } from 'superstruct';
import * as formStyles from '../ui/form/form.css';
import { AccountEmailField } from '../ui/form/AccountEmailField';
import { AccountPanel, type Logo } from '../ui/form/AccountPanel';
import { controlAria, FormField } from '../ui/field/FormField';
import { splitServerErrors } from '../api/server-errors';
import { TextLink, type Navigate } from '../ui/form/TextLink';
import { toggleOnEnter } from '../ui/form/toggle-on-enter';
import type { ThemeName } from '../theme/theme-names';
import * as styles from './SignIn.css';
import { Button, buttonClassName } from '../ui/button/Button';

/** The SSO link is shaped as a button since it starts a sign-in. */
const ssoLook = buttonClassName({ variant: 'outline', fullWidth: true });

/** What a sign-in submits: the body of `POST user/login/`. */
export type SignInValues = {
  email: string;
  password: string;
  /** Present once the person picked an organisation in the chooser. */
  organisation_id?: number;
  /** Present (and true) when "Remember me" is ticked. */
  remember_me?: true;
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
  /** The brand's heading, e.g. "Sign in to Fleet Share". */
  heading?: string;
  /** The brand's logo above the heading. */
  logo?: Logo | null;
  theme?: ThemeName;
  /** The email the form starts with (a remembered one). Read when the form mounts. */
  defaultEmail?: string;
  /** Whether "Remember me" starts ticked. Read when the form mounts. */
  defaultRememberMe?: boolean;
  /** Where "Forgot password?" goes; no link without it. */
  forgotPasswordHref?: string | null;
  /** Where "Register" goes; no link without it (spec §2: only when registration is enabled). */
  registerHref?: string | null;
  /** Where "Sign in with SSO" goes; no link without it (spec §2: only when an SSO address is configured). */
  ssoHref?: string | null;
  /** The privacy policy, on its own site; opens in a new tab. */
  privacyPolicyHref?: string | null;
  /** Follows the links inside the host's router; without it they are plain page loads. */
  onNavigate?: Navigate;
};

type FormValues = Omit<SignInValues, 'remember_me'> & { remember_me: boolean };
const FIELD_NAMES = ['email', 'password', 'organisation_id'] as const;

// `type()` rather than `object()`: the form may still hold a value for a chooser that has gone away.
const credentials = type({ email: emailAddress, password: presentedPassword, remember_me: boolean() }) as Struct<FormValues, unknown>;
const credentialsWithOrganisation = type({
  email: emailAddress,
  password: presentedPassword,
  organisation_id: organisationChoice,
  remember_me: boolean(),
}) as Struct<FormValues, unknown>;
const resolvers = {
  credentials: superstructResolver(credentials),
  credentialsWithOrganisation: superstructResolver(credentialsWithOrganisation),
};

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
  logo,
  theme,
  defaultEmail = '',
  defaultRememberMe = false,
  forgotPasswordHref,
  registerHref,
  ssoHref,
  privacyPolicyHref,
  onNavigate,
}: SignInProps) {
  const id = useId();
  const ids = {
    email: `${id}-email`,
    password: `${id}-password`,
    organisation: `${id}-organisation`,
    hint: `${id}-hint`,
  };

  const showChooser = Boolean(organisations && organisations.length > 0);
  const { formErrors, unplaced } = useMemo(() => splitServerErrors<FormValues>(fieldErrors, FIELD_NAMES), [fieldErrors]);

  const {
    register,
    handleSubmit,
    setFocus,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    mode: 'onTouched',
    defaultValues: { email: defaultEmail, password: '', organisation_id: undefined, remember_me: defaultRememberMe },
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

  const submit = handleSubmit(async (values) => {
    const submitted: SignInValues = { email: values.email.trim(), password: values.password };
    if (showChooser && values.organisation_id !== undefined) submitted.organisation_id = values.organisation_id;
    if (values.remember_me) submitted.remember_me = true;
    await onSubmit(submitted);
  });

  const emailError = errors.email?.message;
  const passwordError = errors.password?.message;
  const organisationError = errors.organisation_id?.message;
  const footerLinks = Boolean(registerHref || privacyPolicyHref);

  return (
    <AccountPanel heading={heading} logo={logo} theme={theme} alerts={[serverError, ...unplaced]}>
      <form part="form" className={formStyles.form} noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
        <AccountEmailField id={ids.email} error={emailError} registration={register('email')} />
        <FormField id={ids.password} label="Password" error={passwordError}>
          <input
            id={ids.password}
            className={formStyles.input}
            type="password"
            autoComplete="current-password"
            {...controlAria(ids.password, { error: passwordError })}
            {...register('password')}
          />
        </FormField>
        {showChooser && (
          <>
            <p id={ids.hint} role="status" className={formStyles.hint}>
              {hint || messages.login.chooseOrganisation}
            </p>
            <FormField id={ids.organisation} label="Organisation" error={organisationError}>
              <select
                id={ids.organisation}
                className={formStyles.input}
                aria-invalid={organisationError ? true : undefined}
                // The hint explains the chooser; an error, when there is one, comes first.
                aria-describedby={[organisationError ? `${ids.organisation}-error` : null, ids.hint].filter(Boolean).join(' ')}
                {...register('organisation_id', { setValueAs: toOrganisationId })}
              >
                <option value="">Select organisation</option>
                {organisations?.map((organisation) => (
                  <option key={organisation.pk} value={organisation.pk}>
                    {organisation.name}
                  </option>
                ))}
              </select>
            </FormField>
          </>
        )}
        <div className={styles.options}>
          <label className={formStyles.checkboxRow}>
            <input type="checkbox" className={formStyles.checkbox} onKeyDown={toggleOnEnter} {...register('remember_me')} />
            Remember me
          </label>
          {forgotPasswordHref && (
            <TextLink href={forgotPasswordHref} onNavigate={onNavigate}>
              Forgot password?
            </TextLink>
          )}
        </div>
        <Button fullWidth type="submit" disabled={submitDisabled}>
          {isSubmitting ? 'Signing in…' : 'Sign In'}
        </Button>
      </form>
      {ssoHref && (
        <>
          <p className={styles.divider}>or</p>
          <TextLink href={ssoHref} onNavigate={onNavigate} className={ssoLook}>
            Sign in with SSO
          </TextLink>
        </>
      )}
      {footerLinks && (
        <p className={formStyles.footer}>
          {registerHref && (
            <span>
              Don&apos;t have an account?{' '}
              <TextLink href={registerHref} onNavigate={onNavigate}>
                Register
              </TextLink>
            </span>
          )}
          {privacyPolicyHref && (
            <TextLink href={privacyPolicyHref} external>
              Privacy Policy
            </TextLink>
          )}
        </p>
      )}
    </AccountPanel>
  );
}
