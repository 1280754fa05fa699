/*
 * Booking times as people read them, at the branch. A module of its own, with
 * fixed numeric patterns and the platform's time-zone data (Intl) only: no
 * date-fns `format` (its locale and token tables) and no time-zone library,
 * so a widget that only shows times does not carry them.
 */

const digits = (value: number, width = 2) => String(value).padStart(width, '0');

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one is the slow part, and lists format hundreds of times. */
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The branch's calendar date and clock time of an instant, from the platform's time-zone data. */
function wallClock(instant: Date | string, timeZone: string) {
  const parts = wallClockFormat(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  return {
    year: digits(part('year'), 4),
    month: digits(part('month')),
    day: digits(part('day')),
    // Some engines write midnight as 24 under h23.
    hour: part('hour') % 24,
    minute: digits(part('minute')),
  };
}

/** `YYYY-MM-DDTHH:mm` at the branch. */
export function toWallTime(instant: Date | string, timeZone: string): string {
  const { year, month, day, hour, minute } = wallClock(instant, timeZone);
  return `${year}-${month}-${day}T${digits(hour)}:${minute}`;
}

/** How lists and emails show a booking time: `23/11/2026 09:00 AM` at the branch. */
export function formatBookingDateTime(instant: Date | string, timeZone: string): string {
  const { year, month, day, hour, minute } = wallClock(instant, timeZone);
  return `${day}/${month}/${year} ${digits(hour % 12 || 12)}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;
}
