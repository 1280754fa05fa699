import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { assign, type, type Infer } from 'superstruct';
import {
  ACTIVE_BOOKING_STATUSES,
  bookingMessage,
  bookingMessages,
  DEFAULT_BRANCH_TIMEZONE,
  isBookingDateTime,
  parseBookingDateTime,
  type Vehicle,
} from '@motorpool/api';
import { rulesFor } from '../bookings/rules';
import { findBranch } from '../branches/find';
import type { Database } from '../db/database';
import { bookings, employeeExtensions, vehicles } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import type { Page } from '../http/pagination';
import { queryParameter, queryPkParameter, Refused } from '../http/query';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { parseVehicleFilters, VehicleFilterParameters, vehicleFilterWhere, vehicleOrder, type VehicleListFilters } from './filters';
import { serializeVehicles } from './serialize';

const DAY_MS = 24 * 60 * 60_000;

export type VehicleSearch = {
  filters: VehicleListFilters & { branchId: number };
  start: string;
  end: string;
  driverId?: number;
  excludeBookingId?: number;
};

const fieldError = (name: string, message: string) => badRequest(message, { fields: { [name]: message } });

const DATE_TIME_PARTS = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;

/** isBookingDateTime lets the 30th of February or 25:00 through (Date rolls them over); a search must not. */
function namesRealMoment(value: string): boolean {
  const [, year, month, day, hour, minute, second = '0'] = DATE_TIME_PARTS.exec(value) ?? [];
  const date = `${year}-${month}-${day}`;
  const calendarDay = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(calendarDay.getTime()) && calendarDay.toISOString().startsWith(date) && Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60;
}

/** A booking date-time naming a real moment; blank counts as absent, which parseVehicleSearch refuses. */
const dateTimeParameter = (name: string) =>
  queryParameter((text) => {
    const value = text.trim();
    if (value === '') return undefined;
    return isBookingDateTime(value) && namesRealMoment(value) ? value : new Refused(`${name} must be a date-time such as 2026-11-23T09:00.`);
  });

/** VehicleSearchQuery of the contract: the list's filters plus the range, the driver and the booking being edited. */
export const VehicleSearchParameters = assign(
  VehicleFilterParameters,
  type({
    start_datetime: dateTimeParameter('start_datetime'),
    end_datetime: dateTimeParameter('end_datetime'),
    driver_pk: queryPkParameter('driver_pk'),
    exclude_booking_pk: queryPkParameter('exclude_booking_pk'),
  }),
);
export type VehicleSearchParameters = Infer<typeof VehicleSearchParameters>;

export function parseVehicleSearch(parameters: VehicleSearchParameters): VehicleSearch {
  const filters = parseVehicleFilters(parameters);
  if (filters.branchId === undefined) throw fieldError('branch_pk', bookingMessages.branchRequired);
  const { start_datetime: start, end_datetime: end } = parameters;
  if (start === undefined) throw fieldError('start_datetime', 'start_datetime is required.');
  if (end === undefined) throw fieldError('end_datetime', 'end_datetime is required.');
  return {
    filters: { ...filters, branchId: filters.branchId },
    start,
    end,
    driverId: parameters.driver_pk,
    excludeBookingId: parameters.exclude_booking_pk,
  };
}

/** The licence classes of a member of the organisation; another tenant's driver is no driver at all (404). */
async function licenceClassesOf(db: Database, scope: OrganisationScope, driverId: number): Promise<string[]> {
  const [driver] = await db
    .select({ classes: employeeExtensions.licenseClass })
    .from(employeeExtensions)
    .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.id, driverId), eq(employeeExtensions.isDeleted, false)));
  if (!driver) throw notFound('Driver not found.');
  return [...new Set(driver.classes.map((value) => value.trim().toUpperCase()).filter(Boolean))];
}

/**
 * The condition the exclusion constraint `bookings_vehicle_no_overlap` puts
 * on active bookings: a booking holds its vehicle over [start_at,
 * blocked_until), and the new one would hold it over [start, end + buffer).
 */
function freeOver(scope: OrganisationScope, start: Date, blockedUntil: Date, excludeBookingId: number | undefined): SQL {
  const clash = and(
    eq(bookings.vehicleId, vehicles.id),
    inOrganisation(bookings.organisationId, scope),
    eq(bookings.isDeleted, false),
    inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
    sql`${bookings.startAt} < ${blockedUntil.toISOString()}::timestamptz`,
    sql`${bookings.blockedUntil} > ${start.toISOString()}::timestamptz`,
    excludeBookingId === undefined ? undefined : ne(bookings.id, excludeBookingId),
  );
  return sql`not exists (select 1 from ${bookings} where ${clash})`;
}

/**
 * `GET vehicle-search/`: the active vehicles of the branch, under the list's
 * filters, that no active booking holds over the range (the branch's buffer
 * included) and, given a driver, whose class the driver's licence covers.
 * A vehicle an incident has blocked stays in the answer, marked `blocked`
 * with the reason, so the form can say why it cannot be booked; the save
 * refuses it (incidents/blocks.ts).
 */
export async function searchVehicles(
  db: Database,
  scope: OrganisationScope,
  search: VehicleSearch,
  page: Page,
): Promise<{ results: Vehicle[]; count: number }> {
  const branch = await findBranch(db, scope, search.filters.branchId);
  if (!branch) throw fieldError('branch_pk', 'Choose a branch of this organisation.');
  const timeZone = branch.branchTimezone || DEFAULT_BRANCH_TIMEZONE;
  const start = parseBookingDateTime(search.start, timeZone);
  const end = parseBookingDateTime(search.end, timeZone);
  if (end.getTime() <= start.getTime()) throw fieldError('end_datetime', bookingMessages.endBeforeStart);
  const [rules, classes, filtered] = await Promise.all([
    rulesFor(db, scope, branch.id),
    search.driverId === undefined ? undefined : licenceClassesOf(db, scope, search.driverId),
    vehicleFilterWhere(db, scope, search.filters),
  ]);
  // The same measure booking saves use (bookings/validate.ts), so a range search offers can be booked.
  if (end.getTime() - start.getTime() > rules.max_search_days * DAY_MS) {
    throw fieldError('end_datetime', bookingMessage(bookingMessages.maxDays, { days: rules.max_search_days }));
  }
  const blockedUntil = new Date(end.getTime() + rules.buffer_minutes * 60_000);
  const where = and(
    filtered,
    eq(vehicles.isActive, true),
    classes === undefined ? undefined : classes.length === 0 ? sql`false` : inArray(sql`upper(${vehicles.vehicleClass})`, classes),
    freeOver(scope, start, blockedUntil, search.excludeBookingId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vehicles)
      .where(where)
      .orderBy(...vehicleOrder(search.filters))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ value: count() }).from(vehicles).where(where),
  ]);
  return { results: await serializeVehicles(db, scope, rows), count: total?.value ?? 0 };
}
