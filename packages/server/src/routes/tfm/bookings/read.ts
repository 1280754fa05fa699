import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { assign, type } from 'superstruct';
import { todayIso, type BookingAuditEntry, type BookingListName, type BookingTrip, type DriverOption } from '@motorpool/api';
import type { AppEnv } from '../../../app-env';
import { authenticate } from '../../../auth/authenticate';
import { findBranch } from '../../../branches/find';
import { assertCanOperate, bookingOr404 } from '../../../bookings/actions';
import { callerExtensionId, isDriverOnly } from '../../../bookings/access';
import { bookingExportResponse, bookingListOrder, bookingListWhere, countBookings, BookingListQuery, bookingListFilters } from '../../../bookings/list';
import { serializeBookings } from '../../../bookings/serialize';
import { bookingAudits, bookings, bookingTrips, employeeExtensions, users } from '../../../db/schema';
import { tagGroupsOf, toTagGroup } from '../../../custom-fields/groups';
import { badRequest, notFound } from '../../../http/errors';
import { pathKey } from '../../../http/input';
import { PageQuery, pageOf, queryPkParameter, queryTextParameter, readQuery } from '../../../http/query';
import { listEnvelope } from '../../../http/pagination';
import { ACTIVE_MEMBER_STATUSES } from '../../../tenancy/memberships';
import { inOrganisation, organisationScope } from '../../../tenancy/tenancy';
import { assertSeesBookingInFull, viewerOf } from '../../../visibility/rules';

const whole = <T>(results: T[]) => ({ results, count: results.length, next_page: null });

const TripQuery = type({ booking_id: queryPkParameter('booking_id') });
const DriverQuery = assign(type({ branch_pk: queryPkParameter('branch_pk'), search: queryTextParameter('search', 100) }), PageQuery);
const BookingTagQuery = type({ branch_pk: queryPkParameter('branch_pk') });
const BOOKING_ID_REQUIRED = 'booking_id is required.';

/** The three lists of spec §7 share one handler: the list name narrows, the caller's role (§6) narrows, the filters narrow. */
async function listBookings(c: Context<AppEnv>, list: BookingListName) {
  const scope = c.get('scope');
  const db = c.get('db');
  const query = readQuery(c, BookingListQuery);
  const filters = bookingListFilters(query);
  const viewer = await viewerOf(db, scope);
  const where = await bookingListWhere(db, scope, list, filters, viewer);
  if (filters.exportFormat) return bookingExportResponse(db, where, filters, filters.exportFormat, c.get('clock')(), viewer);
  const page = pageOf(query);
  // The page is serialised while the count still runs: the two take about as long.
  const [results, total] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(...bookingListOrder(filters))
      .limit(page.pageSize)
      .offset(page.offset)
      .then((rows) => serializeBookings(db, scope, rows, c.get('clock')())),
    countBookings(db, where),
  ]);
  return c.json(listEnvelope(results, total, page));
}

/**
 * Reading bookings (spec §7): the lists with their filters and export, one
 * booking, its audit trail and trips, the drivers a booking may name and the
 * booking custom fields. Drivers read only their own bookings (§6).
 */
export const bookingReads = new Hono<AppEnv>()
  .get('/', (c) => listBookings(c, 'bookings'))
  .get('/:pk/', async (c) => {
    const scope = c.get('scope');
    const context = { db: c.get('db'), scope };
    const booking = await bookingOr404(context, pathKey(c.req.param('pk')));
    // Spec §6 keeps drivers to their own bookings unless their role's visibility rules show others' (in full or as "Booked", which the serializer masks).
    if ((await viewerOf(context.db, scope)).rules.others_bookings === 'hidden') await assertCanOperate(context, booking);
    const [serialized] = await serializeBookings(context.db, scope, [booking], c.get('clock')());
    return c.json(serialized);
  })
  .get('/:pk/audits/', async (c) => {
    const scope = c.get('scope');
    const context = { db: c.get('db'), scope };
    const booking = await bookingOr404(context, pathKey(c.req.param('pk')));
    await assertCanOperate(context, booking);
    await assertSeesBookingInFull(context.db, scope, booking);
    const rows = await context.db
      .select({ audit: bookingAudits, firstName: users.firstName, lastName: users.lastName })
      .from(bookingAudits)
      .leftJoin(users, eq(users.id, bookingAudits.actorUserId))
      .where(and(inOrganisation(bookingAudits.organisationId, scope), eq(bookingAudits.bookingId, booking.id)))
      .orderBy(asc(bookingAudits.id));
    const entries: BookingAuditEntry[] = rows.map(({ audit, firstName, lastName }) => ({
      pk: audit.id,
      action: audit.action,
      from_status: audit.fromStatus,
      to_status: audit.toStatus,
      reason: audit.reason,
      changes: (audit.changes as BookingAuditEntry['changes']) ?? null,
      actor: audit.actorUserId !== null && firstName !== null ? { pk: audit.actorUserId, name: `${firstName} ${lastName ?? ''}`.trim() } : null,
      created_at: audit.createdAt.toISOString(),
    }));
    return c.json(whole(entries));
  });

/** `my-bookings/`: the caller's own bookings, filtered as the bookings list. */
export const myBookingRoutes = new Hono<AppEnv>().use(authenticate, organisationScope).get('/', (c) => listBookings(c, 'my-bookings'));

/** `my-branch-bookings/`: the bookings of the branches the caller manages, filtered as the bookings list. */
export const myBranchBookingRoutes = new Hono<AppEnv>().use(authenticate, organisationScope).get('/', (c) => listBookings(c, 'my-branch-bookings'));

/** `booking-trips/?booking_id=`: the check-out and check-in trips of one booking. */
export const bookingTripRoutes = new Hono<AppEnv>().use(authenticate, organisationScope).get('/', async (c) => {
  const scope = c.get('scope');
  const context = { db: c.get('db'), scope };
  const bookingId = readQuery(c, TripQuery).booking_id;
  if (bookingId === undefined) throw badRequest(BOOKING_ID_REQUIRED, { fields: { booking_id: BOOKING_ID_REQUIRED } });
  const booking = await bookingOr404(context, bookingId);
  await assertCanOperate(context, booking);
  await assertSeesBookingInFull(context.db, scope, booking);
  const rows = await context.db
    .select()
    .from(bookingTrips)
    .where(and(inOrganisation(bookingTrips.organisationId, scope), eq(bookingTrips.bookingId, booking.id)))
    .orderBy(asc(bookingTrips.id));
  const trips: BookingTrip[] = rows.map((trip) => ({
    pk: trip.id,
    booking: trip.bookingId,
    check_out_at: trip.checkOutAt.toISOString(),
    check_in_at: trip.checkInAt?.toISOString() ?? null,
    start_odometer: trip.startOdometer,
    end_odometer: trip.endOdometer,
    distance: trip.startOdometer !== null && trip.endOdometer !== null ? trip.endOdometer - trip.startOdometer : null,
    is_late_return: trip.isLateReturn,
  }));
  return c.json(whole(trips));
});

/** Who a booking may name as driver: the caller alone for drivers (§6), otherwise the organisation's active members. */
export const driverRoutes = new Hono<AppEnv>().use(authenticate, organisationScope).get('/', async (c) => {
  const scope = c.get('scope');
  const db = c.get('db');
  const query = readQuery(c, DriverQuery);
  const page = pageOf(query);
  const branchPk = query.branch_pk ?? null;
  const search = query.search ?? '';
  const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const own = callerExtensionId(scope);
  const where = and(
    inOrganisation(employeeExtensions.organisationId, scope),
    eq(employeeExtensions.isDeleted, false),
    inArray(employeeExtensions.status, ACTIVE_MEMBER_STATUSES),
    isDriverOnly(scope.tenancy.permissions) ? (own === null ? sql`false` : eq(employeeExtensions.id, own)) : undefined,
    branchPk === null ? undefined : eq(employeeExtensions.branchId, branchPk),
    search === '' ? undefined : or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ extension: employeeExtensions, user: users })
      .from(employeeExtensions)
      .innerJoin(users, eq(users.id, employeeExtensions.userId))
      .where(where)
      .orderBy(asc(sql`lower(${users.firstName} || ' ' || ${users.lastName})`), asc(employeeExtensions.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db.select({ value: sql<number>`count(*)::int` }).from(employeeExtensions).innerJoin(users, eq(users.id, employeeExtensions.userId)).where(where),
  ]);
  const today = todayIso(c.get('clock')());
  const drivers: DriverOption[] = rows.map(({ extension, user }) => ({
    pk: extension.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    license_class: extension.licenseClass,
    license_valid_upto: extension.licenseValidUpto,
    can_book: extension.licenseValidUpto !== null && extension.licenseValidUpto >= today,
  }));
  return c.json(listEnvelope(drivers, total?.value ?? 0, page));
});

/** Booking custom fields (spec §3 booking_tags); branch_pk, when given, must be one of the organisation's branches. */
export const bookingTagReads = new Hono<AppEnv>().get('/', async (c) => {
  const scope = c.get('scope');
  const db = c.get('db');
  const branchPk = readQuery(c, BookingTagQuery).branch_pk;
  if (branchPk !== undefined && !(await findBranch(db, scope, branchPk))) throw notFound();
  const groups = await tagGroupsOf(db, scope, 'booking');
  return c.json(whole(groups.map(toTagGroup)));
});
