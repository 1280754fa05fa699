import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_BRANCH_TIMEZONE, formatBookingDateTime, type ApproverKind } from '@motorpool/api';
import { approverUserIds } from '../bookings/approval';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { bookings, branches, employeeExtensions, incidentTypes, users, vehicles } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { deliverToMembers, type MemberRecipient } from '../messages/deliver';
import type { MessageVariables } from '../messages/defaults';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { listAffectedBookings } from './affected';
import { incidentReference } from './blocks';
import { personName, type IncidentRow } from './serialize';
import { readIncidentSettings } from './settings';
import type { IncidentChange } from './write';

export type IncidentNotifyContext = { scope: OrganisationScope; mailer: Mailer; config: Pick<ServerConfig, 'publicUrl'> };

/** Where a bell notification of an incident leads, inside the portal. */
export const incidentPath = (id: number) => `/incidents?view=${id}`;
const bookingPath = (id: number, asDriver: boolean) => (asDriver ? `/my-bookings/edit/${id}` : `/bookings/edit/${id}`);

/** The kinds of people who always hear of a critical incident (issue 19), whatever the settings add. */
const CRITICAL_ALWAYS: readonly ApproverKind[] = ['branch_manager', 'hub_manager'];

async function people(db: Database, userIds: readonly number[]): Promise<MemberRecipient[]> {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
}

/** The managers of these kinds at the branch; with no branch (an incident about a person) only the admins. */
async function managersAt(db: Database, scope: OrganisationScope, branchId: number | null, kinds: readonly ApproverKind[]): Promise<number[]> {
  if (branchId === null) return kinds.includes('admin') ? approverUserIds(db, scope, { branchId: 0 }, ['admin']) : [];
  return approverUserIds(db, scope, { branchId }, kinds);
}

/** What an incident message says of the incident, in its branch's time. */
async function incidentFacts(db: Database, scope: OrganisationScope, row: IncidentRow) {
  const [[type], [subType], [vehicle], [person], [reporter], [booking]] = await Promise.all([
    db
      .select({ name: incidentTypes.name })
      .from(incidentTypes)
      .where(and(inOrganisation(incidentTypes.organisationId, scope), eq(incidentTypes.id, row.incidentTypeId))),
    row.incidentSubTypeId === null
      ? Promise.resolve([])
      : db
          .select({ name: incidentTypes.name })
          .from(incidentTypes)
          .where(and(inOrganisation(incidentTypes.organisationId, scope), eq(incidentTypes.id, row.incidentSubTypeId))),
    row.vehicleId === null
      ? Promise.resolve([])
      : db
          .select({
            name: vehicles.name,
            registration: vehicles.registrationNum,
            branchId: branches.id,
            branch: branches.name,
            timeZone: branches.branchTimezone,
          })
          .from(vehicles)
          .innerJoin(branches, eq(branches.id, vehicles.branchId))
          .where(and(inOrganisation(vehicles.organisationId, scope), eq(vehicles.id, row.vehicleId))),
    row.personId === null
      ? Promise.resolve([])
      : db
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(employeeExtensions)
          .innerJoin(users, eq(users.id, employeeExtensions.userId))
          .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.id, row.personId))),
    row.reportedByUserId === null
      ? Promise.resolve([])
      : db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, row.reportedByUserId)),
    row.bookingId === null
      ? Promise.resolve([])
      : db
          .select({ branchId: branches.id, branch: branches.name, timeZone: branches.branchTimezone })
          .from(bookings)
          .innerJoin(branches, eq(branches.id, bookings.branchId))
          .where(and(inOrganisation(bookings.organisationId, scope), eq(bookings.id, row.bookingId))),
  ]);
  const place = vehicle ?? booking;
  const about = vehicle ? `${vehicle.name} (${vehicle.registration})` : row.bookingId !== null ? `Booking #${row.bookingId}` : person ? personName(person) : '';
  return {
    branchId: place?.branchId ?? null,
    vehicle: vehicle ? `${vehicle.name} (${vehicle.registration})` : '',
    values: {
      reference: incidentReference(row.id),
      incident_type: subType ? `${type?.name ?? ''} — ${subType.name}` : (type?.name ?? ''),
      about,
      branch: place?.branch ?? '',
      reporter: reporter ? personName(reporter) : '',
      reported_on: formatBookingDateTime(row.reportedOn, place?.timeZone || DEFAULT_BRANCH_TIMEZONE),
      description: row.description ?? '',
    },
  };
}

type IncidentCode = 'incident_reported' | 'incident_critical' | 'incident_status_changed';

async function deliverIncident<C extends IncidentCode>(
  db: Database,
  context: IncidentNotifyContext,
  code: C,
  row: IncidentRow,
  recipients: MemberRecipient[],
  variables: (recipient: MemberRecipient) => MessageVariables<C>,
) {
  await deliverToMembers(db, {
    organisationId: context.scope.organisationId,
    code,
    recipients,
    variables,
    bellUrl: () => incidentPath(row.id),
    mailer: context.mailer,
    context: context.config,
  });
}

/**
 * After an incident write committed: the people of the settings hear of a new
 * incident; the vehicle's branch and hub managers (and the settings' critical
 * list) of a critical one; the reporter of a change of status or a
 * verification; the affected bookings' drivers and managers of a block. Never
 * the person who acted. A failure is logged and never undoes the write.
 */
export async function notifyIncidentChange(
  db: Database,
  context: IncidentNotifyContext,
  change: IncidentChange,
  actorUserId: number,
  created: boolean,
): Promise<void> {
  try {
    const { scope } = context;
    const { row } = change;
    const facts = await incidentFacts(db, scope, row);
    const url = (recipient: MemberRecipient) => ({
      first_name: recipient.firstName,
      url: `${context.config.publicUrl}${incidentPath(row.id)}`,
      ...facts.values,
    });
    const notActor = (ids: readonly number[]) => ids.filter((id) => id !== actorUserId);
    const settings = created || change.becameCritical ? await readIncidentSettings(db, scope) : null;
    const criticalIds =
      change.becameCritical && settings
        ? notActor(await managersAt(db, scope, facts.branchId, [...new Set([...CRITICAL_ALWAYS, ...settings.notify_on_critical])]))
        : [];
    if (criticalIds.length > 0) await deliverIncident(db, context, 'incident_critical', row, await people(db, criticalIds), url);
    if (created && settings) {
      const told = new Set(criticalIds);
      const newIds = notActor(await managersAt(db, scope, facts.branchId, settings.notify_on_new)).filter((id) => !told.has(id));
      await deliverIncident(db, context, 'incident_reported', row, await people(db, newIds), url);
    }
    const news = change.reporterNews;
    if (news && row.reportedByUserId !== null && row.reportedByUserId !== actorUserId) {
      await deliverIncident(db, context, 'incident_status_changed', row, await people(db, [row.reportedByUserId]), (recipient) => ({
        ...url(recipient),
        change: news.change,
        note: news.note,
      }));
    }
    if (change.blocked && row.vehicleId !== null && row.blockedFrom !== null) {
      const held = await listAffectedBookings(db, scope, row, row.blockedFrom);
      await notifyVehicleBlocked(
        db,
        context,
        row,
        held.map((affected) => affected.booking.pk),
        actorUserId,
      );
    }
  } catch (error) {
    console.error(`[incidents] notifying incident ${change.row.id} failed`, error);
  }
}

/** A booking as the messages about a blocked vehicle name it, with who drives it and where. */
async function bookingFacts(db: Database, scope: OrganisationScope, bookingIds: readonly number[]) {
  if (bookingIds.length === 0) return [];
  const rows = await db
    .select({
      id: bookings.id,
      branchId: bookings.branchId,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      timeZone: branches.branchTimezone,
      driverUserId: users.id,
      driverFirstName: users.firstName,
      driverLastName: users.lastName,
      vehicle: vehicles.name,
      registration: vehicles.registrationNum,
    })
    .from(bookings)
    .innerJoin(branches, eq(branches.id, bookings.branchId))
    .innerJoin(employeeExtensions, eq(employeeExtensions.id, bookings.driverId))
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(and(inOrganisation(bookings.organisationId, scope), inArray(bookings.id, [...bookingIds])));
  return rows.map((row) => {
    const timeZone = row.timeZone || DEFAULT_BRANCH_TIMEZONE;
    return {
      ...row,
      driver: personName({ firstName: row.driverFirstName, lastName: row.driverLastName }),
      start: formatBookingDateTime(row.startAt, timeZone),
      end: formatBookingDateTime(row.endAt, timeZone),
      vehicleLabel: `${row.vehicle} (${row.registration})`,
    };
  });
}

async function incidentTypeLabel(db: Database, scope: OrganisationScope, incident: Pick<IncidentRow, 'incidentTypeId' | 'incidentSubTypeId'>): Promise<string> {
  const ids = incident.incidentSubTypeId === null ? [incident.incidentTypeId] : [incident.incidentTypeId, incident.incidentSubTypeId];
  const rows = await db
    .select({ id: incidentTypes.id, name: incidentTypes.name })
    .from(incidentTypes)
    .where(and(inOrganisation(incidentTypes.organisationId, scope), inArray(incidentTypes.id, ids)));
  return ids.map((id) => rows.find((row) => row.id === id)?.name ?? '').join(' — ');
}

type HeldBooking = Awaited<ReturnType<typeof bookingFacts>>[number];

/** What every message about a booking an incident holds up says, for one recipient (the driver's link or the managers'). */
function heldBookingVariables(
  context: IncidentNotifyContext,
  incident: Pick<IncidentRow, 'id'>,
  typeLabel: string,
  booking: HeldBooking,
  recipient: MemberRecipient,
) {
  return {
    first_name: recipient.firstName,
    reference: incidentReference(incident.id),
    incident_type: typeLabel,
    booking_number: String(booking.id),
    driver: booking.driver,
    start: booking.start,
    end: booking.end,
    vehicle: booking.vehicleLabel,
    url: `${context.config.publicUrl}${bookingPath(booking.id, recipient.userId === booking.driverUserId)}`,
  };
}

/** Sends one booking's message to its driver (the driver's link) and its branch's managers (the managers' link). */
async function deliverAboutBooking<C extends 'incident_vehicle_blocked' | 'incident_booking_moved'>(
  db: Database,
  context: IncidentNotifyContext,
  code: C,
  booking: { id: number; branchId: number; driverUserId: number },
  withManagers: boolean,
  actorUserId: number | null,
  variables: (recipient: MemberRecipient) => MessageVariables<C>,
) {
  const managerIds = withManagers ? await approverUserIds(db, context.scope, { branchId: booking.branchId }, ['branch_manager']) : [];
  const ids = [...new Set([booking.driverUserId, ...managerIds])].filter((id) => id !== actorUserId);
  await deliverToMembers(db, {
    organisationId: context.scope.organisationId,
    code,
    recipients: await people(db, ids),
    variables,
    bellUrl: (recipient) => bookingPath(booking.id, recipient.userId === booking.driverUserId),
    mailer: context.mailer,
    context: context.config,
  });
}

/**
 * `incident_vehicle_blocked`: tells the driver of each booking held up by the
 * block, and that booking's branch managers, that its vehicle is off the road
 * and a manager will move or cancel the booking. The incident write calls it
 * once when the block takes effect, for the bookings listAffectedBookings
 * lists then; the blocks work may call it for a booking it finds held up
 * later (one that won a race with the block). Never tells `actorUserId`; a failure is logged, never thrown.
 */
export async function notifyVehicleBlocked(
  db: Database,
  context: IncidentNotifyContext,
  incident: Pick<IncidentRow, 'id' | 'incidentTypeId' | 'incidentSubTypeId'>,
  bookingIds: readonly number[],
  actorUserId: number | null = null,
): Promise<void> {
  try {
    const [held, typeLabel] = await Promise.all([bookingFacts(db, context.scope, bookingIds), incidentTypeLabel(db, context.scope, incident)]);
    for (const booking of held) {
      await deliverAboutBooking(db, context, 'incident_vehicle_blocked', booking, true, actorUserId, (recipient) =>
        heldBookingVariables(context, incident, typeLabel, booking, recipient),
      );
    }
  } catch (error) {
    console.error(`[incidents] notifying the block of incident ${incident.id} failed`, error);
  }
}

/**
 * `incident_booking_moved`: tells the moved booking's driver which vehicle it
 * uses now. For the blocks work's move, after it committed; `previousVehicle`
 * is the blocked vehicle's "name (registration)". A failure is logged, never thrown.
 */
export async function notifyBookingMoved(
  db: Database,
  context: IncidentNotifyContext,
  incident: Pick<IncidentRow, 'id' | 'incidentTypeId' | 'incidentSubTypeId'>,
  bookingId: number,
  previousVehicle: string,
  actorUserId: number | null = null,
): Promise<void> {
  try {
    const [[booking], typeLabel] = await Promise.all([bookingFacts(db, context.scope, [bookingId]), incidentTypeLabel(db, context.scope, incident)]);
    if (!booking) return;
    await deliverAboutBooking(db, context, 'incident_booking_moved', booking, false, actorUserId, (recipient) => ({
      ...heldBookingVariables(context, incident, typeLabel, booking, recipient),
      previous_vehicle: previousVehicle,
    }));
  } catch (error) {
    console.error(`[incidents] notifying the move of booking ${bookingId} failed`, error);
  }
}
