import { parseBookingDateTime, type CalendarBooking } from '@motorpool/api';
import type { BookingTimes } from './calendar-types';
import { rangeText } from './booking-summary';
import { addDays, dayStart, localDateOf, localTimeOf } from './model/calendar-dates';
import { snapInstant, SLOT_MINUTES } from './model/slots';

/*
 * Moving and resizing a booking, pointer or keyboard, as pure steps on its
 * instants. Every step keeps the booking at least one slot long: the end
 * never reaches the start.
 */

export const SLOT_MS = SLOT_MINUTES * 60_000;

export const timesOf = (booking: Pick<CalendarBooking, 'start' | 'end'>): BookingTimes => ({ start: Date.parse(booking.start), end: Date.parse(booking.end) });

export const sameTimes = (a: BookingTimes, b: BookingTimes): boolean => a.start === b.start && a.end === b.end;

/** The booking drawn at other times (a move being previewed); the rest of it unchanged. */
export const withTimes = (booking: CalendarBooking, times: BookingTimes): CalendarBooking => ({
  ...booking,
  start: new Date(times.start).toISOString(),
  end: new Date(times.end).toISOString(),
});

/** The same length, starting at `start` snapped to the slots of the day that begins at `origin`. */
export function movedTo(times: BookingTimes, start: number, origin: number): BookingTimes {
  const snapped = snapInstant(start, origin);
  return { start: snapped, end: snapped + (times.end - times.start) };
}

/** The end put at `end` (snapped from `origin`), but never before one slot after the start. */
export function resizedTo(times: BookingTimes, end: number, origin: number): BookingTimes {
  return { start: times.start, end: Math.max(snapInstant(end, origin), times.start + SLOT_MS) };
}

/** One keyboard step of `slots` quarter hours, on the slots of the day the booking starts on. */
export function stepSlots(times: BookingTimes, slots: number, which: 'move' | 'end', timeZone: string): BookingTimes {
  const anchor = which === 'move' ? times.start : times.end;
  const origin = dayStart(localDateOf(anchor, timeZone), timeZone);
  const target = anchor + slots * SLOT_MS;
  return which === 'move' ? movedTo(times, target, origin) : resizedTo(times, target, origin);
}

/** One keyboard step of whole days: the same wall-clock time `days` later or earlier (moved on, as clocks are, out of a skipped hour). */
export function stepDays(times: BookingTimes, days: number, which: 'move' | 'end', timeZone: string): BookingTimes {
  const anchor = which === 'move' ? times.start : times.end;
  const target = parseBookingDateTime(`${addDays(localDateOf(anchor, timeZone), days)}T${localTimeOf(anchor, timeZone)}`, timeZone).getTime();
  return which === 'move' ? { start: target, end: target + (times.end - times.start) } : { start: times.start, end: Math.max(target, times.start + SLOT_MS) };
}

/** What the live region says while a move is previewed. */
export function moveAnnouncement(booking: Pick<CalendarBooking, 'pk'>, times: BookingTimes, timeZone: string): string {
  return `Moving booking ${booking.pk} to ${rangeText(times.start, times.end, timeZone)}. Enter to save, Escape to cancel.`;
}

export const moveCancelledAnnouncement = (booking: Pick<CalendarBooking, 'pk'>): string => `Move of booking ${booking.pk} cancelled.`;

export const notEditableAnnouncement = (booking: Pick<CalendarBooking, 'pk'>): string => `Booking ${booking.pk} cannot be moved.`;
