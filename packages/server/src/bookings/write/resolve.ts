import { and, eq, inArray } from 'drizzle-orm';
import type { BookingRules } from '@motorpool/api';
import { findBranch } from '../../branches/find';
import type { BranchRow } from '../../branches/serialize';
import type { Database } from '../../db/database';
import { bookingSecondaryDrivers, bookingTagValues, costCentres, employeeExtensions, users, vehicles } from '../../db/schema';
import { tagGroupsOf, type TagGroupRow } from '../../custom-fields/groups';
import { inOrganisation, type OrganisationScope } from '../../tenancy/tenancy';
import { loadApprovalInputs, type ApprovalInputs } from '../approval';
import { rulesFor } from '../rules';

export type BookingVehicle = Pick<
  typeof vehicles.$inferSelect,
  'id' | 'name' | 'registrationNum' | 'branchId' | 'vehicleClass' | 'dailyRate' | 'ratePerKm' | 'isActive'
>;

/** A driver or secondary driver: what the licence check, the approval rules and the notification read of them. */
export type BookingMember = {
  id: number;
  userId: number;
  roleId: number;
  firstName: string;
  lastName: string;
  licenseValidUpto: string | null;
  licenseClass: string[];
  /** The line manager's email, which an organisation may require (spec §5). */
  manager: string | null;
};

/**
 * Every row a booking payload names, read once for the whole request; a
 * reference the organisation does not hold is undefined here and refused by
 * the check step, in the order the form's fields are checked.
 */
export type BookingReferences = {
  branch: BranchRow | undefined;
  vehicle: BookingVehicle | undefined;
  /** Live members of the organisation among the driver and secondary drivers. */
  members: Map<number, BookingMember>;
  /** The rules in force at the payload's branch. */
  rules: BookingRules;
  bookingTagGroups: TagGroupRow[];
  /** Undefined when the payload names one the organisation does not hold; null when it names none. */
  costCentreId: number | null | undefined;
  destinationBranchId: number | null | undefined;
  approval: ApprovalInputs;
};

async function findVehicle(db: Database, scope: OrganisationScope, pk: number): Promise<BookingVehicle | undefined> {
  const [vehicle] = await db
    .select({
      id: vehicles.id,
      name: vehicles.name,
      registrationNum: vehicles.registrationNum,
      branchId: vehicles.branchId,
      vehicleClass: vehicles.vehicleClass,
      dailyRate: vehicles.dailyRate,
      ratePerKm: vehicles.ratePerKm,
      isActive: vehicles.isActive,
    })
    .from(vehicles)
    .where(and(inOrganisation(vehicles.organisationId, scope), eq(vehicles.id, pk), eq(vehicles.isDeleted, false)));
  return vehicle;
}

async function liveMembers(db: Database, scope: OrganisationScope, ids: readonly number[]): Promise<Map<number, BookingMember>> {
  const rows = await db
    .select({
      id: employeeExtensions.id,
      userId: employeeExtensions.userId,
      roleId: employeeExtensions.roleId,
      firstName: users.firstName,
      lastName: users.lastName,
      licenseValidUpto: employeeExtensions.licenseValidUpto,
      licenseClass: employeeExtensions.licenseClass,
      manager: employeeExtensions.manager,
    })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(and(inOrganisation(employeeExtensions.organisationId, scope), inArray(employeeExtensions.id, [...ids]), eq(employeeExtensions.isDeleted, false)));
  return new Map(rows.map((row) => [row.id, row]));
}

async function findCostCentre(db: Database, scope: OrganisationScope, pk: number | undefined): Promise<number | null | undefined> {
  if (pk === undefined) return null;
  const [row] = await db
    .select({ id: costCentres.id })
    .from(costCentres)
    .where(and(inOrganisation(costCentres.organisationId, scope), eq(costCentres.id, pk)));
  return row?.id;
}

async function findDestination(db: Database, scope: OrganisationScope, pk: number | undefined): Promise<number | null | undefined> {
  if (pk === undefined) return null;
  return (await findBranch(db, scope, pk))?.id;
}

/** The references of a create or update payload, in one round of lookups. */
export async function resolveReferences(
  db: Database,
  scope: OrganisationScope,
  request: { branchPk: number; vehiclePk: number; driverId: number; secondaryDriverIds: readonly number[]; costCentrePk?: number; destinationPk?: number },
): Promise<BookingReferences> {
  const [branch, vehicle, members, rules, bookingTagGroups, costCentreId, destinationBranchId, approval] = await Promise.all([
    findBranch(db, scope, request.branchPk),
    findVehicle(db, scope, request.vehiclePk),
    liveMembers(db, scope, [request.driverId, ...request.secondaryDriverIds]),
    rulesFor(db, scope, request.branchPk),
    tagGroupsOf(db, scope, 'booking'),
    findCostCentre(db, scope, request.costCentrePk),
    findDestination(db, scope, request.destinationPk),
    loadApprovalInputs(db, scope),
  ]);
  return { branch, vehicle, members, rules, bookingTagGroups, costCentreId, destinationBranchId, approval };
}

/** What an update compares against: the booking's stored tag values by group and its secondary drivers. */
export type StoredBooking = { tags: Map<number, string[]>; secondaryDriverIds: number[] };

export async function storedBookingTags(db: Database, scope: OrganisationScope, bookingId: number): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ tagGroupId: bookingTagValues.tagGroupId, value: bookingTagValues.value })
    .from(bookingTagValues)
    .where(and(inOrganisation(bookingTagValues.organisationId, scope), eq(bookingTagValues.bookingId, bookingId)));
  return new Map(rows.map((row) => [row.tagGroupId, row.value]));
}

export async function resolveStoredBooking(db: Database, scope: OrganisationScope, bookingId: number): Promise<StoredBooking> {
  const [tags, secondaryRows] = await Promise.all([
    storedBookingTags(db, scope, bookingId),
    db
      .select({ id: bookingSecondaryDrivers.employeeExtensionId })
      .from(bookingSecondaryDrivers)
      .where(and(inOrganisation(bookingSecondaryDrivers.organisationId, scope), eq(bookingSecondaryDrivers.bookingId, bookingId))),
  ]);
  return { tags, secondaryDriverIds: secondaryRows.map((row) => row.id) };
}
