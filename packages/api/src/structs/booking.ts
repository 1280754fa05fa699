import { array, boolean, enums, nullable, number, optional, record, string, type, unknown, type Infer } from 'superstruct';
import { BOOKING_ACTIONS } from './booking-actions';
import { DisplayedDate, NamedRef, PrimaryKey, jsonValue } from './common';
import { UserTag } from './tags';

/** Booking statuses of spec §4; Deleted outranks Hidden, which outranks the status. */
export const BOOKING_STATUSES = ['Pending Approval', 'Approved', 'In-Progress', 'Cancelled', 'Declined', 'Completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Statuses that hold the vehicle: only these take part in the no-double-booking constraint. */
export const ACTIVE_BOOKING_STATUSES = ['Pending Approval', 'Approved', 'In-Progress'] as const satisfies readonly BookingStatus[];
export const RECURRING_PATTERNS = ['daily', 'weekly', 'monthly'] as const;
export type RecurringPattern = (typeof RECURRING_PATTERNS)[number];
/** A series is capped so one request cannot create an unbounded number of rows. */
export const RECURRING_MAX_OCCURRENCES = 200;

const BookingBranch = type({
  pk: PrimaryKey,
  name: string(),
  branch_type: optional(nullable(string())),
  hub_name: optional(nullable(string())),
  branch_timezone: optional(nullable(string())),
  location: optional(nullable(jsonValue)),
});

const BookingVehicle = type({
  pk: PrimaryKey,
  name: string(),
  vehicle_class: optional(nullable(string())),
  registrations_num: optional(nullable(string())),
  serial: optional(nullable(string())),
  extra_data: optional(nullable(type({ key_pickup_location: optional(nullable(jsonValue)), vehicle_pickup_location: optional(nullable(jsonValue)) }))),
});

const BookingDriver = type({
  pk: PrimaryKey,
  name: string(),
  email: optional(nullable(string())),
  phone: optional(nullable(string())),
  role: optional(nullable(string())),
  license_number: optional(nullable(string())),
  license_valid_upto: optional(nullable(DisplayedDate)),
  license_class: optional(array(string())),
});

const AddressFeatures = type({
  bounds: optional(nullable(type({ east: number(), north: number(), south: number(), west: number() }))),
  landmark: optional(nullable(string())),
});

/** A booking as lists and detail pages receive it (spec §3 Booking). */
export const Booking = type({
  pk: PrimaryKey,
  branch: BookingBranch,
  vehicle: nullable(BookingVehicle),
  driver: nullable(BookingDriver),
  secondary_drivers: optional(array(BookingDriver)),
  destination: optional(nullable(type({ pk: PrimaryKey }))),
  address: optional(nullable(string())),
  location: optional(nullable(type({ coordinates: optional(array(number())) }))),
  address_features: optional(nullable(AddressFeatures)),
  cost_centre: optional(nullable(jsonValue)),
  department: optional(nullable(jsonValue)),
  manager: optional(nullable(string())),
  start_datetime: DisplayedDate,
  end_datetime: DisplayedDate,
  actual_booking_start_datetime: optional(nullable(DisplayedDate)),
  actual_booking_end_datetime: optional(nullable(DisplayedDate)),
  status: type({ status_name: enums(BOOKING_STATUSES) }),
  internal_status: optional(nullable(string())),
  is_active: boolean(),
  is_deleted: boolean(),
  is_hidden: boolean(),
  is_overnight: optional(boolean()),
  purpose_of_trip: optional(nullable(string())),
  booking_tags: optional(array(UserTag)),
  booking_type: optional(nullable(string())),
  reason_for_change: optional(nullable(string())),
  created_by: optional(nullable(NamedRef)),
  created_at: optional(string()),
  is_recurring: optional(boolean()),
  recurring_pattern: optional(nullable(string())),
  days_of_week: optional(nullable(array(number()))),
  dates_of_month: optional(nullable(array(number()))),
  ends_on: optional(nullable(string())),
  multi_booking_id: optional(nullable(string())),
  extra_data: optional(nullable(record(string(), unknown()))),
  /** Wall-clock `YYYY-MM-DDTHH:mm` at the branch, for forms. */
  branch_start_datetime: optional(string()),
  branch_end_datetime: optional(string()),
  /** Spec §5: end date minus start date, at the branch. */
  day_count: optional(number()),
  start_odometer: optional(nullable(number())),
  end_odometer: optional(nullable(number())),
  /** What the caller may do with this booking now (spec §4 actions, §6 permissions), decided by the server. */
  allowed_actions: optional(array(enums(BOOKING_ACTIONS))),
  /** The viewer's visibility rules show this booking only as "Booked": no driver, purpose or people, nothing to do with it. */
  is_masked: optional(boolean()),
});
export type Booking = Infer<typeof Booking>;

/** `POST bookings/` answers every booking it created (one, or a series) and the series dates it skipped. */
export const CreatedBookings = type({
  results: array(Booking),
  count: number(),
  skipped: array(type({ start_datetime: string(), end_datetime: string(), conflict: nullable(string()) })),
});
export type CreatedBookings = Infer<typeof CreatedBookings>;

/** What a booking shows as its state: Deleted, then Hidden, then its status (spec §4). */
export function displayedBookingStatus(booking: Pick<Booking, 'is_deleted' | 'is_hidden' | 'status'>): string {
  if (booking.is_deleted) return 'Deleted';
  if (booking.is_hidden) return 'Hidden';
  return booking.status.status_name;
}

/**
 * The internal status the server sets while an In-Progress booking is past its end plus the grace period and not
 * checked in (issue 18). Not a §4 status: the booking stays In-Progress and lists, calendar and detail show a
 * "Late" badge beside it. A late check-in then leaves 'Late Return'.
 */
export const OVERDUE_INTERNAL_STATUS = 'Overdue';

/** Either a booking as lists send it (`status.status_name`) or as the calendar sends it (`status`). */
type OverdueCandidate = {
  status: { status_name: string } | string;
  internal_status?: string | null | undefined;
  is_deleted: boolean;
};

/** An In-Progress, not deleted booking whose internal status is Overdue: shown with a "Late" badge. */
export function isOverdueBooking(booking: OverdueCandidate): boolean {
  const status = typeof booking.status === 'string' ? booking.status : booking.status.status_name;
  return status === 'In-Progress' && booking.internal_status === OVERDUE_INTERNAL_STATUS && !booking.is_deleted;
}
