import type { CalendarBooking } from '@motorpool/api';
import { useMemo } from 'react';
import { calendarBookingIsLate, calendarStatusText } from './booking-summary';
import type { IsoDate } from './model/calendar-dates';
import { dayText } from './period-text';
import { wallClock, type WallClock } from './wall-clock';

/** A booking's times at the branch, in the pieces a view shows (the clock times) and reads out only (the days). */
export type BookingTimesText = {
  /** `Mon 23 Nov`: the day it starts. */
  startDay: string;
  /** `09:00`. */
  startTime: string;
  /** The day it ends when that is another day than it starts, else null. */
  endDay: string | null;
  endTime: string;
};

/**
 * What a booking's button is named from: `Booking 101:`, vehicle, driver,
 * times, status (and Late), read in that order (`bookingLabel`'s words). Each view shows
 * some of these pieces and hides the rest visually, in that same order, so
 * the name holds the visible text as it is seen (WCAG 2.5.3).
 */
export type BookingText = BookingTimesText & {
  /** `Booking 101:`. */
  heading: string;
  vehicle: string;
  driver: string;
  status: string;
  /** Overdue: the views show a "Late" tag after the status, and read it (`lateTag`). */
  late: boolean;
};

/** The pieces of `rangeText(start, end)`: `Mon 23 Nov 09:00 – 11:00`, or with the end's day when it ends on another. */
export function bookingTimesText(start: number, end: number, clock: WallClock): BookingTimesText {
  const from = clock(start);
  const to = clock(end);
  return { startDay: dayText(from.date), startTime: from.time, endDay: to.date === from.date ? null : dayText(to.date), endTime: to.time };
}

/**
 * A booking's texts, worked out once per booking object: a week draws each
 * booking on every day it spans and re-renders on every keystroke, while
 * the zone lookups behind the texts are the costly part (so the view's
 * `dates` are passed, on which times need no lookup: `wallClock`).
 */
export function useBookingText(timeZone: string, dates?: readonly IsoDate[]): (booking: CalendarBooking) => BookingText {
  return useMemo(() => {
    const clock = wallClock(timeZone, dates);
    const texts = new WeakMap<CalendarBooking, BookingText>();
    return (booking) => {
      let text = texts.get(booking);
      if (!text) {
        text = {
          heading: `Booking ${booking.pk}:`,
          vehicle: booking.vehicle_name,
          driver: booking.driver_name,
          ...bookingTimesText(Date.parse(booking.start), Date.parse(booking.end), clock),
          status: calendarStatusText(booking),
          late: calendarBookingIsLate(booking),
        };
        texts.set(booking, text);
      }
      return text;
    };
  }, [timeZone, dates]);
}
