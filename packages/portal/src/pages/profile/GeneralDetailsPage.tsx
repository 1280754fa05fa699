import {
  ChangeEmailRequest,
  ChangePasswordRequest,
  ChangePhoneRequest,
  newPasswordMessages,
  OtpOnlyRequest,
  UpdateMeRequest,
  validateWith,
  type ValidationResult,
} from '@motorpool/api';
import {
  ConnectedPersonalDetails,
  ConnectedProfileMemberships,
  ConnectedTwoFactorSettings,
  sessionApiClient,
  sessionStore,
  type MembershipLeftDetail,
} from '@motorpool/widgets';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useProfile } from '../../auth/profile';
import { action } from '../../components/action.css';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import { Field, OutcomeLine, useSubmission } from './form-parts';
import { NotificationPreferences } from './NotificationPreferences';
import { PreferencesForm } from './PreferencesForm';
import { ProfilePhoto } from './ProfilePhoto';
import * as styles from './ProfileForms.css';

/**
 * `/profile/general-details`: name, email, phone and password of the signed-in
 * person (spec §2, §7 accounts calls) and their two-step sign-in, the general details of their
 * membership that the 'Incomplete Profile Details' prompt sends them here for
 * (spec §5: date of birth, line manager, Employee ID, cost centre, department),
 * how each message reaches them (bell, email or both), and the organisations
 * they belong to, each of which they may leave.
 */
export function GeneralDetailsPage() {
  const theme = brandTheme(usePortalConfig());
  const navigate = useNavigate();
  // Leaving the organisation signed in to ends this session; any other changes the profile's organisation list.
  const onLeft = ({ current }: MembershipLeftDetail) => (current ? navigate('/logout') : void refreshProfile().catch(() => undefined));
  return (
    <>
      <PageTitle>General Details</PageTitle>
      <div className={styles.sections}>
        <ProfilePhoto />
        <NameForm />
        <ConnectedPersonalDetails theme={theme} />
        <EmailChange />
        <PhoneChange />
        <PasswordChange />
        <ConnectedTwoFactorSettings theme={theme} onChange={() => void refreshProfile().catch(() => undefined)} />
        <PreferencesForm />
        <NotificationPreferences />
        <ConnectedProfileMemberships theme={theme} onLeft={onLeft} />
      </div>
    </>
  );
}

function Card({ heading, intro, children }: { heading: string; intro?: ReactNode; children: ReactNode }) {
  const id = `profile-${heading.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardHeading}>
        {heading}
      </h2>
      {intro ? <p className={styles.cardIntro}>{intro}</p> : null}
      {children}
    </section>
  );
}

const formValues = (event: FormEvent<HTMLFormElement>) =>
  Object.fromEntries([...new FormData(event.currentTarget)].map(([key, value]) => [key, String(value)]));

/** The profile as the server now has it, after a change that the answer does not carry. */
async function refreshProfile() {
  sessionStore.getState().setProfile(await sessionApiClient().accounts.getProfile());
}

function NameForm() {
  const profile = useProfile();
  const { pending, outcome, fields, run, reject } = useSubmission();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateWith(UpdateMeRequest, formValues(event));
    if (!checked.ok) return reject(checked.fields);
    const updated = await run(
      () => sessionApiClient().accounts.updateMe(checked.value),
      () => 'Your name has been saved.',
    );
    if (updated) sessionStore.getState().setProfile(updated);
  };

  return (
    <Card heading="Name">
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label="First Name" name="first_name" defaultValue={profile.first_name} autoComplete="given-name" error={fields.first_name} />
        <Field label="Last Name" name="last_name" defaultValue={profile.last_name} autoComplete="family-name" error={fields.last_name} />
        <OutcomeLine outcome={outcome} />
        <div className={styles.buttons}>
          <button type="submit" className={action.primary} disabled={pending}>
            {pending ? 'Saving...' : 'Save'}
          </button>
        </div>
      </form>
    </Card>
  );
}

/** Request a code with the current password and the new value, then confirm with the code. */
function useTwoStepChange() {
  const [step, setStep] = useState<'request' | 'confirm'>('request');
  return { step, toConfirm: () => setStep('confirm'), toRequest: () => setStep('request') };
}

/** The second step: the code sent to the new address or number. On success the card goes back to its first step. */
function CodeForm({ onConfirm, onBack }: { onConfirm: (otp: string) => Promise<void>; onBack: () => void }) {
  const { pending, outcome, fields, run, reject } = useSubmission();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateWith(OtpOnlyRequest, formValues(event));
    if (!checked.ok) return reject(checked.fields);
    await run(
      () => onConfirm(checked.value.otp),
      () => '',
    );
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field label="Verification code" name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} error={fields.otp} />
      <OutcomeLine outcome={outcome?.kind === 'failed' ? outcome : null} />
      <div className={styles.buttons}>
        <button type="submit" className={action.primary} disabled={pending}>
          {pending ? 'Confirming...' : 'Confirm'}
        </button>
        <button type="button" className={action.secondary} onClick={onBack}>
          Back
        </button>
      </div>
    </form>
  );
}

type TwoStepChangeCardProps<Request> = {
  heading: string;
  intro: ReactNode;
  /** The first step's fields, given the errors to show on them. */
  requestFields: (errors: Record<string, string>) => ReactNode;
  /** Checks the first step's values before anything is sent. */
  checkRequest: (values: Record<string, string>) => ValidationResult<Request>;
  sendCode: (request: Request) => Promise<{ message: string }>;
  confirmCode: (otp: string) => Promise<{ message: string }>;
};

/**
 * A change confirmed by a code (email, phone): the new value with the
 * current password sends a code, the code confirms it, and the card returns
 * to its first step with the server's message and the refreshed profile.
 */
function TwoStepChangeCard<Request>({ heading, intro, requestFields, checkRequest, sendCode, confirmCode }: TwoStepChangeCardProps<Request>) {
  const { step, toConfirm, toRequest } = useTwoStepChange();
  const request = useSubmission();
  const [done, setDone] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    const checked = checkRequest(formValues(event));
    if (!checked.ok) return request.reject(checked.fields);
    const sent = await request.run(
      () => sendCode(checked.value),
      (answer) => answer.message,
    );
    if (sent) toConfirm();
  };

  const confirm = async (otp: string) => {
    const answer = await confirmCode(otp);
    setDone(answer.message);
    toRequest();
    request.clear();
    await refreshProfile();
  };

  return (
    <Card heading={heading} intro={intro}>
      {step === 'request' ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          {requestFields(request.fields)}
          <OutcomeLine outcome={request.outcome} />
          {done ? <OutcomeLine outcome={{ kind: 'done', message: done }} /> : null}
          <div className={styles.buttons}>
            <button type="submit" className={action.primary} disabled={request.pending}>
              {request.pending ? 'Sending...' : 'Send code'}
            </button>
          </div>
        </form>
      ) : (
        <>
          <OutcomeLine outcome={request.outcome} />
          <CodeForm onConfirm={confirm} onBack={toRequest} />
        </>
      )}
    </Card>
  );
}

function EmailChange() {
  const profile = useProfile();
  return (
    <TwoStepChangeCard
      heading="Email"
      intro={
        <>
          Signed in as <strong>{profile.email}</strong>. A code goes to the new address to confirm it.
        </>
      }
      requestFields={(errors) => (
        <>
          <Field label="New Email" name="new_email" type="email" autoComplete="email" error={errors.new_email} />
          <Field label="Current Password" name="password" type="password" autoComplete="current-password" error={errors.password} />
        </>
      )}
      checkRequest={(values) => validateWith(ChangeEmailRequest, values)}
      sendCode={(request) => sessionApiClient().accounts.requestEmailChange(request)}
      confirmCode={(otp) => sessionApiClient().accounts.confirmEmailChange({ otp })}
    />
  );
}

function PhoneChange() {
  const profile = useProfile();
  return (
    <TwoStepChangeCard
      heading="Phone"
      intro={
        profile.phone ? (
          <>
            Your number is <strong>{profile.phone}</strong>.
          </>
        ) : (
          'No phone number yet.'
        )
      }
      requestFields={(errors) => (
        <>
          <Field label="New Phone Number" name="new_phone" type="tel" autoComplete="tel" placeholder="+61412345678" error={errors.new_phone} />
          <Field label="Country" name="country_code" defaultValue={profile.country_code ?? 'AU'} maxLength={2} error={errors.country_code} />
          <Field label="Current Password" name="password" type="password" autoComplete="current-password" error={errors.password} />
        </>
      )}
      checkRequest={(values) => validateWith(ChangePhoneRequest, { ...values, country_code: (values.country_code ?? '').trim().toUpperCase() })}
      sendCode={(request) => sessionApiClient().accounts.requestPhoneChange(request)}
      confirmCode={(otp) => sessionApiClient().accounts.confirmPhoneChange({ otp })}
    />
  );
}

function PasswordChange() {
  const { pending, outcome, fields, run, reject } = useSubmission();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = formValues(event);
    const checked = validateWith(ChangePasswordRequest, values);
    if (!checked.ok) return reject(checked.fields);
    if (checked.value.new_password !== checked.value.confirm_new_password) {
      return reject({ confirm_new_password: newPasswordMessages.mismatch });
    }
    const changed = await run(
      () => sessionApiClient().accounts.changePassword(checked.value),
      (answer) => answer.message,
    );
    if (changed) form.reset();
  };

  return (
    <Card heading="Password" intro="Changing it signs you out everywhere else.">
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label="Current Password" name="password" type="password" autoComplete="current-password" error={fields.password} />
        <Field label="New Password" name="new_password" type="password" autoComplete="new-password" error={fields.new_password} />
        <Field label="Confirm New Password" name="confirm_new_password" type="password" autoComplete="new-password" error={fields.confirm_new_password} />
        <OutcomeLine outcome={outcome} />
        <div className={styles.buttons}>
          <button type="submit" className={action.primary} disabled={pending}>
            {pending ? 'Saving...' : 'Change password'}
          </button>
        </div>
      </form>
    </Card>
  );
}
