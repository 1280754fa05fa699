import { and, eq, inArray } from 'drizzle-orm';
import { bookingMessage, bookingMessages, displayedBookingStatus, type BookingAction, type BookingStatus } from '@motorpool/api';
import type { Database } from '../db/database';
import { employeeExtensions } from '../db/schema';
import { forbidden, HttpError } from '../http/errors';
import { ACTIVE_MEMBER_STATUSES } from '../tenancy/memberships';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import type { BookingRow } from './find';

/** The caller's membership (employee extension) in the organisation; null for a system admin acting without one. */
export function callerExtensionId(scope: OrganisationScope): number | null {
  return scope.tenancy.membership?.extensionId ?? null;
}

/**
 * Spec §6 "drivers": a role that drives and manages nothing. The Admin role
 * holds every permission (driver_user too), so holding driver_user alone
 * does not make a driver.
 */
export function isDriverOnly(permissions: ReadonlySet<string>): boolean {
  return permissions.has('driver_user') && !permissions.has('user_write') && !permissions.has('super_users') && !permissions.has('is_branch_manager');
}

/**
 * Spec §6: branch support and dealer managers may not edit or delete
 * bookings. Super users are exempt: the Admin role holds every permission,
 * these two included.
 */
function isEditRestricted(permissions: ReadonlySet<string>): boolean {
  return (permissions.has('branch_support') || permissions.has('is_dealer_manager')) && !permissions.has('super_users');
}

/** Who may complete a booking for the driver and see the organisation's bookings as a manager. */
export function isBookingManager(permissions: ReadonlySet<string>): boolean {
  return ['super_users', 'organisation_write', 'is_branch_manager', 'user_write'].some((permission) => permissions.has(permission));
}

type Owned = Pick<BookingRow, 'driverId'>;

function isOwn(scope: OrganisationScope, booking: Owned, secondaryDriverIds: readonly number[] = []): boolean {
  const own = callerExtensionId(scope);
  return own !== null && (booking.driverId === own || secondaryDriverIds.includes(own));
}

/** Drivers book only for themselves; others for any active member of the organisation. */
export async function assertCanBookFor(db: Database, scope: OrganisationScope, driverExtensionId: number): Promise<void> {
  if (isDriverOnly(scope.tenancy.permissions) && driverExtensionId !== callerExtensionId(scope)) {
    throw forbidden(bookingMessages.notYourBooking);
  }
  const [member] = await db
    .select({ id: employeeExtensions.id })
    .from(employeeExtensions)
    .where(
      and(
        inOrganisation(employeeExtensions.organisationId, scope),
        eq(employeeExtensions.id, driverExtensionId),
        eq(employeeExtensions.isDeleted, false),
        inArray(employeeExtensions.status, ACTIVE_MEMBER_STATUSES),
      ),
    );
  if (!member) throw new HttpError(400, bookingMessages.driverInactive, { fields: { driver: bookingMessages.driverInactive } });
}

function editRefusal(scope: OrganisationScope, booking: Pick<BookingRow, 'driverId' | 'isDeleted'>): HttpError | null {
  if (booking.isDeleted) return new HttpError(409, bookingMessages.deletedBooking);
  const { permissions } = scope.tenancy;
  if (isEditRestricted(permissions)) return forbidden(bookingMessages.cannotEdit);
  if (isDriverOnly(permissions) && !isOwn(scope, booking)) return forbidden(bookingMessages.notYourBooking);
  return null;
}

/** Spec §6: edit and delete are blocked for branch support, dealer managers and other people's drivers; deleted bookings never change. */
export function assertCanEdit(scope: OrganisationScope, booking: Pick<BookingRow, 'driverId' | 'isDeleted'>): void {
  const refusal = editRefusal(scope, booking);
  if (refusal) throw refusal;
}

/** Spec §6: drivers cannot open rows that are not their own (as driver or secondary driver). */
export function assertCanOpen(scope: OrganisationScope, booking: Owned, secondaryDriverIds: readonly number[] = []): void {
  if (isDriverOnly(scope.tenancy.permissions) && !isOwn(scope, booking, secondaryDriverIds)) throw forbidden(bookingMessages.notYourBooking);
}

/** Only managers complete a booking on the driver's behalf. */
export function assertCanComplete(scope: OrganisationScope, booking: Owned): void {
  assertCanOpen(scope, booking);
  if (!isBookingManager(scope.tenancy.permissions)) throw forbidden(bookingMessages.cannotEdit);
}

export type ActionContext = {
  now: Date;
  /** Whether the caller approves this booking (approval.ts). */
  canApprove: boolean;
  secondaryDriverIds?: readonly number[];
};

const EDITABLE: readonly BookingStatus[] = ['Pending Approval', 'Approved'];
/** The statuses `extendBooking` (write.ts) accepts: a pending booking changes its end through edit, not extension. */
const EXTENDABLE: readonly BookingStatus[] = ['Approved', 'In-Progress'];

/**
 * A read-only calendar embedded in a partner page: an organisation with no
 * person behind the request (a system admin always holds the global
 * permissions). It sees bookings, not who drives them or what could be done.
 */
export function isAnonymousViewer(scope: OrganisationScope): boolean {
  return scope.tenancy.membership === null && scope.tenancy.permissions.size === 0;
}

/** What the caller may do with the booking now (spec §4 actions under §6 permissions); the action endpoints decide the same way. */
export function allowedActions(scope: OrganisationScope, booking: BookingRow, context: ActionContext): BookingAction[] {
  if (booking.isDeleted || isAnonymousViewer(scope)) return [];
  const status = booking.status as BookingStatus;
  const mayEdit = editRefusal(scope, booking) === null;
  let mayOperate = true;
  try {
    assertCanOpen(scope, booking, context.secondaryDriverIds);
  } catch {
    mayOperate = false;
  }
  const actions: BookingAction[] = [];
  if (mayEdit && EDITABLE.includes(status)) actions.push('edit', 'cancel');
  if (mayEdit) actions.push('delete');
  if (status === 'Pending Approval' && context.canApprove) actions.push('approve', 'decline');
  if (mayOperate && status === 'Approved') actions.push('check_out');
  if (mayOperate && status === 'In-Progress') actions.push('check_in');
  if (mayOperate && (status === 'Approved' || status === 'In-Progress')) actions.push('checklist');
  const ended = booking.endAt.getTime() <= context.now.getTime();
  if (mayOperate && isBookingManager(scope.tenancy.permissions) && (status === 'In-Progress' || (status === 'Approved' && ended))) actions.push('complete');
  if (mayEdit && EXTENDABLE.includes(status)) actions.push('extend');
  return actions;
}

/** How an illegal transition reads (spec §4: 409 with a clear title). */
export function illegalTransition(booking: Pick<BookingRow, 'isDeleted' | 'isHidden' | 'status'>, action: string): HttpError {
  const status = displayedBookingStatus({
    is_deleted: booking.isDeleted,
    is_hidden: booking.isHidden,
    status: { status_name: booking.status as BookingStatus },
  });
  return new HttpError(409, bookingMessage(bookingMessages.illegalTransition, { status, action }));
}
