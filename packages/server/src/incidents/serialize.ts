import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_BRANCH_TIMEZONE, type Incident, type IncidentBooking, type IncidentVehicle } from '@motorpool/api';
import type { Database } from '../db/database';
import { bookings, branches, employeeExtensions, incidents, incidentTypes, users, vehicles } from '../db/schema';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { mayManage, type IncidentCaller } from './access';
import { incidentReference } from './blocks';

export type IncidentRow = typeof incidents.$inferSelect;

export const personName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

const ids = (values: readonly (number | null)[]) => [...new Set(values.filter((value): value is number => value !== null))];

/** What the answer names of the incidents' bookings, vehicles, people and types, read once for a page. */
export type IncidentRelations = {
  bookings: Map<number, IncidentBooking>;
  vehicles: Map<number, IncidentVehicle & { branchId: number; timeZone: string }>;
  /** Each booking's branch zone, for an incident about a booking without a vehicle of its own. */
  bookingZones: Map<number, string>;
  people: Map<number, { pk: number; name: string }>;
  users: Map<number, { pk: number; name: string }>;
  types: Map<number, { pk: number; name: string }>;
};

export async function loadIncidentRelations(db: Database, scope: OrganisationScope, rows: readonly IncidentRow[]): Promise<IncidentRelations> {
  const bookingIds = ids(rows.map((row) => row.bookingId));
  const [bookingRows, typeRows, userRows] = await Promise.all([
    bookingIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ booking: bookings, branch: { id: branches.id, name: branches.name, timeZone: branches.branchTimezone } })
          .from(bookings)
          .innerJoin(branches, eq(branches.id, bookings.branchId))
          .where(and(inOrganisation(bookings.organisationId, scope), inArray(bookings.id, bookingIds))),
    db
      .select({ id: incidentTypes.id, name: incidentTypes.name })
      .from(incidentTypes)
      .where(
        and(
          inOrganisation(incidentTypes.organisationId, scope),
          inArray(incidentTypes.id, ids(rows.flatMap((row) => [row.incidentTypeId, row.incidentSubTypeId]))),
        ),
      ),
    loadUsers(db, ids(rows.flatMap((row) => [row.reportedByUserId, row.closedByUserId]))),
  ]);
  const vehicleIds = ids([...rows.map((row) => row.vehicleId), ...bookingRows.map((row) => row.booking.vehicleId)]);
  const personIds = ids([...rows.map((row) => row.personId), ...bookingRows.map((row) => row.booking.driverId)]);
  const [vehicleRows, personRows] = await Promise.all([
    vehicleIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ vehicle: vehicles, branch: { id: branches.id, name: branches.name, timeZone: branches.branchTimezone } })
          .from(vehicles)
          .innerJoin(branches, eq(branches.id, vehicles.branchId))
          .where(and(inOrganisation(vehicles.organisationId, scope), inArray(vehicles.id, vehicleIds))),
    personIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: employeeExtensions.id, firstName: users.firstName, lastName: users.lastName })
          .from(employeeExtensions)
          .innerJoin(users, eq(users.id, employeeExtensions.userId))
          .where(and(inOrganisation(employeeExtensions.organisationId, scope), inArray(employeeExtensions.id, personIds))),
  ]);
  const people = new Map(personRows.map((row) => [row.id, { pk: row.id, name: personName(row) }]));
  const vehicleMap = new Map(
    vehicleRows.map(({ vehicle, branch }) => [
      vehicle.id,
      {
        pk: vehicle.id,
        name: vehicle.name,
        registrations_num: vehicle.registrationNum,
        vehicle_class: vehicle.vehicleClass,
        branch: { pk: branch.id, name: branch.name },
        branchId: branch.id,
        timeZone: branch.timeZone || DEFAULT_BRANCH_TIMEZONE,
      },
    ]),
  );
  const bookingMap = new Map(
    bookingRows.map(({ booking, branch }) => {
      const vehicle = vehicleMap.get(booking.vehicleId);
      const value: IncidentBooking = {
        pk: booking.id,
        status: booking.isDeleted ? 'Deleted' : booking.status,
        start_datetime: booking.startAt.toISOString(),
        end_datetime: booking.endAt.toISOString(),
        driver: people.get(booking.driverId) ?? { pk: booking.driverId, name: '' },
        vehicle: vehicle ? { pk: vehicle.pk, name: vehicle.name } : null,
        branch: { pk: branch.id, name: branch.name },
      };
      return [booking.id, value];
    }),
  );
  return {
    bookings: bookingMap,
    bookingZones: new Map(bookingRows.map(({ booking, branch }) => [booking.id, branch.timeZone || DEFAULT_BRANCH_TIMEZONE])),
    vehicles: vehicleMap,
    people,
    users: userRows,
    types: new Map(typeRows.map((row) => [row.id, { pk: row.id, name: row.name }])),
  };
}

async function loadUsers(db: Database, userIds: number[]): Promise<Map<number, { pk: number; name: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, { pk: row.id, name: personName(row) }]));
}

/** The branch the incident rules read: the vehicle's, else the booking's. */
export function branchOf(row: IncidentRow, relations: IncidentRelations): number | null {
  const vehicle = row.vehicleId === null ? undefined : relations.vehicles.get(row.vehicleId);
  if (vehicle) return vehicle.branchId;
  const booking = row.bookingId === null ? undefined : relations.bookings.get(row.bookingId);
  return booking?.branch.pk ?? null;
}

/** The zone the incident's times are read in: its vehicle's branch, else its booking's. */
function zoneOf(row: IncidentRow, relations: IncidentRelations): string {
  const vehicle = row.vehicleId === null ? undefined : relations.vehicles.get(row.vehicleId);
  if (vehicle) return vehicle.timeZone;
  return (row.bookingId === null ? undefined : relations.bookingZones.get(row.bookingId)) ?? DEFAULT_BRANCH_TIMEZONE;
}

export function serializeIncident(row: IncidentRow, relations: IncidentRelations, caller: IncidentCaller): Incident {
  const vehicle = row.vehicleId === null ? undefined : relations.vehicles.get(row.vehicleId);
  const ref = (map: Map<number, { pk: number; name: string }>, id: number | null) => (id === null ? null : (map.get(id) ?? null));
  return {
    pk: row.id,
    reference: incidentReference(row.id),
    booking: row.bookingId === null ? null : (relations.bookings.get(row.bookingId) ?? null),
    booking_trip_details: (row.bookingTripDetails as Incident['booking_trip_details']) ?? null,
    incident_type: relations.types.get(row.incidentTypeId) ?? { pk: row.incidentTypeId, name: '' },
    incident_sub_type: ref(relations.types, row.incidentSubTypeId),
    vehicle: vehicle
      ? { pk: vehicle.pk, name: vehicle.name, registrations_num: vehicle.registrations_num, vehicle_class: vehicle.vehicle_class, branch: vehicle.branch }
      : null,
    person: ref(relations.people, row.personId),
    is_critical: row.isCritical,
    is_verified: row.isVerified,
    disallow_vehicle_for_bookings: row.disallowVehicleForBookings,
    blocked_from: row.status === 'Open' && row.blockedFrom ? row.blockedFrom.toISOString() : null,
    address: row.address,
    location: row.location ?? null,
    address_features: row.addressFeatures ?? null,
    reported_on: row.reportedOn.toISOString(),
    reported_by: ref(relations.users, row.reportedByUserId),
    incident_tags: row.incidentTags,
    description: row.description,
    odometer: row.odometer,
    photos: row.photos,
    third_party: row.thirdParty ?? null,
    police: row.police ?? null,
    status: row.status,
    resolution_note: row.resolutionNote,
    repair_cost: row.repairCost,
    days_off_road: row.daysOffRoad,
    closed_on: row.closedAt ? row.closedAt.toISOString() : null,
    closed_by: ref(relations.users, row.closedByUserId),
    created_at: row.createdAt.toISOString(),
    modified_at: row.modifiedAt.toISOString(),
    may_manage: mayManage(caller, branchOf(row, relations)),
    time_zone: zoneOf(row, relations),
  };
}

export async function serializeIncidents(db: Database, caller: IncidentCaller, rows: readonly IncidentRow[]): Promise<Incident[]> {
  const relations = await loadIncidentRelations(db, caller.scope, rows);
  return rows.map((row) => serializeIncident(row, relations, caller));
}

export async function findIncident(db: Database, scope: OrganisationScope, pk: number): Promise<IncidentRow | undefined> {
  const [row] = await db
    .select()
    .from(incidents)
    .where(and(inOrganisation(incidents.organisationId, scope), eq(incidents.id, pk)));
  return row;
}
