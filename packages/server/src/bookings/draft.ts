import { and, eq, inArray } from 'drizzle-orm';
import { bookingMessages, messages, toWallTime, type BookingPayload, type BookingRules } from '@motorpool/api';
import { findBranch, type BranchRow } from '../branches/serialize';
import type { Database } from '../db/database';
import { bookingTagValues, costCentres, employeeExtensions, vehicles } from '../db/schema';
import { checkUserTags, tagGroupsOf, type TagWrites } from '../employees/tags';
import { badRequest } from '../http/errors';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { assertCanBookFor } from './access';
import { holdsValue } from './approval';
import { rulesFor } from './rules';
import { branchTimeZone, missingReference } from './validate';

export type DraftVehicle = Pick<typeof vehicles.$inferSelect, 'id' | 'name' | 'branchId' | 'vehicleClass' | 'dailyRate' | 'ratePerKm' | 'isActive'>;

/** A booking payload with every reference resolved in the organisation and checked, ready to be written. */
export type BookingDraft = {
  branch: BranchRow;
  timeZone: string;
  rules: BookingRules;
  vehicle: DraftVehicle;
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

async function findVehicle(db: Database, scope: OrganisationScope, pk: number): Promise<DraftVehicle> {
  const [vehicle] = await db
    .select({
      id: vehicles.id,
      name: vehicles.name,
      branchId: vehicles.branchId,
      vehicleClass: vehicles.vehicleClass,
      dailyRate: vehicles.dailyRate,
      ratePerKm: vehicles.ratePerKm,
      isActive: vehicles.isActive,
    })
    .from(vehicles)
    .where(and(inOrganisation(vehicles.organisationId, scope), eq(vehicles.id, pk), eq(vehicles.isDeleted, false)));
  if (!vehicle) throw missingReference('vehicle');
  return vehicle;
}

async function membersOf(db: Database, scope: OrganisationScope, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: employeeExtensions.id, licenseValidUpto: employeeExtensions.licenseValidUpto, licenseClass: employeeExtensions.licenseClass })
    .from(employeeExtensions)
    .where(and(inOrganisation(employeeExtensions.organisationId, scope), inArray(employeeExtensions.id, [...ids]), eq(employeeExtensions.isDeleted, false)));
}

/**
 * The driver may drive this vehicle until the booking ends: a licence expiry
 * on or after the last day (at the branch), and a licence class list that
 * holds the vehicle's class.
 */
function assertLicence(driver: { licenseValidUpto: string | null; licenseClass: string[] }, vehicle: DraftVehicle, lastEnd: Date, timeZone: string) {
  const lastDay = toWallTime(lastEnd, timeZone).slice(0, 10);
  if (!driver.licenseValidUpto || driver.licenseValidUpto < lastDay) throw fieldError('driver', bookingMessages.licenseExpiry);
  const needed = vehicle.vehicleClass.trim().toLowerCase();
  if (!driver.licenseClass.some((held) => held.trim().toLowerCase() === needed)) throw fieldError('driver', bookingMessages.licenseClass);
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

/**
 * Resolves and checks everything of a create or update payload except the
 * time rules (validate.ts) and the vehicle's availability (the database's
 * exclusion constraint): references in the organisation (404 otherwise),
 * the caller may book for the driver (spec §6), the driver's licence, the
 * booking type, purpose and booking tags.
 */
export async function draftBooking(db: Database, scope: OrganisationScope, payload: BookingPayload, lastEnd: Date, base?: DraftBase): Promise<BookingDraft> {
  const branch = await findBranch(db, scope, payload.branch.pk);
  if (!branch) throw missingReference('branch');
  const timeZone = branchTimeZone(branch);
  const vehicle = await findVehicle(db, scope, payload.vehicle.pk);
  const vehicleMoved = !base || base.vehicleId !== vehicle.id || base.branchId !== branch.id;
  if (vehicleMoved && !vehicle.isActive) throw fieldError('vehicle', VEHICLE_INACTIVE);
  if (vehicleMoved && vehicle.branchId !== branch.id) throw fieldError('vehicle', VEHICLE_OTHER_BRANCH);

  const driverId = payload.driver.pk;
  const secondaryDriverIds = [...new Set((payload.secondary_drivers ?? []).map((ref) => ref.pk))].filter((id) => id !== driverId);
  const members = new Map((await membersOf(db, scope, [driverId, ...secondaryDriverIds])).map((member) => [member.id, member]));
  const driver = members.get(driverId);
  if (!driver) throw missingReference('driver');
  if (secondaryDriverIds.some((id) => !members.has(id))) throw missingReference('secondary_drivers');
  if (!base || base.driverId !== driverId) await assertCanBookFor(db, scope, driverId);
  assertLicence(driver, vehicle, lastEnd, timeZone);

  const [rules, costCentreId, destinationBranchId, groups] = await Promise.all([
    rulesFor(db, scope, branch.id),
    resolveCostCentre(db, scope, payload.cost_centre?.pk),
    resolveDestination(db, scope, payload.destination?.pk),
    tagGroupsOf(db, scope, 'booking'),
  ]);
  const storedTags = base?.storedTags ?? new Map<number, string[]>();
  const tags = checkUserTags(payload.booking_tags ?? [], {
    groups,
    stored: storedTags,
    own: { branchId: null, hubId: null },
    branches: [],
    enforceMandatory: !base || payload.booking_tags !== undefined,
    fieldName: 'booking_tags',
  });
  if (Object.keys(tags.fields).length > 0) throw badRequest(messages.request.invalid, { fields: tags.fields });
  const held = new Map(storedTags);
  for (const [groupId, value] of tags.writes) {
    if (value === null) held.delete(groupId);
    else held.set(groupId, value);
  }

  return {
    branch,
    timeZone,
    rules,
    vehicle,
    driverId,
    secondaryDriverIds,
    costCentreId,
    destinationBranchId,
    bookingType: bookingTypeOf(payload, rules),
    purposeOfTrip: purposeOf(payload, rules),
    tagWrites: tags.writes,
    tagGroupIds: [...held].filter(([, value]) => holdsValue(value)).map(([groupId]) => groupId),
  };
}

async function resolveCostCentre(db: Database, scope: OrganisationScope, pk: number | undefined): Promise<number | null> {
  if (pk === undefined) return null;
  const [row] = await db
    .select({ id: costCentres.id })
    .from(costCentres)
    .where(and(inOrganisation(costCentres.organisationId, scope), eq(costCentres.id, pk)));
  if (!row) throw missingReference('cost_centre');
  return row.id;
}

async function resolveDestination(db: Database, scope: OrganisationScope, pk: number | undefined): Promise<number | null> {
  if (pk === undefined) return null;
  if (!(await findBranch(db, scope, pk))) throw missingReference('destination');
  return pk;
}

/** The booking's stored tag values by group, what an update starts from. */
export async function storedBookingTags(db: Database, scope: OrganisationScope, bookingId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ tagGroupId: bookingTagValues.tagGroupId, value: bookingTagValues.value })
    .from(bookingTagValues)
    .where(and(inOrganisation(bookingTagValues.organisationId, scope), eq(bookingTagValues.bookingId, bookingId)));
  return new Map(rows.map((row) => [row.tagGroupId, row.value]));
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

/** The licence check of a booking whose driver and vehicle stay (an extension): the licence must cover the new end. */
export async function assertDriverLicence(db: Database, scope: OrganisationScope, driverId: number, vehicle: DraftVehicle, lastEnd: Date, timeZone: string) {
  const [driver] = await membersOf(db, scope, [driverId]);
  if (!driver) throw missingReference('driver');
  assertLicence(driver, vehicle, lastEnd, timeZone);
}

/** What re-checking a stored booking needs (an extension): its branch, zone, rules, vehicle and the tag groups it holds. */
export async function bookingInPlace(
  db: Database,
  scope: OrganisationScope,
  row: { id: number; branchId: number; vehicleId: number; driverId: number },
): Promise<Pick<BookingDraft, 'branch' | 'timeZone' | 'rules' | 'vehicle' | 'driverId' | 'tagGroupIds'>> {
  const [branch, vehicle, rules, tags] = await Promise.all([
    findBranch(db, scope, row.branchId),
    findVehicle(db, scope, row.vehicleId),
    rulesFor(db, scope, row.branchId),
    storedBookingTags(db, scope, row.id),
  ]);
  if (!branch) throw missingReference('branch');
  const tagGroupIds = [...tags].filter(([, value]) => holdsValue(value)).map(([groupId]) => groupId);
  return { branch, timeZone: branchTimeZone(branch), rules, vehicle, driverId: row.driverId, tagGroupIds };
}
