import { superstructResolver } from '@hookform/resolvers/superstruct';
import {
  newPassword,
  newPasswordMessages,
  SignUpDetails,
  type AcceptInviteRequest,
  type InviteDetails,
} from '@motorpool/api';
import { useId, useMemo, type MouseEvent, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { define, type, type Struct } from 'superstruct';
import { PhoneField } from '../private/phone-field/PhoneField';
import { DEFAULT_PHONE, isPhoneEntered, phoneProblem, toE164, type PhoneValue } from '../private/phone-field/phone';
import * as styles from '../private/registration-form.css';
import type { ThemeName } from '../theme/theme-names';
import * as own from './InvitedRegistration.css';
import type { InviteStatus } from './store';

/** What the invited person sets up: the `employee_extension` of `POST invite-user/update/`. */
export type InvitedAccountValues = AcceptInviteRequest['employee_extension'];

export type InvitedRegistrationProps = {
  status: InviteStatus;
  invite?: InviteDetails | null;
  /** Why the invitation cannot be used (the server's title), shown with a way back to login. */
  inviteError?: string | null;
  onSubmit: (values: InvitedAccountValues) => void | Promise<void>;
  serverError?: string | null;
  /** Server field errors keyed `first_name`, `employee_extension.password`, …. */
  fieldErrors?: Record<string, string> | null;
  /** Where 'Back to Login' goes. */
  loginHref?: string;
  /** Called instead of following `loginHref`, for hosts that route in-page. */
  onBackToLogin?: () => void;
  heading?: string;
  theme?: ThemeName;
};

type FormValues = {
  first_name: string;
  last_name: string;
  phone: PhoneValue;
  password: string;
  confirm_password: string;
};
type FieldName = keyof FormValues;
const FIELD_NAMES: readonly FieldName[] = ['first_name', 'last_name', 'phone', 'password', 'confirm_password'];

// The server checks the number against its country's plan, so the form does too.
const optionalPhone = define<PhoneValue>('invitePhone', (value) => phoneProblem(value as PhoneValue, { strict: true }) ?? true);
// Reads the sibling field through superstruct's branch, so a mismatch shows whatever state the password is in.
const confirmation = define<string>('passwordConfirmation', (value, context) => {
  const values = context.branch[0] as Partial<FormValues> | undefined;
  return value === values?.password || newPasswordMessages.mismatch;
});
const names = { first_name: SignUpDetails.schema.first_name, last_name: SignUpDetails.schema.last_name, phone: optionalPhone };
const resolvers = {
  newAccount: superstructResolver(
    type({ ...names, password: newPassword, confirm_password: confirmation }) as unknown as Struct<FormValues, unknown>,
  ),
  existingAccount: superstructResolver(type(names) as unknown as Struct<FormValues, unknown>),
};

const PASSWORD_RULES = 'Use at least 6 characters, with a lower case and an upper case letter, a number and a special character.';

function splitServerErrors(fieldErrors: Record<string, string> | null | undefined) {
  const formErrors: Record<string, { type: string; message: string }> = {};
  const unplaced: string[] = [];
  for (const [path, message] of Object.entries(fieldErrors ?? {})) {
    const name = path.replace(/^employee_extension\./, '').split('.')[0] as FieldName;
    if (FIELD_NAMES.includes(name) && !formErrors[name]) formErrors[name] = { type: 'server', message };
    else unplaced.push(message);
  }
  return { formErrors: Object.keys(formErrors).length ? (formErrors as FieldErrors<FormValues>) : undefined, unplaced };
}

/**
 * Invited secure registration (/csl-register, spec §2, §4) without any HTTP:
 * what the invitation offers, and the person's name, optional phone and —
 * for a new account — password.
 */
export function InvitedRegistration({
  status,
  invite,
  inviteError,
  onSubmit,
  serverError,
  fieldErrors,
  loginHref = '/login',
  onBackToLogin,
  heading = 'Set up your account',
  theme,
}: InvitedRegistrationProps) {
  const id = useId();
  const headingId = `${id}-heading`;

  const backToLogin = (
    <a
      className={styles.link}
      href={loginHref}
      onClick={
        onBackToLogin
          ? (event: MouseEvent) => {
              event.preventDefault();
              onBackToLogin();
            }
          : undefined
      }
    >
      Back to Login
    </a>
  );

  return (
    <section className={styles.root} data-motorpool-theme={theme} aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      {status === 'loading' && (
        <p role="status" className={styles.subheading}>
          Checking your invitation…
        </p>
      )}
      {status === 'invalid' && (
        <>
          <div role="alert" className={styles.alert}>
            <p className={styles.alertMessage}>{inviteError}</p>
          </div>
          {backToLogin}
        </>
      )}
      {status === 'ready' && invite && (
        <AccountForm
          key={invite.email}
          invite={invite}
          onSubmit={onSubmit}
          serverError={serverError}
          fieldErrors={fieldErrors}
          footer={backToLogin}
        />
      )}
    </section>
  );
}

type AccountFormProps = {
  invite: InviteDetails;
  onSubmit: (values: InvitedAccountValues) => void | Promise<void>;
  serverError?: string | null;
  fieldErrors?: Record<string, string> | null;
  footer: ReactNode;
};

function AccountForm({ invite, onSubmit, serverError, fieldErrors, footer }: AccountFormProps) {
  const id = useId();
  const newAccount = !invite.existing_account;
  const inputId = (name: string) => `${id}-${name}`;
  const errorId = (name: string) => `${id}-${name}-error`;
  const { formErrors, unplaced } = useMemo(() => splitServerErrors(fieldErrors), [fieldErrors]);

  const {
    register,
    control,
    handleSubmit,
    trigger,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    mode: 'onTouched',
    defaultValues: { first_name: invite.name.trim(), last_name: '', phone: { ...DEFAULT_PHONE }, password: '', confirm_password: '' },
    resolver: newAccount ? resolvers.newAccount : resolvers.existingAccount,
    errors: formErrors,
  });

  const alertMessages = [...new Set([serverError, ...unplaced])].filter((message): message is string => Boolean(message));
  const hasErrors = Object.keys(errors).length > 0;

  const submit = handleSubmit(async (values) => {
    const account: InvitedAccountValues = { first_name: values.first_name.trim(), last_name: values.last_name.trim() };
    if (isPhoneEntered(values.phone)) account.phone = toE164(values.phone);
    if (newAccount) Object.assign(account, { password: values.password, confirm_password: values.confirm_password });
    await onSubmit(account);
  });

  const describedBy = (name: FieldName, hint?: string) => (errors[name] ? errorId(name) : hint) || undefined;
  const fieldError = (name: FieldName) =>
    errors[name] && (
      <p id={errorId(name)} className={styles.error}>
        {errors[name]?.message}
      </p>
    );
  const textField = (name: 'first_name' | 'last_name', label: string, autoComplete: string) => (
    <div className={styles.field}>
      <label htmlFor={inputId(name)} className={styles.label}>
        {label}
      </label>
      <input
        id={inputId(name)}
        className={styles.input}
        type="text"
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name)}
        {...register(name)}
      />
      {fieldError(name)}
    </div>
  );
  const passwordHintId = `${id}-password-hint`;

  return (
    <>
      <p className={styles.subheading}>
        You have been invited to join {invite.organisation.name}. Complete your details to start using Motorpool.
      </p>
      <dl className={own.summary}>
        <div className={own.summaryItem}>
          <dt>Organisation</dt>
          <dd>{invite.organisation.name}</dd>
        </div>
        <div className={own.summaryItem}>
          <dt>Role</dt>
          <dd>{invite.role.name}</dd>
        </div>
        <div className={own.summaryItem}>
          <dt>Branch</dt>
          <dd>{invite.branch.name}</dd>
        </div>
      </dl>
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
          <label htmlFor={inputId('email')} className={styles.label}>
            Email
          </label>
          <input
            id={inputId('email')}
            className={styles.input}
            type="email"
            name="username"
            autoComplete="username"
            value={invite.email}
            readOnly
          />
        </div>
        {textField('first_name', 'First Name', 'given-name')}
        {textField('last_name', 'Last Name', 'family-name')}
        <div className={styles.field}>
          <label htmlFor={inputId('phone')} className={styles.label}>
            Phone Number<span className={styles.optional}>(optional)</span>
          </label>
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <PhoneField
                id={inputId('phone')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={errors.phone ? true : undefined}
                describedBy={describedBy('phone')}
              />
            )}
          />
          {fieldError('phone')}
        </div>
        {newAccount ? (
          <>
            <div className={styles.field}>
              <label htmlFor={inputId('password')} className={styles.label}>
                Password
              </label>
              <input
                id={inputId('password')}
                className={styles.input}
                type="password"
                autoComplete="new-password"
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={describedBy('password', passwordHintId)}
                {...register('password', {
                  // A confirmation already checked is checked again against the new value.
                  onChange: () => {
                    if (getFieldState('confirm_password').isTouched) void trigger('confirm_password');
                  },
                })}
              />
              {errors.password ? (
                fieldError('password')
              ) : (
                <p id={passwordHintId} className={styles.hint}>
                  {PASSWORD_RULES}
                </p>
              )}
            </div>
            <div className={styles.field}>
              <label htmlFor={inputId('confirm_password')} className={styles.label}>
                Confirm Password
              </label>
              <input
                id={inputId('confirm_password')}
                className={styles.input}
                type="password"
                autoComplete="new-password"
                aria-invalid={errors.confirm_password ? true : undefined}
                aria-describedby={describedBy('confirm_password')}
                {...register('confirm_password')}
              />
              {fieldError('confirm_password')}
            </div>
          </>
        ) : (
          <p className={styles.hint}>This email already has a Motorpool account; its password stays as it is.</p>
        )}
        <button type="submit" className={styles.submit} disabled={isSubmitting || hasErrors}>
          {isSubmitting ? 'Saving...' : 'Complete Registration'}
        </button>
        <div>{footer}</div>
      </form>
    </>
  );
}
