import { isMotorpoolApiError, type Booking, type Requester } from '@motorpool/api';
import { failureTitle } from '../../api/api-failure';
import { toast } from '../../state/toast-store';
import { failureLines, isDialogAction, refusedItems, runBookingAction, type BookingActionInput } from './booking-actions';

export type ActionFollowUp = {
  /** After the server changed the booking (or some of a series). */
  changed: () => void;
  /** Loads the bookings shown again: after a change, and after a series refused whole. */
  reload: () => void;
};

/**
 * Runs an action from a booking list or a booking's page and tells the person
 * how it went in toasts. Resolves with the server's refusal title for the
 * action's dialog to show, keeping what was typed, else null.
 */
export async function actWithToasts(
  request: Requester,
  booking: Booking,
  input: BookingActionInput,
  { changed, reload }: ActionFollowUp,
): Promise<string | null> {
  try {
    const outcome = await runBookingAction(request, booking, input);
    toast.success(outcome.message);
    if (outcome.failures.length > 0) toast.error(failureLines(outcome.failures).join(' '));
    changed();
    reload();
    return null;
  } catch (error) {
    const refusals = refusedItems(error);
    if (refusals) {
      // A series action that changed none of its bookings: the answer is the reasons, not the dialog's input.
      toast.error(failureTitle(error));
      toast.error(failureLines(refusals).join(' '));
      reload();
      return null;
    }
    const title = failureTitle(error);
    // A dialog shows its refusal itself, keeping what was typed; approve has no dialog.
    if (isDialogAction(input.kind)) return title;
    toast.error(title);
    // Not allowed any more (403): the viewer's role may have lost a permission since the rows were read, so their actions are read again.
    if (isMotorpoolApiError(error) && error.status === 403) reload();
    return title;
  }
}
