import { WEEKDAYS, type BusinessHours, type Weekday } from '@motorpool/api';
import type { Infer } from 'superstruct';

/** One weekday as the editor holds it: the times stay as typed while the day is closed, so reopening it loses nothing. */
export type DayValues = { is_open: boolean; opens: string; closes: string };
export type BusinessHoursValues = Record<Weekday, DayValues>;

export const WEEKDAY_LABELS: Readonly<Record<Weekday, string>> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

export const COPY_MONDAY_LABEL = 'Copy Monday to weekdays';
export const COPIED_MONDAY_TEXT = "Monday's hours copied to Tuesday to Friday.";

const closedDay = (): DayValues => ({ is_open: false, opens: '', closes: '' });

export function emptyBusinessHours(): BusinessHoursValues {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, closedDay()])) as BusinessHoursValues;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The hours a branch holds (any JSON the server kept), as the editor holds them; a day not listed is closed. */
export function businessHoursFrom(stored: unknown): BusinessHoursValues {
  const hours = emptyBusinessHours();
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return hours;
  for (const day of WEEKDAYS) {
    const held: unknown = (stored as Record<string, unknown>)[day];
    if (typeof held !== 'object' || held === null) continue;
    const { is_open, opens, closes } = held as Record<string, unknown>;
    hours[day] = { is_open: is_open === true, opens: text(opens), closes: text(closes) };
  }
  return hours;
}

/** The `business_hours` payload: every weekday, a closed one without times. */
export function toBusinessHours(values: BusinessHoursValues): Infer<typeof BusinessHours> {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const { is_open, opens, closes } = values[day];
      return [day, is_open ? { is_open, opens: opens.trim(), closes: closes.trim() } : { is_open: false }];
    }),
  );
}

/** Where a message about business hours can sit: a day, or its opening or closing time. */
export const BUSINESS_HOURS_PATHS: readonly string[] = [
  'business_hours',
  ...WEEKDAYS.flatMap((day) => [`business_hours.${day}`, `business_hours.${day}.opens`, `business_hours.${day}.closes`]),
];
