import { and, inArray } from 'drizzle-orm';
import {
  bookingMessages,
  bulkActionMessage,
  bulkActionNothingDone,
  messages,
  type BookingStatus,
  type BulkActionResult,
  type ChecklistRequest,
  type CheckBookingStatusResult,
} from '@motorpool/api';
import type { Database } from '../db/database';
import { bookings, bookingSecondaryDrivers } from '../db/schema';
import { badRequest, HttpError } from '../http/errors';
import { inOrganisation } from '../tenancy/tenancy';
import { assertCanComplete, assertCanEdit, assertCanOpen, callerExtensionId, isDriverOnly } from './access';
import { assertCanApprove } from './approval';
import { findBooking, type BookingRow } from './find';
import { notifyBookingEvent, type BookingNotifyContext } from './notify';
import {
  approveBooking,
  cancelBooking,
  checkInBooking,
  checkOutBooking,
  completeBooking,
  declineBooking,
  deleteBooking,
  seriesBookings,
  submitChecklist,
  type TransitionActor,
} from './transitions';

/** A signed-in caller acting on bookings: who they are, and what notifying needs. */
export type ActingContext = BookingNotifyContext & { db: Database; actorUserId: number };

const actorOf = (context: ActingContext): TransitionActor => ({ scope: context.scope, userId: context.actorUserId });

/** 'Reason is required' (spec §5) before any other check of the body, so a blank reason reads the same everywhere. */
export function requireReason(body: unknown): void {
  const reason = typeof body === 'object' && body !== null ? (body as { reason?: unknown }).reason : undefined;
  if (typeof reason !== 'string' || reason.trim() === '') {
    throw badRequest(bookingMessages.reasonRequired, { fields: { reason: bookingMessages.reasonRequired } });
  }
}

/** The booking the path names, or 404 when it is not the organisation's. */
export async function bookingOr404(context: Pick<ActingContext, 'db' | 'scope'>, pk: number): Promise<BookingRow> {
  const booking = await findBooking(context.db, context.scope, pk);
  if (!booking) throw new HttpError(404, bookingMessages.notFound);
  return booking;
}

/** The booking's secondary drivers (a driver may open and operate a booking they share). */
async function secondaryDriverIds(context: Pick<ActingContext, 'db' | 'scope'>, bookingId: number): Promise<number[]> {
  const rows = await context.db
    .select({ id: bookingSecondaryDrivers.employeeExtensionId })
    .from(bookingSecondaryDrivers)
    .where(and(inOrganisation(bookingSecondaryDrivers.organisationId, context.scope), inArray(bookingSecondaryDrivers.bookingId, [bookingId])));
  return rows.map((row) => row.id);
}

export async function assertCanOperate(context: Pick<ActingContext, 'db' | 'scope'>, booking: BookingRow): Promise<void> {
  assertCanOpen(context.scope, booking, await secondaryDriverIds(context, booking.id));
}

export async function cancelOne(context: ActingContext, booking: BookingRow, reason: string): Promise<BookingRow> {
  assertCanEdit(context.scope, booking);
  const updated = await cancelBooking(context.db, actorOf(context), booking, reason, context.now);
  await notifyBookingEvent(context.db, context, 'cancelled', updated, { reason, actorUserId: context.actorUserId });
  return updated;
}

export async function deleteOne(context: ActingContext, booking: BookingRow, reason: string | null): Promise<BookingRow> {
  assertCanEdit(context.scope, booking);
  const updated = await deleteBooking(context.db, actorOf(context), booking, reason, context.now);
  await notifyBookingEvent(context.db, context, 'deleted', updated, { reason, actorUserId: context.actorUserId });
  return updated;
}

export async function approveOne(context: ActingContext, booking: BookingRow): Promise<BookingRow> {
  await assertCanApprove(context.db, context.scope, booking);
  const updated = await approveBooking(context.db, actorOf(context), booking, context.now);
  await notifyBookingEvent(context.db, context, 'approved', updated, { actorUserId: context.actorUserId });
  return updated;
}

export async function declineOne(context: ActingContext, booking: BookingRow, reason: string): Promise<BookingRow> {
  await assertCanApprove(context.db, context.scope, booking);
  const updated = await declineBooking(context.db, actorOf(context), booking, reason, context.now);
  await notifyBookingEvent(context.db, context, 'declined', updated, { reason, actorUserId: context.actorUserId });
  return updated;
}

export async function checkOutOne(context: ActingContext, booking: BookingRow, input: Parameters<typeof checkOutBooking>[3]): Promise<BookingRow> {
  await assertCanOperate(context, booking);
  return checkOutBooking(context.db, actorOf(context), booking, input, context.now);
}

export async function checkInOne(context: ActingContext, booking: BookingRow, input: Parameters<typeof checkInBooking>[3]): Promise<BookingRow> {
  await assertCanOperate(context, booking);
  return checkInBooking(context.db, actorOf(context), booking, input, context.now);
}

export async function completeOne(context: ActingContext, booking: BookingRow, reason: string | null): Promise<BookingRow> {
  assertCanComplete(context.scope, booking);
  return completeBooking(context.db, actorOf(context), booking, reason, context.now);
}

export async function checklistOne(context: ActingContext, booking: BookingRow, input: ChecklistRequest): Promise<BookingRow> {
  await assertCanOperate(context, booking);
  return submitChecklist(context.db, actorOf(context), booking, input, context.now);
}

type Outcome = BulkActionResult['results'][number];
/** An outcome and, for a refusal, its status: what decides between 409 and 403 when nothing was done. */
type Settled = { outcome: Outcome; status: number | null };

/** One booking's outcome: a refusal is recorded and the others go on. */
async function settle(pk: number, work: () => Promise<unknown>): Promise<Settled> {
  try {
    await work();
    return { outcome: { pk, ok: true, title: null }, status: null };
  } catch (error) {
    if (error instanceof HttpError) return { outcome: { pk, ok: false, title: error.title }, status: error.status };
    throw error;
  }
}

/**
 * The answer of a bulk or series action, counting what it did. When it did
 * nothing the call failed: 403 if every booking was refused on permission,
 * else 409, with each booking's reason in `errors.items`.
 */
function summarise(settled: Settled[], action: 'cancelled' | 'deleted'): BulkActionResult {
  const results = settled.map((item) => item.outcome);
  const done = results.filter((result) => result.ok).length;
  if (done === 0) {
    const status = settled.every((item) => item.status === 403) ? 403 : 409;
    const items = results.map((result) => ({ pk: result.pk, reason: result.title ?? messages.request.invalid }));
    throw new HttpError(status, bulkActionNothingDone(results.length, action), { details: { items } });
  }
  const refused = results.find((result) => !result.ok);
  return { message: bulkActionMessage(done, results.length, action), results, errors: refused ? { title: refused.title ?? messages.request.invalid } : null };
}

/** `PATCH bookings/bulk/cancel/`: one reason for every booking, each cancelled or refused on its own. */
export async function bulkCancel(context: ActingContext, pks: readonly number[], reason: string): Promise<BulkActionResult> {
  const settled: Settled[] = [];
  for (const pk of new Set(pks)) {
    settled.push(await settle(pk, async () => cancelOne(context, await bookingOr404(context, pk), reason)));
  }
  return summarise(settled, 'cancelled');
}

/** `POST delete-recurring-bookings/` and `cancel-recurring-bookings/`: the series from `from` on. */
export async function seriesAction(
  context: ActingContext,
  kind: 'cancel' | 'delete',
  input: { multi_booking_id: string; from: Date; reason: string | null },
): Promise<BulkActionResult> {
  const series = await seriesBookings(context.db, context.scope, input.multi_booking_id, input.from);
  if (series.length === 0) throw new HttpError(404, bookingMessages.notFound);
  const settled: Settled[] = [];
  for (const booking of series) {
    settled.push(
      await settle(booking.id, () => (kind === 'cancel' ? cancelOne(context, booking, input.reason ?? '') : deleteOne(context, booking, input.reason))),
    );
  }
  return summarise(settled, kind === 'cancel' ? 'cancelled' : 'deleted');
}

/** `POST bookings/check-booking-status/`: the current state of the bookings a screen holds (those the caller may open). */
export async function bookingStatuses(context: Pick<ActingContext, 'db' | 'scope'>, pks: readonly number[]): Promise<CheckBookingStatusResult> {
  const rows = await context.db
    .select()
    .from(bookings)
    .where(and(inOrganisation(bookings.organisationId, context.scope), inArray(bookings.id, [...new Set(pks)])))
    .orderBy(bookings.id);
  const own = callerExtensionId(context.scope);
  const driverOnly = isDriverOnly(context.scope.tenancy.permissions);
  const shared = driverOnly && own !== null ? await sharedWith(context, own, rows) : new Set<number>();
  return {
    results: rows
      .filter((row) => !driverOnly || row.driverId === own || shared.has(row.id))
      .map((row) => ({ pk: row.id, status: row.status as BookingStatus, is_deleted: row.isDeleted, is_hidden: row.isHidden })),
  };
}

async function sharedWith(context: Pick<ActingContext, 'db' | 'scope'>, extensionId: number, rows: readonly BookingRow[]): Promise<Set<number>> {
  if (rows.length === 0) return new Set();
  const found = await context.db
    .select({ id: bookingSecondaryDrivers.bookingId, extensionId: bookingSecondaryDrivers.employeeExtensionId })
    .from(bookingSecondaryDrivers)
    .where(
      and(
        inOrganisation(bookingSecondaryDrivers.organisationId, context.scope),
        inArray(
          bookingSecondaryDrivers.bookingId,
          rows.map((row) => row.id),
        ),
      ),
    );
  return new Set(found.filter((row) => row.extensionId === extensionId).map((row) => row.id));
}
