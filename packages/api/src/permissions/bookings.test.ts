import { describe, expect, it } from 'vitest';
import {
  bookingEditRefusal,
  isDriverOnly,
  mayApproveBooking,
  mayBook,
  mayBookFor,
  mayCompleteBooking,
  mayEditBooking,
  mayOpenBooking,
  maySeeHiddenBookings,
} from './bookings';
import { PERMISSION_NAMES } from './catalogue';
import { callerWith } from './test-callers';

const driver = callerWith(['driver_user', 'view_my_bookings'], { employeeId: 10 });
const admin = callerWith(PERMISSION_NAMES);
const manager = callerWith(['user_write', 'employee_update'], { employeeId: 20 });
const own = { driverId: 10 };
const other = { driverId: 99 };

describe('isDriverOnly (spec §6 drivers)', () => {
  it('is a driver with no managing permission; Admin holds driver_user too and is not one', () => {
    expect(isDriverOnly(driver)).toBe(true);
    expect(isDriverOnly(admin)).toBe(false);
    expect(isDriverOnly(callerWith(['driver_user', 'is_branch_manager']))).toBe(false);
    expect(isDriverOnly(callerWith(['driver_user', 'user_write']))).toBe(false);
    expect(isDriverOnly(callerWith(['view_my_bookings']))).toBe(false);
  });

  it('employee_update (viewing users) does not let a driver book for others: client and server decide alike', () => {
    expect(isDriverOnly(callerWith(['driver_user', 'employee_update']))).toBe(true);
  });
});

describe('opening, editing and completing bookings', () => {
  it('drivers open only their own bookings, as driver or secondary driver', () => {
    expect(mayOpenBooking(driver, own)).toBe(true);
    expect(mayOpenBooking(driver, other)).toBe(false);
    expect(mayOpenBooking(driver, { driverId: 99, secondaryDriverIds: [10] })).toBe(true);
    expect(mayOpenBooking(manager, other)).toBe(true);
  });

  it('branch support and dealer managers may not edit; super users are exempt', () => {
    expect(bookingEditRefusal(callerWith(['branch_support']), own)).toBe('restricted');
    expect(bookingEditRefusal(callerWith(['is_dealer_manager', 'user_write']), other)).toBe('restricted');
    expect(mayEditBooking(admin, other)).toBe(true);
    expect(bookingEditRefusal(driver, other)).toBe('not_own');
    expect(mayEditBooking(driver, own)).toBe(true);
    expect(mayEditBooking(callerWith(['driver_user'], { employeeId: null }), own)).toBe(false);
  });

  it('only booking managers complete, and only bookings they may open', () => {
    expect(mayCompleteBooking(driver, own)).toBe(false);
    expect(mayCompleteBooking(manager, other)).toBe(true);
    expect(mayCompleteBooking(callerWith(['is_branch_manager']), other)).toBe(true);
  });

  it('hidden bookings show to organisation and branch managers', () => {
    expect(maySeeHiddenBookings(callerWith(['is_branch_manager']))).toBe(true);
    expect(maySeeHiddenBookings(manager)).toBe(false);
  });
});

describe('booking', () => {
  it('drivers book for themselves, managers for anyone', () => {
    expect(mayBookFor(driver, 10)).toBe(true);
    expect(mayBookFor(driver, 11)).toBe(false);
    expect(mayBookFor(manager, 11)).toBe(true);
  });

  it('branch support and dealer managers do not book, unless super users', () => {
    expect(mayBook(callerWith(['branch_support', 'view_my_bookings']))).toBe(false);
    expect(mayBook(callerWith(['is_dealer_manager', 'super_users']))).toBe(true);
    expect(mayBook(driver)).toBe(true);
    expect(mayBook(callerWith(['note_read']))).toBe(false);
  });
});

describe('mayApproveBooking', () => {
  const none = new Set<number>();
  const booking = { branchId: 5, driverId: 99 };
  const reach = (permissions: Parameters<typeof callerWith>[0], extra: { managed?: number[]; hub?: number[]; own?: number[]; employeeId?: number } = {}) => ({
    ...callerWith(permissions, { employeeId: extra.employeeId ?? 10 }),
    managedBranchIds: new Set(extra.managed ?? []),
    hubBranchIds: new Set(extra.hub ?? []),
    ownBranchIds: new Set(extra.own ?? []),
  });

  it('a super user always approves, even their own booking', () => {
    expect(mayApproveBooking(reach(['super_users'], { employeeId: 99 }), booking, ['hub_manager'])).toBe(true);
  });

  it('each approver kind reaches its own: admins, named branch managers, hub managers of the serving hub', () => {
    expect(mayApproveBooking(reach(['organisation_write']), booking, ['admin'])).toBe(true);
    expect(mayApproveBooking(reach(['organisation_write']), booking, ['branch_manager'])).toBe(false);
    expect(mayApproveBooking(reach([], { managed: [5] }), booking, ['branch_manager'])).toBe(true);
    expect(mayApproveBooking(reach([], { managed: [5] }), booking, ['hub_manager'])).toBe(false);
    expect(mayApproveBooking(reach([], { hub: [5] }), booking, ['hub_manager'])).toBe(true);
    expect(
      mayApproveBooking({ ...callerWith([]), managedBranchIds: none, hubBranchIds: none, ownBranchIds: none }, booking, [
        'admin',
        'branch_manager',
        'hub_manager',
        'booking_approver',
      ]),
    ).toBe(false);
  });

  it('booking_approver reaches holders of booking_approve at the booking’s branch, and no one once the permission is gone', () => {
    expect(mayApproveBooking(reach(['booking_approve'], { own: [5] }), booking, ['booking_approver'])).toBe(true);
    expect(mayApproveBooking(reach(['booking_approve'], { own: [6] }), booking, ['booking_approver'])).toBe(false);
    expect(mayApproveBooking(reach([], { own: [5] }), booking, ['booking_approver'])).toBe(false);
    expect(mayApproveBooking(reach(['booking_approve'], { own: [5] }), booking, ['branch_manager', 'admin'])).toBe(false);
    expect(mayApproveBooking(reach(['booking_approve'], { own: [5], employeeId: 99 }), booking, ['booking_approver'])).toBe(false);
  });

  it('the booking’s own driver does not approve it', () => {
    expect(mayApproveBooking(reach(['organisation_write'], { employeeId: 99 }), booking, ['admin'])).toBe(false);
  });
});
