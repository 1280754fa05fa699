import { parseBookingDateTime, toWallTime } from '@motorpool/api';

/**
 * Calendar dates (`YYYY-MM-DD`) and the instants that bound them at a time
 * zone. Dates are counted on a plain UTC calendar, which has no daylight
 * saving; only `dayStart` and `localDateOf` ask the zone, so a day at the
 * branch is as long as its clocks make it (23, 24 or 25 hours).
 */
export type IsoDate = string;
/** 0 = Sunday … 6 = Saturday, as react-day-picker and date-fns count. */
export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcDay(date: IsoDate): number {
  const match = DATE.exec(date);
  if (match) {
    const [, year, month, day] = match.map(Number) as [number, number, number, number];
    const ms = Date.UTC(year, month - 1, day);
    const probe = new Date(ms);
    // Date.UTC rolls 30 February into March; a real date survives the round trip.
    if (probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day) return ms;
  }
  throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
}

const dateOfUtc = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10);

export function isIsoDate(value: string): boolean {
  try {
    utcDay(value);
    return true;
  } catch {
    return false;
  }
}

export const addDays = (date: IsoDate, days: number): IsoDate => dateOfUtc(utcDay(date) + days * DAY_MS);

export const daysBetween = (from: IsoDate, to: IsoDate): number => Math.round((utcDay(to) - utcDay(from)) / DAY_MS);

/** The same day of another month, or that month's last day when it is shorter (31 January + 1 → 28/29 February). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const day = new Date(utcDay(date));
  const first = Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1);
  const length = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months + 1, 0)).getUTCDate();
  return dateOfUtc(first + (Math.min(day.getUTCDate(), length) - 1) * DAY_MS);
}

export const weekdayOf = (date: IsoDate): number => new Date(utcDay(date)).getUTCDay();

export const startOfWeek = (date: IsoDate, weekStartsOn: WeekStart): IsoDate => addDays(date, -((weekdayOf(date) - weekStartsOn + 7) % 7));

export const startOfMonth = (date: IsoDate): IsoDate => `${date.slice(0, 7)}-01`;

export const endOfMonth = (date: IsoDate): IsoDate => addDays(addMonths(startOfMonth(date), 1), -1);

export const datesFrom = (first: IsoDate, count: number): IsoDate[] => Array.from({ length: count }, (_, index) => addDays(first, index));

/** The first instant of the date at the zone (epoch ms): midnight, or the moment clocks jump to when midnight is skipped. */
export const dayStart = (date: IsoDate, timeZone: string): number => parseBookingDateTime(`${date}T00:00`, timeZone).getTime();

/**
 * The instants bounding consecutive dates: `bounds[i]` starts `dates[i]`,
 * `bounds[dates.length]` ends the last. Asked of the zone once per day, so
 * placing thousands of bookings is a binary search each, not a zone lookup.
 */
export function dayBounds(dates: readonly IsoDate[], timeZone: string): number[] {
  const last = dates.at(-1);
  if (last === undefined) return [];
  return [...dates, addDays(last, 1)].map((date) => dayStart(date, timeZone));
}

/** The index `i` with `bounds[i] <= instant < bounds[i + 1]`; -1 before the first, `bounds.length - 1` from the last on. */
export function boundIndex(bounds: readonly number[], instant: number): number {
  let low = 0;
  let high = bounds.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((bounds[middle] ?? Infinity) <= instant) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** Zone offsets change only on quarter-hour boundaries (UTC), so one lookup serves every instant of a quarter hour. */
const OFFSET_BUCKET_MS = 15 * 60_000;
const OFFSET_CACHE_LIMIT = 50_000;
const offsetsByZone = new Map<string, Map<number, number>>();

/**
 * The zone's offset from UTC at an instant (ms). Asking the zone costs tens of
 * microseconds, and a busy week asks thousands of times while drawing, so
 * each quarter hour is asked once.
 */
function zoneOffset(instant: number, timeZone: string): number {
  let offsets = offsetsByZone.get(timeZone);
  if (!offsets) {
    offsets = new Map();
    offsetsByZone.set(timeZone, offsets);
  }
  const bucket = Math.floor(instant / OFFSET_BUCKET_MS);
  let offset = offsets.get(bucket);
  if (offset === undefined) {
    if (offsets.size >= OFFSET_CACHE_LIMIT) offsets.clear();
    const bucketStart = bucket * OFFSET_BUCKET_MS;
    offset = Date.parse(`${toWallTime(new Date(bucketStart), timeZone)}:00Z`) - bucketStart;
    offsets.set(bucket, offset);
  }
  return offset;
}

/** `YYYY-MM-DDTHH:mm` at the zone. */
const wallTimeOf = (instant: number, timeZone: string): string => new Date(instant + zoneOffset(instant, timeZone)).toISOString().slice(0, 16);

/** The date at the zone on which an instant falls. */
export const localDateOf = (instant: number, timeZone: string): IsoDate => wallTimeOf(instant, timeZone).slice(0, 10);

/** `HH:mm` at the zone. */
export const localTimeOf = (instant: number, timeZone: string): string => wallTimeOf(instant, timeZone).slice(11, 16);

/** Today at the branch, which may not be today where the browser is. */
export const today = (timeZone: string, now: Date = new Date()): IsoDate => localDateOf(now.getTime(), timeZone);
