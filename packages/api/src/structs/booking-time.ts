import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays } from 'date-fns';
import { DEFAULT_BRANCH_TIMEZONE } from './branch';

/**
 * Booking times travel as ISO strings. With an offset or `Z` they are
 * instants; without one (`2026-11-23T09:00`) they are wall-clock times at the
 * booking's branch, which the server converts with the branch's time zone, so
 * a form never has to know the zone's daylight-saving rules.
 */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

export function isWallTime(value: string): boolean {
  return WALL_TIME.test(value);
}

/** A well-formed booking date-time naming a real calendar date and time (no 30 February, no 25:00). */
export function isBookingDateTime(value: string): boolean {
  if (!WALL_TIME.test(value) && !INSTANT.test(value)) return false;
  const [, year, month, day, hour, minute, second = '0'] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value) ?? [];
  // Date.UTC rolls 30 February over into March; a date that survives the round trip is real.
  const probe = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)));
  return (
    probe.getUTCFullYear() === Number(year) &&
    probe.getUTCMonth() === Number(month) - 1 &&
    probe.getUTCDate() === Number(day) &&
    probe.getUTCHours() === Number(hour) &&
    probe.getUTCMinutes() === Number(minute) &&
    probe.getUTCSeconds() === Number(second) &&
    !Number.isNaN(parseBookingDateTime(value, DEFAULT_BRANCH_TIMEZONE).getTime())
  );
}

/** The instant a booking date-time names, reading wall-clock times in `timeZone`. */
export function parseBookingDateTime(value: string, timeZone: string): Date {
  const wall = WALL_TIME.exec(value);
  if (!wall) return new Date(value);
  const [, year, month, day, hour, minute, second = '0'] = wall;
  const local = new TZDate(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second), timeZone);
  // A wall time inside a spring-forward gap does not exist; TZDate moves it forward, as clocks do.
  return new Date(local.getTime());
}

/** Spec §5: the booking's day count is its end date minus its start date (dates at the branch). */
export function bookingDayCount(start: Date | string, end: Date | string, timeZone: string): number {
  return differenceInCalendarDays(new TZDate(new Date(end).getTime(), timeZone), new TZDate(new Date(start).getTime(), timeZone));
}

/** ISO weekday (1 = Monday … 7 = Sunday) of an instant at the branch. */
export function weekdayAt(instant: Date, timeZone: string): number {
  const day = new TZDate(instant.getTime(), timeZone).getDay();
  return day === 0 ? 7 : day;
}
