import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  bookingMessage,
  bookingMessages,
  toWallTime,
  type Booking,
  type BookingExtensionRequest,
  type BookingPayload,
  type BookingStatus,
  type CreatedBookings,
} from '@motorpool/api';
import { findBranch } from '../branches/serialize';
import type { Database } from '../db/database';
import { bookings, bookingSecondaryDrivers } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { assertCanEdit, illegalTransition, isBookingManager } from './access';
import { approvalFor, approverReach, mayApprove, type ApprovalDraft } from './approval';
import { recordAudit } from './audit';
import { bufferMs, clashingBooking, clashTitle, isExclusionViolation, vehicleTakenError } from './conflicts';
import { estimateCost } from './cost';
import { assertDriverLicence, bookingInPlace, draftBooking, saveBookingTags, storedBookingTags, type BookingDraft } from './draft';
import { findBooking, type BookingRow } from './find';
import { notifyBookingEvent, type BookingEvent, type BookingNotifyContext } from './notify';
import { serializeBookings } from './serialize';
import { planBookings } from './series';
import { rulesFor } from './rules';
import { branchTimeZone, loadRuleContext, missingReference, rangeProblems, readBookingRange, readBookingTime, type TimeRange } from './validate';

/** Who writes, where, and what the notifications after the commit need. */
export type WriteContext = { db: Database; scope: OrganisationScope; actorUserId: number; notify: Omit<BookingNotifyContext, 'scope'> };

/** After the commit, so nobody is told about a booking that was rolled back (notify.ts logs its own failures). */
const notifyAfterCommit = (context: WriteContext, event: BookingEvent, row: BookingRow, reason?: string | null) =>
  notifyBookingEvent(context.db, { ...context.notify, scope: context.scope }, event, row, { reason, actorUserId: context.actorUserId });

/** Rule failures of one booking: the first as the title, every one of them for a form to list. */
function ruleRefusal(problems: readonly string[]): HttpError {
  return new HttpError(400, problems[0] ?? bookingMessages.endBeforeStart, { details: { messages: [...problems] } });
}

const blockedUntilOf = (end: Date, draft: Pick<BookingDraft, 'rules'>) => new Date(end.getTime() + bufferMs(draft.rules.buffer_minutes));

const isOvernight = (range: TimeRange, timeZone: string) => toWallTime(range.start, timeZone).slice(0, 10) !== toWallTime(range.end, timeZone).slice(0, 10);

/** extra_data as the client sent it, with the server's own keys set by the server. */
function extraDataOf(payload: BookingPayload, base: Record<string, unknown>, draft: BookingDraft, range: TimeRange): Record<string, unknown> {
  const { estimated_cost: _ignored, actual_cost: _alsoIgnored, ...client } = payload.extra_data ?? {};
  return { ...base, ...client, estimated_cost: estimateCost(draft.vehicle, range, draft.timeZone, 0).estimated_cost };
}

/** The columns a payload decides, shared by create and update. */
function payloadColumns(payload: BookingPayload, draft: BookingDraft, range: TimeRange) {
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

async function saveSecondaryDrivers(tx: Database, scope: OrganisationScope, bookingId: number, ids: readonly number[]) {
  await tx
    .delete(bookingSecondaryDrivers)
    .where(and(inOrganisation(bookingSecondaryDrivers.organisationId, scope), eq(bookingSecondaryDrivers.bookingId, bookingId)));
  if (ids.length > 0) {
    await tx
      .insert(bookingSecondaryDrivers)
      .values(ids.map((employeeExtensionId) => ({ bookingId, employeeExtensionId, organisationId: scope.organisationId })));
  }
}

const approvalDraft = (draft: Pick<BookingDraft, 'branch' | 'driverId' | 'tagGroupIds'>, range: TimeRange): ApprovalDraft => ({
  branchId: draft.branch.id,
  driverId: draft.driverId,
  startAt: range.start,
  endAt: range.end,
  tagGroupIds: draft.tagGroupIds,
});

type Skipped = CreatedBookings['skipped'][number];
const skippedEntry = (range: TimeRange, conflict: string): Skipped => ({
  start_datetime: range.start.toISOString(),
  end_datetime: range.end.toISOString(),
  conflict,
});

/**
 * `POST bookings/`: one booking, or every date of a series under one
 * multi_booking_id. Status is Pending Approval when an approval rule holds
 * the booking, else Approved. The vehicle's availability is the exclusion
 * constraint's to decide: a refused insert is a 409 naming the clash. In a
 * series each insert runs in its own savepoint, so one clash does not abort
 * the rest; without skip_conflicting_dates any refused date refuses the
 * whole series and nothing is kept.
 */
export async function createBookings(context: WriteContext, payload: BookingPayload): Promise<CreatedBookings> {
  const { db, scope } = context;
  const { draft, occurrences } = await planBookings(db, scope, payload);
  const isSeries = payload.is_recurring === true;
  if (!isSeries && occurrences[0] && occurrences[0].problems.length > 0) throw ruleRefusal(occurrences[0].problems);

  // Decided before the transaction: PGlite is one connection, so a query outside the transaction would wait for it.
  // Occurrences of one duration decide approval alike; a series across a DST change has two.
  const approvals = new Map<number, Promise<boolean>>();
  const statuses = await Promise.all(
    occurrences.map(async ({ range }): Promise<BookingStatus> => {
      const minutes = range.end.getTime() - range.start.getTime();
      let required = approvals.get(minutes);
      if (!required) approvals.set(minutes, (required = approvalFor(db, scope, approvalDraft(draft, range)).then((approval) => approval.required)));
      return (await required) ? 'Pending Approval' : 'Approved';
    }),
  );

  const multiBookingId = isSeries ? randomUUID() : null;
  const insertOne = async (tx: Database, range: TimeRange, status: BookingStatus): Promise<BookingRow> => {
    const [row] = await tx
      .insert(bookings)
      .values({
        organisationId: scope.organisationId,
        createdByUserId: context.actorUserId,
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
    await recordAudit(tx, { scope, bookingId: row.id, actorUserId: context.actorUserId, action: 'created', toStatus: status, reason: row.reasonForChange });
    return row;
  };

  let created: BookingRow[];
  const skipped: Skipped[] = [];
  if (!isSeries) {
    const range = occurrences[0]!.range;
    try {
      created = [await db.transaction((tx) => insertOne(tx as unknown as Database, range, statuses[0]!))];
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      throw await vehicleTakenError(db, scope, draft.vehicle, { start: range.start, blockedUntil: blockedUntilOf(range.end, draft) }, draft.timeZone);
    }
  } else {
    created = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const rows: BookingRow[] = [];
      for (const [index, { range, problems }] of occurrences.entries()) {
        if (problems.length > 0) {
          skipped.push(skippedEntry(range, problems[0]!));
          continue;
        }
        try {
          rows.push(await tx.transaction((savepoint) => insertOne(savepoint as unknown as Database, range, statuses[index]!)));
        } catch (error) {
          if (!isExclusionViolation(error)) throw error;
          const clash = await clashingBooking(tx, scope, draft.vehicle.id, range.start, blockedUntilOf(range.end, draft));
          skipped.push(skippedEntry(range, clashTitle(draft.vehicle.name, clash, draft.timeZone)));
        }
      }
      if (rows.length === 0) throw new HttpError(409, bookingMessages.recurringNothingLeft, { details: { skipped } });
      if (skipped.length > 0 && payload.skip_conflicting_dates !== true) {
        throw new HttpError(409, bookingMessage(bookingMessages.recurringConflicts, { count: skipped.length }), {
          code: 'recurring_conflicts',
          details: { skipped },
        });
      }
      return rows;
    });
  }

  await notifyAfterCommit(context, 'created', created[0]!);
  const results = await serializeBookings(db, scope, created);
  return { results, count: results.length, skipped };
}

const EDITABLE: readonly string[] = ['Pending Approval', 'Approved'];

/**
 * Spec §9 modify cut-off: drivers cannot change a booking this close to its
 * start. Booking managers (branch managers, admins, super users) are exempt:
 * they fix bookings on the day for operational reasons, and the cut-off
 * exists to protect the fleet from last-minute changes by drivers.
 */
function assertBeforeModifyCutOff(scope: OrganisationScope, row: BookingRow, minutes: number, now: Date) {
  if (minutes <= 0 || isBookingManager(scope.tenancy.permissions)) return;
  if (now.getTime() > row.startAt.getTime() - minutes * 60_000) throw badRequest(bookingMessage(bookingMessages.modifyCutOff, { minutes }));
}

/**
 * After a change that approval rules look at: Pending Approval when a rule
 * now holds the booking and the caller cannot approve it, Approved when no
 * rule does, unchanged when the caller approves it themselves.
 */
async function reapprovedStatus(db: Database, scope: OrganisationScope, row: BookingRow, draft: ApprovalDraft): Promise<BookingStatus> {
  const approval = await approvalFor(db, scope, draft);
  if (!approval.required) return 'Approved';
  const reach = await approverReach(db, scope);
  return mayApprove(reach, { branchId: draft.branchId, driverId: draft.driverId }, approval.approvers) ? (row.status as BookingStatus) : 'Pending Approval';
}

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
const sameTags = (a: Map<number, string[]>, b: Map<number, string[]>) =>
  a.size === b.size && [...a].every(([group, value]) => (b.get(group) ?? []).join('\u0000') === value.join('\u0000'));

type Change = { from: unknown; to: unknown };

function changesOf(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, Change> {
  const changes: Record<string, Change> = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from, to };
  }
  return changes;
}

const auditedFields = (
  row: Pick<
    BookingRow,
    | 'branchId'
    | 'vehicleId'
    | 'driverId'
    | 'startAt'
    | 'endAt'
    | 'purposeOfTrip'
    | 'bookingType'
    | 'costCentreId'
    | 'destinationBranchId'
    | 'manager'
    | 'address'
    | 'isHidden'
  >,
) => ({
  branch: row.branchId,
  vehicle: row.vehicleId,
  driver: row.driverId,
  start_datetime: row.startAt.toISOString(),
  end_datetime: row.endAt.toISOString(),
  purpose_of_trip: row.purposeOfTrip,
  booking_type: row.bookingType,
  cost_centre: row.costCentreId,
  destination: row.destinationBranchId,
  manager: row.manager,
  address: row.address,
  is_hidden: row.isHidden,
});

async function secondaryDriversOf(db: Database, scope: OrganisationScope, bookingId: number): Promise<number[]> {
  const rows = await db
    .select({ id: bookingSecondaryDrivers.employeeExtensionId })
    .from(bookingSecondaryDrivers)
    .where(and(inOrganisation(bookingSecondaryDrivers.organisationId, scope), eq(bookingSecondaryDrivers.bookingId, bookingId)));
  return rows.map((row) => row.id);
}

async function editableBooking(context: WriteContext, pk: number): Promise<BookingRow> {
  const row = await findBooking(context.db, context.scope, pk);
  if (!row) throw notFound(bookingMessages.notFound);
  assertCanEdit(context.scope, row);
  return row;
}

type Holding = { vehicle: { id: number; name: string }; start: Date; blockedUntil: Date; timeZone: string };

/** One transaction: the row, then `work` (tags, drivers, audit); a clash the constraint finds is a 409 naming the other booking. */
async function saveUpdate(
  context: WriteContext,
  row: BookingRow,
  set: Partial<typeof bookings.$inferInsert>,
  holding: Holding,
  work: (tx: Database, updated: BookingRow) => Promise<void>,
): Promise<BookingRow> {
  const { db, scope } = context;
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [updated] = await tx
        .update(bookings)
        .set({ ...set, modifiedAt: new Date() })
        .where(and(inOrganisation(bookings.organisationId, scope), eq(bookings.id, row.id)))
        .returning();
      if (!updated) throw notFound(bookingMessages.notFound);
      await work(tx, updated);
      return updated;
    });
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    throw await vehicleTakenError(db, scope, holding.vehicle, holding, holding.timeZone, [row.id]);
  }
}

async function answer(context: WriteContext, row: BookingRow): Promise<Booking> {
  const [booking] = await serializeBookings(context.db, context.scope, [row]);
  if (!booking) throw notFound(bookingMessages.notFound);
  return booking;
}

/**
 * `PUT bookings/{pk}/`: changes one booking (a series' other dates keep
 * theirs; its recurrence fields are not rewritten). Only Pending Approval
 * and Approved bookings change, before the modify cut-off. A booking past
 * editing can still be hidden or shown: then is_hidden is all that applies,
 * and a payload that also moves the vehicle, driver or times is refused.
 */
export async function updateBooking(context: WriteContext, pk: number, payload: BookingPayload): Promise<Booking> {
  const { db, scope } = context;
  const row = await editableBooking(context, pk);
  const now = new Date();

  if (!EDITABLE.includes(row.status)) {
    const hiding = payload.is_hidden !== undefined && payload.is_hidden !== row.isHidden;
    const sameBooking = payload.vehicle.pk === row.vehicleId && payload.driver.pk === row.driverId && payload.branch.pk === row.branchId;
    if (!hiding || !sameBooking) throw illegalTransition(row, 'changed');
    const hidden = payload.is_hidden === true;
    const [updated] = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const rows = await tx
        .update(bookings)
        .set({ isHidden: hidden, modifiedAt: now })
        .where(and(inOrganisation(bookings.organisationId, scope), eq(bookings.id, row.id)))
        .returning();
      await recordAudit(tx, {
        scope,
        bookingId: row.id,
        actorUserId: context.actorUserId,
        action: hidden ? 'hidden' : 'unhidden',
        changes: { is_hidden: { from: row.isHidden, to: hidden } },
      });
      return rows;
    });
    return answer(context, updated ?? row);
  }

  assertBeforeModifyCutOff(scope, row, (await rulesFor(db, scope, row.branchId)).modify_cut_off_minutes, now);
  const branch = await findBranch(db, scope, payload.branch.pk);
  if (!branch) throw missingReference('branch');
  const range = readBookingRange(payload, branchTimeZone(branch));
  const storedTags = await storedBookingTags(db, scope, row.id);
  const timed = await draftBooking(db, scope, payload, range.end, { vehicleId: row.vehicleId, branchId: row.branchId, driverId: row.driverId, storedTags });

  const moved = range.start.getTime() !== row.startAt.getTime() || range.end.getTime() !== row.endAt.getTime() || timed.branch.id !== row.branchId;
  if (moved) {
    const ruleContext = await loadRuleContext(db, scope, timed.branch, [range], now);
    // A booking that already started may keep its start; only a new start must not lie in the past.
    const problems = rangeProblems(ruleContext, range, { checkPast: range.start.getTime() !== row.startAt.getTime() });
    if (problems.length > 0) throw ruleRefusal(problems);
  }

  const secondaryBefore = await secondaryDriversOf(db, scope, row.id);
  const tagsAfter = new Map(storedTags);
  for (const [group, value] of timed.tagWrites) {
    if (value === null) tagsAfter.delete(group);
    else tagsAfter.set(group, value);
  }
  const columns = payloadColumns(payload, timed, range);
  const isHidden = payload.is_hidden ?? row.isHidden;
  const changes = changesOf(auditedFields(row), auditedFields({ ...columns, isHidden }));
  if (!sameIds(secondaryBefore, timed.secondaryDriverIds)) changes.secondary_drivers = { from: secondaryBefore, to: timed.secondaryDriverIds };
  const tagsChanged = !sameTags(storedTags, tagsAfter);
  if (tagsChanged) changes.booking_tags = { from: Object.fromEntries(storedTags), to: Object.fromEntries(tagsAfter) };

  const approvalRelevant = moved || timed.vehicle.id !== row.vehicleId || timed.driverId !== row.driverId || tagsChanged;
  const status = approvalRelevant ? await reapprovedStatus(db, scope, row, approvalDraft(timed, range)) : (row.status as BookingStatus);

  const updated = await saveUpdate(
    context,
    row,
    { ...columns, isHidden, status, extraData: extraDataOf(payload, row.extraData, timed, range) },
    { vehicle: timed.vehicle, start: range.start, blockedUntil: columns.blockedUntil, timeZone: timed.timeZone },
    async (tx, saved) => {
      await saveSecondaryDrivers(tx, scope, saved.id, timed.secondaryDriverIds);
      await saveBookingTags(tx, scope, saved.id, timed.tagWrites);
      await recordAudit(tx, {
        scope,
        bookingId: saved.id,
        actorUserId: context.actorUserId,
        action: 'updated',
        fromStatus: row.status,
        toStatus: status,
        reason: columns.reasonForChange,
        changes,
      });
    },
  );
  await notifyAfterCommit(context, 'updated', updated, columns.reasonForChange);
  return answer(context, updated);
}

const EXTENDABLE: readonly string[] = ['Approved', 'In-Progress'];
const START_FIXED = 'An extension cannot move the start of a booking';

/**
 * `POST bookings/{pk}/booking-extension/`: a later end for an Approved or
 * In-Progress booking. The added time is checked against the rules (not
 * the past check: the booking may be under way) and the whole booking
 * against the longest duration; the constraint decides whether the vehicle
 * is free for it.
 */
export async function extendBooking(context: WriteContext, pk: number, input: BookingExtensionRequest): Promise<Booking> {
  const { db, scope } = context;
  const row = await editableBooking(context, pk);
  if (!EXTENDABLE.includes(row.status)) throw illegalTransition(row, 'extended');
  const draft = await bookingInPlace(db, scope, row);
  if (input.start_datetime !== undefined && readBookingTime(input.start_datetime, draft.timeZone, 'start_datetime').getTime() !== row.startAt.getTime()) {
    throw badRequest(START_FIXED, { fields: { start_datetime: START_FIXED } });
  }
  const end = readBookingTime(input.end_datetime, draft.timeZone, 'end_datetime');
  if (end <= row.endAt) throw badRequest(bookingMessages.extensionEarlier, { fields: { end_datetime: bookingMessages.extensionEarlier } });
  await assertDriverLicence(db, scope, row.driverId, draft.vehicle, end, draft.timeZone);

  const whole: TimeRange = { start: row.startAt, end };
  const ruleContext = await loadRuleContext(db, scope, draft.branch, [{ start: row.endAt, end }]);
  const problems = rangeProblems(ruleContext, { start: row.endAt, end }, { checkPast: false, durationOf: whole });
  if (problems.length > 0) throw ruleRefusal(problems);

  const status = row.status === 'Approved' ? await reapprovedStatus(db, scope, row, approvalDraft(draft, whole)) : (row.status as BookingStatus);
  const blockedUntil = blockedUntilOf(end, draft);
  const updated = await saveUpdate(
    context,
    row,
    { endAt: end, blockedUntil, status, extraData: { ...row.extraData, estimated_cost: estimateCost(draft.vehicle, whole, draft.timeZone, 0).estimated_cost } },
    { vehicle: draft.vehicle, start: row.endAt, blockedUntil, timeZone: draft.timeZone },
    (tx) =>
      recordAudit(tx, {
        scope,
        bookingId: row.id,
        actorUserId: context.actorUserId,
        action: 'extended',
        fromStatus: row.status,
        toStatus: status,
        changes: { end_datetime: { from: row.endAt.toISOString(), to: end.toISOString() } },
      }),
  );
  await notifyAfterCommit(context, 'extended', updated);
  return answer(context, updated);
}
