import type { AskField, DriverRegistration, SignUpDetails } from '@motorpool/api';
import { useEffect, useId, useMemo, useRef } from 'react';
import { FormAlert } from '../ui/form/FormAlert';
import { useTopHeading } from '../ui/heading-level/heading-level';
import { todayIsoDate } from '../ui/date-field/dates';
import * as formStyles from '../ui/form/form.css';
import type { ThemeName } from '../theme/theme-names';
import { DetailsStep } from './DetailsStep';
import { driverFields, placeServerErrors, type DriverDetailsValues, type PhoneCountry } from './driver-fields';
import { DriverDetailsStep } from './DriverDetailsStep';
import { OtpStep } from './OtpStep';
import * as styles from './SignUp.css';
import type { EmailCheck, SignUpStep, Terms } from './store';
import { ThankYouDialog } from './ThankYouDialog';

export type SignUpProps = {
  step: SignUpStep;
  /** Heading of step 0 ('Sign Up' by default); the later steps name themselves. */
  heading?: string;
  theme?: ThemeName;
  /** A failure title, shown as an alert above the current step. */
  serverError?: string | null;
  /** Server field errors; those the step cannot place join the alert. */
  fieldErrors?: Record<string, string> | null;
  /** Good news for a live region, e.g. 'OTP sent successfully'. */
  notice?: string | null;

  /** Step 0 values to start from (after Back to Sign Up). */
  details?: Partial<SignUpDetails> | null;
  emailCheck?: EmailCheck | null;
  /** Called when a well-formed email is left, for the server check (spec §5). */
  onEmailBlur?: (email: string) => void;
  /** Step 0 submit: 'Request OTP'. */
  onRequestOtp: (details: SignUpDetails) => void | Promise<void>;

  /** Where the OTP went, for step 1's instructions. */
  email?: string | null;
  organisationName?: string | null;
  terms?: Terms | null;
  onVerifyOtp: (token: string) => void | Promise<void>;
  onResendOtp: () => void | Promise<void>;
  onBackToSignUp: () => void;

  /** What the organisation asks at step 2; an empty list means no step 2. */
  askFields?: readonly AskField[] | null;
  /** The organisation's default phone country, from the organisation check: where step 2's phone starts. */
  phoneCountry?: PhoneCountry | null;
  driverValues?: DriverDetailsValues | null;
  onRegister: (driver: DriverRegistration, values: DriverDetailsValues) => void | Promise<void>;
  /** Today, yyyy-MM-dd, for the date bounds of step 2; the browser's today by default. */
  today?: string;

  /** Set once registered: the thank-you dialog shows over the form. */
  registered?: { isAutoAccepted: boolean } | null;
  /** OK in the thank-you dialog. */
  onDone?: (isAutoAccepted: boolean) => void;
};

const STEP_NAMES = ['Your details', 'Verify email', 'Driver details'] as const;
const STEP_HEADINGS = ['Sign Up', 'Verify your email', 'Driver details'] as const;

/**
 * Self sign-up (spec §2, §4, §5) without any HTTP: the three steps, the
 * step's failures and notices, and the thank-you dialog, all from props.
 */
export function SignUp(props: SignUpProps) {
  const { step, heading, theme, serverError, fieldErrors, notice, registered, onDone, today } = props;
  const id = useId();
  const Heading = useTopHeading();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const askFields = props.askFields ?? null;
  const day = today ?? todayIsoDate();

  // A step change moves focus to the new step's heading, so it is announced and Tab starts there.
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current !== step) headingRef.current?.focus();
    shownStep.current = step;
  }, [step]);

  const unplaced = useMemo(() => {
    const entries = Object.entries(fieldErrors ?? {});
    if (step === 2) return placeServerErrors(driverFields(askFields ?? [], day), fieldErrors).unplaced;
    const placeable = step === 0 ? ['first_name', 'last_name', 'email', 'org'] : ['token'];
    return entries.filter(([key]) => !placeable.includes(key)).map(([, message]) => message);
  }, [fieldErrors, step, askFields, day]);

  // Until the organisation is known, assume it asks for details; once known, show only the steps it has.
  const stepCount = askFields && askFields.length === 0 && step < 2 ? 2 : 3;
  const title = step === 0 && heading ? heading : STEP_HEADINGS[step];

  return (
    <section part="base" className={formStyles.registrationRoot} data-motorpool-theme={theme} aria-labelledby={`${id}-heading`}>
      <div inert={registered ? true : undefined}>
        <ol className={styles.steps} aria-label="Sign-up steps">
          {STEP_NAMES.slice(0, stepCount).map((name, index) => (
            <li key={name} className={styles.step} aria-current={index === step ? 'step' : undefined} data-done={index < step ? 'true' : undefined}>
              {name}
            </li>
          ))}
        </ol>
        <Heading part="heading" id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={formStyles.registrationHeading}>
          {title}
        </Heading>
        <p className={formStyles.subheading}>{subheading(props)}</p>
        <FormAlert messages={[serverError, ...unplaced]} />
        <div role="status" className={notice ? formStyles.notice : undefined}>
          {notice}
        </div>
        {step === 0 && (
          <DetailsStep
            defaultValues={props.details}
            emailCheck={props.emailCheck}
            onEmailBlur={props.onEmailBlur}
            onSubmit={props.onRequestOtp}
            fieldErrors={fieldErrors}
          />
        )}
        {step === 1 && (
          <OtpStep terms={props.terms} onSubmit={props.onVerifyOtp} onResend={props.onResendOtp} onBack={props.onBackToSignUp} fieldErrors={fieldErrors} />
        )}
        {step === 2 && (
          <DriverDetailsStep
            askFields={askFields ?? []}
            defaultValues={props.driverValues}
            onSubmit={props.onRegister}
            fieldErrors={fieldErrors}
            today={day}
            phoneCountry={props.phoneCountry}
          />
        )}
      </div>
      {registered && <ThankYouDialog isAutoAccepted={registered.isAutoAccepted} onOk={() => onDone?.(registered.isAutoAccepted)} theme={theme} />}
    </section>
  );
}

function subheading({ step, email, organisationName }: SignUpProps): string {
  if (step === 1) return email ? `Enter the 6-digit OTP sent to ${email}.` : 'Enter the 6-digit OTP we emailed you.';
  if (step === 2) return `${organisationName || 'Your organisation'} asks for a few more details.`;
  return "Enter your details and your organisation's code. We will email you a one-time password (OTP).";
}
