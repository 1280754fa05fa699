import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { assign, optional, string, type, type Infer } from 'superstruct';
import {
  BOOKED_PLACEHOLDER,
  BOOKING_STATUSES,
  DEFAULT_BRANCH_TIMEZONE,
  contactShownFor,
  seesAllBookings,
  EXPORT_FORMATS,
  bookingDayCount,
  formatBookingDateTime,
  todayIso,
  type BookingListName,
  type ExportFormat,
} from '@motorpool/api';
import type { Database } from '../db/database';
import { bookings, bookingSecondaryDrivers, branchManagers, branchRelations, branches, employeeExtensions, users, vehicles } from '../db/schema';
import { csvSafe, sheetResponse, type Cell } from '../employees/transfer/export';
import {
  PageQuery,
  parseQueryPk,
  queryChoiceParameter,
  queryFlagParameter,
  queryMomentParameter,
  queryParameter,
  queryPkParameter,
  queryTextParameter,
  Refused,
} from '../http/query';
import { hubsEnabled } from '../settings/hubs';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import type { Viewer } from '../visibility/rules';
import { callerExtensionId } from './access';

/** Spec §4: the statuses plus the two states that outrank them. */
const LIST_STATES = [...BOOKING_STATUSES, 'Deleted', 'Hidden'] as const;
type ListState = (typeof LIST_STATES)[number];

export type BookingListFilters = {
  ordering: 'start_datetime' | '-start_datetime';
  states: ListState[] | null;
  isHidden: boolean | null;
  isDeleted: boolean | null;
  branchPk: number | null;
  vehiclePk: number | null;
  driverPk: number | null;
  multiBookingId: string | null;
  search: string | null;
  from: string | null;
  to: string | null;
  exportFormat: ExportFormat | null;
};

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `status=Pending,Approved`: every word one of the list states. */
const statesParameter = queryParameter((text): ListState[] | undefined | Refused => {
  if (text.trim() === '') return undefined;
  const states = text.split(',').map((part) => part.trim());
  const unknown = states.find((state) => !(LIST_STATES as readonly string[]).includes(state));
  return unknown === undefined ? (states as ListState[]) : new Refused(`Unknown status: ${unknown}.`);
});

/** The query of spec §7's booking lists (BookingListQuery), every value checked, in the order the answer names the first wrong one. */
export const BookingListQuery = assign(
  type({
    ordering: queryChoiceParameter(['start_datetime', '-start_datetime'] as const, 'ordering must be start_datetime or -start_datetime.', {
      emptyIsAbsent: false,
    }),
    status: statesParameter,
    search: queryTextParameter('search', 100),
    multi_booking_id: optional(string()),
    is_export: queryChoiceParameter(EXPORT_FORMATS, 'is_export must be csv or xlsx.', { emptyIsAbsent: false }),
    is_hidden: queryFlagParameter('is_hidden'),
    is_deleted: queryFlagParameter('is_deleted'),
    branch_pk: queryPkParameter('branch_pk'),
    vehicle_pk: queryPkParameter('vehicle_pk'),
    driver_pk: queryPkParameter('driver_pk'),
    from: queryMomentParameter('from'),
    to: queryMomentParameter('to'),
  }),
  PageQuery,
);
export type BookingListQuery = Infer<typeof BookingListQuery>;

export function bookingListFilters(query: BookingListQuery): BookingListFilters {
  const multiBookingId = query.multi_booking_id?.trim() ?? '';
  return {
    ordering: query.ordering ?? '-start_datetime',
    states: query.status ?? null,
    isHidden: query.is_hidden ?? null,
    isDeleted: query.is_deleted ?? null,
    branchPk: query.branch_pk ?? null,
    vehiclePk: query.vehicle_pk ?? null,
    driverPk: query.driver_pk ?? null,
    multiBookingId: multiBookingId === '' ? null : multiBookingId.slice(0, 64),
    search: query.search || null,
    from: query.from ?? null,
    to: query.to ?? null,
    exportFormat: query.is_export ?? null,
  };
}

function stateCondition(state: ListState): SQL | undefined {
  if (state === 'Deleted') return eq(bookings.isDeleted, true);
  if (state === 'Hidden') return and(eq(bookings.isDeleted, false), eq(bookings.isHidden, true));
  return and(eq(bookings.isDeleted, false), eq(bookings.isHidden, false), eq(bookings.status, state));
}

/** Deleted outranks Hidden, which outranks the status; lists hide both unless asked (spec §4, /hidden-bookings). */
function visibility(filters: BookingListFilters): SQL | undefined {
  if (filters.states) return or(...filters.states.map(stateCondition));
  const asked = [filters.isDeleted === true ? stateCondition('Deleted') : undefined, filters.isHidden === true ? stateCondition('Hidden') : undefined].filter(
    Boolean,
  );
  if (asked.length > 0) return or(...asked);
  return and(eq(bookings.isDeleted, false), eq(bookings.isHidden, false));
}

/** The caller's own bookings: as driver or as a secondary driver. */
function ownBookings(extensionId: number | null): SQL {
  if (extensionId === null) return sql`false`;
  return or(
    eq(bookings.driverId, extensionId),
    sql`exists (select 1 from ${bookingSecondaryDrivers} where ${bookingSecondaryDrivers.bookingId} = ${bookings.id} and ${bookingSecondaryDrivers.employeeExtensionId} = ${extensionId})`,
  ) as SQL;
}

/** Whether a row is shown in full (export cells, searches): the viewer's own bookings, or every booking when the viewer's rules show others' in full. */
function shownInFull(viewer: Viewer): SQL {
  if (seesAllBookings(viewer.caller) || viewer.rules.others_bookings === 'full') return sql`true`;
  return ownBookings(viewer.caller.employeeId);
}

/**
 * The branches whose bookings `my-branch-bookings` lists: those the caller
 * manages, their own branch and hub, and the branches their hub serves
 * (the hub's part only while the organisation has hubs on).
 */
async function callerBranchIds(db: Database, scope: OrganisationScope, extensionId: number | null): Promise<number[]> {
  if (extensionId === null) return [];
  const [managed, [own], hubsOn] = await Promise.all([
    db
      .select({ id: branchManagers.branchId })
      .from(branchManagers)
      .where(and(inOrganisation(branchManagers.organisationId, scope), eq(branchManagers.employeeExtensionId, extensionId))),
    db
      .select({ branchId: employeeExtensions.branchId, hubId: employeeExtensions.hubId })
      .from(employeeExtensions)
      .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.id, extensionId))),
    hubsEnabled(db, scope),
  ]);
  const ids = new Set(managed.map((row) => row.id));
  // With hubs off the caller keeps their own branch's reach: their hub and the branches it serves drop out.
  const homes = [own?.branchId ?? null, hubsOn ? (own?.hubId ?? null) : null].filter((id): id is number => id !== null);
  for (const id of homes) ids.add(id);
  if (hubsOn && homes.length > 0) {
    const served = await db
      .select({ id: branchRelations.toBranchId })
      .from(branchRelations)
      .innerJoin(branches, eq(branches.id, branchRelations.fromBranchId))
      .where(and(inOrganisation(branchRelations.organisationId, scope), inArray(branchRelations.fromBranchId, homes), eq(branches.branchType, 'hub')));
    for (const row of served) ids.add(row.id);
  }
  return [...ids];
}

/** A date bound is midnight at the booking's branch; an instant is itself. */
function bound(value: string): SQL {
  if (!DATE_ONLY.test(value)) return sql`${new Date(value).toISOString()}::timestamptz`;
  return sql`(${value}::timestamp at time zone coalesce((select ${branches.branchTimezone} from ${branches} where ${branches.id} = ${bookings.branchId}), ${DEFAULT_BRANCH_TIMEZONE}))`;
}

/** A search that is a record id also finds the booking of that id. */
function bookingIdOf(search: string): SQL | undefined {
  const pk = parseQueryPk(search);
  return pk === null ? undefined : eq(bookings.id, pk);
}

/** A search by name or email, and a driver filter, reach only the bookings the viewer sees in full: "Booked" must not answer "whose?". */
function searchCondition(search: string, viewer: Viewer): SQL {
  const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(
    bookingIdOf(search),
    sql`exists (select 1 from ${vehicles} where ${vehicles.id} = ${bookings.vehicleId} and (${vehicles.name} ilike ${pattern} or ${vehicles.registrationNum} ilike ${pattern}))`,
    sql`exists (select 1 from ${employeeExtensions} join ${users} on ${users.id} = ${employeeExtensions.userId}
      where ${employeeExtensions.id} = ${bookings.driverId}
      and ((${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern} or ${users.email} ilike ${pattern})) and ${shownInFull(viewer)}`,
  ) as SQL;
}

/**
 * Which bookings a list holds for the caller: the organisation's, narrowed by
 * the list, the caller's visibility rules (other drivers' bookings left out
 * when their role's rule hides them, as drivers' roles do by default, §6) and
 * the filters.
 */
export async function bookingListWhere(
  db: Database,
  scope: OrganisationScope,
  list: BookingListName,
  filters: BookingListFilters,
  viewer: Viewer,
): Promise<SQL | undefined> {
  const extensionId = callerExtensionId(scope);
  const othersLeftOut = viewer.rules.others_bookings === 'hidden' && !seesAllBookings(viewer.caller);
  const mine = list === 'my-bookings' || othersLeftOut ? ownBookings(extensionId) : undefined;
  const branchScope = list === 'my-branch-bookings' ? await callerBranchIds(db, scope, extensionId) : null;
  return and(
    inOrganisation(bookings.organisationId, scope),
    mine,
    branchScope === null ? undefined : branchScope.length === 0 ? sql`false` : inArray(bookings.branchId, branchScope),
    visibility(filters),
    filters.branchPk === null ? undefined : eq(bookings.branchId, filters.branchPk),
    filters.vehiclePk === null ? undefined : eq(bookings.vehicleId, filters.vehiclePk),
    filters.driverPk === null ? undefined : and(eq(bookings.driverId, filters.driverPk), shownInFull(viewer)),
    filters.multiBookingId === null ? undefined : eq(bookings.multiBookingId, filters.multiBookingId),
    filters.search === null ? undefined : searchCondition(filters.search, viewer),
    overlapsWindow(filters.from === null ? null : bound(filters.from), filters.to === null ? null : bound(filters.to)),
  );
}

/**
 * Bookings overlapping [from, to). With both bounds it is written as a range
 * overlap, which the GiST index bookings_organisation_branch_range_idx
 * serves: a window then reads only the bookings it shows, not the branch's
 * whole history before it.
 */
function overlapsWindow(from: SQL | null, to: SQL | null): SQL | undefined {
  if (from !== null && to !== null) return sql`tstzrange(${bookings.startAt}, ${bookings.endAt}) && tstzrange(${from}, ${to})`;
  if (from !== null) return sql`${bookings.endAt} > ${from}`;
  if (to !== null) return sql`${bookings.startAt} < ${to}`;
  return undefined;
}

/** By start time, ties by id, so pages never repeat or skip a row. */
export function bookingListOrder(filters: BookingListFilters): SQL[] {
  const direction = filters.ordering === 'start_datetime' ? asc : desc;
  return [direction(bookings.startAt), direction(bookings.id)];
}

export async function countBookings(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(bookings).where(where);
  return row?.value ?? 0;
}

const EXPORT_COLUMNS = [
  { key: 'pk', label: 'Booking ID' },
  { key: 'vehicle', label: 'Vehicle' },
  { key: 'registration', label: 'Registration' },
  { key: 'driver', label: 'Driver' },
  { key: 'driver_email', label: 'Driver Email' },
  { key: 'branch', label: 'Branch' },
  { key: 'start', label: 'Start Date-Time' },
  { key: 'end', label: 'End Date-Time' },
  { key: 'days', label: 'Days' },
  { key: 'status', label: 'Status' },
  { key: 'booking_type', label: 'Booking Type' },
  { key: 'purpose_of_trip', label: 'Purpose of Trip' },
  { key: 'created_by', label: 'Created By' },
] as const;

const EXPORT_BATCH_SIZE = 1_000;
const creators = alias(users, 'creators');

function exportPage(db: Database, where: SQL | undefined, filters: BookingListFilters, viewer: Viewer) {
  return db
    .select({
      inFull: sql<boolean>`${shownInFull(viewer)}`,
      booking: bookings,
      vehicle: { name: vehicles.name, registration: vehicles.registrationNum },
      driver: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      branch: { name: branches.name, timeZone: branches.branchTimezone },
      creator: { firstName: creators.firstName, lastName: creators.lastName },
    })
    .from(bookings)
    .innerJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .innerJoin(employeeExtensions, eq(employeeExtensions.id, bookings.driverId))
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .innerJoin(branches, eq(branches.id, bookings.branchId))
    .leftJoin(creators, eq(creators.id, bookings.createdByUserId))
    .where(where)
    .orderBy(...bookingListOrder(filters))
    .limit(EXPORT_BATCH_SIZE);
}

/** The export's rows, a batch at a time in the list's order (keyset on start time and id). */
async function* exportBatches(
  db: Database,
  where: SQL | undefined,
  filters: BookingListFilters,
  format: ExportFormat,
  viewer: Viewer,
): AsyncGenerator<Cell[][]> {
  const ascending = filters.ordering === 'start_datetime';
  let last: { startAt: Date; id: number } | null = null;
  for (;;) {
    const after: SQL | undefined = last
      ? ascending
        ? sql`(${bookings.startAt}, ${bookings.id}) > (${last.startAt.toISOString()}::timestamptz, ${last.id})`
        : sql`(${bookings.startAt}, ${bookings.id}) < (${last.startAt.toISOString()}::timestamptz, ${last.id})`
      : undefined;
    const rows = await exportPage(db, and(where, after), filters, viewer);
    if (rows.length === 0) return;
    yield rows.map(({ inFull, booking, vehicle, driver, branch, creator }) => {
      const timeZone = branch.timeZone || DEFAULT_BRANCH_TIMEZONE;
      // A booking the viewer sees as "Booked" keeps its vehicle and times, nothing of its people or purpose.
      const cells: Cell[] = [
        booking.id,
        vehicle.name,
        vehicle.registration,
        inFull ? `${driver.firstName} ${driver.lastName}`.trim() : BOOKED_PLACEHOLDER,
        inFull && contactShownFor(viewer.caller, viewer.rules, booking.driverId) ? driver.email : '',
        branch.name,
        formatBookingDateTime(booking.startAt, timeZone),
        formatBookingDateTime(booking.endAt, timeZone),
        bookingDayCount(booking.startAt, booking.endAt, timeZone),
        booking.isDeleted ? 'Deleted' : booking.isHidden ? 'Hidden' : booking.status,
        booking.bookingType ?? '',
        inFull ? (booking.purposeOfTrip ?? '') : '',
        inFull && creator ? `${creator.firstName} ${creator.lastName}`.trim() : '',
      ];
      return format === 'csv' ? cells.map(csvSafe) : cells;
    });
    const final = rows[rows.length - 1];
    if (!final || rows.length < EXPORT_BATCH_SIZE) return;
    last = { startAt: final.booking.startAt, id: final.booking.id };
  }
}

/** `is_export=csv|xlsx`: the whole filtered list (pages ignored), streamed. */
export async function bookingExportResponse(
  db: Database,
  where: SQL | undefined,
  filters: BookingListFilters,
  format: ExportFormat,
  now: Date,
  viewer: Viewer,
): Promise<Response> {
  const total = await countBookings(db, where);
  return sheetResponse(
    { name: 'Bookings', columns: EXPORT_COLUMNS, batches: () => exportBatches(db, where, filters, format, viewer) },
    format,
    `bookings-${todayIso(now)}.${format}`,
    total,
  );
}
