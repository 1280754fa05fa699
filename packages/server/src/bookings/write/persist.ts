import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { bookingMessage, bookingMessages, incidentMessages, toWallTime, type BookingPayload, type BookingStatus, type CreatedBookings } from '@motorpool/api';
import type { Database } from '../../db/database';
import { bookings, bookingSecondaryDrivers, bookingTagValues } from '../../db/schema';
import type { TagWrites } from '../../custom-fields/check';
import { HttpError, notFound } from '../../http/errors';
import { assertVehicleBookable, blockMeets, lockedVehicleBlock, vehicleBlockedError } from '../../incidents/blocks';
import { inOrganisation, type OrganisationScope } from '../../tenancy/tenancy';
import { recordAudit, type AuditEntry } from '../audit';
import { bufferMs, clashingBooking, clashTitle, isExclusionViolation, vehicleTakenError } from '../conflicts';
import { estimateCost } from '../cost';
import type { BookingRow } from '../find';
import type { TimeRange } from '../validate';
import type { BookingDraft } from './check';
import { planBookingJobs } from '../timed-rules';
import { assertContinuousUse, continuousUseCheck, type ContinuousUse } from './continuous-use';

/** Who writes, where, and what the notifications after the commit need. */
export type WriteScope = { db: Database; scope: OrganisationScope; actorUserId: number; now: Date };

/** The continuous-use rule as a new booking of the draft meets it: its rules, its driver and secondary drivers. */
const continuousUseOf = (draft: BookingDraft): ContinuousUse => ({ rules: draft.rules, driverIds: [draft.driverId, ...draft.secondaryDriverIds] });

export const blockedUntilOf = (end: Date, draft: Pick<BookingDraft, 'rules'>) => new Date(end.getTime() + bufferMs(draft.rules.buffer_minutes));

const isOvernight = (range: TimeRange, timeZone: string) => toWallTime(range.start, timeZone).slice(0, 10) !== toWallTime(range.end, timeZone).slice(0, 10);

/** extra_data as the client sent it, with the server's own keys set by the server. */
export function extraDataOf(payload: BookingPayload, base: Record<string, unknown>, draft: BookingDraft, range: TimeRange): Record<string, unknown> {
  const { estimated_cost: _ignored, actual_cost: _alsoIgnored, ...client } = payload.extra_data ?? {};
  return { ...base, ...client, estimated_cost: estimateCost(draft.vehicle, range, draft.timeZone, 0).estimated_cost };
}

/** The columns a payload decides, shared by create and update. */
export function payloadColumns(payload: BookingPayload, draft: BookingDraft, range: TimeRange) {
  return {
    branchId: draft.branch.id,
    vehicleId: draft.vehicle.id,
    driverId: draft.driverId,
    startAt: range.start,
    endAt: range.end,
    blockedUntil: blockedUntilOf(range.end, draft),
    isOvernight: payload.is_overnight ?? isOvernight(range, draft.timeZone),
    purposeOfTrip: draft.purposeOfTrip,
    bookingType: draft.bookingType,
    costCentreId: draft.costCentreId,
    destinationBranchId: draft.destinationBranchId,
    manager: payload.manager?.trim() || null,
    address: payload.address ?? null,
    location: payload.location ?? null,
    addressFeatures: payload.address_features ?? null,
    reasonForChange: payload.reason_for_change?.trim() || null,
  };
}

export async function saveSecondaryDrivers(tx: Database, scope: OrganisationScope, bookingId: number, ids: readonly number[]) {
  await tx
    .delete(bookingSecondaryDrivers)
    .where(and(inOrganisation(bookingSecondaryDrivers.organisationId, scope), eq(bookingSecondaryDrivers.bookingId, bookingId)));
  if (ids.length > 0) {
    await tx
      .insert(bookingSecondaryDrivers)
      .values(ids.map((employeeExtensionId) => ({ bookingId, employeeExtensionId, organisationId: scope.organisationId })));
  }
}

/** Writes a booking's tag values (null clears a group); pass the transaction that saves the booking. */
export async function saveBookingTags(tx: Database, scope: OrganisationScope, bookingId: number, writes: TagWrites): Promise<void> {
  const cleared = [...writes].filter(([, value]) => value === null).map(([groupId]) => groupId);
  const set = [...writes].flatMap(([tagGroupId, value]) => (value === null ? [] : [{ bookingId, tagGroupId, organisationId: scope.organisationId, value }]));
  if (cleared.length > 0) {
    await tx
      .delete(bookingTagValues)
      .where(
        and(inOrganisation(bookingTagValues.organisationId, scope), eq(bookingTagValues.bookingId, bookingId), inArray(bookingTagValues.tagGroupId, cleared)),
      );
  }
  for (const row of set) {
    await tx
      .insert(bookingTagValues)
      .values(row)
      .onConflictDoUpdate({ target: [bookingTagValues.bookingId, bookingTagValues.tagGroupId], set: { value: row.value } });
  }
}

type Skipped = CreatedBookings['skipped'][number];
const skippedEntry = (range: TimeRange, conflict: string): Skipped => ({
  start_datetime: range.start.toISOString(),
  end_datetime: range.end.toISOString(),
  conflict,
});

/** One booking to insert: its range, its status, and the first rule it breaks (a series skips such dates). */
export type PlannedBooking = { range: TimeRange; status: BookingStatus; problems: readonly string[] };

/**
 * Inserts one booking, or every date of a series under one
 * multi_booking_id. The vehicle's availability is the exclusion
 * constraint's to decide: a refused insert is a 409 naming the clash. In a
 * series each insert runs in its own savepoint, so one clash does not abort
 * the rest; without skip_conflicting_dates any refused date refuses the
 * whole series and nothing is kept. A blocked vehicle (incidents/blocks.ts)
 * refuses in the same transaction, under the vehicle row's lock, so a
 * block set at the same moment either waits for the booking (and lists it as
 * affected) or is seen by it; a series skips the dates it refuses like clashes.
 */
export async function insertBookings(
  write: WriteScope,
  payload: BookingPayload,
  draft: BookingDraft,
  planned: readonly PlannedBooking[],
): Promise<{ created: BookingRow[]; skipped: Skipped[] }> {
  const { db, scope } = write;
  const isSeries = payload.is_recurring === true;
  const multiBookingId = isSeries ? randomUUID() : null;
  const insertOne = async (tx: Database, range: TimeRange, status: BookingStatus): Promise<BookingRow> => {
    const [row] = await tx
      .insert(bookings)
      .values({
        organisationId: scope.organisationId,
        createdByUserId: write.actorUserId,
        ...payloadColumns(payload, draft, range),
        status,
        isActive: payload.is_active ?? true,
        isHidden: payload.is_hidden ?? false,
        isRecurring: isSeries,
        recurringPattern: isSeries ? (payload.recurring_pattern ?? null) : null,
        daysOfWeek: isSeries ? (payload.days_of_week ?? null) : null,
        datesOfMonth: isSeries ? (payload.dates_of_month ?? null) : null,
        endsOn: isSeries ? (payload.ends_on ?? null) : null,
        multiBookingId,
        extraData: extraDataOf(payload, {}, draft, range),
      })
      .returning();
    if (!row) throw new Error('booking insert returned nothing');
    await saveSecondaryDrivers(tx, scope, row.id, draft.secondaryDriverIds);
    await saveBookingTags(tx, scope, row.id, draft.tagWrites);
    await recordAudit(tx, { scope, bookingId: row.id, actorUserId: write.actorUserId, action: 'created', toStatus: status, reason: row.reasonForChange });
    await planBookingJobs(tx, scope, row, write.now, { rules: draft.rules, isNew: true });
    return row;
  };

  const skipped: Skipped[] = [];
  if (!isSeries) {
    const [entered] = planned;
    if (!entered) throw new Error('a create plans at least the booking entered');
    const { range, status } = entered;
    try {
      const row = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Database;
        await assertVehicleBookable(tx, scope, draft.vehicle.id, blockedUntilOf(range.end, draft));
        await assertContinuousUse(tx, scope, continuousUseOf(draft), range);
        return insertOne(tx, range, status);
      });
      return { created: [row], skipped };
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      throw await vehicleTakenError(db, scope, draft.vehicle, { start: range.start, blockedUntil: blockedUntilOf(range.end, draft) }, draft.timeZone);
    }
  }
  const created = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const rows: BookingRow[] = [];
    const blockedFrom = await lockedVehicleBlock(tx, scope, draft.vehicle.id);
    const continuousUse = await continuousUseCheck(
      tx,
      scope,
      continuousUseOf(draft),
      planned.map((entry) => entry.range),
    );
    for (const { range, status, problems } of planned) {
      const [problem] = blockMeets(blockedFrom, blockedUntilOf(range.end, draft)) ? [incidentMessages.vehicleBlocked] : problems;
      const refusal = problem ?? continuousUse.problemOf(range);
      if (refusal !== null) {
        skipped.push(skippedEntry(range, refusal));
        continue;
      }
      try {
        rows.push(await tx.transaction((savepoint) => insertOne(savepoint as unknown as Database, range, status)));
        continuousUse.add(range);
      } catch (error) {
        if (!isExclusionViolation(error)) throw error;
        const clash = await clashingBooking(tx, scope, draft.vehicle.id, range.start, blockedUntilOf(range.end, draft));
        skipped.push(skippedEntry(range, clashTitle(draft.vehicle.name, clash, draft.timeZone)));
      }
    }
    if (rows.length === 0 && skipped.every((entry) => entry.conflict === incidentMessages.vehicleBlocked)) throw vehicleBlockedError({ skipped });
    if (rows.length === 0) throw new HttpError(409, bookingMessages.recurringNothingLeft, { details: { skipped } });
    if (skipped.length > 0 && payload.skip_conflicting_dates !== true) {
      throw new HttpError(409, bookingMessage(bookingMessages.recurringConflicts, { count: skipped.length }), {
        code: 'recurring_conflicts',
        details: { skipped },
      });
    }
    return rows;
  });
  return { created, skipped };
}

/**
 * The span the vehicle is held for, to name the clash when the constraint
 * refuses an update; `takesVehicle` when the write asks the vehicle for time
 * it did not hold (another vehicle, other times, a later end), which a block
 * on the vehicle refuses.
 */
export type Holding = { vehicle: { id: number; name: string }; start: Date; blockedUntil: Date; timeZone: string; takesVehicle: boolean };

/**
 * One transaction: the row, the block check when the write takes the
 * vehicle, then `work` (tags, drivers, audit); a clash the constraint finds
 * is a 409 naming the other booking.
 */
export async function saveUpdate(
  write: WriteScope,
  row: BookingRow,
  set: Partial<typeof bookings.$inferInsert>,
  holding: Holding,
  work: (tx: Database, updated: BookingRow) => Promise<void>,
): Promise<BookingRow> {
  const { db, scope } = write;
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [updated] = await tx
        .update(bookings)
        .set({ ...set, modifiedAt: write.now })
        .where(and(inOrganisation(bookings.organisationId, scope), eq(bookings.id, row.id)))
        .returning();
      if (!updated) throw notFound(bookingMessages.notFound);
      // After the booking row, as check-out and the timed extension take them: the same order in every write, so none deadlock.
      if (holding.takesVehicle) await assertVehicleBookable(tx, scope, holding.vehicle.id, holding.blockedUntil);
      await work(tx, updated);
      await planBookingJobs(tx, scope, updated, write.now);
      return updated;
    });
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    throw await vehicleTakenError(db, scope, holding.vehicle, holding, holding.timeZone, [row.id]);
  }
}

/** Hiding or showing a booking past editing: the flag and its audit entry, nothing else. */
export async function saveHidden(write: WriteScope, row: BookingRow, hidden: boolean, now: Date): Promise<BookingRow | undefined> {
  const { db, scope } = write;
  const [updated] = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const rows = await tx
      .update(bookings)
      .set({ isHidden: hidden, modifiedAt: now })
      .where(and(inOrganisation(bookings.organisationId, scope), eq(bookings.id, row.id)))
      .returning();
    const entry: AuditEntry = {
      scope,
      bookingId: row.id,
      actorUserId: write.actorUserId,
      action: hidden ? 'hidden' : 'unhidden',
      changes: { is_hidden: { from: row.isHidden, to: hidden } },
    };
    await recordAudit(tx, entry);
    return rows;
  });
  return updated;
}
