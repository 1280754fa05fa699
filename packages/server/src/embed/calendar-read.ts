import { and, count, eq } from 'drizzle-orm';
import { embedMessages, type BookingCalendar, type BookingStatus, type CalendarBooking } from '@motorpool/api';
import { bookingCalendar, CalendarParameters, parseCalendarQuery } from '../bookings/calendar';
import { BranchListParameters, branchListOrder, branchListWhere, parseBranchListQuery } from '../branches/list';
import type { Database } from '../db/database';
import { bookings, branches, employeeExtensions, users, vehicles } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { listEnvelope } from '../http/pagination';
import { pageOf, PageQuery, parseQuery } from '../http/query';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

/** What one read-only call is answered from: the key's organisation, the key's options and the request. */
export type CalendarReadRequest = {
  db: Database;
  scope: OrganisationScope;
  /** The key's `show_driver_name`: without it the calendar names no driver. */
  showDriverName: boolean;
  /** The request's time, which decides whether a booking still reads as editable. */
  now: Date;
  /** The `{pk}` of the path, when it has one. */
  pk: number | null;
  /** The query string as text (QueryText); each call checks its parameters by the rules of the portal's route. */
  query: Readonly<Record<string, string>>;
};

/** A query parameter's allowed values; null lets any value through to the handler's own checks. */
type AllowedValues = readonly string[] | null;

export type CalendarReadCall = {
  /** Under `/api/v1/tfm/`; `{pk}` is a record's id. */
  path: string;
  /** Every query parameter the call may carry; any other is refused. */
  query: Readonly<Record<string, AllowedValues>>;
  /** The whole answer, written out field by field: only what the calendar shows, nothing a fuller answer happens to carry. */
  answer: (request: CalendarReadRequest) => Promise<unknown>;
};

const driverNameShown = (request: CalendarReadRequest, name: string) => (request.showDriverName ? name : '');

/**
 * The window's bookings and vehicle rows, field by field, so that what the
 * portal's calendar gains later does not reach partner pages unasked; a
 * read-only calendar edits nothing and names drivers only where its key allows.
 */
async function visibleWindow(request: CalendarReadRequest): Promise<BookingCalendar> {
  const calendar = await bookingCalendar(request.db, request.scope, parseCalendarQuery(parseQuery(CalendarParameters, request.query)), request.now);
  return {
    branch_timezone: calendar.branch_timezone,
    window: { from: calendar.window.from, to: calendar.window.to },
    vehicles: calendar.vehicles.map(({ pk, name, registrations_num, vehicle_class, branch_pk }) => ({ pk, name, registrations_num, vehicle_class, branch_pk })),
    bookings: calendar.bookings.map((booking) => ({
      pk: booking.pk,
      vehicle_pk: booking.vehicle_pk,
      branch_pk: booking.branch_pk,
      start: booking.start,
      end: booking.end,
      status: booking.status,
      is_hidden: booking.is_hidden,
      is_deleted: booking.is_deleted,
      driver_name: driverNameShown(request, booking.driver_name),
      vehicle_name: booking.vehicle_name,
      editable: false,
    })),
    truncated: calendar.truncated,
  };
}

/** The branch chooser's list: names, kinds and zones (the grid is drawn at the branch's clock). */
async function branchChooser(request: CalendarReadRequest) {
  const { db, scope } = request;
  const query = parseBranchListQuery(parseQuery(BranchListParameters, request.query));
  const page = pageOf(parseQuery(PageQuery, request.query));
  const where = branchListWhere(scope, query);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        pk: branches.id,
        name: branches.name,
        branch_type: branches.branchType,
        is_active: branches.isActive,
        branch_timezone: branches.branchTimezone,
      })
      .from(branches)
      .where(where)
      .orderBy(...branchListOrder(query))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ value: count() }).from(branches).where(where),
  ]);
  return listEnvelope(rows, total?.value ?? 0, page);
}

/**
 * One booking as the calendar's panel shows it, in the calendar's own shape.
 * What the calendar does not draw (hidden or deleted bookings, deleted
 * branches) answers 404, as if it did not exist.
 */
async function bookingPanel(request: CalendarReadRequest): Promise<CalendarBooking> {
  const { db, scope, pk } = request;
  if (pk === null) throw notFound();
  const [row] = await db
    .select({ booking: bookings, vehicleName: vehicles.name, firstName: users.firstName, lastName: users.lastName })
    .from(bookings)
    .innerJoin(branches, eq(branches.id, bookings.branchId))
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .innerJoin(employeeExtensions, eq(employeeExtensions.id, bookings.driverId))
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(
      and(
        inOrganisation(bookings.organisationId, scope),
        eq(bookings.id, pk),
        eq(bookings.isDeleted, false),
        eq(bookings.isHidden, false),
        eq(branches.isDeleted, false),
      ),
    );
  if (!row) throw notFound();
  const { booking } = row;
  return {
    pk: booking.id,
    vehicle_pk: booking.vehicleId,
    branch_pk: booking.branchId,
    start: booking.startAt.toISOString(),
    end: booking.endAt.toISOString(),
    status: booking.status as BookingStatus,
    is_hidden: false,
    is_deleted: false,
    driver_name: driverNameShown(request, `${row.firstName} ${row.lastName}`.trim()),
    vehicle_name: row.vehicleName,
    editable: false,
  };
}

/**
 * Everything a `calendar_read` widget token reaches: GETs of these paths with
 * these query parameters, each answered by its own function with the fields
 * the calendar shows (docs/embedding.md mirrors this table). widget-auth.ts
 * answers such a token's requests from here, so they never reach the API's
 * routes; any other path, method or parameter is refused with 403.
 */
export const CALENDAR_READ_CALLS: readonly CalendarReadCall[] = [
  { path: 'booking-calendar/', query: { from: null, to: null, branch_pk: null, hub_pk: null }, answer: visibleWindow },
  { path: 'branches/', query: { is_active: ['true'], ordering: null, page: null, page_size: null }, answer: branchChooser },
  { path: 'bookings/{pk}/', query: {}, answer: bookingPanel },
];

const TFM_PREFIX = '/api/v1/tfm/';

const patterns = CALENDAR_READ_CALLS.map(
  (call) => new RegExp(`^${call.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{pk\\}', '([1-9][0-9]{0,8})')}$`),
);

/** The table's call for this request and the path's pk; null when the read-only calendar may not make it. */
export function calendarReadCall(method: string, path: string): { call: CalendarReadCall; pk: number | null } | null {
  if (method !== 'GET' || !path.startsWith(TFM_PREFIX)) return null;
  const rest = path.slice(TFM_PREFIX.length);
  const withSlash = rest.endsWith('/') ? rest : `${rest}/`;
  for (const [index, pattern] of patterns.entries()) {
    const match = pattern.exec(withSlash);
    const call = CALENDAR_READ_CALLS[index];
    if (match && call) return { call, pk: match[1] === undefined ? null : Number(match[1]) };
  }
  return null;
}

/** The title quotes what the caller sent, cut short: a query string can be kilobytes long. */
const QUOTED_MAX_LENGTH = 60;

function refusedParameter(parameter: string) {
  const quoted = parameter.length > QUOTED_MAX_LENGTH ? `${parameter.slice(0, QUOTED_MAX_LENGTH)}…` : parameter;
  return forbidden(embedMessages.queryNotAllowedForScope.replace('{parameter}', quoted));
}

/** Refuses the first query parameter, or value, the call's allow-list does not hold. */
export function checkCalendarReadQuery(call: CalendarReadCall, parameters: URLSearchParams): void {
  for (const [name, value] of parameters) {
    if (!Object.hasOwn(call.query, name)) throw refusedParameter(name);
    const allowed = call.query[name];
    if (allowed && !allowed.includes(value)) throw refusedParameter(`${name}=${value}`);
  }
}
