import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_BRANCH_TIMEZONE, bookingViewFor, contactShownFor, type ApproverKind, type Booking, type BookingStatus } from '@motorpool/api';
import type { Database } from '../db/database';
import { bookingSecondaryDrivers, bookingTagValues, branches, branchRelations, costCentres, employeeExtensions, roles, users, vehicles } from '../db/schema';
import { tagGroupsOf } from '../custom-fields/groups';
import { groupTagValues, userTagsOf } from '../custom-fields/values';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { viewerOf, type Viewer } from '../visibility/rules';
import { allowedActions, isAnonymousViewer } from './access';
import { approverReach, decideApproval, holdsValue, loadApprovalInputs, mayApprove } from './approval';
import { branchClock, dayCountOf, shownTimeOf, wallTimeOf, type BranchClock } from './branch-clock';
import type { BookingRow } from './find';

type DriverShape = NonNullable<Booking['driver']>;

/** Spec §3: an instant raw (UTC) and as the branch shows it (`formated`, the spec's spelling, and `formatted`). */
function displayedInstant(instant: Date, clock: BranchClock) {
  const formatted = shownTimeOf(clock);
  return { original: instant.toISOString(), formated: formatted, formatted };
}

const displayedIfAny = (instant: Date | null, timeZone: string) => (instant ? displayedInstant(instant, branchClock(instant, timeZone)) : null);

const displayedDay = (value: string | null) => {
  if (!value) return null;
  const [year, month, day] = value.split('-');
  const formatted = `${day}/${month}/${year}`;
  return { original: value, formated: formatted, formatted };
};

const unique = (ids: Iterable<number | null>) => [...new Set([...ids].filter((id): id is number => id !== null))];

/** Skips the round trip when there is nothing to look up (most bookings have no cost centre). */
const whenAny = async <T>(ids: readonly number[], load: () => Promise<T[]>): Promise<T[]> => (ids.length === 0 ? [] : load());

function byKey<T>(rows: readonly T[], key: (row: T) => number): Map<number, T> {
  return new Map(rows.map((row) => [key(row), row]));
}

async function loadPeople(db: Database, scope: OrganisationScope, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, DriverShape & { roleId: number }>();
  const rows = await db
    .select({
      extension: {
        id: employeeExtensions.id,
        roleId: employeeExtensions.roleId,
        licenseNumber: employeeExtensions.licenseNumber,
        licenseValidUpto: employeeExtensions.licenseValidUpto,
        licenseClass: employeeExtensions.licenseClass,
      },
      user: { firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone },
      role: roles.name,
    })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .innerJoin(roles, eq(roles.id, employeeExtensions.roleId))
    .where(and(inOrganisation(employeeExtensions.organisationId, scope), inArray(employeeExtensions.id, [...ids])));
  // A partner page's read-only calendar shows who drives, never how to reach them or their licence.
  const contactsHidden = isAnonymousViewer(scope);
  return byKey(
    rows.map(({ extension, user, role }) => ({
      pk: extension.id,
      roleId: extension.roleId,
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: contactsHidden ? null : user.email,
      phone: contactsHidden ? null : user.phone,
      role,
      license_number: contactsHidden ? null : extension.licenseNumber,
      license_valid_upto: contactsHidden ? null : displayedDay(extension.licenseValidUpto),
      license_class: contactsHidden ? [] : extension.licenseClass,
    })),
    (person) => person.pk,
  );
}

const asDriver = ({ roleId: _roleId, ...person }: DriverShape & { roleId: number }): DriverShape => person;

/** A person as the viewer may see them: phone and email only where the viewer's rules show other people's contact details. */
const personFor = (viewer: Viewer, person: DriverShape & { roleId: number }): DriverShape =>
  contactShownFor(viewer.caller, viewer.rules, person.pk) ? asDriver(person) : { ...asDriver(person), email: null, phone: null };

/**
 * A booking the viewer may see only as "Booked" (visibility rules): when and
 * which vehicle, never who drives it, why, or a link to any person.
 */
function maskedBooking(booking: Booking): Booking {
  return {
    ...booking,
    driver: null,
    secondary_drivers: [],
    address: null,
    location: null,
    address_features: null,
    cost_centre: null,
    manager: null,
    purpose_of_trip: null,
    booking_tags: [],
    reason_for_change: null,
    created_by: null,
    multi_booking_id: null,
    extra_data: null,
    start_odometer: null,
    end_odometer: null,
    allowed_actions: [],
    is_masked: true,
  };
}

/**
 * Bookings in the spec §3 shape, as the caller sees them (allowed_actions).
 * Related rows are read once per table for the whole batch.
 */
export async function serializeBookings(db: Database, scope: OrganisationScope, rows: BookingRow[], now: Date): Promise<Booking[]> {
  if (rows.length === 0) return [];
  const bookingIds = rows.map((row) => row.id);
  const branchIds = unique(rows.flatMap((row) => [row.branchId, row.destinationBranchId]));
  const secondaryRows = await db
    .select({ bookingId: bookingSecondaryDrivers.bookingId, extensionId: bookingSecondaryDrivers.employeeExtensionId })
    .from(bookingSecondaryDrivers)
    .where(and(inOrganisation(bookingSecondaryDrivers.organisationId, scope), inArray(bookingSecondaryDrivers.bookingId, bookingIds)));
  const pending = rows.some((row) => row.status === 'Pending Approval' && !row.isDeleted);
  const costCentreIds = unique(rows.map((row) => row.costCentreId));
  const creatorIds = unique(rows.map((row) => row.createdByUserId));
  const [branchRows, hubRows, vehicleRows, people, tagGroups, tagRows, costCentreRows, creators, approvalInputs, reach, viewer] = await Promise.all([
    db
      .select({ id: branches.id, name: branches.name, branchType: branches.branchType, branchTimezone: branches.branchTimezone, location: branches.location })
      .from(branches)
      .where(and(inOrganisation(branches.organisationId, scope), inArray(branches.id, branchIds))),
    db
      .select({ branchId: branchRelations.toBranchId, hubName: branches.name })
      .from(branchRelations)
      .innerJoin(branches, eq(branches.id, branchRelations.fromBranchId))
      .where(
        and(
          inOrganisation(branchRelations.organisationId, scope),
          inArray(branchRelations.toBranchId, branchIds),
          eq(branches.branchType, 'hub'),
          eq(branches.isDeleted, false),
        ),
      )
      .orderBy(branches.name),
    db
      .select({
        id: vehicles.id,
        name: vehicles.name,
        vehicleClass: vehicles.vehicleClass,
        registrationNum: vehicles.registrationNum,
        serial: vehicles.serial,
        keyPickupLocation: vehicles.keyPickupLocation,
        vehiclePickupLocation: vehicles.vehiclePickupLocation,
      })
      .from(vehicles)
      .where(and(inOrganisation(vehicles.organisationId, scope), inArray(vehicles.id, unique(rows.map((row) => row.vehicleId))))),
    loadPeople(db, scope, unique([...rows.map((row) => row.driverId), ...secondaryRows.map((row) => row.extensionId)])),
    tagGroupsOf(db, scope, 'booking'),
    db
      .select({ bookingId: bookingTagValues.bookingId, tagGroupId: bookingTagValues.tagGroupId, value: bookingTagValues.value })
      .from(bookingTagValues)
      .where(and(inOrganisation(bookingTagValues.organisationId, scope), inArray(bookingTagValues.bookingId, bookingIds))),
    whenAny(costCentreIds, () =>
      db
        .select({ id: costCentres.id, name: costCentres.name })
        .from(costCentres)
        .where(and(inOrganisation(costCentres.organisationId, scope), inArray(costCentres.id, costCentreIds))),
    ),
    whenAny(creatorIds, () =>
      db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, creatorIds)),
    ),
    pending ? loadApprovalInputs(db, scope) : null,
    pending ? approverReach(db, scope) : null,
    // Read beside the related rows, not before them: no extra round trip per page.
    viewerOf(db, scope),
  ]);

  const branchById = byKey(branchRows, (row) => row.id);
  const hubByBranch = new Map<number, string>();
  for (const row of hubRows) if (!hubByBranch.has(row.branchId)) hubByBranch.set(row.branchId, row.hubName);
  const vehicleById = byKey(vehicleRows, (row) => row.id);
  const costCentreById = byKey(costCentreRows, (row) => row.id);
  const creatorById = byKey(creators, (row) => row.id);
  const secondaries = new Map<number, number[]>();
  for (const row of secondaryRows) secondaries.set(row.bookingId, [...(secondaries.get(row.bookingId) ?? []), row.extensionId]);
  const tags = groupTagValues(tagRows, (row) => row.bookingId);

  return rows.map((row) => {
    const secondaryIds = secondaries.get(row.id) ?? [];
    const serialized = serializeOne(row, secondaryIds);
    // A list leaves out what the viewer may not see at all; one booking asked for by id is shown as "Booked" at most.
    return bookingViewFor(viewer.caller, viewer.rules, { driverId: row.driverId, secondaryDriverIds: secondaryIds }) === 'full'
      ? serialized
      : maskedBooking(serialized);
  });

  function serializeOne(row: BookingRow, secondaryIds: number[]): Booking {
    const branch = branchById.get(row.branchId);
    const timeZone = branch?.branchTimezone || DEFAULT_BRANCH_TIMEZONE;
    const startClock = branchClock(row.startAt, timeZone);
    const endClock = branchClock(row.endAt, timeZone);
    const vehicle = vehicleById.get(row.vehicleId);
    const driver = people.get(row.driverId);
    const costCentre = row.costCentreId === null ? undefined : costCentreById.get(row.costCentreId);
    const creator = row.createdByUserId === null ? undefined : creatorById.get(row.createdByUserId);
    const bookingTags = tags.get(row.id);

    let canApprove = false;
    if (approvalInputs && reach && row.status === 'Pending Approval') {
      const decided = decideApproval(approvalInputs, {
        branchId: row.branchId,
        driverRoleId: driver?.roleId ?? null,
        durationMinutes: Math.round((row.endAt.getTime() - row.startAt.getTime()) / 60_000),
        tagGroupIds: [...(bookingTags ?? new Map<number, string[]>())].filter(([, value]) => holdsValue(value)).map(([id]) => id),
      });
      const kinds: ApproverKind[] = decided.approvers.length > 0 ? decided.approvers : ['branch_manager', 'admin'];
      canApprove = mayApprove(reach, row, kinds);
    }

    return {
      pk: row.id,
      branch: {
        pk: row.branchId,
        name: branch?.name ?? '',
        branch_type: branch?.branchType ?? null,
        hub_name: hubByBranch.get(row.branchId) ?? null,
        branch_timezone: timeZone,
        location: branch?.location ?? null,
      },
      vehicle: vehicle
        ? {
            pk: vehicle.id,
            name: vehicle.name,
            vehicle_class: vehicle.vehicleClass,
            registrations_num: vehicle.registrationNum,
            serial: vehicle.serial,
            extra_data: { key_pickup_location: vehicle.keyPickupLocation, vehicle_pickup_location: vehicle.vehiclePickupLocation },
          }
        : null,
      driver: driver ? personFor(viewer, driver) : null,
      secondary_drivers: secondaryIds.flatMap((id) => {
        const person = people.get(id);
        return person ? [personFor(viewer, person)] : [];
      }),
      destination: row.destinationBranchId === null ? null : { pk: row.destinationBranchId },
      address: row.address,
      location: row.location ?? null,
      address_features: (row.addressFeatures as Booking['address_features']) ?? null,
      cost_centre: costCentre ? { pk: costCentre.id, name: costCentre.name } : null,
      department: null,
      manager: row.manager,
      start_datetime: displayedInstant(row.startAt, startClock),
      end_datetime: displayedInstant(row.endAt, endClock),
      actual_booking_start_datetime: displayedIfAny(row.actualStartAt, timeZone),
      actual_booking_end_datetime: displayedIfAny(row.actualEndAt, timeZone),
      status: { status_name: row.status as BookingStatus },
      internal_status: row.internalStatus,
      is_active: row.isActive,
      is_deleted: row.isDeleted,
      is_hidden: row.isHidden,
      is_overnight: row.isOvernight,
      purpose_of_trip: row.purposeOfTrip,
      booking_tags: userTagsOf(tagGroups, bookingTags),
      booking_type: row.bookingType,
      reason_for_change: row.reasonForChange,
      created_by: creator ? { pk: creator.id, name: `${creator.firstName} ${creator.lastName}`.trim() } : null,
      created_at: row.createdAt.toISOString(),
      is_recurring: row.isRecurring,
      recurring_pattern: row.recurringPattern,
      days_of_week: row.daysOfWeek,
      dates_of_month: row.datesOfMonth,
      ends_on: row.endsOn,
      multi_booking_id: row.multiBookingId,
      extra_data: row.extraData,
      branch_start_datetime: wallTimeOf(startClock),
      branch_end_datetime: wallTimeOf(endClock),
      day_count: dayCountOf(startClock, endClock),
      start_odometer: row.startOdometer,
      end_odometer: row.endOdometer,
      allowed_actions: allowedActions(scope, row, { now, canApprove, secondaryDriverIds: secondaryIds }),
    };
  }
}
