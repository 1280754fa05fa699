import type { ApproverKind } from '../structs/booking-rules';
import { holds, type Caller, type Holder } from './caller';

/** The people on a booking the rules look at: its driver and secondary drivers (employee pks). */
export type BookingPeople = { driverId: number; secondaryDriverIds?: readonly number[] };

/**
 * Spec §6 "drivers": a role that drives and manages nothing. The Admin role
 * holds every permission (driver_user too), so holding driver_user alone
 * does not make a driver. Drivers open, change and book only their own.
 */
export function isDriverOnly(caller: Holder): boolean {
  return holds(caller, 'driver_user') && !holds(caller, 'user_write', 'super_users', 'is_branch_manager');
}

/**
 * Spec §6: branch support and dealer managers may not edit or delete
 * bookings. Super users are exempt: the Admin role holds every permission,
 * these two included.
 */
export function isBookingEditRestricted(caller: Holder): boolean {
  return holds(caller, 'branch_support', 'is_dealer_manager') && !holds(caller, 'super_users');
}

/** Who completes a booking for its driver and sees the organisation's bookings as a manager. */
export function managesBookings(caller: Holder): boolean {
  return holds(caller, 'super_users', 'organisation_write', 'is_branch_manager', 'user_write');
}

/** Hidden bookings (spec §4 status Hidden) show to those who look after the organisation's or a branch's bookings. */
export function maySeeHiddenBookings(caller: Holder): boolean {
  return holds(caller, 'organisation_write', 'super_users', 'is_branch_manager');
}

/** The caller drives the booking, as its driver or, where `secondaryDriverIds` are given, a secondary driver. */
export function isOwnBooking(caller: Pick<Caller, 'employeeId'>, booking: BookingPeople): boolean {
  const own = caller.employeeId;
  return own !== null && (booking.driverId === own || (booking.secondaryDriverIds ?? []).includes(own));
}

type BookingCaller = Pick<Caller, 'permissions' | 'employeeId'>;

/** Spec §6: drivers cannot open rows that are not their own (as driver or secondary driver). */
export function mayOpenBooking(caller: BookingCaller, booking: BookingPeople): boolean {
  return !isDriverOnly(caller) || isOwnBooking(caller, booking);
}

/** Why the caller may not edit or delete the booking, or null when they may: each reason has its own message. */
export function bookingEditRefusal(caller: BookingCaller, booking: Pick<BookingPeople, 'driverId'>): 'restricted' | 'not_own' | null {
  if (isBookingEditRestricted(caller)) return 'restricted';
  if (isDriverOnly(caller) && !isOwnBooking(caller, { driverId: booking.driverId })) return 'not_own';
  return null;
}

/** Spec §6: edit and delete are blocked for branch support, dealer managers and drivers other than the booking's own. */
export function mayEditBooking(caller: BookingCaller, booking: Pick<BookingPeople, 'driverId'>): boolean {
  return bookingEditRefusal(caller, booking) === null;
}

/** Only managers complete a booking on the driver's behalf, and only one they may open. */
export function mayCompleteBooking(caller: BookingCaller, booking: Pick<BookingPeople, 'driverId'>): boolean {
  return mayOpenBooking(caller, { driverId: booking.driverId }) && managesBookings(caller);
}

/** Drivers book only for themselves; others for any member (whether that member may drive is the server's check). */
export function mayBookFor(caller: BookingCaller, driverId: number): boolean {
  return !isDriverOnly(caller) || driverId === caller.employeeId;
}

/**
 * Spec §6 names no permission for booking: drivers book for themselves and
 * managers for others. Branch support and dealer managers only look after
 * existing bookings.
 */
export function mayBook(caller: Holder): boolean {
  if (holds(caller, 'super_users')) return true;
  if (holds(caller, 'branch_support', 'is_dealer_manager')) return false;
  return holds(caller, 'driver_user', 'view_my_bookings', 'user_write', 'is_branch_manager', 'organisation_write');
}

/**
 * The New Booking button of the bookings list's heading bar: those who look
 * after bookings and those with My Bookings. It differs from mayBook (which
 * also counts driver_user and user_write and refuses branch support); the
 * heading bar keeps the grant it has always had.
 */
export function mayAddBookingFromList(caller: Holder): boolean {
  return holds(caller, 'super_users', 'organisation_write', 'is_branch_manager', 'view_my_bookings');
}

/** Refreshes the vehicles' state of charge (CustomFleet): those who look after the organisation's or a branch's fleet. */
export function mayRefreshVehicleState(caller: Holder): boolean {
  return holds(caller, 'super_users', 'organisation_write', 'is_branch_manager');
}

/** Has the My Bookings page: the logo opens it, else a new booking (spec §2). */
export function hasMyBookings(caller: Holder): boolean {
  return holds(caller, 'view_my_bookings');
}

/** Approves bookings as the "admin" approver kind. */
export function approvesAsAdmin(caller: Holder): boolean {
  return holds(caller, 'super_users', 'organisation_write');
}

/**
 * Where an approver's approving reaches, beyond their permissions: the
 * branches they are named manager of, those their hub serves, and their own
 * branch with those it serves (where booking_approve reaches).
 */
export type ApproverReach = Pick<Caller, 'permissions' | 'employeeId'> & {
  managedBranchIds: ReadonlySet<number>;
  hubBranchIds: ReadonlySet<number>;
  ownBranchIds: ReadonlySet<number>;
};

/**
 * Whether the caller approves the booking for these approver kinds. A super
 * user always may; otherwise the booking's own driver never approves it.
 */
export function mayApproveBooking(approver: ApproverReach, booking: { branchId: number; driverId: number }, kinds: readonly ApproverKind[]): boolean {
  if (holds(approver, 'super_users')) return true;
  if (approver.employeeId !== null && booking.driverId === approver.employeeId) return false;
  return kinds.some(
    (kind) =>
      (kind === 'admin' && approvesAsAdmin(approver)) ||
      (kind === 'branch_manager' && approver.managedBranchIds.has(booking.branchId)) ||
      (kind === 'hub_manager' && approver.hubBranchIds.has(booking.branchId)) ||
      (kind === 'booking_approver' && holds(approver, 'booking_approve') && approver.ownBranchIds.has(booking.branchId)),
  );
}
