import { isOverdueBooking, type CalendarBooking } from '@motorpool/api';
import { localDateOf, localTimeOf } from './model/calendar-dates';

/** Spec §4: Deleted outranks Hidden, which outranks the status. The calendar is never sent deleted bookings, but says so if it were. */
export function calendarStatusText(booking: Pick<CalendarBooking, 'status' | 'is_hidden' | 'is_deleted'>): string {
  if (booking.is_deleted) return 'Deleted';
  if (booking.is_hidden) return 'Hidden';
  return booking.status;
}

/** What an overdue booking (In-Progress past its end and grace, not checked in) is tagged with after its status. */
export const LATE_TEXT = 'Late';

/** In-Progress with the server's internal status Overdue (issue 18): not a status of its own, a tag beside it. */
export const calendarBookingIsLate = (booking: Pick<CalendarBooking, 'status' | 'internal_status' | 'is_deleted'>): boolean => isOverdueBooking(booking);

/** The status colour a booking is drawn in (see `booking-look.css.ts`). */
export type BookingTone = 'pending' | 'approved' | 'inProgress' | 'completed' | 'cancelled' | 'declined' | 'hidden' | 'deleted';

const TONES: Record<string, BookingTone> = {
  'Pending Approval': 'pending',
  Approved: 'approved',
  'In-Progress': 'inProgress',
  Completed: 'completed',
  Cancelled: 'cancelled',
  Declined: 'declined',
  Hidden: 'hidden',
  Deleted: 'deleted',
};

export const bookingTone = (booking: Pick<CalendarBooking, 'status' | 'is_hidden' | 'is_deleted'>): BookingTone =>
  TONES[calendarStatusText(booking)] ?? 'pending';

const DAY_FORMAT = new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
const dayTexts = new Map<string, string>();
const DAY_TEXT_CACHE_LIMIT = 5_000;

/** `Mon 23 Nov` for a date; a formatter costs far more than its use, and a week draws thousands of labels over a few dates. */
function dayText(date: string): string {
  let text = dayTexts.get(date);
  if (text === undefined) {
    if (dayTexts.size >= DAY_TEXT_CACHE_LIMIT) dayTexts.clear();
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    text = DAY_FORMAT.format(new Date(Date.UTC(year, month - 1, day))).replace(/,/g, '');
    dayTexts.set(date, text);
  }
  return text;
}

/** `Mon 23 Nov 09:00`: a moment at the branch. */
export function momentText(instant: number, timeZone: string): string {
  return `${dayText(localDateOf(instant, timeZone))} ${localTimeOf(instant, timeZone)}`;
}

/** `Mon 23 Nov 09:00 – 11:00`, or both days when the booking ends on another day. */
export function rangeText(start: number, end: number, timeZone: string): string {
  const sameDay = localDateOf(start, timeZone) === localDateOf(end, timeZone);
  return `${momentText(start, timeZone)} – ${sameDay ? localTimeOf(end, timeZone) : momentText(end, timeZone)}`;
}

/** What hover and focus show, and what a screen reader hears: vehicle, driver, times, status, and whether it is late. */
export function bookingSummary(booking: CalendarBooking, timeZone: string): { vehicle: string; driver: string; times: string; status: string; late: boolean } {
  return {
    vehicle: booking.vehicle_name,
    driver: booking.driver_name,
    times: rangeText(Date.parse(booking.start), Date.parse(booking.end), timeZone),
    status: calendarStatusText(booking),
    late: calendarBookingIsLate(booking),
  };
}

/**
 * One line for an accessible name: `Booking 101: Corolla Hybrid SC-01, Alex Driver, Mon 23 Nov 09:00 – 11:00, Approved`;
 * an overdue booking ends `…, In-Progress, Late`.
 */
export function bookingLabel(booking: CalendarBooking, timeZone: string): string {
  const { vehicle, driver, times, status, late } = bookingSummary(booking, timeZone);
  return `Booking ${booking.pk}: ${[vehicle, driver, times, status, late ? LATE_TEXT : ''].filter(Boolean).join(', ')}`;
}
