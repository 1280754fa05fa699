import type { Booking } from '@motorpool/api';
import { useEffect, useRef, useState } from 'react';
import { failureTitle } from '../../api/api-failure';
import { isDialogAction, type BookingActionInput, type BookingRowAction, type DialogAction } from './booking-actions';
import type { BookingActionDialogProps } from './BookingActionDialog';

/**
 * Runs an action on the server: resolves with the server's refusal title, or
 * null once it is done (the caller has then said so and refreshed).
 */
export type BookingActionHandler = (booking: Booking, input: BookingActionInput) => Promise<string | null | void> | void;

export type BookingActionFlow = {
  /** An action was chosen on a booking: view and edit go to the host, approve runs, the rest open their dialog. */
  choose: (booking: Booking, action: BookingRowAction) => void;
  /** The open dialog's props, or null. */
  dialog: BookingActionDialogProps | null;
  /** The booking whose approval is on its way. */
  approving: number | null;
};

/**
 * The action flow the bookings table and the booking page share: which
 * dialog is open, its busy state, and the server's refusal shown in it
 * (the typed input stays) until the person changes it or closes.
 */
export function useBookingActionFlow(
  onAction: BookingActionHandler,
  hosts: {
    onView: (booking: Booking) => void;
    onEdit: (booking: Booking) => void;
    /** Whether check-in offers to report a problem on this booking (only when the host can open the incident form). */
    offersProblemReport?: (booking: Booking) => boolean;
  },
): BookingActionFlow {
  const [open, setOpen] = useState<{ booking: Booking; action: DialogAction } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [approving, setApproving] = useState<number | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = async (booking: Booking, input: BookingActionInput): Promise<string | null> => {
    try {
      return (await onAction(booking, input)) ?? null;
    } catch (failure) {
      return failureTitle(failure);
    }
  };

  const choose = (booking: Booking, action: BookingRowAction) => {
    if (action === 'view') return hosts.onView(booking);
    if (action === 'edit') return hosts.onEdit(booking);
    if (action === 'approve') {
      setApproving(booking.pk);
      void run(booking, { kind: 'approve' }).then(() => mounted.current && setApproving(null));
      return;
    }
    if (!isDialogAction(action)) return;
    setError(null);
    setOpen({ booking, action });
  };

  const submit = async (input: BookingActionInput) => {
    if (!open || busy) return;
    setBusy(true);
    setError(null);
    const refusal = await run(open.booking, input);
    if (!mounted.current) return;
    setBusy(false);
    if (refusal === null) setOpen(null);
    else setError(refusal);
  };

  const dialog: BookingActionDialogProps | null = open
    ? {
        booking: open.booking,
        action: open.action,
        busy,
        error,
        offerProblemReport: hosts.offersProblemReport?.(open.booking) ?? false,
        onSubmit: (input) => void submit(input),
        onClose: () => {
          if (!busy) setOpen(null);
        },
      }
    : null;

  return { choose, dialog, approving };
}
