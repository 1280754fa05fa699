import { and, eq, inArray } from 'drizzle-orm';
import {
  bookingEditRefusal,
  bookingMessage,
  bookingMessages,
  displayedBookingStatus,
  isDriverOnly as isDriverOnlyRule,
  managesBookings,
  mayBookFor,
  mayEditBooking,
  mayOpenBooking,
  type BookingAction,
  type BookingStatus,
} from '@motorpool/api';
import type { Database } from '../db/database';
import { employeeExtensions } from '../db/schema';
import { forbidden, HttpError } from '../http/errors';
import { ACTIVE_MEMBER_STATUSES } from '../tenancy/memberships';
import { callerOf, enforce } from '../tenancy/permissions';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import type { BookingRow } from './find';

/** The caller's membership (employee extension) in the organisation; null for a system admin acting without one. */
export function callerExtensionId(scope: OrganisationScope): number | null {
  return scope.tenancy.membership?.extensionId ?? null;
}

/** Spec §6 "drivers" (the rule lives in @motorpool/api): they see, change and book only their own bookings. */
export const isDriverOnly = (permissions: ReadonlySet<string>): boolean => isDriverOnlyRule({ permissions });

/** Who may complete a booking for the driver and see the organisation's bookings as a manager. */
export const isBookingManager = (permissions: ReadonlySet<string>): boolean => managesBookings({ permissions });

type Owned = Pick<BookingRow, 'driverId'>;

/** Drivers book only for themselves; others for any active member of the organisation. */
export async function assertCanBookFor(db: Database, scope: OrganisationScope, driverExtensionId: number): Promise<void> {
  enforce(mayBookFor(callerOf(scope.tenancy), driverExtensionId), bookingMessages.notYourBooking);
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

const EDIT_REFUSALS = { restricted: bookingMessages.cannotEdit, not_own: bookingMessages.notYourBooking } as const;

function editRefusal(scope: OrganisationScope, booking: Pick<BookingRow, 'driverId' | 'isDeleted'>): HttpError | null {
  if (booking.isDeleted) return new HttpError(409, bookingMessages.deletedBooking);
  const refusal = bookingEditRefusal(callerOf(scope.tenancy), booking);
  return refusal === null ? null : forbidden(EDIT_REFUSALS[refusal]);
}

/** Spec §6: edit and delete are blocked for branch support, dealer managers and other people's drivers; deleted bookings never change. */
export function assertCanEdit(scope: OrganisationScope, booking: Pick<BookingRow, 'driverId' | 'isDeleted'>): void {
  const refusal = editRefusal(scope, booking);
  if (refusal) throw refusal;
}

/** Spec §6: drivers cannot open rows that are not their own (as driver or secondary driver). */
export function assertCanOpen(scope: OrganisationScope, booking: Owned, secondaryDriverIds: readonly number[] = []): void {
  enforce(mayOpenBooking(callerOf(scope.tenancy), { driverId: booking.driverId, secondaryDriverIds }), bookingMessages.notYourBooking);
}

/** Only managers complete a booking on the driver's behalf. */
export function assertCanComplete(scope: OrganisationScope, booking: Owned): void {
  assertCanOpen(scope, booking);
  enforce(managesBookings(scope.tenancy), bookingMessages.cannotEdit);
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
  const caller = callerOf(scope.tenancy);
  const mayEdit = mayEditBooking(caller, booking);
  const mayOperate = mayOpenBooking(caller, { driverId: booking.driverId, secondaryDriverIds: context.secondaryDriverIds ?? [] });
  const actions: BookingAction[] = [];
  if (mayEdit && EDITABLE.includes(status)) actions.push('edit', 'cancel');
  if (mayEdit) actions.push('delete');
  if (status === 'Pending Approval' && context.canApprove) actions.push('approve', 'decline');
  if (mayOperate && status === 'Approved') actions.push('check_out');
  if (mayOperate && status === 'In-Progress') actions.push('check_in');
  if (mayOperate && (status === 'Approved' || status === 'In-Progress')) actions.push('checklist');
  const ended = booking.endAt.getTime() <= context.now.getTime();
  if (mayOperate && managesBookings(caller) && (status === 'In-Progress' || (status === 'Approved' && ended))) actions.push('complete');
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
