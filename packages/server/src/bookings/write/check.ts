import { bookingMessage, bookingMessages, messages, toWallTime, type BookingPayload, type BookingRules, type BookingStatus } from '@motorpool/api';
import type { BranchRow } from '../../branches/serialize';
import type { Database } from '../../db/database';
import { checkUserTags, type TagWrites } from '../../custom-fields/check';
import { badRequest, HttpError } from '../../http/errors';
import type { OrganisationScope } from '../../tenancy/tenancy';
import { assertCanBookFor } from '../access';
import { decideApproval, holdsValue, type Approval, type ApprovalInputs } from '../approval';
import { lineManagerRequired } from '../approval-rules';
import { seriesOccurrences } from '../recurrence';
import { branchTimeZone, missingReference, readBookingRange, type TimeRange } from '../validate';
import type { BookingRequest } from './parse';
import type { BookingMember, BookingReferences, BookingVehicle } from './resolve';

/** A booking payload with every reference resolved in the organisation and checked, ready to be written. */
export type BookingDraft = {
  branch: BranchRow;
  timeZone: string;
  rules: BookingRules;
  vehicle: BookingVehicle;
  driver: BookingMember;
  driverId: number;
  secondaryDriverIds: number[];
  costCentreId: number | null;
  destinationBranchId: number | null;
  bookingType: string;
  purposeOfTrip: string | null;
  tagWrites: TagWrites;
  /** Booking tag groups the booking holds a value in once saved (approval rules look at these). */
  tagGroupIds: number[];
};

/** What an update starts from: unchanged references are not re-checked for being active, so an edit of the purpose still saves. */
export type DraftBase = { vehicleId: number; branchId: number; driverId: number; storedTags: Map<number, string[]> };

const fieldError = (field: string, message: string) => badRequest(message, { fields: { [field]: message } });

export const VEHICLE_INACTIVE = 'This vehicle is not available for bookings';
export const VEHICLE_OTHER_BRANCH = 'This vehicle is not kept at the chosen branch';
const BOOKING_TYPE_MESSAGE = (types: readonly string[]) => `Booking type must be one of: ${types.join(', ')}`;
const PURPOSE_NOT_LISTED = 'Choose a purpose of trip from the list';

/** Rule failures of one booking: the first as the title, every one of them for a form to list. */
export function ruleRefusal(problems: readonly string[]): HttpError {
  return new HttpError(400, problems[0] ?? bookingMessages.endBeforeStart, { details: { messages: [...problems] } });
}

/** The payload's branch (404 when the organisation holds none) and its times read at the branch. */
export function checkRange(request: BookingRequest, references: Pick<BookingReferences, 'branch'>): { branch: BranchRow; timeZone: string; range: TimeRange } {
  const { branch } = references;
  if (!branch) throw missingReference('branch');
  const timeZone = branchTimeZone(branch);
  return { branch, timeZone, range: readBookingRange(request.payload, timeZone) };
}

/** A create's bookings: the one entered, or each date of its series. */
export function checkOccurrences(payload: BookingPayload, first: TimeRange, timeZone: string): TimeRange[] {
  if (first.end <= first.start) throw badRequest(bookingMessages.endBeforeStart, { fields: { end_datetime: bookingMessages.endBeforeStart } });
  return payload.is_recurring ? seriesOccurrences(first, payload, timeZone) : [first];
}

export const lastEndOf = (ranges: readonly TimeRange[]) => new Date(Math.max(...ranges.map((range) => range.end.getTime())));

/**
 * The driver may drive this vehicle until the booking ends: a licence expiry
 * on or after the last day (at the branch), and a licence class list that
 * holds the vehicle's class.
 */
export function assertLicence(driver: Pick<BookingMember, 'licenseValidUpto' | 'licenseClass'>, vehicle: BookingVehicle, lastEnd: Date, timeZone: string) {
  const lastDay = toWallTime(lastEnd, timeZone).slice(0, 10);
  if (!driver.licenseValidUpto || driver.licenseValidUpto < lastDay) throw fieldError('driver', bookingMessages.licenseExpiry);
  const needed = vehicle.vehicleClass.trim().toLowerCase();
  if (!driver.licenseClass.some((held) => held.trim().toLowerCase() === needed)) throw fieldError('driver', bookingMessages.licenseClass);
}

/**
 * Where the organisation requires a line manager (spec §5), the driver must
 * have one. The setting is read only for a driver without one, so a booking
 * whose driver has a manager costs no statement more.
 */
async function assertLineManager(db: Database, scope: OrganisationScope, driver: Pick<BookingMember, 'firstName' | 'lastName' | 'manager'>) {
  if (driver.manager?.trim() || !(await lineManagerRequired(db, scope))) return;
  const name = `${driver.firstName} ${driver.lastName}`.trim();
  throw fieldError('driver', bookingMessage(bookingMessages.driverWithoutLineManager, { driver: name }));
}

function bookingTypeOf(payload: BookingPayload, rules: BookingRules): string {
  const chosen = payload.booking_type?.trim() || rules.default_booking_type;
  if (!rules.booking_types.includes(chosen)) throw fieldError('booking_type', BOOKING_TYPE_MESSAGE(rules.booking_types));
  return chosen;
}

function purposeOf(payload: BookingPayload, rules: BookingRules): string | null {
  const purpose = payload.purpose_of_trip?.trim() || null;
  if (purpose === null && rules.purpose_of_trip_required) throw fieldError('purpose_of_trip', bookingMessages.purposeRequired);
  // Organisations that list their purposes want reports grouped by them, so free text is refused.
  if (purpose !== null && rules.purposes_of_trip.length > 0 && !rules.purposes_of_trip.includes(purpose))
    throw fieldError('purpose_of_trip', PURPOSE_NOT_LISTED);
  return purpose;
}

/** The booking tag groups holding a value once `writes` apply over `stored`. */
export function heldTagGroupIds(stored: Map<number, string[]>, writes: TagWrites): number[] {
  const held = new Map(stored);
  for (const [groupId, value] of writes) {
    if (value === null) held.delete(groupId);
    else held.set(groupId, value);
  }
  return [...held].filter(([, value]) => holdsValue(value)).map(([groupId]) => groupId);
}

/**
 * Checks everything of a create or update payload except the time rules
 * (rangeProblems) and the vehicle's availability (the database's exclusion
 * constraint), in the order a form's fields are refused: the vehicle, the
 * driver and secondary drivers (the caller may book for the driver, spec §6),
 * the driver's licence and line manager, cost centre, destination, booking tags, booking type
 * and purpose.
 */
export async function checkDraft(
  db: Database,
  scope: OrganisationScope,
  request: BookingRequest,
  references: BookingReferences,
  placed: { branch: BranchRow; timeZone: string },
  lastEnd: Date,
  base?: DraftBase,
): Promise<BookingDraft> {
  const { branch, timeZone } = placed;
  const { vehicle, members, rules } = references;
  if (!vehicle) throw missingReference('vehicle');
  const vehicleMoved = !base || base.vehicleId !== vehicle.id || base.branchId !== branch.id;
  if (vehicleMoved && !vehicle.isActive) throw fieldError('vehicle', VEHICLE_INACTIVE);
  if (vehicleMoved && vehicle.branchId !== branch.id) throw fieldError('vehicle', VEHICLE_OTHER_BRANCH);

  const { driverId, secondaryDriverIds } = request;
  const driver = members.get(driverId);
  if (!driver) throw missingReference('driver');
  if (secondaryDriverIds.some((id) => !members.has(id))) throw missingReference('secondary_drivers');
  if (!base || base.driverId !== driverId) await assertCanBookFor(db, scope, driverId);
  assertLicence(driver, vehicle, lastEnd, timeZone);
  await assertLineManager(db, scope, driver);

  if (references.costCentreId === undefined) throw missingReference('cost_centre');
  if (references.destinationBranchId === undefined) throw missingReference('destination');
  const { payload } = request;
  const storedTags = base?.storedTags ?? new Map<number, string[]>();
  const tags = checkUserTags(payload.booking_tags ?? [], {
    groups: references.bookingTagGroups,
    stored: storedTags,
    own: { branchId: null, hubId: null },
    branches: [],
    enforceMandatory: !base || payload.booking_tags !== undefined,
    fieldName: 'booking_tags',
  });
  if (Object.keys(tags.fields).length > 0) throw badRequest(messages.request.invalid, { fields: tags.fields });

  return {
    branch,
    timeZone,
    rules,
    vehicle,
    driver,
    driverId,
    secondaryDriverIds,
    costCentreId: references.costCentreId,
    destinationBranchId: references.destinationBranchId,
    bookingType: bookingTypeOf(payload, rules),
    purposeOfTrip: purposeOf(payload, rules),
    tagWrites: tags.writes,
    tagGroupIds: heldTagGroupIds(storedTags, tags.writes),
  };
}

/** The approval the rules ask of the draft over one range (spec §9 approval rules). */
export function approvalOf(inputs: ApprovalInputs, draft: Pick<BookingDraft, 'branch' | 'driver' | 'tagGroupIds'>, range: TimeRange): Approval {
  return decideApproval(inputs, {
    branchId: draft.branch.id,
    driverRoleId: draft.driver.roleId,
    durationMinutes: Math.round((range.end.getTime() - range.start.getTime()) / 60_000),
    tagGroupIds: draft.tagGroupIds,
  });
}

/** Pending Approval where an approval rule holds a booking of the series, else Approved. */
export function createdStatus(approval: Approval): BookingStatus {
  return approval.required ? 'Pending Approval' : 'Approved';
}
