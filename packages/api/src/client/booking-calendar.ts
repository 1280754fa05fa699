import { BookingCalendar, type BookingCalendarQuery } from '../structs/booking-calendar';
import type { Requester } from './request';

/** The booking calendar's one call: the visible window of a branch or hub. */
export function bookingCalendarCalls(request: Requester) {
  return {
    getBookingCalendar: (query: BookingCalendarQuery) => request('tfm', 'booking-calendar/', { query }, BookingCalendar),
  };
}
export type BookingCalendarCalls = ReturnType<typeof bookingCalendarCalls>;
