import type { CalendarBooking } from '@motorpool/api';

/** What the layouts need of a booking; the calendar's bookings carry more, and the layouts hand them back whole. */
export type TimedBooking = Pick<CalendarBooking, 'pk' | 'start' | 'end'>;
export type Timed<B> = { booking: B; start: number; end: number };

/** Each booking's instants read once (epoch ms), in the order calendars list them: by start, longer first, then pk. */
export function timedBookings<B extends TimedBooking>(bookings: readonly B[]): Timed<B>[] {
  return bookings
    .map((booking) => ({ booking, start: Date.parse(booking.start), end: Date.parse(booking.end) }))
    .filter((entry) => entry.end > entry.start)
    .sort((a, b) => a.start - b.start || b.end - a.end || a.booking.pk - b.booking.pk);
}
