import { bookingMessages, formatBookingDateTime, type BookingEvaluation } from '@motorpool/api';
import { useId, useState, type FormEvent } from 'react';
import { AccountPanel } from '../ui/form/AccountPanel';
import { controlAria, FormField } from '../ui/field/FormField';
import { reasonError } from '../flows/booking-actions/dialog-values';
import * as bookingStyles from '../flows/booking-actions/BookingDialogs.css';
import * as formStyles from '../ui/form/form.css';
import type { ThemeName } from '../theme/theme-names';
import * as styles from './BookingAction.css';
import type { BookingLinkPhase } from './store';
import { Button, buttonClassName } from '../ui/button/Button';

export const APPROVED_HEADING = 'Booking Approved';
export const DECLINED_HEADING = 'Booking Declined';
export const DECLINE_HEADING = 'Decline Booking';
export const CHECKING_HEADING = 'Booking Action';
export const LOGIN_LABEL = 'Login';

export type BookingActionProps = {
  phase: BookingLinkPhase;
  action: 'approve' | 'decline' | null;
  evaluation: BookingEvaluation | null;
  /** The server's title for a refused link. */
  error?: string | null;
  /** The decline's reason, once given. */
  onDecline: (reason: string) => void;
  /** Where the login button goes; without it the button calls `onLogin`. */
  loginUrl?: string | null;
  onLogin: () => void;
  theme?: ThemeName;
};

/** The browser's zone: the link does not say the branch's. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function timeText(value: string): string {
  return Number.isNaN(new Date(value).getTime()) ? value : formatBookingDateTime(value, localZone());
}

function Summary({ evaluation }: { evaluation: BookingEvaluation }) {
  const rows: [string, string][] = [
    ['Booking', String(evaluation.pk)],
    ['Vehicle', evaluation.vehicle ?? '—'],
    ['Driver', evaluation.driver ?? '—'],
    ['Branch', evaluation.branch],
    ['Start', timeText(evaluation.start_datetime)],
    ['End', timeText(evaluation.end_datetime)],
  ];
  return (
    <dl className={styles.summary} aria-label="Booking">
      {rows.map(([label, value]) => (
        <div key={label} className={styles.pair}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LoginButton({ loginUrl, onLogin }: Pick<BookingActionProps, 'loginUrl' | 'onLogin'>) {
  return loginUrl ? (
    <a className={buttonClassName({ fullWidth: true })} href={loginUrl}>
      {LOGIN_LABEL}
    </a>
  ) : (
    <Button fullWidth onClick={onLogin}>
      {LOGIN_LABEL}
    </Button>
  );
}

/**
 * The screen an approver's emailed link opens (spec §2 'Booking action
 * screens', §4): the booking, then Booking Approved or Booking Declined with
 * a login button; a decline first asks why. A refused link shows the
 * server's title and a login button.
 */
export function BookingAction({ phase, action, evaluation, error, onDecline, loginUrl, onLogin, theme }: BookingActionProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (phase === 'invalid' || phase === 'failed') {
    return (
      <AccountPanel
        heading={CHECKING_HEADING}
        alerts={[phase === 'invalid' ? bookingMessages.linkInvalid : error || bookingMessages.linkInvalid]}
        theme={theme}
      >
        <LoginButton loginUrl={loginUrl} onLogin={onLogin} />
      </AccountPanel>
    );
  }

  if (phase === 'done') {
    const approved = action === 'approve';
    return (
      <AccountPanel heading={approved ? APPROVED_HEADING : DECLINED_HEADING} theme={theme}>
        <p role="status" className={formStyles.notice}>
          {approved ? bookingMessages.approved : bookingMessages.declined}
        </p>
        {evaluation && <Summary evaluation={evaluation} />}
        <LoginButton loginUrl={loginUrl} onLogin={onLogin} />
      </AccountPanel>
    );
  }

  if (phase === 'loading' || !evaluation) {
    return (
      <AccountPanel heading={CHECKING_HEADING} theme={theme}>
        <p role="status" className={styles.message} aria-busy="true">
          Checking the link…
        </p>
      </AccountPanel>
    );
  }

  if (action === 'approve') {
    return (
      <AccountPanel heading={CHECKING_HEADING} theme={theme}>
        <Summary evaluation={evaluation} />
        <p role="status" className={styles.message} aria-busy="true">
          Approving the booking…
        </p>
      </AccountPanel>
    );
  }

  const submitting = phase === 'submitting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = reasonError(reason, true);
    setProblem(found);
    if (!found) onDecline(reason.trim());
  };

  return (
    <AccountPanel heading={DECLINE_HEADING} lead="Say why the booking is declined; the driver is told." theme={theme}>
      <Summary evaluation={evaluation} />
      <form part="form" className={formStyles.form} noValidate onSubmit={submit}>
        <FormField id={`${id}-reason`} label="Reason" error={problem}>
          <textarea
            id={`${id}-reason`}
            className={bookingStyles.textarea}
            value={reason}
            aria-required
            readOnly={submitting}
            {...controlAria(`${id}-reason`, { error: problem })}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (problem) setProblem(null);
            }}
          />
        </FormField>
        <Button fullWidth type="submit" aria-disabled={submitting || undefined} aria-busy={submitting || undefined}>
          {submitting ? 'Declining...' : 'Decline Booking'}
        </Button>
      </form>
    </AccountPanel>
  );
}
