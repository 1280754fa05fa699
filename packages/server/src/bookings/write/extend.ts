import { bookingMessages, OVERDUE_INTERNAL_STATUS, type Booking, type BookingExtensionRequest, type BookingStatus } from '@motorpool/api';
import { badRequest } from '../../http/errors';
import { illegalTransition } from '../access';
import { recordAudit } from '../audit';
import { estimateCost } from '../cost';
import { branchTimeZone, missingReference, rangeProblems, readBookingTime, ruleContextWith, type TimeRange } from '../validate';
import { approvalOf, assertLicence, heldTagGroupIds, ruleRefusal } from './check';
import { assertContinuousUse, bookingDriverIds, continuousUseIsOn } from './continuous-use';
import { notifyAfterCommit, type WriteContext } from './notify';
import { blockedUntilOf, saveUpdate } from './persist';
import { resolveReferences, storedBookingTags } from './resolve';
import { answer, editableBooking, reapprovedStatus } from './update';

const EXTENDABLE: readonly string[] = ['Approved', 'In-Progress'];
const START_FIXED = 'An extension cannot move the start of a booking';

/**
 * `POST bookings/{pk}/booking-extension/`: a later end for an Approved or
 * In-Progress booking. The added time is checked against the rules (not
 * the past check: the booking may be under way) and the whole booking
 * against the longest duration; the constraint decides whether the vehicle
 * is free for it. The booking's own branch, vehicle and driver are resolved
 * once, as a create resolves the payload's.
 */
export async function extendBooking(context: WriteContext, pk: number, input: BookingExtensionRequest): Promise<Booking> {
  const { db, scope } = context;
  const row = await editableBooking(context, pk);
  if (!EXTENDABLE.includes(row.status)) throw illegalTransition(row, 'extended');
  const [references, storedTags] = await Promise.all([
    resolveReferences(db, scope, { branchPk: row.branchId, vehiclePk: row.vehicleId, driverId: row.driverId, secondaryDriverIds: [] }),
    storedBookingTags(db, scope, row.id),
  ]);
  const { branch, vehicle, rules } = references;
  if (!vehicle) throw missingReference('vehicle');
  if (!branch) throw missingReference('branch');
  const timeZone = branchTimeZone(branch);
  if (input.start_datetime !== undefined && readBookingTime(input.start_datetime, timeZone, 'start_datetime').getTime() !== row.startAt.getTime()) {
    throw badRequest(START_FIXED, { fields: { start_datetime: START_FIXED } });
  }
  const end = readBookingTime(input.end_datetime, timeZone, 'end_datetime');
  if (end <= row.endAt) throw badRequest(bookingMessages.extensionEarlier, { fields: { end_datetime: bookingMessages.extensionEarlier } });
  const driver = references.members.get(row.driverId);
  if (!driver) throw missingReference('driver');
  assertLicence(driver, vehicle, end, timeZone);

  const whole: TimeRange = { start: row.startAt, end };
  const ruleContext = await ruleContextWith(db, scope, branch, rules, [{ start: row.endAt, end }], context.now);
  const problems = rangeProblems(ruleContext, { start: row.endAt, end }, { checkPast: false, durationOf: whole });
  if (problems.length > 0) throw ruleRefusal(problems);

  const approval = approvalOf(references.approval, { branch, driver, tagGroupIds: heldTagGroupIds(storedTags, new Map()) }, whole);
  const status = row.status === 'Approved' ? await reapprovedStatus(db, scope, row, approval, branch.id, row.driverId) : (row.status as BookingStatus);
  const blockedUntil = blockedUntilOf(end, { rules });
  const updated = await saveUpdate(
    context,
    row,
    {
      endAt: end,
      blockedUntil,
      status,
      // A later end lifts the overdue mark; the re-planned overdue rule sets it again if the new end has passed too.
      ...(row.internalStatus === OVERDUE_INTERNAL_STATUS ? { internalStatus: null } : {}),
      extraData: { ...row.extraData, estimated_cost: estimateCost(vehicle, whole, timeZone, 0).estimated_cost },
    },
    { vehicle, start: row.endAt, blockedUntil, timeZone, takesVehicle: true },
    async (tx) => {
      if (continuousUseIsOn(rules)) {
        await assertContinuousUse(tx, scope, { rules, driverIds: await bookingDriverIds(tx, scope, row), replacing: row.id }, whole);
      }
      await recordAudit(tx, {
        scope,
        bookingId: row.id,
        actorUserId: context.actorUserId,
        action: 'extended',
        fromStatus: row.status,
        toStatus: status,
        changes: { end_datetime: { from: row.endAt.toISOString(), to: end.toISOString() } },
      });
    },
  );
  await notifyAfterCommit(context, 'extended', updated);
  return answer(context, updated);
}
