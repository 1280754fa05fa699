import { and, asc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  bookingMessages,
  DEFAULT_BRANCH_TIMEZONE,
  incidentMessages,
  type AffectedBooking,
  type BookingStatus,
  type MoveAffectedBooking,
  type MovedBooking,
} from '@motorpool/api';
import { recordAudit } from '../bookings/audit';
import { holdsOver } from '../bookings/conflicts';
import { findBooking, type BookingRow } from '../bookings/find';
import { branchTimeZone } from '../bookings/validate';
import type { WriteContext } from '../bookings/write/notify';
import { saveUpdate } from '../bookings/write/persist';
import type { Database } from '../db/database';
import { bookings, branches, employeeExtensions, incidents, users, vehicles } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { assertMayManage, incidentCaller } from './access';
import { incidentReference, isBlocking } from './blocks';
import { notifyBookingMoved } from './notify';

export type IncidentRow = typeof incidents.$inferSelect;

/** Bookings a block holds up: not yet under way (an In-Progress trip is the driver's to bring back). */
const AFFECTED_STATUSES: readonly BookingStatus[] = ['Pending Approval', 'Approved'];

const NOT_AN_ALTERNATIVE = 'Choose one of the free vehicles of the same class at the booking’s branch.';

/**
 * From when the incident holds up its vehicle's bookings: its block's start,
 * or now while the block is only asked for (so a manager sees what setting
 * it would hit); null when it holds up nothing (closed, dismissed, lifted, no vehicle).
 */
export function blockSince(incident: IncidentRow, now: Date): Date | null {
  if (incident.status !== 'Open' || incident.vehicleId === null) return null;
  if (incident.blockedFrom !== null) return incident.blockedFrom;
  return incident.disallowVehicleForBookings ? now : null;
}

const isAffected = (booking: BookingRow, vehicleId: number, since: Date) =>
  booking.vehicleId === vehicleId && !booking.isDeleted && AFFECTED_STATUSES.includes(booking.status as BookingStatus) && booking.endAt > since;

type IncidentVehicle = { id: number; name: string; registrationNum: string; vehicleClass: string; branchId: number };

async function incidentVehicle(db: Database, scope: OrganisationScope, vehicleId: number): Promise<IncidentVehicle | undefined> {
  const [row] = await db
    .select({
      id: vehicles.id,
      name: vehicles.name,
      registrationNum: vehicles.registrationNum,
      vehicleClass: vehicles.vehicleClass,
      branchId: vehicles.branchId,
    })
    .from(vehicles)
    .where(and(inOrganisation(vehicles.organisationId, scope), eq(vehicles.id, vehicleId)));
  return row;
}

type Alternative = AffectedBooking['alternatives'][number];

/**
 * The vehicles a held-up booking could move to: active, not deleted, not
 * blocked themselves, of the blocked vehicle's class at the booking's branch,
 * and free over the span the booking holds (its buffer included), by the
 * exclusion constraint's own condition.
 */
async function alternativesFor(
  db: Database,
  scope: OrganisationScope,
  blocked: IncidentVehicle,
  booking: Pick<BookingRow, 'id' | 'branchId' | 'startAt' | 'blockedUntil'>,
): Promise<Alternative[]> {
  const blockedItself = sql`exists (select 1 from ${incidents} where ${incidents.vehicleId} = ${vehicles.id} and ${inOrganisation(incidents.organisationId, scope)} and ${isBlocking()})`;
  const taken = sql`exists (select 1 from ${bookings} where ${bookings.vehicleId} = ${vehicles.id} and ${ne(bookings.id, booking.id)} and ${holdsOver(scope, booking.startAt, booking.blockedUntil)})`;
  return db
    .select({ pk: vehicles.id, name: vehicles.name, registrations_num: vehicles.registrationNum })
    .from(vehicles)
    .where(
      and(
        inOrganisation(vehicles.organisationId, scope),
        eq(vehicles.branchId, booking.branchId),
        eq(vehicles.vehicleClass, blocked.vehicleClass),
        ne(vehicles.id, blocked.id),
        eq(vehicles.isActive, true),
        eq(vehicles.isDeleted, false),
        sql`not ${blockedItself}`,
        sql`not ${taken}`,
      ),
    )
    .orderBy(asc(vehicles.name), asc(vehicles.id));
}

function affectedWhere(scope: OrganisationScope, vehicleId: number, since: Date): SQL | undefined {
  return and(
    inOrganisation(bookings.organisationId, scope),
    eq(bookings.vehicleId, vehicleId),
    eq(bookings.isDeleted, false),
    inArray(bookings.status, [...AFFECTED_STATUSES]),
    gt(bookings.endAt, since),
  );
}

/**
 * `GET incidents/{pk}/affected-bookings/`: the vehicle's bookings that are
 * not under way and end after the block began (or after now, while it is only
 * asked for), in start order, each with the vehicles it could move to.
 */
export async function listAffectedBookings(db: Database, scope: OrganisationScope, incident: IncidentRow, now: Date): Promise<AffectedBooking[]> {
  const since = blockSince(incident, now);
  if (since === null || incident.vehicleId === null) return [];
  const blocked = await incidentVehicle(db, scope, incident.vehicleId);
  if (!blocked) return [];
  const rows = await db
    .select({
      booking: bookings,
      branchName: branches.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(bookings)
    .innerJoin(branches, eq(branches.id, bookings.branchId))
    .innerJoin(employeeExtensions, eq(employeeExtensions.id, bookings.driverId))
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(affectedWhere(scope, blocked.id, since))
    .orderBy(asc(bookings.startAt), asc(bookings.id));
  return Promise.all(
    rows.map(async ({ booking, branchName, firstName, lastName }) => ({
      booking: {
        pk: booking.id,
        status: booking.status,
        start_datetime: booking.startAt.toISOString(),
        end_datetime: booking.endAt.toISOString(),
        driver: { pk: booking.driverId, name: `${firstName} ${lastName}`.trim() },
        vehicle: { pk: blocked.id, name: blocked.name },
        branch: { pk: booking.branchId, name: branchName },
      },
      alternatives: await alternativesFor(db, scope, blocked, booking),
    })),
  );
}

/** One incident of the organisation; another tenant's is no incident at all (404). */
export async function findIncident(db: Database, scope: OrganisationScope, pk: number): Promise<IncidentRow> {
  const [row] = await db
    .select()
    .from(incidents)
    .where(and(inOrganisation(incidents.organisationId, scope), eq(incidents.id, pk)));
  if (!row) throw notFound(incidentMessages.notFound);
  return row;
}

/** The incident, once the caller is found to manage it (its vehicle's branch and hub managers, admins): else 403. */
export async function managedIncident(db: Database, scope: OrganisationScope, userId: number, pk: number): Promise<IncidentRow> {
  const incident = await findIncident(db, scope, pk);
  const [caller, vehicle] = await Promise.all([
    incidentCaller(db, scope, userId),
    incident.vehicleId === null ? undefined : incidentVehicle(db, scope, incident.vehicleId),
  ]);
  assertMayManage(caller, vehicle?.branchId ?? null);
  return incident;
}

/**
 * `POST incidents/{pk}/affected-bookings/{booking_pk}/move/`: the held-up
 * booking goes to the vehicle named, or the first free one of its class, in
 * one transaction that takes the new vehicle under the same block check and
 * exclusion constraint as any booking write, with an audit entry naming the
 * incident. The driver hears which vehicle it uses now (incident_booking_moved).
 */
export async function moveAffectedBooking(context: WriteContext, incident: IncidentRow, bookingPk: number, input: MoveAffectedBooking): Promise<MovedBooking> {
  const { db, scope, now } = context;
  const since = blockSince(incident, now);
  const booking = await findBooking(db, scope, bookingPk);
  if (!booking) throw notFound(bookingMessages.notFound);
  const blocked = incident.vehicleId === null ? undefined : await incidentVehicle(db, scope, incident.vehicleId);
  if (since === null || !blocked || !isAffected(booking, blocked.id, since)) throw badRequest(incidentMessages.bookingNotAffected);

  const [alternatives, [branch]] = await Promise.all([
    alternativesFor(db, scope, blocked, booking),
    db
      .select()
      .from(branches)
      .where(and(inOrganisation(branches.organisationId, scope), eq(branches.id, booking.branchId))),
  ]);
  const wanted = input.vehicle ?? null;
  const target = wanted === null ? alternatives[0] : alternatives.find((vehicle) => vehicle.pk === wanted);
  if (!target && wanted !== null) throw badRequest(NOT_AN_ALTERNATIVE, { fields: { vehicle: NOT_AN_ALTERNATIVE } });
  if (!target) throw new HttpError(409, incidentMessages.noFreeVehicle, { code: 'no_free_vehicle' });

  const reference = incidentReference(incident.id);
  const reason = `Moved from ${blocked.name} to ${target.name}: ${reference} keeps ${blocked.name} off the road.`;
  const updated = await saveUpdate(
    context,
    booking,
    { vehicleId: target.pk },
    {
      vehicle: { id: target.pk, name: target.name },
      start: booking.startAt,
      blockedUntil: booking.blockedUntil,
      timeZone: branch ? branchTimeZone(branch) : DEFAULT_BRANCH_TIMEZONE,
      takesVehicle: true,
    },
    async (tx, saved) => {
      // Checked out or cancelled since it was read: it is no longer the block's to move.
      if (!AFFECTED_STATUSES.includes(saved.status as BookingStatus)) throw badRequest(incidentMessages.bookingNotAffected);
      await recordAudit(tx, {
        scope,
        bookingId: saved.id,
        actorUserId: context.actorUserId,
        action: 'updated',
        fromStatus: saved.status,
        toStatus: saved.status,
        reason,
        changes: { vehicle: { from: blocked.id, to: target.pk }, incident: reference },
      });
    },
  );
  await notifyBookingMoved(
    db,
    { scope, mailer: context.notify.mailer, config: context.notify.config },
    incident,
    updated.id,
    `${blocked.name} (${blocked.registrationNum})`,
    context.actorUserId,
  );
  return { message: incidentMessages.bookingMoved, booking: updated.id, vehicle: { pk: target.pk, name: target.name } };
}
