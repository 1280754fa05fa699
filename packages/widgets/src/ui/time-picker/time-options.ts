/*
 * The time picker's rules (spec §5): 12-hour `hh:mm AM/PM` text, options
 * every 15 minutes from 7:00 AM through 6:45 AM the next day plus 11:59 PM,
 * and bounds. Times are kept as 24-hour `HH:mm` wall-clock text, the form a
 * booking's `YYYY-MM-DDTHH:mm` is built from.
 */

export const TIME_STEP_MINUTES = 15;
/** The list starts at 7:00 AM, where a working day starts. */
const FIRST_OPTION_MINUTES = 7 * 60;
const MINUTES_PER_DAY = 24 * 60;
/** 11:59 PM closes the list: the last minute of a day, for bookings that run to its end. */
const END_OF_DAY_MINUTES = MINUTES_PER_DAY - 1;

export const TIME_FORMAT_MESSAGE = 'Please follow "hh:mm AM/PM" 12 hour-format (12:34 PM)';
export const TIME_PLACEHOLDER = 'hh:mm AM/PM';

export type TimeOption = {
  /** `HH:mm`, 24-hour. */
  value: string;
  /** `hh:mm AM/PM`. */
  label: string;
  /** Minutes since midnight, for comparing with bounds. */
  minutes: number;
};

const pad = (value: number) => String(value).padStart(2, '0');
const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const TWELVE_HOUR = /^(0?[1-9]|1[0-2]):([0-5]\d)\s*([AaPp])\.?\s*[Mm]\.?$/;

const fromMinutes = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** Minutes since midnight of an `HH:mm` time; null for anything else. */
export function toMinutes(value: string): number | null {
  const match = HH_MM.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** `13:05` → `01:05 PM`; anything that is not `HH:mm` comes back unchanged. */
export function formatTime12(value: string): string {
  const minutes = toMinutes(value);
  if (minutes === null) return value;
  const hours = Math.floor(minutes / 60);
  return `${pad(hours % 12 || 12)}:${pad(minutes % 60)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** `1:05 pm` (or `01:05 PM`) → `13:05`; null when the text is not a 12-hour time. */
export function parseTime12(text: string): string | null {
  const [, hour, minute, half] = TWELVE_HOUR.exec(text.trim()) ?? [];
  if (!hour || !minute || !half) return null;
  const hour12 = Number(hour) % 12;
  const hours = half.toUpperCase() === 'P' ? hour12 + 12 : hour12;
  return `${pad(hours)}:${minute}`;
}

/** Spec §5: 07:00 AM … 11:45 PM, 12:00 AM … 06:45 AM, then 11:59 PM. */
export function timeOptions(): TimeOption[] {
  const steps = MINUTES_PER_DAY / TIME_STEP_MINUTES;
  const quarters = Array.from({ length: steps }, (_, index) => (FIRST_OPTION_MINUTES + index * TIME_STEP_MINUTES) % MINUTES_PER_DAY);
  return [...quarters, END_OF_DAY_MINUTES].map((minutes) => {
    const value = fromMinutes(minutes);
    return { value, label: formatTime12(value), minutes };
  });
}

/** The next quarter hour at or after `date` (seconds count: 9:00:30 becomes 9:15). */
export function roundUpToQuarter(date: Date): Date {
  const quarter = TIME_STEP_MINUTES * 60_000;
  return new Date(Math.ceil(date.getTime() / quarter) * quarter);
}

/** Earliest and latest time allowed, `HH:mm`, both inclusive. */
export type TimeBounds = { min?: string | null; max?: string | null };

export function isWithinBounds(value: string, { min, max }: TimeBounds): boolean {
  const minutes = toMinutes(value);
  if (minutes === null) return false;
  const low = min ? toMinutes(min) : null;
  const high = max ? toMinutes(max) : null;
  return (low === null || minutes >= low) && (high === null || minutes <= high);
}

/** Spec §5: what a time outside the bounds is told; null without bounds. */
export function boundsMessage({ min, max }: TimeBounds): string | null {
  if (min && max) return `You can only select between ${formatTime12(min)} and ${formatTime12(max)}`;
  if (min) return `You can only select after ${formatTime12(min)}`;
  if (max) return `You can only select before ${formatTime12(max)}`;
  return null;
}
