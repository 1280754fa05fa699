import { superstructResolver } from '@hookform/resolvers/superstruct';
import { messages, oneTimeCode } from '@motorpool/api';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { type, type Struct } from 'superstruct';
import * as formStyles from '../ui/form/form.css';
import { AccountPanel, type Logo } from '../ui/form/AccountPanel';
import { controlAria, FormField } from '../ui/field/FormField';
import { splitServerErrors } from '../api/server-errors';
import { TextLink, type Navigate } from '../ui/form/TextLink';
import { OtpInput } from '../ui/otp-input/OtpInput';
import type { ThemeName } from '../theme/theme-names';
import { Button } from '../ui/button/Button';

/** What the code step submits; with the email it is the body of `POST user/login/otp/submit/`. */
export type TwoFactorCodeValues = { otp: string };

export type TwoFactorCodeProps = {
  /** The email that signed in with its password and was sent the code. */
  email: string;
  onSubmit: (values: TwoFactorCodeValues) => void | Promise<void>;
  /** The failure title from the server, shown as an alert above the form. */
  serverError?: string | null;
  /** Field errors from the server; `otp` shows under the code, the rest in the alert. */
  fieldErrors?: Record<string, string> | null;
  /** Where "Back to Login" goes; no link without it. */
  loginHref?: string | null;
  onNavigate?: Navigate;
  heading?: string;
  logo?: Logo | null;
  theme?: ThemeName;
};

const FIELD_NAMES = ['otp'] as const;
const resolver = superstructResolver(type({ otp: oneTimeCode }) as Struct<TwoFactorCodeValues, unknown>);

/**
 * The second step of a two-factor sign-in (spec §2 /otp-submit, §5 OTP):
 * the 6-digit code sent by email. No HTTP: it validates and hands the code on.
 */
export function TwoFactorCode({
  email,
  onSubmit,
  serverError,
  fieldErrors,
  loginHref,
  onNavigate,
  heading = 'Enter your sign-in code',
  logo,
  theme,
}: TwoFactorCodeProps) {
  const id = useId();
  const codeId = `${id}-code`;
  const { formErrors, unplaced } = useMemo(() => splitServerErrors<TwoFactorCodeValues>(fieldErrors, FIELD_NAMES), [fieldErrors]);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorCodeValues>({ mode: 'onTouched', defaultValues: { otp: '' }, resolver, errors: formErrors });

  const submit = handleSubmit(async ({ otp }) => {
    await onSubmit({ otp });
  });
  const codeError = errors.otp?.message;

  return (
    <AccountPanel
      heading={heading}
      logo={logo}
      theme={theme}
      lead={
        <>
          {messages.twoFactor.sent} Signing in as <strong>{email}</strong>.
        </>
      }
      alerts={[serverError, ...unplaced]}
    >
      <form part="form" className={formStyles.form} noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
        <FormField id={codeId} label="Sign-in code" error={codeError}>
          <OtpInput id={codeId} {...controlAria(codeId, { error: codeError })} {...register('otp')} />
        </FormField>
        {/* As on sign-in: enabled until a submit reveals a problem, disabled while one shows. */}
        <Button fullWidth type="submit" disabled={isSubmitting || Boolean(codeError)}>
          {isSubmitting ? 'Verifying…' : 'Verify'}
        </Button>
      </form>
      {loginHref && (
        <p className={formStyles.footer}>
          <TextLink href={loginHref} onNavigate={onNavigate}>
            Back to Login
          </TextLink>
        </p>
      )}
    </AccountPanel>
  );
}
