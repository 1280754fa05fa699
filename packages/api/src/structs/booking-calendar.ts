import { array, boolean, enums, nullable, optional, string, type, type Infer } from 'superstruct';
import { BOOKING_STATUSES } from './booking';
import { PrimaryKey } from './common';

/**
 * `GET booking-calendar/`: what a calendar shows for one window of time, and
 * nothing more, so a month of a busy hub stays one small request.
 */

/** The longest window one request may ask for: a month view's six weeks with room to spare. */
export const BOOKING_CALENDAR_MAX_DAYS = 62;
/** Beyond these the answer is cut and says so (`truncated`). */
export const BOOKING_CALENDAR_MAX_BOOKINGS = 10_000;
export const BOOKING_CALENDAR_MAX_VEHICLES = 1_000;

export const bookingCalendarMessages = {
  placeRequired: 'branch_pk or hub_pk is required.',
  placeEither: 'Give branch_pk or hub_pk, not both.',
  notAHub: 'hub_pk must name a hub.',
  fromRequired: 'from is required.',
  toRequired: 'to is required.',
  badMoment: '{field} must be a date (YYYY-MM-DD) or a date-time.',
  toBeforeFrom: 'to must be after from.',
  tooLong: `The calendar window may span at most ${BOOKING_CALENDAR_MAX_DAYS} days.`,
} as const;

/** A timeline row: an active vehicle of the branch (or of the hub's branches). */
export const CalendarVehicle = type({
  pk: PrimaryKey,
  name: string(),
  registrations_num: nullable(string()),
  vehicle_class: nullable(string()),
  branch_pk: PrimaryKey,
});
export type CalendarVehicle = Infer<typeof CalendarVehicle>;

/** A booking as the calendar draws it: times are instants (UTC ISO). Deleted bookings are never sent. */
export const CalendarBooking = type({
  pk: PrimaryKey,
  vehicle_pk: PrimaryKey,
  branch_pk: PrimaryKey,
  start: string(),
  end: string(),
  status: enums(BOOKING_STATUSES),
  is_hidden: boolean(),
  is_deleted: boolean(),
  /** The booking's internal status; 'Overdue' (with In-Progress) draws a "Late" tag on it (`isOverdueBooking`). */
  internal_status: optional(nullable(string())),
  driver_name: string(),
  vehicle_name: string(),
  /** The caller may move or resize it (its allowed actions include 'edit'). */
  editable: boolean(),
  /** The viewer's visibility rules show it only as "Booked" (driver_name says so): the vehicle is taken, by whom is not said. */
  is_masked: optional(boolean()),
});
export type CalendarBooking = Infer<typeof CalendarBooking>;

/** An incident's block on a vehicle shown: the calendar draws it from `from` to the end of the visible window. */
export const CalendarBlock = type({ vehicle: PrimaryKey, from: string(), reason: string(), reference: string(), incident: PrimaryKey });
export type CalendarBlock = Infer<typeof CalendarBlock>;

export const BookingCalendar = type({
  /** The zone of the branch (or hub) asked for; the calendar lays days out in it. */
  branch_timezone: string(),
  /** The window as instants, whichever form the query used. */
  window: type({ from: string(), to: string() }),
  vehicles: array(CalendarVehicle),
  bookings: array(CalendarBooking),
  /** The blocks on the vehicles shown that began before the window ends (left out of the read-only embedded calendar). */
  blocks: optional(array(CalendarBlock)),
  /** More bookings or vehicles matched than the caps allow; the rest were left out. */
  truncated: boolean(),
});
export type BookingCalendar = Infer<typeof BookingCalendar>;

/**
 * `from`/`to`: dates `YYYY-MM-DD` (midnight at the branch), wall-clock
 * date-times at the branch, or instants; bookings overlapping [from, to).
 * One of `branch_pk` and `hub_pk`.
 */
export type BookingCalendarQuery = { from: string; to: string; branch_pk?: number; hub_pk?: number };
