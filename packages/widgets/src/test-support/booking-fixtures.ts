import type { Booking, BookingAuditEntry, BookingEvaluation, BookingTrip } from '@motorpool/api';

/*
 * Bookings as the fleet service sends them, for stories and tests. Test and
 * story data only; never imported by the library.
 */

const docklands = { pk: 21, name: 'Docklands', branch_type: 'branch', hub_name: null, branch_timezone: 'Australia/Melbourne' };
const dana = { pk: 7, name: 'Dana Driver', email: 'dana@example.test', phone: '+61400000001', role: 'Driver', license_class: ['C'] };
const sam = { pk: 8, name: 'Sam Second', email: 'sam@example.test', phone: null, role: 'Driver', license_class: ['C'] };

/** A Docklands booking of the Corolla by Dana, 23–25 Nov 2026, 9 AM to 5 PM in Melbourne; override what a case needs. */
export function bookingFixture(overrides: Partial<Booking> = {}): Booking {
  return {
    pk: 101,
    branch: docklands,
    vehicle: { pk: 31, name: 'Toyota Corolla', vehicle_class: 'C', registrations_num: 'ABC123', serial: 'SER-1' },
    driver: dana,
    secondary_drivers: [],
    start_datetime: '2026-11-22T22:00:00Z',
    end_datetime: '2026-11-25T06:00:00Z',
    branch_start_datetime: '2026-11-23T09:00',
    branch_end_datetime: '2026-11-25T17:00',
    day_count: 2,
    status: { status_name: 'Approved' },
    is_active: true,
    is_deleted: false,
    is_hidden: false,
    purpose_of_trip: 'Site visit',
    booking_type: 'Business',
    booking_tags: [],
    created_by: { pk: 3, name: 'Alex Admin' },
    created_at: '2026-11-01T01:00:00Z',
    start_odometer: null,
    end_odometer: null,
    extra_data: null,
    allowed_actions: ['edit', 'cancel', 'delete', 'check_out', 'extend'],
    ...overrides,
  };
}

/** One booking in each state of spec §4, with what an admin may do with it. */
export const bookingsInEveryState: Booking[] = [
  bookingFixture({ pk: 101, status: { status_name: 'Pending Approval' }, allowed_actions: ['edit', 'cancel', 'delete', 'approve', 'decline', 'extend'] }),
  bookingFixture({ pk: 102 }),
  bookingFixture({
    pk: 103,
    status: { status_name: 'In-Progress' },
    start_odometer: 12_000,
    vehicle: { pk: 32, name: 'Hyundai i30', registrations_num: 'XYZ789' },
    driver: sam,
    allowed_actions: ['delete', 'check_in', 'complete', 'extend'],
  }),
  bookingFixture({ pk: 104, status: { status_name: 'Cancelled' }, reason_for_change: 'Trip called off', allowed_actions: ['delete'] }),
  bookingFixture({ pk: 105, status: { status_name: 'Declined' }, allowed_actions: ['delete'] }),
  bookingFixture({ pk: 106, status: { status_name: 'Completed' }, start_odometer: 12_000, end_odometer: 12_240, allowed_actions: ['delete'] }),
  bookingFixture({ pk: 107, status: { status_name: 'Approved' }, is_hidden: true, allowed_actions: ['delete'] }),
  bookingFixture({ pk: 108, status: { status_name: 'Cancelled' }, is_hidden: true, is_deleted: true, allowed_actions: [] }),
];

/**
 * In-Progress past its end and grace period, not checked in: the server's internal status says Overdue (issue 18),
 * shown as a "Late" badge beside In-Progress. Kept out of `bookingsInEveryState`, whose length tests count.
 */
export const overdueBooking = bookingFixture({
  pk: 109,
  status: { status_name: 'In-Progress' },
  internal_status: 'Overdue',
  start_odometer: 12_000,
  allowed_actions: ['delete', 'check_in', 'complete', 'extend'],
});

/** A weekly series' booking: cancel and delete apply to it alone or to the whole series. */
export const recurringBooking = bookingFixture({
  pk: 120,
  is_recurring: true,
  recurring_pattern: 'weekly',
  days_of_week: [1, 3],
  ends_on: '2026-12-31',
  multi_booking_id: 'series-7f3a',
  allowed_actions: ['edit', 'cancel', 'delete', 'check_out', 'extend'],
});

export const bookingAudits: BookingAuditEntry[] = [
  {
    pk: 1,
    action: 'created',
    from_status: null,
    to_status: 'Pending Approval',
    reason: null,
    changes: null,
    actor: { pk: 7, name: 'Dana Driver' },
    created_at: '2026-11-01T01:00:00Z',
  },
  {
    pk: 2,
    action: 'approved',
    from_status: 'Pending Approval',
    to_status: 'Approved',
    reason: null,
    changes: null,
    actor: { pk: 9, name: 'Maya Manager' },
    created_at: '2026-11-02T03:30:00Z',
  },
  {
    pk: 4,
    action: 'approved',
    from_status: 'Pending Approval',
    to_status: 'Approved',
    reason: null,
    changes: { via: 'email link' },
    actor: null,
    created_at: '2026-11-02T03:35:00Z',
  },
  {
    pk: 3,
    action: 'extended',
    from_status: 'Approved',
    to_status: 'Approved',
    reason: 'Meeting ran late',
    changes: null,
    actor: null,
    created_at: '2026-11-03T04:00:00Z',
  },
];

export const bookingTrips: BookingTrip[] = [
  {
    pk: 1,
    booking: 103,
    check_out_at: '2026-11-22T22:05:00Z',
    check_in_at: '2026-11-25T07:10:00Z',
    start_odometer: 12_000,
    end_odometer: 12_240,
    distance: 240,
    is_late_return: true,
  },
  {
    pk: 2,
    booking: 103,
    check_out_at: '2026-11-26T22:00:00Z',
    check_in_at: null,
    start_odometer: 12_240,
    end_odometer: null,
    distance: null,
    is_late_return: false,
  },
];

/** What an emailed approve link shows. */
export const bookingEvaluation: BookingEvaluation = {
  pk: 101,
  action: 'approve',
  status: 'Pending Approval',
  vehicle: 'Toyota Corolla (ABC123)',
  driver: 'Dana Driver',
  branch: 'Docklands',
  start_datetime: '2026-11-22T22:00:00Z',
  end_datetime: '2026-11-25T06:00:00Z',
  expires_at: '2026-11-08T22:00:00Z',
};
