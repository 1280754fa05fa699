import { bookingMessage, bookingMessages, type Booking, type BookingPayload, type BookingStatus } from '@motorpool/api';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import type { OrganisationScope } from '../../tenancy/tenancy';
import { assertCanEdit, illegalTransition, isBookingManager } from '../access';
import { approverReach, mayApprove, type Approval } from '../approval';
import { recordAudit } from '../audit';
import { findBooking, type BookingRow } from '../find';
import { rulesFor } from '../rules';
import { serializeBookings } from '../serialize';
import { rangeProblems, ruleContextWith } from '../validate';
import { approvalOf, checkDraft, checkRange, ruleRefusal } from './check';
import { assertContinuousUse } from './continuous-use';
import { knownBooking, notifyAfterCommit, type WriteContext } from './notify';
import { parseBookingRequest } from './parse';
import { payloadColumns, extraDataOf, saveBookingTags, saveHidden, saveSecondaryDrivers, saveUpdate } from './persist';
import { resolveReferences, resolveStoredBooking } from './resolve';

const EDITABLE: readonly string[] = ['Pending Approval', 'Approved'];

/** The booking a change starts from, if the caller may edit it. */
export async function editableBooking(context: WriteContext, pk: number): Promise<BookingRow> {
  const row = await findBooking(context.db, context.scope, pk);
  if (!row) throw notFound(bookingMessages.notFound);
  assertCanEdit(context.scope, row);
  return row;
}

export async function answer(context: WriteContext, row: BookingRow): Promise<Booking> {
  const [booking] = await serializeBookings(context.db, context.scope, [row], context.now);
  if (!booking) throw notFound(bookingMessages.notFound);
  return booking;
}

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
export async function reapprovedStatus(db: Database, scope: OrganisationScope, row: BookingRow, approval: Approval, branchId: number, driverId: number) {
  if (!approval.required) return 'Approved';
  const reach = await approverReach(db, scope);
  return mayApprove(reach, { branchId, driverId }, approval.approvers) ? (row.status as BookingStatus) : 'Pending Approval';
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

function tagsAfter(stored: Map<number, string[]>, writes: Map<number, string[] | null>): Map<number, string[]> {
  const after = new Map(stored);
  for (const [group, value] of writes) {
    if (value === null) after.delete(group);
    else after.set(group, value);
  }
  return after;
}

/**
 * `PUT bookings/{pk}/`: changes one booking (a series' other dates keep
 * theirs; its recurrence fields are not rewritten). Only Pending Approval
 * and Approved bookings change, before the modify cut-off. A booking past
 * editing can still be hidden or shown: then is_hidden is all that applies,
 * and a payload that also moves the vehicle, driver or times is refused.
 * The same pipeline as a create: parse, resolve once, check, persist, notify.
 */
export async function updateBooking(context: WriteContext, pk: number, payload: BookingPayload): Promise<Booking> {
  const { db, scope } = context;
  const row = await editableBooking(context, pk);
  const { now } = context;

  if (!EDITABLE.includes(row.status)) {
    const hiding = payload.is_hidden !== undefined && payload.is_hidden !== row.isHidden;
    const sameBooking = payload.vehicle.pk === row.vehicleId && payload.driver.pk === row.driverId && payload.branch.pk === row.branchId;
    if (!hiding || !sameBooking) throw illegalTransition(row, 'changed');
    return answer(context, (await saveHidden(context, row, payload.is_hidden === true, now)) ?? row);
  }

  const request = parseBookingRequest(payload);
  const [references, stored] = await Promise.all([resolveReferences(db, scope, request), resolveStoredBooking(db, scope, row.id)]);
  const rulesAtBooking = row.branchId === request.branchPk ? references.rules : await rulesFor(db, scope, row.branchId);
  assertBeforeModifyCutOff(scope, row, rulesAtBooking.modify_cut_off_minutes, now);
  const { branch, timeZone, range } = checkRange(request, references);
  const base = { vehicleId: row.vehicleId, branchId: row.branchId, driverId: row.driverId, storedTags: stored.tags };
  const draft = await checkDraft(db, scope, request, references, { branch, timeZone }, range.end, base);

  const moved = range.start.getTime() !== row.startAt.getTime() || range.end.getTime() !== row.endAt.getTime() || draft.branch.id !== row.branchId;
  if (moved) {
    const ruleContext = await ruleContextWith(db, scope, draft.branch, draft.rules, [range], now);
    // A booking that already started may keep its start; only a new start must not lie in the past.
    const problems = rangeProblems(ruleContext, range, { checkPast: range.start.getTime() !== row.startAt.getTime() });
    if (problems.length > 0) throw ruleRefusal(problems);
  }

  const after = tagsAfter(stored.tags, draft.tagWrites);
  const columns = payloadColumns(payload, draft, range);
  const isHidden = payload.is_hidden ?? row.isHidden;
  const changes = changesOf(auditedFields(row), auditedFields({ ...columns, isHidden }));
  if (!sameIds(stored.secondaryDriverIds, draft.secondaryDriverIds))
    changes.secondary_drivers = { from: stored.secondaryDriverIds, to: draft.secondaryDriverIds };
  const tagsChanged = !sameTags(stored.tags, after);
  if (tagsChanged) changes.booking_tags = { from: Object.fromEntries(stored.tags), to: Object.fromEntries(after) };

  const approval = approvalOf(references.approval, draft, range);
  const approvalRelevant = moved || draft.vehicle.id !== row.vehicleId || draft.driverId !== row.driverId || tagsChanged;
  const status = approvalRelevant ? await reapprovedStatus(db, scope, row, approval, draft.branch.id, draft.driverId) : (row.status as BookingStatus);

  const updated = await saveUpdate(
    context,
    row,
    { ...columns, isHidden, status, extraData: extraDataOf(payload, row.extraData, draft, range) },
    {
      vehicle: draft.vehicle,
      start: range.start,
      blockedUntil: columns.blockedUntil,
      timeZone: draft.timeZone,
      // Another vehicle or other times; a change of purpose or tags leaves a blocked vehicle's booking editable.
      takesVehicle: draft.vehicle.id !== row.vehicleId || range.start.getTime() !== row.startAt.getTime() || range.end.getTime() !== row.endAt.getTime(),
    },
    async (tx, saved) => {
      // Other times or other drivers only: a booking kept as it was is not refused for a stretch made before the rule.
      if (moved || draft.driverId !== row.driverId || changes.secondary_drivers !== undefined) {
        await assertContinuousUse(tx, scope, { rules: draft.rules, driverIds: [draft.driverId, ...draft.secondaryDriverIds], replacing: row.id }, range);
      }
      await saveSecondaryDrivers(tx, scope, saved.id, draft.secondaryDriverIds);
      await saveBookingTags(tx, scope, saved.id, draft.tagWrites);
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
  await notifyAfterCommit(context, 'updated', updated, { reason: columns.reasonForChange, known: knownBooking(updated, draft, approval) });
  return answer(context, updated);
}
