import { and, eq } from 'drizzle-orm';
import { type, type Infer } from 'superstruct';
import { bookingDayCount, bookingMessages, messages, type BookingCost } from '@motorpool/api';
import { findBranch } from '../branches/find';
import type { Database } from '../db/database';
import { vehicles } from '../db/schema';
import { badRequest } from '../http/errors';
import { parseQueryPk, queryParameter, Refused } from '../http/query';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { branchTimeZone, missingReference, readBookingRange, type TimeRange } from './validate';

/** Organisations have no currency setting yet; the product's fleets are Australian. */
export const BOOKING_CURRENCY = 'AUD';

type Rates = { dailyRate: number | null; ratePerKm: number | null };

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Spec §5 counts a booking's days as end date minus start date at the
 * branch, which makes a same-day booking zero days; it still uses the vehicle
 * for a day, so it bills one. Rates a vehicle lacks count as 0.
 */
export function estimateCost(vehicle: Rates, range: TimeRange, timeZone: string, distance: number): BookingCost {
  const days = Math.max(1, bookingDayCount(range.start, range.end, timeZone));
  return {
    currency: BOOKING_CURRENCY,
    days,
    distance,
    daily_rate: vehicle.dailyRate,
    rate_per_km: vehicle.ratePerKm,
    estimated_cost: cents(days * (vehicle.dailyRate ?? 0) + distance * (vehicle.ratePerKm ?? 0)),
  };
}

const DISTANCE_MESSAGE = 'Distance must be a number of kilometres from 0 to 100000';

function readDistance(text: string): number | Refused {
  if (text.trim() === '') return 0;
  const value = Number(text);
  return !Number.isFinite(value) || value < 0 || value > 100_000 ? new Refused(DISTANCE_MESSAGE) : value;
}

/**
 * `GET bookings/cost/?vehicle_pk&start_datetime&end_datetime&distance`. A
 * vehicle_pk that names no record counts as missing, and the three are
 * required together by bookingCost; the date-times are read at the branch.
 */
export const BookingCostQuery = type({
  vehicle_pk: queryParameter((text) => parseQueryPk(text) ?? undefined),
  start_datetime: queryParameter((text) => text),
  end_datetime: queryParameter((text) => text),
  distance: queryParameter(readDistance),
});
export type BookingCostQuery = Infer<typeof BookingCostQuery>;

export async function bookingCost(db: Database, scope: OrganisationScope, query: BookingCostQuery): Promise<BookingCost> {
  const { vehicle_pk: vehiclePk, start_datetime: start, end_datetime: end, distance = 0 } = query;
  if (vehiclePk === undefined) throw badRequest(messages.request.invalid, { fields: { vehicle_pk: 'Vehicle is required' } });
  if (start === undefined || end === undefined) {
    const fields = { ...(start ? {} : { start_datetime: 'Start date-time is required' }), ...(end ? {} : { end_datetime: 'End date-time is required' }) };
    throw badRequest(messages.request.invalid, { fields });
  }
  const [vehicle] = await db
    .select({ branchId: vehicles.branchId, dailyRate: vehicles.dailyRate, ratePerKm: vehicles.ratePerKm })
    .from(vehicles)
    .where(and(inOrganisation(vehicles.organisationId, scope), eq(vehicles.id, vehiclePk), eq(vehicles.isDeleted, false)));
  if (!vehicle) throw missingReference('vehicle');
  const branch = await findBranch(db, scope, vehicle.branchId);
  const timeZone = branchTimeZone(branch ?? { branchTimezone: null });
  const range = readBookingRange({ start_datetime: start, end_datetime: end }, timeZone);
  if (range.end <= range.start) throw badRequest(bookingMessages.endBeforeStart, { fields: { end_datetime: bookingMessages.endBeforeStart } });
  return estimateCost(vehicle, range, timeZone, distance);
}
