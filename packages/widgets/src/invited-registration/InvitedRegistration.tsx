import { superstructResolver } from '@hookform/resolvers/superstruct';
import { newPassword, SignUpDetails, type AcceptInviteRequest, type InviteDetails } from '@motorpool/api';
import { useId, useMemo, type MouseEvent, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { define, type, type Struct } from 'superstruct';
import { controlAria, FormField } from '../ui/field/FormField';
import { FormAlert } from '../ui/form/FormAlert';
import { NewPasswordFields } from '../fields/new-password/NewPasswordFields';
import { passwordConfirmation } from '../fields/new-password/password-rules';
import { PhoneField } from '../ui/phone-field/PhoneField';
import { DEFAULT_PHONE, isPhoneEntered, phoneProblem, toE164, type PhoneValue } from '../ui/phone-field/phone';
import * as styles from '../ui/form/form.css';
import type { ThemeName } from '../theme/theme-names';
import * as own from './InvitedRegistration.css';
import type { InviteStatus } from './store';
import { Button } from '../ui/button/Button';

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
const names = { first_name: SignUpDetails.schema.first_name, last_name: SignUpDetails.schema.last_name, phone: optionalPhone };
const resolvers = {
  newAccount: superstructResolver(
    type({
      ...names,
      password: newPassword,
      confirm_password: passwordConfirmation<FormValues>('password'),
    }) as unknown as Struct<FormValues, unknown>,
  ),
  existingAccount: superstructResolver(type(names) as unknown as Struct<FormValues, unknown>),
};

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
      className={styles.registrationLink}
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
    <section className={styles.registrationRoot} data-motorpool-theme={theme} aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
      <h2 id={headingId} className={styles.registrationHeading}>
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
        <AccountForm key={invite.email} invite={invite} onSubmit={onSubmit} serverError={serverError} fieldErrors={fieldErrors} footer={backToLogin} />
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
  const { formErrors, unplaced } = useMemo(() => splitServerErrors(fieldErrors), [fieldErrors]);

  const form = useForm<FormValues>({
    mode: 'onTouched',
    defaultValues: { first_name: invite.name.trim(), last_name: '', phone: { ...DEFAULT_PHONE }, password: '', confirm_password: '' },
    resolver: newAccount ? resolvers.newAccount : resolvers.existingAccount,
    errors: formErrors,
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const hasErrors = Object.keys(errors).length > 0;

  const submit = handleSubmit(async (values) => {
    const account: InvitedAccountValues = { first_name: values.first_name.trim(), last_name: values.last_name.trim() };
    if (isPhoneEntered(values.phone)) account.phone = toE164(values.phone);
    if (newAccount) Object.assign(account, { password: values.password, confirm_password: values.confirm_password });
    await onSubmit(account);
  });

  const textField = (name: 'first_name' | 'last_name', label: string, autoComplete: string) => (
    <FormField id={inputId(name)} label={label} error={errors[name]?.message}>
      <input
        id={inputId(name)}
        className={styles.input}
        type="text"
        autoComplete={autoComplete}
        {...controlAria(inputId(name), { error: errors[name]?.message })}
        {...register(name)}
      />
    </FormField>
  );
  const phoneError = errors.phone?.message;

  return (
    <>
      <p className={styles.subheading}>You have been invited to join {invite.organisation.name}. Complete your details to start using Motorpool.</p>
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
      <FormAlert messages={[serverError, ...unplaced]} />
      <form className={styles.form} noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
        <FormField id={inputId('email')} label="Email">
          <input id={inputId('email')} className={styles.input} type="email" name="username" autoComplete="username" value={invite.email} readOnly />
        </FormField>
        {textField('first_name', 'First Name', 'given-name')}
        {textField('last_name', 'Last Name', 'family-name')}
        <FormField id={inputId('phone')} label="Phone Number" optional error={phoneError}>
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
                invalid={Boolean(phoneError)}
                describedBy={controlAria(inputId('phone'), { error: phoneError })['aria-describedby']}
              />
            )}
          />
        </FormField>
        {newAccount ? (
          <NewPasswordFields
            form={form}
            name="password"
            label="Password"
            ids={{ password: inputId('password'), confirm: inputId('confirm_password') }}
            errors={{ password: errors.password?.message, confirm: errors.confirm_password?.message }}
          />
        ) : (
          <p className={styles.fieldHint}>This email already has a Motorpool account; its password stays as it is.</p>
        )}
        <Button fullWidth type="submit" disabled={isSubmitting || hasErrors}>
          {isSubmitting ? 'Saving...' : 'Complete Registration'}
        </Button>
        <div>{footer}</div>
      </form>
    </>
  );
}
