import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type, type Infer } from 'superstruct';
import {
  BOOKING_CALENDAR_MAX_BOOKINGS,
  BOOKING_CALENDAR_MAX_DAYS,
  BOOKING_CALENDAR_MAX_VEHICLES,
  BOOKED_PLACEHOLDER,
  BOOKING_STATUSES,
  DEFAULT_BRANCH_TIMEZONE,
  bookingViewFor,
  bookingCalendarMessages,
  maySeeHiddenBookings,
  parseBookingDateTime,
  type BookingCalendar,
  type BookingStatus,
  type CalendarBooking,
} from '@motorpool/api';
import type { Database } from '../db/database';
import { bookingSecondaryDrivers, bookings, branches, branchRelations, employeeExtensions, users, vehicles } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { queryMomentParameter, queryPkParameter } from '../http/query';
import { vehicleBlocks } from '../incidents/blocks';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { viewerOf } from '../visibility/rules';
import { allowedActions } from './access';
import { bookingListOrder, bookingListWhere, type BookingListFilters } from './list';

export type CalendarPlace = { kind: 'branch' | 'hub'; pk: number };
export type CalendarQuery = { place: CalendarPlace; from: string; to: string };
export type CalendarLimits = { bookings: number; vehicles: number };

const DEFAULT_LIMITS: CalendarLimits = { bookings: BOOKING_CALENDAR_MAX_BOOKINGS, vehicles: BOOKING_CALENDAR_MAX_VEHICLES };
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const invalid = (field: string, title: string) => badRequest(title, { fields: { [field]: title } });

/** The calendar's query string: each parameter checked alone here, the place and window as a whole by parseCalendarQuery. */
export const CalendarParameters = type({
  branch_pk: queryPkParameter('branch_pk'),
  hub_pk: queryPkParameter('hub_pk'),
  from: queryMomentParameter('from'),
  to: queryMomentParameter('to'),
});
export type CalendarParameters = Infer<typeof CalendarParameters>;

function place({ branch_pk, hub_pk }: CalendarParameters): CalendarPlace {
  if (branch_pk !== undefined && hub_pk !== undefined) throw invalid('hub_pk', bookingCalendarMessages.placeEither);
  if (branch_pk !== undefined) return { kind: 'branch', pk: branch_pk };
  if (hub_pk !== undefined) return { kind: 'hub', pk: hub_pk };
  throw invalid('branch_pk', bookingCalendarMessages.placeRequired);
}

/** The query's shape, checked before anything is read (the window's meaning waits for the branch's zone). */
export function parseCalendarQuery(parameters: CalendarParameters): CalendarQuery {
  const calendarPlace = place(parameters);
  if (parameters.from === undefined) throw invalid('from', bookingCalendarMessages.fromRequired);
  if (parameters.to === undefined) throw invalid('to', bookingCalendarMessages.toRequired);
  return { place: calendarPlace, from: parameters.from, to: parameters.to };
}

/** A date is midnight at the branch; a wall-clock time is read at the branch; an instant is itself. */
function instantOf(value: string, timeZone: string): Date {
  return parseBookingDateTime(DATE_ONLY.test(value) ? `${value}T00:00` : value, timeZone);
}

export function calendarWindow(query: CalendarQuery, timeZone: string): { from: Date; to: Date } {
  const from = instantOf(query.from, timeZone);
  const to = instantOf(query.to, timeZone);
  if (to.getTime() <= from.getTime()) throw invalid('to', bookingCalendarMessages.toBeforeFrom);
  // Counted in days at the branch, so a window over a daylight-saving change is not an hour short or long.
  if (to.getTime() > addDays(new TZDate(from.getTime(), timeZone), BOOKING_CALENDAR_MAX_DAYS).getTime()) {
    throw invalid('to', bookingCalendarMessages.tooLong);
  }
  return { from, to };
}

/**
 * The branches a calendar covers and the zone it is drawn in: the branch, or
 * the hub with the branches it serves (branch relations from the hub). Other
 * organisations' and deleted branches answer 404.
 */
async function placeBranches(db: Database, scope: OrganisationScope, place: CalendarPlace): Promise<{ timeZone: string; branchIds: number[] }> {
  const [branch] = await db
    .select({ id: branches.id, branchType: branches.branchType, timeZone: branches.branchTimezone })
    .from(branches)
    .where(and(inOrganisation(branches.organisationId, scope), eq(branches.id, place.pk), eq(branches.isDeleted, false)));
  if (!branch) throw notFound();
  const timeZone = branch.timeZone || DEFAULT_BRANCH_TIMEZONE;
  if (place.kind === 'branch') return { timeZone, branchIds: [branch.id] };
  if (branch.branchType !== 'hub') throw invalid('hub_pk', bookingCalendarMessages.notAHub);
  const served = await db
    .select({ id: branchRelations.toBranchId })
    .from(branchRelations)
    .innerJoin(branches, eq(branches.id, branchRelations.toBranchId))
    .where(and(inOrganisation(branchRelations.organisationId, scope), eq(branchRelations.fromBranchId, branch.id), eq(branches.isDeleted, false)));
  return { timeZone, branchIds: [...new Set([branch.id, ...served.map((row) => row.id)])] };
}

/** Deleted bookings never; hidden ones only for managers; the window as overlap (end > from, start < to). */
function calendarFilters(scope: OrganisationScope, window: { from: Date; to: Date }): BookingListFilters {
  return {
    ordering: 'start_datetime',
    // Spec §4 "Hidden" is for those who tidy the lists: managers see hidden bookings (flagged); others do not.
    states: maySeeHiddenBookings(scope.tenancy) ? [...BOOKING_STATUSES, 'Hidden'] : null,
    isHidden: null,
    isDeleted: null,
    branchPk: null,
    vehiclePk: null,
    driverPk: null,
    multiBookingId: null,
    search: null,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
    exportFormat: null,
  };
}

/** The secondary drivers of the window's bookings: a secondary driver sees the booking as their own. */
async function secondaryDriversOf(db: Database, scope: OrganisationScope, bookingIds: number[]): Promise<Map<number, number[]>> {
  const byBooking = new Map<number, number[]>();
  if (bookingIds.length === 0) return byBooking;
  const rows = await db
    .select({ bookingId: bookingSecondaryDrivers.bookingId, extensionId: bookingSecondaryDrivers.employeeExtensionId })
    .from(bookingSecondaryDrivers)
    .where(and(inOrganisation(bookingSecondaryDrivers.organisationId, scope), inArray(bookingSecondaryDrivers.bookingId, bookingIds)));
  for (const row of rows) byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), row.extensionId]);
  return byBooking;
}

async function namesById(rows: Promise<{ id: number; name: string }[]>): Promise<Map<number, string>> {
  return new Map((await rows).map((row) => [row.id, row.name]));
}

/**
 * `GET booking-calendar/`: the window's bookings of a branch or hub as the
 * caller may see them (drivers their own, through the lists' own scope), and
 * the vehicles that make the timeline's rows, with the incidents' blocks on
 * them. Both are capped; `truncated` says when something was left out.
 */
export async function bookingCalendar(
  db: Database,
  scope: OrganisationScope,
  query: CalendarQuery,
  now: Date,
  limits: CalendarLimits = DEFAULT_LIMITS,
): Promise<BookingCalendar> {
  const { timeZone, branchIds } = await placeBranches(db, scope, query.place);
  const window = calendarWindow(query, timeZone);
  const filters = calendarFilters(scope, window);
  const viewer = await viewerOf(db, scope);
  // Every booking of the window is read, whatever the viewer's rules: one they may not see is still drawn, as "Booked", so no one books into a slot that looks free.
  const where = and(
    await bookingListWhere(db, scope, 'bookings', filters, { ...viewer, rules: { ...viewer.rules, others_bookings: 'booked' } }),
    inArray(bookings.branchId, branchIds),
  );
  const [bookingRows, vehicleRows] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(...bookingListOrder(filters))
      .limit(limits.bookings + 1),
    db
      .select({
        pk: vehicles.id,
        name: vehicles.name,
        registrations_num: vehicles.registrationNum,
        vehicle_class: vehicles.vehicleClass,
        branch_pk: vehicles.branchId,
      })
      .from(vehicles)
      .where(
        and(inOrganisation(vehicles.organisationId, scope), inArray(vehicles.branchId, branchIds), eq(vehicles.isActive, true), eq(vehicles.isDeleted, false)),
      )
      .orderBy(asc(vehicles.name), asc(vehicles.id))
      .limit(limits.vehicles + 1),
  ]);
  const shown = bookingRows.slice(0, limits.bookings);
  const shownVehicles = vehicleRows.slice(0, limits.vehicles);
  const driverIds = [...new Set(shown.map((row) => row.driverId))];
  const vehicleIds = [...new Set(shown.map((row) => row.vehicleId))];
  const [driverNames, vehicleNames, blocks] = await Promise.all([
    driverIds.length === 0
      ? new Map<number, string>()
      : namesById(
          db
            .select({ id: employeeExtensions.id, firstName: users.firstName, lastName: users.lastName })
            .from(employeeExtensions)
            .innerJoin(users, eq(users.id, employeeExtensions.userId))
            .where(and(inOrganisation(employeeExtensions.organisationId, scope), inArray(employeeExtensions.id, driverIds)))
            .then((rows) => rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`.trim() }))),
        ),
    vehicleIds.length === 0
      ? new Map<number, string>()
      : namesById(
          db
            .select({ id: vehicles.id, name: vehicles.name })
            .from(vehicles)
            .where(and(inOrganisation(vehicles.organisationId, scope), inArray(vehicles.id, vehicleIds))),
        ),
    // A block that begins after the window is not drawn in it.
    vehicleBlocks(
      db,
      scope,
      shownVehicles.map((vehicle) => vehicle.pk),
      window.to,
    ),
  ]);
  const secondaryIds = await secondaryDriversOf(
    db,
    scope,
    shown.map((row) => row.id),
  );
  const calendarBookings: CalendarBooking[] = shown.map((row) => {
    const inFull = bookingViewFor(viewer.caller, viewer.rules, { driverId: row.driverId, secondaryDriverIds: secondaryIds.get(row.id) ?? [] }) === 'full';
    return {
      pk: row.id,
      vehicle_pk: row.vehicleId,
      branch_pk: row.branchId,
      start: row.startAt.toISOString(),
      end: row.endAt.toISOString(),
      status: row.status as BookingStatus,
      internal_status: row.internalStatus,
      is_hidden: row.isHidden,
      is_deleted: row.isDeleted,
      driver_name: inFull ? (driverNames.get(row.driverId) ?? '') : BOOKED_PLACEHOLDER,
      vehicle_name: vehicleNames.get(row.vehicleId) ?? '',
      // Approval does not bear on editing, so the approver check the lists make is skipped here.
      editable: inFull && allowedActions(scope, row, { now, canApprove: false }).includes('edit'),
      // Only a masked booking says so, so the full ones keep the shape the calendar always had.
      ...(inFull ? {} : { is_masked: true }),
    };
  });
  return {
    branch_timezone: timeZone,
    window: { from: window.from.toISOString(), to: window.to.toISOString() },
    vehicles: shownVehicles,
    bookings: calendarBookings,
    blocks: [...blocks].map(([vehicle, block]) => ({ vehicle, ...block })),
    truncated: bookingRows.length > limits.bookings || vehicleRows.length > limits.vehicles,
  };
}
