import { superstructResolver } from '@hookform/resolvers/superstruct';
import { messages, oneTimeCode, OTP_LENGTH } from '@motorpool/api';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { define, is, type, type Struct } from 'superstruct';
import * as formStyles from '../ui/form/form.css';
import { AccountPanel, type Logo } from '../ui/form/AccountPanel';
import { controlAria, FormField } from '../ui/field/FormField';
import { splitServerErrors } from '../api/server-errors';
import { TextLink, type Navigate } from '../ui/form/TextLink';
import { OtpInput } from '../ui/otp-input/OtpInput';
import type { ThemeName } from '../theme/theme-names';
import * as styles from './VerifyAccount.css';
import { Button } from '../ui/button/Button';

/** The code, named as `POST user/activate/` takes it. */
export type VerifyAccountValues = { token: string };

export type VerifyAccountProps = {
  /** Where the code went: the account's email (or phone, per register type). */
  destination?: string | null;
  onSubmit: (values: VerifyAccountValues) => void | Promise<void>;
  /** "Resend code"; the code field is cleared first (spec §2). */
  onResend: () => void | Promise<void>;
  /** The server's answer to a resend, shown as a confirmation. */
  notice?: string | null;
  /** The failure title from the server, shown as an alert above the form. */
  serverError?: string | null;
  /** Field errors from the server; `token` shows under the code, the rest join the alert. */
  fieldErrors?: Record<string, string> | null;
  /** "Not you? Sign out"; no link without it. */
  signOutHref?: string | null;
  onNavigate?: Navigate;
  heading?: string;
  logo?: Logo | null;
  theme?: ThemeName;
};

const FIELD_NAMES = ['token'] as const;

// Spec §5: "Verification token min 6 ('Verification token is required')", then the 6 digits of every code.
const verificationToken = define<string>('verificationToken', (value) => {
  if (typeof value !== 'string' || value.length < OTP_LENGTH) return messages.otp.verificationRequired;
  return is(value, oneTimeCode) || messages.otp.invalid;
});
const resolver = superstructResolver(type({ token: verificationToken }) as Struct<VerifyAccountValues, unknown>);

/** `/verify-account` (spec §2, §4): the signed-in person confirms their account with the code sent to them. No HTTP. */
export function VerifyAccount({
  destination,
  onSubmit,
  onResend,
  notice,
  serverError,
  fieldErrors,
  signOutHref,
  onNavigate,
  heading = 'Verify your account',
  logo,
  theme,
}: VerifyAccountProps) {
  const id = useId();
  const codeId = `${id}-code`;
  const [resending, setResending] = useState(false);
  const { formErrors, unplaced } = useMemo(() => splitServerErrors<VerifyAccountValues>(fieldErrors, FIELD_NAMES), [fieldErrors]);

  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<VerifyAccountValues>({ mode: 'onTouched', defaultValues: { token: '' }, resolver, errors: formErrors });

  const submit = handleSubmit(async ({ token }) => {
    await onSubmit({ token });
  });

  async function resend() {
    // A new code makes the old one useless: clear it, and its message, before asking.
    reset({ token: '' });
    setResending(true);
    try {
      await onResend();
    } finally {
      setResending(false);
      setFocus('token');
    }
  }

  const codeError = errors.token?.message;
  const busy = isSubmitting || resending;

  return (
    <AccountPanel
      heading={heading}
      logo={logo}
      theme={theme}
      lead={<>We sent a 6-digit verification code to {destination ? <strong>{destination}</strong> : 'your email'}. Enter it below to verify your account.</>}
      alerts={[serverError, ...unplaced]}
    >
      <form part="form" className={formStyles.form} noValidate onSubmit={submit} aria-busy={busy || undefined}>
        {notice && (
          <p role="status" className={formStyles.success}>
            {notice}
          </p>
        )}
        <FormField id={codeId} label="Verification code" error={codeError}>
          <OtpInput id={codeId} {...controlAria(codeId, { error: codeError })} {...register('token')} />
        </FormField>
        <div className={styles.actions}>
          {/* As on sign-in: enabled until a submit reveals a problem, disabled while one shows. */}
          <Button fullWidth type="submit" disabled={busy || Boolean(codeError)}>
            {isSubmitting ? 'Verifying…' : 'Verify'}
          </Button>
          <Button variant="outline" fullWidth disabled={busy} onClick={() => void resend()}>
            {resending ? 'Sending…' : 'Resend code'}
          </Button>
        </div>
      </form>
      {signOutHref && (
        <p className={formStyles.footer}>
          <span>
            Not you?{' '}
            <TextLink href={signOutHref} onNavigate={onNavigate}>
              Sign out
            </TextLink>
          </span>
        </p>
      )}
    </AccountPanel>
  );
}
