import type { CalendarBooking } from '@motorpool/api';
import { useMemo } from 'react';
import { bookingLabel, calendarStatusText } from './booking-summary';
import { localTimeOf } from './model/calendar-dates';

export type BookingText = {
  /** The accessible name: `Booking 101: vehicle, driver, times, status`. */
  label: string;
  /** `09:00` and `11:00` at the branch. */
  startTime: string;
  endTime: string;
  status: string;
};

/**
 * A booking's texts, worked out once per booking object: a week draws each
 * booking on every day it spans and re-renders on every keystroke, while
 * the zone lookups behind the texts are the costly part.
 */
export function useBookingText(timeZone: string): (booking: CalendarBooking) => BookingText {
  return useMemo(() => {
    const texts = new WeakMap<CalendarBooking, BookingText>();
    return (booking) => {
      let text = texts.get(booking);
      if (!text) {
        text = {
          label: bookingLabel(booking, timeZone),
          startTime: localTimeOf(Date.parse(booking.start), timeZone),
          endTime: localTimeOf(Date.parse(booking.end), timeZone),
          status: calendarStatusText(booking),
        };
        texts.set(booking, text);
      }
      return text;
    };
  }, [timeZone]);
}
