import {
  bookingCalls,
  bookingMessages,
  isMotorpoolApiError,
  type Booking,
  type BookingExtensionRequest,
  type BulkActionResult,
  type CheckInRequest,
  type CheckOutRequest,
  type Requester,
} from '@motorpool/api';
import type { TableIconName } from '../../ui/data-table/TableIcon';

/**
 * What a booking row or page offers, in the order shown. View is always
 * there; the rest follow the booking's `allowed_actions`, which the server
 * decides (spec §4 actions under §6 permissions). The checklist has its own
 * screen and is not offered here.
 */
export const BOOKING_ROW_ACTIONS = [
  'view',
  'edit',
  'approve',
  'decline',
  'check_out',
  'check_in',
  'complete',
  'extend',
  'cancel',
  'delete',
  'cancel_series',
  'delete_series',
] as const;
export type BookingRowAction = (typeof BOOKING_ROW_ACTIONS)[number];

export const BOOKING_ACTION_LABELS: Record<BookingRowAction, string> = {
  view: 'View',
  edit: 'Edit',
  approve: 'Approve',
  decline: 'Decline',
  check_out: 'Check-out',
  check_in: 'Check-in',
  complete: 'Complete',
  extend: 'Extend',
  cancel: 'Cancel',
  delete: 'Delete',
  cancel_series: 'Cancel series',
  delete_series: 'Delete series',
};

export const BOOKING_ACTION_ICONS = {
  view: 'view',
  edit: 'edit',
  approve: 'approve',
  decline: 'decline',
  check_out: 'checkOut',
  check_in: 'checkIn',
  complete: 'complete',
  extend: 'extend',
  cancel: 'cancel',
  delete: 'delete',
  cancel_series: 'cancel',
  delete_series: 'delete',
} as const satisfies Record<BookingRowAction, TableIconName>;

/** The actions this booking offers the viewer now. A series action needs the single one it repeats. */
export function bookingRowActions(booking: Booking): BookingRowAction[] {
  const allowed = new Set<string>(booking.allowed_actions ?? []);
  const series = Boolean(booking.multi_booking_id);
  return BOOKING_ROW_ACTIONS.filter((action) => {
    if (action === 'view') return true;
    if (action === 'cancel_series') return series && allowed.has('cancel');
    if (action === 'delete_series') return series && allowed.has('delete');
    return allowed.has(action);
  });
}

/** What an action sends, once its dialog (if any) is filled in. */
export type BookingActionInput =
  | { kind: 'approve' }
  | { kind: 'decline'; reason: string }
  | { kind: 'cancel'; reason: string }
  | { kind: 'delete'; reason: string | null }
  | { kind: 'complete'; reason: string | null }
  | { kind: 'check_out'; body: CheckOutRequest }
  /** `reportProblem`: the driver asked to report damage or a problem once the vehicle is back (the host opens the incident form). */
  | { kind: 'check_in'; body: CheckInRequest; reportProblem?: boolean }
  | { kind: 'extend'; body: BookingExtensionRequest }
  | { kind: 'cancel_series'; reason: string }
  | { kind: 'delete_series'; reason: string | null };

export type BookingActionKind = BookingActionInput['kind'];

/** Actions that ask something first; approve runs at once, view and edit belong to the host. */
export const DIALOG_ACTIONS = ['decline', 'cancel', 'delete', 'complete', 'check_out', 'check_in', 'extend', 'cancel_series', 'delete_series'] as const;
export type DialogAction = (typeof DIALOG_ACTIONS)[number];

export const isDialogAction = (action: string): action is DialogAction => (DIALOG_ACTIONS as readonly string[]).includes(action);

export const NOT_CHANGED = 'This booking could not be changed.';

/** One booking a bulk or series action could not change, and the server's reason. */
export type BookingFailure = { pk: number; title: string };

/** What the person is told after an action: the server's message, and any bookings of a series it left alone. */
export type BookingActionOutcome = { message: string; failures: BookingFailure[] };

/** The bookings of a bulk or series answer that were not changed. */
export function failuresOf(result: BulkActionResult): BookingFailure[] {
  return result.results.filter((outcome) => !outcome.ok).map((outcome) => ({ pk: outcome.pk, title: outcome.title || result.errors?.title || NOT_CHANGED }));
}

/** The bookings a bulk or series call refused, each with its reason, when the call changed none of them; null for any other failure. */
export function refusedItems(error: unknown): BookingFailure[] | null {
  if (!isMotorpoolApiError(error) || error.items.length === 0) return null;
  return error.items.map(({ pk, reason }) => ({ pk, title: reason }));
}

/** Sends an action to the fleet service (spec §7 booking calls); the message falls back to the product's wording. */
export async function runBookingAction(request: Requester, booking: Booking, input: BookingActionInput): Promise<BookingActionOutcome> {
  const tfm = bookingCalls(request);
  const single = (message: string) => ({ message, failures: [] });
  switch (input.kind) {
    case 'approve':
      return single((await tfm.approveBooking(booking.pk)).message || bookingMessages.approved);
    case 'decline':
      return single((await tfm.declineBooking(booking.pk, { pk: booking.pk, reason: input.reason })).message || bookingMessages.declined);
    case 'cancel':
      return single((await tfm.cancelBooking(booking.pk, { pk: booking.pk, reason: input.reason })).message || bookingMessages.cancelled);
    case 'delete':
      return single((await tfm.deleteBooking(booking.pk, input.reason ?? undefined)).message || bookingMessages.deleted);
    case 'complete':
      return single((await tfm.completeBooking(booking.pk, input.reason ?? undefined)).message || bookingMessages.completed);
    case 'check_out':
      return single((await tfm.checkOut(booking.pk, input.body)).message || bookingMessages.checkedOut);
    case 'check_in':
      return single((await tfm.checkIn(booking.pk, input.body)).message || bookingMessages.checkedIn);
    case 'extend':
      // The extension answers the booking itself, not a message.
      await tfm.extendBooking(booking.pk, input.body);
      return single(bookingMessages.extended);
    case 'cancel_series':
    case 'delete_series': {
      const body = { multi_booking_id: booking.multi_booking_id ?? '', reason: input.reason };
      const result = input.kind === 'cancel_series' ? await tfm.cancelRecurring(body) : await tfm.deleteRecurring(body);
      return { message: result.message, failures: failuresOf(result) };
    }
  }
}

/** `Booking 12: Cancelled bookings cannot be cancelled.`, one line per booking left alone. */
export const failureLines = (failures: readonly BookingFailure[]): string[] => failures.map(({ pk, title }) => `Booking ${pk}: ${title}`);
