import { superstructResolver } from '@hookform/resolvers/superstruct';
import { oneTimeCode, presentedPassword, type TwoFactorStatus } from '@motorpool/api';
import { useId, useMemo } from 'react';
import { useForm, type DefaultValues, type Path } from 'react-hook-form';
import { object, type Struct } from 'superstruct';
import { splitServerErrors } from '../api/server-errors';
import type { ThemeName } from '../theme/theme-names';
import { ActionRow } from '../ui/action-row/ActionRow';
import { Button } from '../ui/button/Button';
import { FormField } from '../ui/field/FormField';
import * as formStyles from '../ui/form/form.css';
import { FormAlert } from '../ui/form/FormAlert';
import { OtpInput } from '../ui/otp-input/OtpInput';
import type { TwoFactorSettingsStatus, TwoFactorSettingsStep } from './store';
import * as styles from './TwoFactorSettings.css';

export type TwoFactorSettingsProps = {
  status: TwoFactorSettingsStatus;
  twoFactor: TwoFactorStatus | null;
  /** Where the codes go: the account's email. */
  email: string;
  loadError?: string | null;
  onRetry?: () => void;
  step: TwoFactorSettingsStep;
  /** A request to the server is under way. */
  busy?: boolean;
  serverError?: string | null;
  fieldErrors?: Record<string, string> | null;
  /** Turn on: the server emails a code (again, for "Send a new code"). */
  onRequestCode: () => void;
  onConfirm: (otp: string) => void;
  /** Turn off asks for the password first. */
  onStartDisabling: () => void;
  onDisable: (password: string) => void;
  onCancel: () => void;
  theme?: ThemeName;
};

/**
 * The person's two-step sign-in, on their profile: whether each sign-in also
 * asks for a code sent to their email, turning it on (a code proves the
 * email reaches them) and off (with their password), and the organisation
 * that requires it, which keeps it on.
 */
export function TwoFactorSettings(props: TwoFactorSettingsProps) {
  const { status, twoFactor, email, loadError, onRetry, theme } = props;
  const headingId = `${useId()}-heading`;
  return (
    <section className={styles.root} data-motorpool-theme={theme} aria-labelledby={headingId} part="base">
      <h2 id={headingId} className={formStyles.cardHeading} part="heading">
        Two-step sign-in
      </h2>
      {status === 'loading' && <p role="status">Loading…</p>}
      {status === 'error' && (
        <>
          <FormAlert messages={[loadError]} />
          {onRetry && (
            <Button variant="outline" onClick={onRetry}>
              Try again
            </Button>
          )}
        </>
      )}
      {status === 'ready' && twoFactor && <Ready {...props} twoFactor={twoFactor} email={email} />}
    </section>
  );
}

function Ready({
  twoFactor,
  email,
  step,
  busy,
  serverError,
  fieldErrors,
  onRequestCode,
  onStartDisabling,
  onCancel,
  ...forms
}: TwoFactorSettingsProps & { twoFactor: TwoFactorStatus }) {
  return (
    <>
      <p className={styles.state}>{twoFactor.enabled ? 'On' : 'Off'}</p>
      <p className={formStyles.leadingHint}>
        {twoFactor.enabled
          ? `Each sign-in asks for your password and a code sent to ${email}.`
          : `Signing in takes your password only. Turn two-step sign-in on to be asked for a code sent to ${email} as well.`}
        {twoFactor.required_by && ` ${twoFactor.required_by} requires two-step sign-in.`}
      </p>
      {step === 'confirming' && (
        <CodeForm
          busy={busy}
          serverError={serverError}
          fieldErrors={fieldErrors}
          onConfirm={forms.onConfirm}
          onResend={onRequestCode}
          onCancel={onCancel}
          email={email}
        />
      )}
      {step === 'disabling' && <PasswordForm busy={busy} serverError={serverError} fieldErrors={fieldErrors} onDisable={forms.onDisable} onCancel={onCancel} />}
      {step === 'idle' && (
        <>
          <FormAlert messages={[serverError]} />
          <ActionRow align="start">
            {twoFactor.enabled ? (
              !twoFactor.required_by && (
                <Button variant="outline" onClick={onStartDisabling}>
                  Turn off
                </Button>
              )
            ) : (
              <Button busy={busy} onClick={onRequestCode}>
                {busy ? 'Sending…' : 'Turn on'}
              </Button>
            )}
          </ActionRow>
        </>
      )}
    </>
  );
}

type StepFormProps = Pick<TwoFactorSettingsProps, 'busy' | 'serverError' | 'fieldErrors' | 'onCancel'>;

/** A form of one text field, named as the server names it, with the server's message on it and the rest in the alert. */
function useOneFieldForm<Name extends 'otp' | 'password'>(name: Name, rule: Struct<string, null>, fieldErrors: Record<string, string> | null | undefined) {
  type Values = Record<Name, string>;
  const id = `${useId()}-${name}`;
  const resolver = useMemo(() => superstructResolver(object({ [name]: rule }) as unknown as Struct<Values, unknown>), [name, rule]);
  const { formErrors, unplaced } = useMemo(() => splitServerErrors<Values>(fieldErrors, [name]), [fieldErrors, name]);
  const { register, handleSubmit, formState } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { [name]: '' } as DefaultValues<Values>,
    resolver,
    errors: formErrors,
  });
  const error = (formState.errors as Partial<Record<Name, { message?: string }>>)[name]?.message;
  return {
    id,
    field: register(name as unknown as Path<Values>),
    submit: (send: (value: string) => void) => handleSubmit((values) => send(values[name])),
    error,
    unplaced,
  };
}

function CodeForm({
  busy,
  serverError,
  fieldErrors,
  onConfirm,
  onResend,
  onCancel,
  email,
}: StepFormProps & { onConfirm: (otp: string) => void; onResend: () => void; email: string }) {
  const { id, field, submit, error, unplaced } = useOneFieldForm('otp', oneTimeCode, fieldErrors);
  return (
    <form className={formStyles.form} noValidate onSubmit={submit(onConfirm)} part="form">
      <p className={formStyles.notice} role="status">
        We sent a 6-digit code to {email}.
      </p>
      <FormAlert messages={[serverError, ...unplaced]} />
      <FormField id={id} label="Code" error={error}>
        {(aria) => <OtpInput {...aria} {...field} />}
      </FormField>
      <ActionRow align="start">
        <Button type="submit" busy={busy}>
          {busy ? 'Confirming…' : 'Confirm'}
        </Button>
        <Button variant="outline" onClick={onResend} disabled={busy}>
          Send a new code
        </Button>
        <Button variant="text" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </ActionRow>
    </form>
  );
}

function PasswordForm({ busy, serverError, fieldErrors, onDisable, onCancel }: StepFormProps & { onDisable: (password: string) => void }) {
  const { id, field, submit, error, unplaced } = useOneFieldForm('password', presentedPassword, fieldErrors);
  return (
    <form className={formStyles.form} noValidate onSubmit={submit(onDisable)} part="form">
      <FormAlert messages={[serverError, ...unplaced]} />
      <FormField id={id} label="Current Password" error={error}>
        {(aria) => <input {...aria} {...field} type="password" autoComplete="current-password" className={formStyles.input} />}
      </FormField>
      <ActionRow align="start">
        <Button type="submit" tone="critical" busy={busy}>
          {busy ? 'Turning off…' : 'Turn off'}
        </Button>
        <Button variant="text" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </ActionRow>
    </form>
  );
}
