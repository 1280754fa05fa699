import { tzOffset } from '@date-fns/tz';

/**
 * An instant's calendar fields at the branch, from one offset lookup.
 *
 * The api's toWallTime, formatBookingDateTime and bookingDayCount build a
 * TZDate per call, each consulting the zone's offset several times: some
 * 60 % of the server's time for a list page of 50 bookings. These read the
 * same offset (date-fns' tzOffset) once per instant and give the same
 * strings (branch-clock.test.ts holds them equal across daylight-saving
 * changes).
 */
export type BranchClock = { year: number; month: number; day: number; hour: number; minute: number };

export function branchClock(instant: Date, timeZone: string): BranchClock {
  const shifted = new Date(instant.getTime() + tzOffset(timeZone, instant) * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const two = (value: number) => String(value).padStart(2, '0');
const four = (value: number) => String(value).padStart(4, '0');

/** As toWallTime: `YYYY-MM-DDTHH:mm`. */
export function wallTimeOf({ year, month, day, hour, minute }: BranchClock): string {
  return `${four(year)}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}`;
}

/** As formatBookingDateTime: `23/11/2026 09:00 AM`. */
export function shownTimeOf({ year, month, day, hour, minute }: BranchClock): string {
  return `${two(day)}/${two(month)}/${four(year)} ${two(hour % 12 || 12)}:${two(minute)} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** As bookingDayCount: the end's date minus the start's, in calendar days. */
export function dayCountOf(start: BranchClock, end: BranchClock): number {
  return (Date.UTC(end.year, end.month - 1, end.day) - Date.UTC(start.year, start.month - 1, start.day)) / 86_400_000;
}
