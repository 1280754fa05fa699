import { bookingMessages, type AffectedBooking } from '@motorpool/api';
import { useId, useState } from 'react';
import { controlAria, FormField } from '../ui/field/FormField';
import * as formStyles from '../ui/form/form.css';
import { incidentTimeText } from './detail-values';
import { IncidentDialog } from './IncidentDialog';
import * as styles from './IncidentDialog.css';

/** The longest reason the fleet service keeps for a cancel. */
const REASON_MAX = 500;

export type CancelBookingDialogProps = {
  item: AffectedBooking;
  /** The incident's branch zone, for the booking's start. */
  timeZone: string;
  busy: boolean;
  error?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
};

/** Cancels a booking the incident holds up; the driver is told why (the reason is required, as for any cancel). */
export function CancelBookingDialog({ item, timeZone, busy, error, onConfirm, onClose }: CancelBookingDialogProps) {
  const id = useId();
  const { booking } = item;
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const check = () => {
    const trimmed = reason.trim();
    const found = trimmed === '' ? bookingMessages.reasonRequired : trimmed.length > REASON_MAX ? `Reason must be at most ${REASON_MAX} characters` : null;
    setProblem(found);
    return found === null;
  };

  return (
    <IncidentDialog
      title={`Cancel booking ${booking.pk}?`}
      message={`${booking.driver.name}'s booking from ${incidentTimeText(booking.start_datetime, timeZone)} is cancelled; the driver is told why.`}
      error={error}
      confirmLabel="Cancel booking"
      busyLabel="Cancelling..."
      busy={busy}
      tone="critical"
      check={check}
      onConfirm={() => onConfirm(reason.trim())}
      onClose={onClose}
    >
      <FormField id={`${id}-reason`} label="Reason" error={problem}>
        <textarea
          id={`${id}-reason`}
          className={`${formStyles.input} ${styles.textarea}`}
          value={reason}
          aria-required
          {...controlAria(`${id}-reason`, { error: problem })}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            if (problem) setProblem(null);
          }}
        />
      </FormField>
    </IncidentDialog>
  );
}
