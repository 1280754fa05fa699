import { isMotorpoolApiError, messages, registrationCalls, type DriverRegistration, type SignUpCheck, type SignUpDetails } from '@motorpool/api';
import { useRef } from 'react';
import { sessionRequester } from '../session/session-api';
import type { ThemeName } from '../theme/theme-names';
import type { DriverDetailsValues } from './driver-fields';
import { SignUp } from './SignUp';
import { SignUpStoreProvider, useSignUpStore, useSignUpStoreApi } from './store';

export type ConnectedSignUpProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /**
   * OK in the thank-you dialog. The portal goes to /login with the
   * driverRegister flag and autoApproval yes or no (spec §4).
   */
  onDone?: (result: { isAutoAccepted: boolean }) => void;
  heading?: string;
  theme?: ThemeName;
  /** Today, yyyy-MM-dd, for the date bounds; the browser's today by default. */
  today?: string;
};

/** `SignUp` wired to the fleet service: email check, organisation check, OTP, terms and registration. */
export function ConnectedSignUp(props: ConnectedSignUpProps) {
  return (
    <SignUpStoreProvider>
      <ConnectedSignUpSteps {...props} />
    </SignUpStoreProvider>
  );
}

// The server names the organisation code `organisation`; the form calls it `org`.
const detailsFieldErrors = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([key, message]) => [key === 'organisation' ? 'org' : key, message]));

function ConnectedSignUpSteps({ apiBase, onDone, heading, theme, today }: ConnectedSignUpProps) {
  const store = useSignUpStoreApi();
  const state = useSignUpStore((current) => current);
  const registration = () => registrationCalls(sessionRequester(apiBase));

  // One check per email at a time: a submit during the blur check waits for that check.
  const pendingCheck = useRef<{ email: string; available: Promise<boolean> } | null>(null);

  function checkEmail(email: string): Promise<boolean> {
    const { emailCheck, emailCheckStarted, emailChecked, emailCheckFailed } = store.getState();
    if (pendingCheck.current?.email === email && emailCheck?.email === email && emailCheck.status === 'checking') {
      return pendingCheck.current.available;
    }
    if (emailCheck?.email === email && (emailCheck.status === 'available' || emailCheck.status === 'taken')) {
      return Promise.resolve(emailCheck.status === 'available');
    }
    emailCheckStarted(email);
    const available = registration()
      .checkRegistrationEmail(email)
      .then(
        (answer) => {
          emailChecked(email, answer.available);
          return answer.available;
        },
        () => {
          // The server checks again on registration; a failed check must not block the person.
          emailCheckFailed(email);
          return true;
        },
      );
    pendingCheck.current = { email, available };
    return available;
  }

  async function requestOtp(details: SignUpDetails) {
    const { attemptStarted, failed, otpSent, termsLoaded } = store.getState();
    attemptStarted();
    if (!(await checkEmail(details.email))) return;

    let check: SignUpCheck;
    try {
      check = await registration().checkSignUp({ email: details.email, organisation: details.org, self_sign_up: true });
    } catch (error) {
      if (!isMotorpoolApiError(error)) return failed(messages.signUp.failure);
      // Spec §8: a domain validation failure reads 'Details entered are invalid'; field errors go under their fields.
      if (error.status === 400) return failed(messages.signUp.invalidDetails, detailsFieldErrors(error.fields));
      return failed(error.title);
    }

    try {
      await registration().sendRegistrationOtp({ email: details.email, name: `${details.first_name} ${details.last_name}` });
    } catch (error) {
      return failed(isMotorpoolApiError(error) && error.status === 429 ? error.title : messages.signUp.otpSendFailed);
    }
    otpSent(details, check);

    // The terms only label the checkbox: a failure leaves the plain label.
    termsLoaded(null);
    try {
      const terms = await registration().getTermsAndConditions(check.organisation.pk);
      if (store.getState().check === check) termsLoaded(terms.TermsAndConditionsUserRegistration);
    } catch {
      /* plain label */
    }
  }

  async function resendOtp() {
    const { details, attemptStarted, failed, noticed } = store.getState();
    if (!details) return;
    attemptStarted();
    try {
      await registration().sendRegistrationOtp({ email: details.email, name: `${details.first_name} ${details.last_name}` });
      noticed(messages.signUp.otpSent);
    } catch (error) {
      failed(isMotorpoolApiError(error) && error.status === 429 ? error.title : messages.signUp.otpSendFailed);
    }
  }

  async function register(driver: DriverRegistration | undefined) {
    const { details, check, verificationToken, failed, registrationCompleted, verificationExpired } = store.getState();
    if (!details || !check || !verificationToken) return verificationExpired();
    try {
      const result = await registration().register(check.organisation.pk, {
        first_name: details.first_name,
        last_name: details.last_name,
        email: details.email,
        verification_token: verificationToken,
        terms_accepted: true,
        ...(driver ? { driver } : {}),
      });
      registrationCompleted(result.is_auto_accepted);
    } catch (error) {
      if (isMotorpoolApiError(error) && error.status === 422) return verificationExpired();
      failed(messages.signUp.failure, isMotorpoolApiError(error) && error.status === 400 ? error.fields : undefined);
    }
  }

  async function verifyOtp(token: string) {
    const { details, check, attemptStarted, failed, verified } = store.getState();
    if (!details || !check) return;
    attemptStarted();
    let verificationToken: string;
    try {
      ({ verification_token: verificationToken } = await registration().verifyRegistrationOtp({ email: details.email, token }));
    } catch (error) {
      return failed(messages.signUp.otpNotSubmitted, isMotorpoolApiError(error) ? error.fields : undefined);
    }
    verified(verificationToken);
    // Spec §4: with nothing more to ask, OTP success registers at once.
    if (check.askFields.length === 0) await register(undefined);
  }

  async function registerDriver(driver: DriverRegistration, values: DriverDetailsValues) {
    const { attemptStarted, driverDetailsSubmitted } = store.getState();
    attemptStarted();
    driverDetailsSubmitted(values);
    await register(driver);
  }

  return (
    <SignUp
      step={state.step}
      heading={heading}
      theme={theme}
      serverError={state.serverError}
      fieldErrors={state.fieldErrors}
      notice={state.notice}
      details={state.details}
      emailCheck={state.emailCheck}
      onEmailBlur={(email) => void checkEmail(email)}
      onRequestOtp={requestOtp}
      email={state.details?.email}
      organisationName={state.check?.organisation.name}
      terms={state.terms}
      onVerifyOtp={verifyOtp}
      onResendOtp={resendOtp}
      onBackToSignUp={() => store.getState().backToDetails()}
      askFields={state.check?.askFields}
      phoneCountry={state.check?.phone_country}
      driverValues={state.driverValues}
      onRegister={registerDriver}
      today={today}
      registered={state.registered}
      onDone={(isAutoAccepted) => onDone?.({ isAutoAccepted })}
    />
  );
}
