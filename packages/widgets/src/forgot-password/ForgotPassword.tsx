import { superstructResolver } from '@hookform/resolvers/superstruct';
import { messages, type RecoverPasswordRequest } from '@motorpool/api';
import { useId, useMemo, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as formStyles from '../ui/form/form.css';
import { AccountEmailField } from '../ui/form/AccountEmailField';
import { AccountPanel, type AccountPageHost } from '../ui/form/AccountPanel';
import { controlAria, FormField } from '../ui/field/FormField';
import { splitServerErrors } from '../api/server-errors';
import { FooterLink } from '../ui/form/FooterLink';
import { NewPasswordForm, newPasswordAlerts, type NewPasswordValues } from '../fields/new-password/NewPasswordForm';
import { PhoneField } from '../ui/phone-field/PhoneField';
import { emptyRecoveryForm, recoveryRules, toRecoverPasswordRequest, type PasswordRecovery, type RecoveryFormValues } from './recovery-request';
import { Button } from '../ui/button/Button';

/**
 * The three steps of spec §2 (request, confirmation, new password) and the
 * states around the third: its link being checked, a link that is no good,
 * and the password saved.
 */
export const FORGOT_PASSWORD_STEPS = ['request', 'sent', 'verifying', 'invalid-link', 'new-password', 'done'] as const;
export type ForgotPasswordStep = (typeof FORGOT_PASSWORD_STEPS)[number];

export type ForgotPasswordProps = AccountPageHost & {
  step?: ForgotPasswordStep;
  /** What the request asks for: `email`, `phone` or `either` (portal config `password_recovery`). */
  passwordRecovery?: PasswordRecovery;
  /** The email the request form starts with (spec §2: `/forgot-password?email=`). Read when the form mounts. */
  defaultEmail?: string;
  /** Step 1: the body of `POST user/recover-password/`, validated. */
  onRequest: (values: RecoverPasswordRequest) => void | Promise<void>;
  /** Step 3: the new password and its confirmation, validated. */
  onSetPassword: (values: NewPasswordValues) => void | Promise<void>;
  /** "Request a new link" on a link that is no good; no button without it. */
  onRequestNewLink?: () => void;
  /** Step 2's message; defaults to the catalogue's (spec §8: the same whether or not the account exists). */
  sentMessage?: string | null;
  /** The message once the password is saved; defaults to the catalogue's. */
  doneMessage?: string | null;
  /** Why the link is no good, in the server's words. */
  linkProblem?: string | null;
  /** Whose password the link resets, shown on step 3. */
  email?: string | null;
  /** The failure title from the server, shown as an alert above the form. */
  serverError?: string | null;
  /** Field errors from the server (`email`, `phone`, `new_password`, `confirm_password`); others join the alert. */
  fieldErrors?: Record<string, string> | null;
};

const HEADINGS: Record<ForgotPasswordStep, string> = {
  request: 'Forgot password',
  sent: 'Check your email',
  verifying: 'Reset password',
  'invalid-link': messages.resetPassword.failure,
  'new-password': 'Set a new password',
  done: 'Password updated',
};

const REQUEST_LEADS: Record<PasswordRecovery, string> = {
  email: 'Enter the email of your account and we will send you a link to reset your password.',
  phone: 'Enter the phone number of your account and we will send you a link to reset your password.',
  either: 'Enter the email or the phone number of your account and we will send you a link to reset your password.',
};

/** Forgot and reset password (spec §2, §4, §5), without any HTTP: each step shows what its props say. */
export function ForgotPassword({
  step = 'request',
  passwordRecovery = 'email',
  defaultEmail,
  onRequest,
  onSetPassword,
  onRequestNewLink,
  sentMessage,
  doneMessage,
  linkProblem,
  email,
  serverError,
  fieldErrors,
  ...host
}: ForgotPasswordProps) {
  const panel = (lead: ReactNode, children: ReactNode, alerts: ReadonlyArray<string | null | undefined> = []) => (
    <AccountPanel heading={HEADINGS[step]} lead={lead} alerts={alerts} logo={host.logo} theme={host.theme}>
      {children}
      <FooterLink href={host.loginHref} onNavigate={host.onNavigate}>
        Back to Login
      </FooterLink>
    </AccountPanel>
  );

  switch (step) {
    case 'request':
      return panel(
        REQUEST_LEADS[passwordRecovery],
        <RecoveryRequestForm passwordRecovery={passwordRecovery} defaultEmail={defaultEmail} onRequest={onRequest} fieldErrors={fieldErrors} />,
        [serverError, ...splitServerErrors(fieldErrors, ['email', 'phone']).unplaced],
      );
    case 'sent':
      return panel(
        null,
        <p role="status" className={formStyles.success}>
          {sentMessage || messages.forgotPassword.sent}
        </p>,
      );
    case 'verifying':
      return panel(null, <p role="status">Checking your reset link…</p>);
    case 'invalid-link':
      return panel(
        linkProblem || 'This reset link is not valid or has expired.',
        onRequestNewLink && (
          <Button variant="outline" fullWidth onClick={onRequestNewLink}>
            Request a new link
          </Button>
        ),
      );
    case 'new-password':
      return panel(
        email ? (
          <>
            Choose a new password for <strong>{email}</strong>.
          </>
        ) : (
          'Choose a new password.'
        ),
        <NewPasswordForm onSubmit={onSetPassword} submitLabel="Reset Password" submittingLabel="Saving…" email={email} fieldErrors={fieldErrors} />,
        newPasswordAlerts(serverError, fieldErrors),
      );
    case 'done':
      return panel(
        null,
        <p role="status" className={formStyles.success}>
          {doneMessage || messages.resetPassword.success}
        </p>,
      );
  }
}

type RecoveryRequestFormProps = Pick<ForgotPasswordProps, 'passwordRecovery' | 'defaultEmail' | 'onRequest' | 'fieldErrors'> & {
  passwordRecovery: PasswordRecovery;
};

function RecoveryRequestForm({ passwordRecovery, defaultEmail, onRequest, fieldErrors }: RecoveryRequestFormProps) {
  const id = useId();
  const ids = { email: `${id}-email`, phone: `${id}-phone` };
  const resolver = useMemo(() => superstructResolver(recoveryRules(passwordRecovery)), [passwordRecovery]);
  const { formErrors } = useMemo(() => splitServerErrors<RecoveryFormValues>(fieldErrors, ['email', 'phone']), [fieldErrors]);

  const {
    register,
    control,
    handleSubmit,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<RecoveryFormValues>({
    mode: 'onTouched',
    defaultValues: emptyRecoveryForm(defaultEmail),
    resolver,
    errors: formErrors,
  });

  const submit = handleSubmit(async (values) => {
    await onRequest(toRecoverPasswordRequest(values, passwordRecovery));
  });

  const askEmail = passwordRecovery !== 'phone';
  const askPhone = passwordRecovery !== 'email';
  const emailError = errors.email?.message;
  const phoneError = errors.phone?.message;
  // With either field enough, a phone typed in settles the email's "one of the two" message, and the other way round.
  const recheck = (field: 'email' | 'phone') => {
    if (passwordRecovery === 'either' && getFieldState(field).isTouched) void trigger(field);
  };

  return (
    <form part="form" className={formStyles.form} noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
      {askEmail && <AccountEmailField id={ids.email} error={emailError} registration={register('email', { onChange: () => recheck('phone') })} />}
      {askEmail && askPhone && (
        <p className={formStyles.divider} aria-hidden="true">
          or
        </p>
      )}
      {askPhone && (
        <FormField id={ids.phone} label="Phone number" error={phoneError}>
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <PhoneField
                id={ids.phone}
                name={field.name}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  recheck('email');
                }}
                onBlur={field.onBlur}
                invalid={Boolean(phoneError)}
                describedBy={controlAria(ids.phone, { error: phoneError })['aria-describedby']}
                required={passwordRecovery === 'phone'}
              />
            )}
          />
        </FormField>
      )}
      {/* As on sign-in: enabled until a submit reveals a problem, disabled while one shows. */}
      <Button fullWidth type="submit" disabled={isSubmitting || Boolean(emailError || phoneError)}>
        {isSubmitting ? 'Sending…' : 'Send'}
      </Button>
    </form>
  );
}
