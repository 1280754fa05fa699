import { and, desc, eq, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { bookingMessage, bookingMessages, OVERDUE_INTERNAL_STATUS, type BookingStatus, type ChecklistRequest } from '@motorpool/api';
import type { Database } from '../db/database';
import { bookings, bookingTrips, vehicles } from '../db/schema';
import { badRequest } from '../http/errors';
import { assertLockedVehicleUnblocked, assertVehicleBookable } from '../incidents/blocks';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { illegalTransition } from './access';
import { recordAudit } from './audit';
import { findBooking, type BookingRow } from './find';
import { rulesFor } from './rules';
import { planBookingJobs } from './timed-rules';

/** Who makes a change: a signed-in user, or nobody (an emailed link, recorded as such in the audit). */
export type TransitionActor = { scope: OrganisationScope; userId: number | null; via?: 'email link' | 'timed rule' };

type Transaction = Database;

type Move = {
  /** The audit's action name. */
  action: string;
  /** How the 409 names the action: 'A booking that is Completed cannot be {verb}.' */
  verb: string;
  from: readonly BookingStatus[];
  /** Replaces `from` when a status alone does not decide (complete: Approved only once ended). */
  where?: SQL;
  to?: BookingStatus;
  set?: Partial<typeof bookings.$inferInsert>;
  reason?: string | null;
  changes?: Record<string, unknown>;
  /** More writes inside the same transaction, after the booking row changed. */
  alongside?: (tx: Transaction, updated: BookingRow) => Promise<void>;
};

const ALL_STATUSES: readonly BookingStatus[] = ['Pending Approval', 'Approved', 'In-Progress', 'Cancelled', 'Declined', 'Completed'];

/**
 * One state change in one transaction: the UPDATE names the status it
 * expects, so of two concurrent requests only the first finds the row as
 * expected and the second gets the 409; the audit row commits with it.
 */
async function move(db: Database, actor: TransitionActor, booking: BookingRow, step: Move, now: Date): Promise<BookingRow> {
  const { scope } = actor;
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bookings)
      .set({ ...step.set, ...(step.to ? { status: step.to } : {}), modifiedAt: now })
      .where(
        and(
          inOrganisation(bookings.organisationId, scope),
          eq(bookings.id, booking.id),
          eq(bookings.isDeleted, false),
          step.where ?? inArray(bookings.status, [...step.from]),
        ),
      )
      .returning();
    if (!updated) throw illegalTransition((await findBooking(tx, scope, booking.id)) ?? booking, step.verb);
    await step.alongside?.(tx, updated);
    await planBookingJobs(tx, scope, updated, now);
    await recordAudit(tx, {
      scope,
      bookingId: booking.id,
      actorUserId: actor.userId,
      action: step.action,
      fromStatus: booking.status,
      toStatus: updated.isDeleted ? 'Deleted' : updated.status,
      reason: step.reason ?? null,
      changes: actor.via || step.changes ? { ...step.changes, ...(actor.via ? { via: actor.via } : {}) } : null,
    });
    return updated;
  });
}

export function approveBooking(db: Database, actor: TransitionActor, booking: BookingRow, now: Date): Promise<BookingRow> {
  return move(db, actor, booking, { action: 'approve', verb: 'approved', from: ['Pending Approval'], to: 'Approved' }, now);
}

export function declineBooking(db: Database, actor: TransitionActor, booking: BookingRow, reason: string, now: Date): Promise<BookingRow> {
  return move(db, actor, booking, { action: 'decline', verb: 'declined', from: ['Pending Approval'], to: 'Declined', reason }, now);
}

/** Spec §4 cancel with a reason; the booking rules' cut-off closes it shortly before the start. */
export async function cancelBooking(db: Database, actor: TransitionActor, booking: BookingRow, reason: string, now: Date): Promise<BookingRow> {
  const rules = await rulesFor(db, actor.scope, booking.branchId);
  const cutOff = rules.cancel_cut_off_minutes;
  const startsSoon = booking.startAt.getTime() - cutOff * 60_000 <= now.getTime();
  if (cutOff > 0 && startsSoon && (booking.status === 'Pending Approval' || booking.status === 'Approved') && !booking.isDeleted) {
    throw badRequest(bookingMessage(bookingMessages.cancelCutOff, { minutes: cutOff }));
  }
  return move(db, actor, booking, { action: 'cancel', verb: 'cancelled', from: ['Pending Approval', 'Approved'], to: 'Cancelled', reason }, now);
}

/**
 * A timed rule's cancel (no-show auto-cancel): only an Approved booking, and
 * without the cut-off, which guards people's late changes, not the rule.
 */
export function autoCancelBooking(db: Database, actor: TransitionActor, booking: BookingRow, reason: string, now: Date): Promise<BookingRow> {
  return move(db, actor, booking, { action: 'cancel', verb: 'cancelled', from: ['Approved'], to: 'Cancelled', reason }, now);
}

/** The overdue rule's mark on an In-Progress booking past its end and grace; check-in or an extension clears it. */
export function markOverdueBooking(db: Database, actor: TransitionActor, booking: BookingRow, now: Date): Promise<BookingRow> {
  return move(
    db,
    actor,
    booking,
    {
      action: 'overdue',
      verb: 'marked overdue',
      from: ['In-Progress'],
      set: { internalStatus: OVERDUE_INTERNAL_STATUS },
      changes: { internal_status: OVERDUE_INTERNAL_STATUS },
    },
    now,
  );
}

/**
 * The auto-extension rule's later end for an In-Progress booking; the
 * constraint still decides whether the vehicle is free, and a block on it
 * refuses the extension as it refuses a driver's.
 */
export function extendBookingByRule(
  db: Database,
  actor: TransitionActor,
  booking: BookingRow,
  extension: { endAt: Date; blockedUntil: Date; count: number },
  now: Date,
): Promise<BookingRow> {
  return move(
    db,
    actor,
    booking,
    {
      action: 'extended',
      verb: 'extended',
      from: ['In-Progress'],
      set: {
        endAt: extension.endAt,
        blockedUntil: extension.blockedUntil,
        internalStatus: null,
        extraData: { ...booking.extraData, auto_extensions: extension.count },
      },
      changes: { end_datetime: { from: booking.endAt.toISOString(), to: extension.endAt.toISOString() } },
      alongside: (tx) => assertVehicleBookable(tx, actor.scope, booking.vehicleId, extension.blockedUntil),
    },
    now,
  );
}

const ODOMETER_REQUIRED = 'Odometer reading is required';

type PendingChecklist = { check_out_checklist?: unknown[]; hub_collection?: boolean };

/**
 * Spec §4 check-out: Approved → In-Progress, not earlier than the rules'
 * early check-out window. With 'Update Odometer' the start reading may not be
 * below the vehicle's; it becomes the vehicle's reading. A trip starts. A
 * blocked vehicle stays where it is: the booking made before the block must
 * be moved or cancelled, not driven.
 */
export async function checkOutBooking(
  db: Database,
  actor: TransitionActor,
  booking: BookingRow,
  input: { update_odometer?: boolean | undefined; odometer_reading?: number | null | undefined },
  now: Date,
): Promise<BookingRow> {
  const rules = await rulesFor(db, actor.scope, booking.branchId);
  const opensAt = booking.startAt.getTime() - rules.early_check_out_minutes * 60_000;
  if (booking.status === 'Approved' && !booking.isDeleted && now.getTime() < opensAt) {
    throw badRequest(bookingMessage(bookingMessages.earlyCheckOut, { minutes: rules.early_check_out_minutes }));
  }
  const given = input.update_odometer ? (input.odometer_reading ?? null) : null;
  if (input.update_odometer && given === null) throw badRequest(ODOMETER_REQUIRED, { fields: { odometer_reading: ODOMETER_REQUIRED } });
  return move(
    db,
    actor,
    booking,
    {
      action: 'check_out',
      verb: 'checked out',
      from: ['Approved'],
      to: 'In-Progress',
      set: { actualStartAt: now },
      changes: given === null ? {} : { odometer_reading: given },
      alongside: async (tx, updated) => {
        const pending = updated.extraData as PendingChecklist;
        const current = await lockedOdometer(tx, actor.scope, booking.vehicleId);
        await assertLockedVehicleUnblocked(tx, actor.scope, booking.vehicleId);
        if (given !== null && given < current) {
          const title = bookingMessage(bookingMessages.odometerBelowVehicle, { reading: current });
          throw badRequest(title, { fields: { odometer_reading: title } });
        }
        const startReading = given ?? current;
        await raiseOdometer(tx, actor.scope, booking.vehicleId, startReading, now);
        const { check_out_checklist: _checklist, hub_collection: _hub, ...extraData } = pending;
        await tx.update(bookings).set({ startOdometer: startReading, extraData }).where(eq(bookings.id, updated.id));
        updated.startOdometer = startReading;
        updated.extraData = extraData;
        await tx.insert(bookingTrips).values({
          bookingId: booking.id,
          organisationId: actor.scope.organisationId,
          checkOutAt: now,
          startOdometer: startReading,
          checkOutChecklist: pending.check_out_checklist ?? null,
          hubCollection: pending.hub_collection ?? false,
        });
      },
    },
    now,
  );
}

/** The vehicle's reading, its row locked until the transaction ends so two trip events cannot interleave. */
async function lockedOdometer(tx: Transaction, scope: OrganisationScope, vehicleId: number): Promise<number> {
  const [row] = await tx
    .select({ odometer: vehicles.odometer })
    .from(vehicles)
    .where(and(inOrganisation(vehicles.organisationId, scope), eq(vehicles.id, vehicleId)))
    .for('update');
  return row?.odometer ?? 0;
}

/** An odometer only goes forward. */
async function raiseOdometer(tx: Transaction, scope: OrganisationScope, vehicleId: number, reading: number, now: Date): Promise<void> {
  await tx
    .update(vehicles)
    .set({ odometer: sql`greatest(${vehicles.odometer}, ${reading})`, modifiedAt: now })
    .where(and(inOrganisation(vehicles.organisationId, scope), eq(vehicles.id, vehicleId)));
}

/**
 * Spec §4 check-in: In-Progress → Completed with the end reading (else the
 * vehicle's), never below the start reading. A return after end + grace is a
 * late return.
 */
export async function checkInBooking(
  db: Database,
  actor: TransitionActor,
  booking: BookingRow,
  input: { odometer_reading?: number | null | undefined },
  now: Date,
): Promise<BookingRow> {
  const rules = await rulesFor(db, actor.scope, booking.branchId);
  const isLate = now.getTime() > booking.endAt.getTime() + rules.grace_period_minutes * 60_000;
  const given = input.odometer_reading ?? null;
  const start = booking.startOdometer ?? 0;
  if (given !== null && given < start) {
    const title = bookingMessage(bookingMessages.odometerBelowStart, { reading: start });
    throw badRequest(title, { fields: { odometer_reading: title } });
  }
  return move(
    db,
    actor,
    booking,
    {
      action: 'check_in',
      verb: 'checked in',
      from: ['In-Progress'],
      to: 'Completed',
      set: { actualEndAt: now, internalStatus: isLate ? 'Late Return' : null },
      changes: { ...(given === null ? {} : { odometer_reading: given }), ...(isLate ? { late_return: true } : {}) },
      alongside: async (tx, updated) => {
        const endReading = given ?? (await lockedOdometer(tx, actor.scope, booking.vehicleId));
        if (endReading < start) {
          const title = bookingMessage(bookingMessages.odometerBelowStart, { reading: start });
          throw badRequest(title, { fields: { odometer_reading: title } });
        }
        await raiseOdometer(tx, actor.scope, booking.vehicleId, endReading, now);
        await tx.update(bookings).set({ endOdometer: endReading }).where(eq(bookings.id, updated.id));
        updated.endOdometer = endReading;
        await closeOpenTrip(tx, actor.scope, booking.id, now, { endOdometer: endReading, isLateReturn: isLate });
      },
    },
    now,
  );
}

async function closeOpenTrip(tx: Transaction, scope: OrganisationScope, bookingId: number, now: Date, values: Partial<typeof bookingTrips.$inferInsert>) {
  await tx
    .update(bookingTrips)
    .set({ checkInAt: now, ...values })
    .where(and(inOrganisation(bookingTrips.organisationId, scope), eq(bookingTrips.bookingId, bookingId), isNull(bookingTrips.checkInAt)));
}

/** Managers close a booking the driver did not check in: In-Progress, or Approved once its end has passed. */
export function completeBooking(db: Database, actor: TransitionActor, booking: BookingRow, reason: string | null, now: Date): Promise<BookingRow> {
  return move(
    db,
    actor,
    booking,
    {
      action: 'complete',
      verb: 'completed',
      from: ['In-Progress', 'Approved'],
      where: or(eq(bookings.status, 'In-Progress'), and(eq(bookings.status, 'Approved'), lte(bookings.endAt, now))),
      to: 'Completed',
      set: { actualEndAt: now },
      reason,
      alongside: (tx) => closeOpenTrip(tx, actor.scope, booking.id, now, {}),
    },
    now,
  );
}

/**
 * Spec §7 checklist: kept on the trip (is_check_out picks the check-out or
 * check-in list). Before check-out there is no trip yet: the check-out list
 * waits on the booking and the trip takes it at check-out.
 */
export function submitChecklist(db: Database, actor: TransitionActor, booking: BookingRow, input: ChecklistRequest, now: Date): Promise<BookingRow> {
  const beforeCheckOut = booking.status === 'Approved';
  if (beforeCheckOut && !input.is_check_out) throw illegalTransition(booking, 'given a check-in checklist');
  return move(
    db,
    actor,
    booking,
    {
      action: input.is_check_out ? 'check_out_checklist' : 'check_in_checklist',
      verb: 'given a checklist',
      from: beforeCheckOut ? ['Approved'] : ['In-Progress'],
      changes: { checklist: input.checklist, hub_collection: input.hub_collection ?? false },
      alongside: async (tx, updated) => {
        if (beforeCheckOut) {
          const extraData = { ...updated.extraData, check_out_checklist: input.checklist, hub_collection: input.hub_collection ?? false };
          await tx.update(bookings).set({ extraData }).where(eq(bookings.id, updated.id));
          updated.extraData = extraData;
          return;
        }
        const [trip] = await tx
          .select({ id: bookingTrips.id })
          .from(bookingTrips)
          .where(and(inOrganisation(bookingTrips.organisationId, actor.scope), eq(bookingTrips.bookingId, booking.id)))
          .orderBy(desc(bookingTrips.id))
          .limit(1);
        if (!trip) throw illegalTransition(updated, 'given a checklist');
        await tx
          .update(bookingTrips)
          .set({
            ...(input.is_check_out ? { checkOutChecklist: input.checklist } : { checkInChecklist: input.checklist }),
            ...(input.hub_collection === undefined ? {} : { hubCollection: input.hub_collection }),
          })
          .where(eq(bookingTrips.id, trip.id));
      },
    },
    now,
  );
}

/** Spec §4 delete with an optional reason, from any status; a deleted booking no longer holds its vehicle. */
export function deleteBooking(db: Database, actor: TransitionActor, booking: BookingRow, reason: string | null, now: Date): Promise<BookingRow> {
  return move(db, actor, booking, { action: 'delete', verb: 'deleted', from: ALL_STATUSES, set: { isDeleted: true }, reason }, now);
}

/** Bookings of a series from an instant on (spec §7 delete / cancel recurring), in start order. */
export async function seriesBookings(db: Database, scope: OrganisationScope, multiBookingId: string, from: Date): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        inOrganisation(bookings.organisationId, scope),
        eq(bookings.multiBookingId, multiBookingId),
        eq(bookings.isDeleted, false),
        gte(bookings.startAt, from),
      ),
    )
    .orderBy(bookings.startAt, bookings.id);
}
