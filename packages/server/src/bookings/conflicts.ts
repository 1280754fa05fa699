import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  ACTIVE_BOOKING_STATUSES,
  bookingMessage,
  bookingMessages,
  incidentMessages,
  type CheckBookingVehicleRequest,
  type CheckBookingVehicleResult,
} from '@motorpool/api';
import { findBranch } from '../branches/find';
import type { Database } from '../db/database';
import { bookings, vehicles } from '../db/schema';
import { HttpError } from '../http/errors';
import { blockedFromOf, blockMeets } from '../incidents/blocks';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { rulesFor } from './rules';
import { branchTimeZone, formatRange, missingReference, readBookingRange } from './validate';

/** SQLSTATE 23P01: the no-overlap exclusion constraint refused a row. Drivers wrap it, so the causes are searched too. */
export function isExclusionViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23P01') return true;
  }
  return false;
}

export const bufferMs = (minutes: number) => minutes * 60_000;

/**
 * Active bookings holding their vehicle over any of [start, blockedUntil):
 * the condition of the exclusion constraint `bookings_vehicle_no_overlap`
 * (join it to the vehicle in question).
 */
export function holdsOver(scope: OrganisationScope, start: Date, blockedUntil: Date): SQL {
  return and(
    inOrganisation(bookings.organisationId, scope),
    eq(bookings.isDeleted, false),
    inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
    sql`tstzrange(${bookings.startAt}, ${bookings.blockedUntil}, '[)') && tstzrange(${start.toISOString()}::timestamptz, ${blockedUntil.toISOString()}::timestamptz, '[)')`,
  ) as SQL;
}

/**
 * The first active booking of a vehicle whose blocked span [start, blocked_until)
 * meets [start, blockedUntil): the condition of the exclusion constraint
 * `bookings_vehicle_no_overlap`, so a buffer counts on both sides (each
 * booking carries its own). Used to name a clash, never to prevent one.
 */
export async function clashingBooking(
  db: Database,
  scope: OrganisationScope,
  vehicleId: number,
  start: Date,
  blockedUntil: Date,
  excludeIds: readonly number[] = [],
): Promise<{ id: number; startAt: Date; endAt: Date } | null> {
  const [row] = await db
    .select({ id: bookings.id, startAt: bookings.startAt, endAt: bookings.endAt })
    .from(bookings)
    .where(and(eq(bookings.vehicleId, vehicleId), holdsOver(scope, start, blockedUntil), ...excludeIds.map((id) => ne(bookings.id, id))))
    .orderBy(asc(bookings.startAt))
    .limit(1);
  return row ?? null;
}

/** The 409 title naming the clash: 'Vehicle X is already booked from … – …' at the branch, or the generic one. */
export function clashTitle(vehicleName: string, clash: { startAt: Date; endAt: Date } | null, timeZone: string): string {
  if (!clash) return bookingMessages.vehicleTakenUnknown;
  return bookingMessage(bookingMessages.vehicleTaken, { vehicle: vehicleName, range: formatRange(clash.startAt, clash.endAt, timeZone) });
}

/**
 * After the constraint refused a write: a 409 naming the booking that holds
 * the vehicle (read after the failed transaction ended, so it is committed).
 */
export async function vehicleTakenError(
  db: Database,
  scope: OrganisationScope,
  vehicle: { id: number; name: string },
  range: { start: Date; blockedUntil: Date },
  timeZone: string,
  excludeIds: readonly number[] = [],
): Promise<HttpError> {
  const clash = await clashingBooking(db, scope, vehicle.id, range.start, range.blockedUntil, excludeIds);
  return new HttpError(409, clashTitle(vehicle.name, clash, timeZone), { code: 'vehicle_taken' });
}

/** `POST bookings/check-booking-vehicle/`: would the vehicle be free for this range, with the branch's buffer, and not blocked by an incident? */
export async function checkBookingVehicle(db: Database, scope: OrganisationScope, input: CheckBookingVehicleRequest): Promise<CheckBookingVehicleResult> {
  const [vehicle] = await db
    .select({ id: vehicles.id, name: vehicles.name, branchId: vehicles.branchId })
    .from(vehicles)
    .where(and(inOrganisation(vehicles.organisationId, scope), eq(vehicles.id, input.vehicle.pk), eq(vehicles.isDeleted, false)));
  if (!vehicle) throw missingReference('vehicle');
  const branch = await findBranch(db, scope, vehicle.branchId);
  if (!branch) throw missingReference('branch');
  const timeZone = branchTimeZone(branch);
  const range = readBookingRange(input, timeZone);
  if (range.end <= range.start) return { available: false, title: bookingMessages.endBeforeStart };
  const rules = await rulesFor(db, scope, branch.id);
  const blockedUntil = new Date(range.end.getTime() + bufferMs(rules.buffer_minutes));
  const excluded = input.exclude_booking_pk ? [input.exclude_booking_pk] : [];
  const [blockedFrom, clash] = await Promise.all([
    blockedFromOf(db, scope, vehicle.id),
    clashingBooking(db, scope, vehicle.id, range.start, blockedUntil, excluded),
  ]);
  if (blockMeets(blockedFrom, blockedUntil)) return { available: false, title: incidentMessages.vehicleBlocked };
  return clash ? { available: false, title: clashTitle(vehicle.name, clash, timeZone) } : { available: true, title: null };
}
