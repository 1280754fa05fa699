import { eq, inArray } from 'drizzle-orm';
import type { BookingStatus } from '@motorpool/api';
import { rulesFor } from '../bookings/rules';
import { estimateCost } from '../bookings/cost';
import { bufferMs } from '../bookings/conflicts';
import type { Database } from '../db/database';
import { anonymousScope } from '../registration/public-organisation';
import type { OrganisationScope } from '../tenancy/tenancy';
import {
  bookingAudits,
  bookings,
  bookingTrips,
  branches,
  employeeExtensions,
  incidentAudits,
  incidents,
  incidentTypes,
  organisations,
  users,
  vehicles,
} from '../db/schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * One booking of the demo's activity, placed by hours from the hour the demo
 * is seeded in (negative is the past). `returnedLate` marks a completed trip
 * that came back after its end; `km` the distance a finished trip drove.
 */
type DemoBooking = {
  organisation: string;
  vehicle: string;
  driver: string;
  fromHour: number;
  hours: number;
  status: BookingStatus;
  purpose: string;
  km?: number;
  returnedLate?: boolean;
  cancelReason?: string;
};

const demo = (booking: Omit<DemoBooking, 'organisation'>): DemoBooking => ({ organisation: 'Demo Fleet', ...booking });

/** A Demo Fleet trip of the past weeks, finished, that began `daysAgo` days before the seeding hour. */
const completed = ({ daysAgo, ...trip }: Omit<DemoBooking, 'organisation' | 'fromHour' | 'status'> & { daysAgo: number }): DemoBooking =>
  demo({ ...trip, fromHour: -daysAgo * 24, status: 'Completed' });

/**
 * What a fleet looks like on an ordinary day: trips over the past three
 * weeks, two cars out now (one of them overdue), departures later today and
 * this week, two requests waiting for approval and one cancellation. Vehicles
 * of one branch never overlap while active (the database refuses it).
 */
const DEMO_ACTIVITY: DemoBooking[] = [
  completed({ vehicle: 'Corolla Hybrid SC-01', driver: 'driver@demo.fleet', daysAgo: 21, hours: 7, purpose: 'Client visit, Penrith', km: 132 }),
  completed({ vehicle: 'HiLux Ute PA-01', driver: 'multi@demo.fleet', daysAgo: 19, hours: 9, purpose: 'Site inspection', km: 210 }),
  completed({ vehicle: 'Camry Hybrid SC-02', driver: 'admin@demo.fleet', daysAgo: 17, hours: 4, purpose: 'Board meeting', km: 38 }),
  completed({ vehicle: 'Ioniq 5 SC-03', driver: 'driver@demo.fleet', daysAgo: 14, hours: 6, purpose: 'Training day, Wollongong', km: 168 }),
  completed({ vehicle: 'Mazda3 PA-02', driver: 'branch.manager@demo.fleet', daysAgo: 12, hours: 3, purpose: 'Supplier meeting', km: 41 }),
  completed({ vehicle: 'Corolla Hybrid SC-01', driver: 'hub.manager@demo.fleet', daysAgo: 10, hours: 5, purpose: 'Hub audit', km: 77, returnedLate: true }),
  completed({ vehicle: 'Isuzu NPR Truck SC-04', driver: 'admin@demo.fleet', daysAgo: 8, hours: 8, purpose: 'Office move', km: 64 }),
  completed({ vehicle: 'HiLux Ute PA-01', driver: 'multi@demo.fleet', daysAgo: 6, hours: 6, purpose: 'Equipment delivery', km: 95 }),
  completed({ vehicle: 'Camry Hybrid SC-02', driver: 'driver@demo.fleet', daysAgo: 4, hours: 5, purpose: 'Client visit, Chatswood', km: 29 }),
  completed({ vehicle: 'Ioniq 5 SC-03', driver: 'admin@demo.fleet', daysAgo: 2, hours: 4, purpose: 'Airport pick-up', km: 36 }),
  completed({ vehicle: 'Mazda3 PA-02', driver: 'multi@demo.fleet', daysAgo: 1, hours: 6, purpose: 'Regional sales call', km: 118 }),
  // Out now: one due back in a few hours, one overdue.
  demo({ vehicle: 'Corolla Hybrid SC-01', driver: 'driver@demo.fleet', fromHour: -2, hours: 5, status: 'In-Progress', purpose: 'Client visit, Parramatta' }),
  demo({ vehicle: 'HiLux Ute PA-01', driver: 'multi@demo.fleet', fromHour: -7, hours: 5, status: 'In-Progress', purpose: 'Site inspection' }),
  // Departures later today and this week.
  demo({ vehicle: 'Camry Hybrid SC-02', driver: 'driver@demo.fleet', fromHour: 2, hours: 3, status: 'Approved', purpose: 'Team offsite' }),
  demo({ vehicle: 'Mazda3 PA-02', driver: 'branch.manager@demo.fleet', fromHour: 3, hours: 4, status: 'Approved', purpose: 'Supplier meeting' }),
  demo({ vehicle: 'Ioniq 5 SC-03', driver: 'admin@demo.fleet', fromHour: 26, hours: 4, status: 'Approved', purpose: 'Quarterly review' }),
  demo({ vehicle: 'Corolla Hybrid SC-01', driver: 'driver@demo.fleet', fromHour: 50, hours: 4, status: 'Approved', purpose: 'Client visit, Penrith' }),
  demo({ vehicle: 'Mazda3 PA-02', driver: 'multi@demo.fleet', fromHour: 74, hours: 5, status: 'Approved', purpose: 'Regional sales call' }),
  // Waiting for approval.
  demo({
    vehicle: 'Camry Hybrid SC-02',
    driver: 'multi@demo.fleet',
    fromHour: 28,
    hours: 4,
    status: 'Pending Approval',
    purpose: 'Conference, Darling Harbour',
  }),
  demo({ vehicle: 'HiLux Ute PA-01', driver: 'driver@demo.fleet', fromHour: 52, hours: 4, status: 'Pending Approval', purpose: 'Equipment pick-up' }),
  demo({
    vehicle: 'Isuzu NPR Truck SC-04',
    driver: 'admin@demo.fleet',
    fromHour: 48,
    hours: 4,
    status: 'Cancelled',
    purpose: 'Warehouse move',
    cancelReason: 'Move postponed to next month',
  }),
  {
    organisation: 'Harbour City FleetShare',
    vehicle: 'RAV4 Hybrid HC-02',
    driver: 'multi@demo.fleet',
    fromHour: -3 * 24,
    hours: 6,
    status: 'Completed',
    purpose: 'Weekend trip',
    km: 154,
  },
  {
    organisation: 'Harbour City FleetShare',
    vehicle: 'Tesla Model 3 HC-01',
    driver: 'multi@demo.fleet',
    fromHour: 24,
    hours: 5,
    status: 'Approved',
    purpose: 'Beach day',
  },
];

/**
 * Two incidents on Demo Fleet's finished trips, so the incidents page has
 * something to show: a chipped windscreen repaired and closed, and body
 * damage still open for a manager to verify. Neither blocks its vehicle, so
 * the bookings above stay as they are.
 */
type DemoIncident = {
  trip: { vehicle: string; daysAgo: number };
  type: string;
  subType: string;
  reporter: string;
  description: string;
  closed?: { by: string; note: string; repairCost: number; daysOffRoad: number };
};

const DEMO_INCIDENTS: DemoIncident[] = [
  {
    trip: { vehicle: 'Ioniq 5 SC-03', daysAgo: 14 },
    type: 'Damage',
    subType: 'Windscreen',
    reporter: 'driver@demo.fleet',
    description: 'Stone chip on the windscreen on the M1 near Wollongong.',
    closed: { by: 'admin@demo.fleet', note: 'Chip repaired by the glass service.', repairCost: 120, daysOffRoad: 1 },
  },
  {
    trip: { vehicle: 'Camry Hybrid SC-02', daysAgo: 4 },
    type: 'Damage',
    subType: 'Body',
    reporter: 'driver@demo.fleet',
    description: 'Scratch on the rear bumper found on return, Chatswood car park.',
  },
];

/** What each status's audit trail shows, in order, after the booking was made. */
const TRAIL: Record<string, { action: string; from: BookingStatus; to: BookingStatus }[]> = {
  'Pending Approval': [],
  Approved: [{ action: 'approve', from: 'Pending Approval', to: 'Approved' }],
  'In-Progress': [
    { action: 'approve', from: 'Pending Approval', to: 'Approved' },
    { action: 'check_out', from: 'Approved', to: 'In-Progress' },
  ],
  Completed: [
    { action: 'approve', from: 'Pending Approval', to: 'Approved' },
    { action: 'check_out', from: 'Approved', to: 'In-Progress' },
    { action: 'check_in', from: 'In-Progress', to: 'Completed' },
  ],
  Cancelled: [{ action: 'cancel', from: 'Pending Approval', to: 'Cancelled' }],
};

type Placed = {
  booking: DemoBooking;
  scope: OrganisationScope;
  vehicle: typeof vehicles.$inferSelect;
  branch: typeof branches.$inferSelect;
  driverId: number;
  userId: number;
};

/** Each booking with the rows it names, earliest first (odometers run forward). */
async function placed(db: Database): Promise<Placed[]> {
  const organisationRows = await db.select().from(organisations);
  const vehicleRows = await db.select().from(vehicles);
  const branchRows = await db.select().from(branches);
  const memberRows = await db
    .select({ id: employeeExtensions.id, organisationId: employeeExtensions.organisationId, userId: users.id, email: users.email })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId));
  const found: Placed[] = [];
  for (const booking of [...DEMO_ACTIVITY].sort((a, b) => a.fromHour - b.fromHour)) {
    const organisation = organisationRows.find((row) => row.name === booking.organisation);
    const vehicle = vehicleRows.find((row) => row.organisationId === organisation?.id && row.name === booking.vehicle);
    const branch = branchRows.find((row) => row.id === vehicle?.branchId);
    const member = memberRows.find((row) => row.organisationId === organisation?.id && row.email === booking.driver);
    if (!organisation || !vehicle || !branch || !member) throw new Error(`demo activity: ${booking.vehicle} or ${booking.driver} is not in the demo`);
    found.push({ booking, scope: anonymousScope(organisation), vehicle, branch, driverId: member.id, userId: member.userId });
  }
  return found;
}

/**
 * Seeds Demo Fleet's bookings around `now`, so that a newcomer's calendar,
 * lists and dashboard show a fleet at work on the day they first start it.
 * Run right after the demo itself is seeded into an empty database. The
 * vehicles' odometers end at their seeded readings plus what the finished
 * trips drove.
 */
export async function seedDemoActivity(db: Database, now: Date): Promise<number> {
  const thisHour = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
  const bookingsToSeed = await placed(db);
  await db.transaction(async (tx) => {
    const odometers = new Map<number, number>();
    const tripIds = new Map<DemoBooking, number>();
    for (const { booking, scope, vehicle, branch, driverId, userId } of bookingsToSeed) {
      const { organisationId } = scope;
      const rules = await rulesFor(tx, scope, branch.id);
      const startAt = new Date(thisHour.getTime() + booking.fromHour * HOUR);
      const endAt = new Date(startAt.getTime() + booking.hours * HOUR);
      const timeZone = branch.branchTimezone ?? 'UTC';
      const startOdometer = odometers.get(vehicle.id) ?? vehicle.odometer ?? 0;
      const driven = booking.status === 'Completed' ? (booking.km ?? 0) : 0;
      const returnedAt = booking.returnedLate ? new Date(endAt.getTime() + 2 * HOUR) : endAt;
      const started = booking.status === 'In-Progress' || booking.status === 'Completed';
      const [created] = await tx
        .insert(bookings)
        .values({
          organisationId,
          branchId: branch.id,
          vehicleId: vehicle.id,
          driverId,
          createdByUserId: userId,
          startAt,
          endAt,
          blockedUntil: new Date(endAt.getTime() + bufferMs(rules.buffer_minutes)),
          status: booking.status,
          internalStatus: booking.returnedLate ? 'Late Return' : null,
          purposeOfTrip: booking.purpose,
          extraData: { estimated_cost: estimateCost(vehicle, { start: startAt, end: endAt }, timeZone, booking.km ?? 0).estimated_cost },
          actualStartAt: started ? startAt : null,
          actualEndAt: booking.status === 'Completed' ? returnedAt : null,
          startOdometer: started ? startOdometer : null,
          endOdometer: booking.status === 'Completed' ? startOdometer + driven : null,
          createdAt: new Date(Math.min(startAt.getTime() - 2 * DAY, now.getTime())),
        })
        .returning({ id: bookings.id });
      if (!created) throw new Error('demo activity: booking insert returned nothing');
      if (started) {
        await tx.insert(bookingTrips).values({
          bookingId: created.id,
          organisationId,
          checkOutAt: startAt,
          checkInAt: booking.status === 'Completed' ? returnedAt : null,
          startOdometer,
          endOdometer: booking.status === 'Completed' ? startOdometer + driven : null,
          isLateReturn: booking.returnedLate ?? false,
        });
      }
      tripIds.set(booking, created.id);
      odometers.set(vehicle.id, startOdometer + driven);
      const steps = TRAIL[booking.status] ?? [];
      await tx.insert(bookingAudits).values([
        { bookingId: created.id, organisationId, actorUserId: userId, action: 'created', toStatus: 'Pending Approval' },
        ...steps.map((step) => ({
          bookingId: created.id,
          organisationId,
          actorUserId: userId,
          action: step.action,
          fromStatus: step.from,
          toStatus: step.to,
          reason: step.action === 'cancel' ? (booking.cancelReason ?? null) : null,
        })),
      ]);
    }
    for (const [vehicleId, odometer] of odometers) {
      await tx.update(vehicles).set({ odometer }).where(eq(vehicles.id, vehicleId));
    }
    await seedDemoIncidents(tx, bookingsToSeed, tripIds, thisHour);
  });
  return DEMO_ACTIVITY.length;
}

/** The demo incidents, each on the finished trip it names, reported the hour the trip ended. */
async function seedDemoIncidents(tx: Database, trips: readonly Placed[], tripIds: ReadonlyMap<DemoBooking, number>, thisHour: Date): Promise<void> {
  for (const incident of DEMO_INCIDENTS) {
    const trip = trips.find(({ booking }) => booking.vehicle === incident.trip.vehicle && booking.fromHour === -incident.trip.daysAgo * 24);
    const bookingId = trip ? tripIds.get(trip.booking) : undefined;
    if (!trip || bookingId === undefined) throw new Error(`demo activity: no trip of ${incident.trip.vehicle} ${incident.trip.daysAgo} days ago`);
    const { organisationId } = trip.scope;
    const types = await tx.select().from(incidentTypes).where(eq(incidentTypes.organisationId, organisationId));
    const type = types.find((row) => row.parentId === null && row.name === incident.type);
    const subType = types.find((row) => row.parentId === type?.id && row.name === incident.subType);
    const emails = [incident.reporter, ...(incident.closed ? [incident.closed.by] : [])];
    const people = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
    const userId = (email: string) => people.find((row) => row.email === email)?.id ?? null;
    if (!type || !subType) throw new Error(`demo activity: no incident type ${incident.type} — ${incident.subType}`);
    const reportedOn = new Date(thisHour.getTime() + (trip.booking.fromHour + trip.booking.hours) * HOUR);
    const closedAt = incident.closed ? new Date(reportedOn.getTime() + DAY) : null;
    const [created] = await tx
      .insert(incidents)
      .values({
        organisationId,
        bookingId,
        vehicleId: trip.vehicle.id,
        incidentTypeId: type.id,
        incidentSubTypeId: subType.id,
        reportedByUserId: userId(incident.reporter),
        reportedOn,
        description: incident.description,
        status: incident.closed ? 'Closed' : 'Open',
        isVerified: incident.closed !== undefined,
        resolutionNote: incident.closed?.note ?? null,
        repairCost: incident.closed?.repairCost ?? null,
        daysOffRoad: incident.closed?.daysOffRoad ?? null,
        closedAt,
        closedByUserId: incident.closed ? userId(incident.closed.by) : null,
        createdAt: reportedOn,
        modifiedAt: closedAt ?? reportedOn,
      })
      .returning({ id: incidents.id });
    if (!created) throw new Error('demo activity: incident insert returned nothing');
    await tx.insert(incidentAudits).values([
      { organisationId, incidentId: created.id, actorUserId: userId(incident.reporter), action: 'created', createdAt: reportedOn },
      ...(incident.closed && closedAt
        ? [
            { organisationId, incidentId: created.id, actorUserId: userId(incident.closed.by), action: 'verified', createdAt: closedAt },
            {
              organisationId,
              incidentId: created.id,
              actorUserId: userId(incident.closed.by),
              action: 'status_changed',
              changes: {
                status: ['Open', 'Closed'],
                resolution_note: incident.closed.note,
                repair_cost: incident.closed.repairCost,
                days_off_road: incident.closed.daysOffRoad,
              },
              createdAt: closedAt,
            },
          ]
        : []),
    ]);
  }
}
