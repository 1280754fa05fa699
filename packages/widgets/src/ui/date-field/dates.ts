/*
 * Calendar dates as the product keeps them (spec §3 Tag groups: stored
 * yyyy-MM-dd, shown dd/MM/yyyy). Plain strings, never `Date` objects, so a
 * date cannot shift by a day with the time zone.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/** True for a real calendar date written yyyy-MM-dd (not 2024-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  return Boolean(match && isRealDate(Number(match[1]), Number(match[2]), Number(match[3])));
}

/** `31/12/1910` (or `1/2/2024`) to `1910-12-31`; null when it is not a real date. */
export function parseDisplayDate(text: string): string | null {
  const match = DISPLAY_DATE.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null;
}

/** `1910-12-31` to `31/12/1910`; anything else comes back unchanged. */
export function formatDisplayDate(iso: string): string {
  const match = ISO_DATE.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** A date-time from the server (`2024-05-03T09:00:00Z`) as the local calendar day, dd/MM/yyyy. */
export function formatDisplayDateTime(value: string): string {
  if (isIsoDate(value)) return formatDisplayDate(value);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}

/** Today in the browser's time zone, yyyy-MM-dd. */
export function todayIsoDate(now: Date = new Date()): string {
  return toIsoDate(now);
}

/** The local calendar day of a `Date` (as a calendar picker hands it over). */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight of a yyyy-MM-dd date, for a calendar picker. */
export function fromIsoDate(iso: string): Date | undefined {
  const match = ISO_DATE.exec(iso);
  if (!match) return undefined;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Inclusive bounds check; yyyy-MM-dd strings compare correctly as text. */
export function isWithin(iso: string, min?: string, max?: string): boolean {
  return (!min || iso >= min) && (!max || iso <= max);
}
