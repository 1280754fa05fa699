import type { Booking } from '@motorpool/api';
import type { BookingActionInput, DialogAction } from './booking-actions';
import { ExtendDialog } from './ExtendDialog';
import { OdometerDialog } from './OdometerDialog';
import { ReasonDialog } from './ReasonDialog';

export type BookingActionDialogProps = {
  booking: Booking;
  action: DialogAction;
  busy: boolean;
  /** The server's refusal of the last attempt. */
  error?: string | null;
  onSubmit: (input: BookingActionInput) => void;
  onClose: () => void;
  /** Check-in offers to report a problem (the host handles the report). */
  offerProblemReport?: boolean;
};

type ReasonAction = Extract<DialogAction, 'decline' | 'cancel' | 'delete' | 'complete' | 'cancel_series' | 'delete_series'>;

/** The wording of each reason-asking action; a required reason is 'Reason is required' when empty. */
const REASON_DIALOGS: Record<
  ReasonAction,
  { title: (pk: number) => string; message: string; required: boolean; confirm: string; busy: string; tone: 'danger' | 'primary' }
> = {
  decline: {
    title: (pk) => `Decline booking ${pk}?`,
    message: 'The driver is told the reason.',
    required: true,
    confirm: 'Decline',
    busy: 'Declining...',
    tone: 'danger',
  },
  cancel: {
    title: (pk) => `Cancel booking ${pk}?`,
    message: 'The vehicle becomes free for others.',
    required: true,
    confirm: 'Cancel booking',
    busy: 'Cancelling...',
    tone: 'danger',
  },
  delete: {
    title: (pk) => `Delete booking ${pk}?`,
    message: 'The booking is kept as Deleted in the audit trail.',
    required: false,
    confirm: 'Delete',
    busy: 'Deleting...',
    tone: 'danger',
  },
  complete: {
    title: (pk) => `Complete booking ${pk}?`,
    message: 'The booking is closed for the driver.',
    required: false,
    confirm: 'Complete',
    busy: 'Completing...',
    tone: 'primary',
  },
  cancel_series: {
    title: (pk) => `Cancel the series of booking ${pk}?`,
    message: 'Every booking of this recurring series that has not started is cancelled.',
    required: true,
    confirm: 'Cancel series',
    busy: 'Cancelling...',
    tone: 'danger',
  },
  delete_series: {
    title: (pk) => `Delete the series of booking ${pk}?`,
    message: 'Every booking of this recurring series that has not started is deleted.',
    required: false,
    confirm: 'Delete series',
    busy: 'Deleting...',
    tone: 'danger',
  },
};

/** The dialog an action asks with, shared by the bookings table and the booking page. */
export function BookingActionDialog({ booking, action, busy, error, onSubmit, onClose, offerProblemReport }: BookingActionDialogProps) {
  switch (action) {
    case 'check_out':
      return (
        <OdometerDialog
          mode="check-out"
          title={`Check out booking ${booking.pk}`}
          busy={busy}
          error={error}
          onClose={onClose}
          onConfirm={(body) => onSubmit({ kind: 'check_out', body })}
        />
      );
    case 'check_in':
      return (
        <OdometerDialog
          mode="check-in"
          title={`Check in booking ${booking.pk}`}
          startReading={booking.start_odometer}
          offerProblemReport={offerProblemReport}
          busy={busy}
          error={error}
          onClose={onClose}
          onConfirm={(body, reportProblem) => onSubmit(reportProblem ? { kind: 'check_in', body, reportProblem } : { kind: 'check_in', body })}
        />
      );
    case 'extend':
      return (
        <ExtendDialog
          title={`Extend booking ${booking.pk}`}
          booking={booking}
          busy={busy}
          error={error}
          onClose={onClose}
          onConfirm={(body) => onSubmit({ kind: 'extend', body })}
        />
      );
    default: {
      const wording = REASON_DIALOGS[action];
      return (
        <ReasonDialog
          title={wording.title(booking.pk)}
          message={wording.message}
          required={wording.required}
          confirmLabel={wording.confirm}
          busyLabel={wording.busy}
          tone={wording.tone}
          busy={busy}
          error={error}
          onClose={onClose}
          onConfirm={(reason) => onSubmit(reasonInput(action, reason))}
        />
      );
    }
  }
}

function reasonInput(action: ReasonAction, reason: string | null): BookingActionInput {
  switch (action) {
    case 'decline':
    case 'cancel':
    case 'cancel_series':
      // The dialog requires these, so the reason is there.
      return { kind: action, reason: reason ?? '' };
    case 'delete':
    case 'complete':
    case 'delete_series':
      return { kind: action, reason };
  }
}
