import { bookingMessage, bookingMessages, parseBookingDateTime, RECURRING_MAX_OCCURRENCES, toWallTime, type BookingPayload } from '@motorpool/api';
import { badRequest } from '../http/errors';
import type { TimeRange } from './validate';

export const RECURRING_PATTERN_REQUIRED = 'Choose how the booking repeats';

type SeriesFields = Pick<BookingPayload, 'recurring_pattern' | 'days_of_week' | 'dates_of_month' | 'ends_on'>;

const fieldError = (field: string, message: string) => badRequest(message, { fields: { [field]: message } });

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The bookings of a series. The first is the booking as entered; after it
 * every local date up to ends_on (inclusive) that the pattern names: daily,
 * weekly on days_of_week (ISO 1–7), monthly on dates_of_month (a month
 * without the 31st simply has no occurrence then). Each occurrence is built
 * from wall-clock times at the branch — the first's start time and its end
 * time so many dates later — so 09:00–11:00 stays 09:00–11:00 local across
 * a daylight-saving change instead of drifting by the hour that 7 × 24 h
 * would add.
 */
export function seriesOccurrences(first: TimeRange, series: SeriesFields, timeZone: string): TimeRange[] {
  const pattern = series.recurring_pattern;
  if (!pattern) throw fieldError('recurring_pattern', RECURRING_PATTERN_REQUIRED);
  if (!series.ends_on) throw fieldError('ends_on', bookingMessages.recurringEndsOnRequired);
  const startWall = toWallTime(first.start, timeZone);
  const endWall = toWallTime(first.end, timeZone);
  const firstDate = startWall.slice(0, 10);
  if (series.ends_on < firstDate) throw fieldError('ends_on', bookingMessages.recurringEndsOnBeforeStart);
  const weekdays = new Set(series.days_of_week ?? []);
  const monthDates = new Set(series.dates_of_month ?? []);
  if (pattern === 'weekly' && weekdays.size === 0) throw fieldError('days_of_week', bookingMessages.recurringDaysRequired);
  if (pattern === 'monthly' && monthDates.size === 0) throw fieldError('dates_of_month', bookingMessages.recurringDaysRequired);

  const matches = (date: string) => pattern === 'daily' || (pattern === 'weekly' ? weekdays.has(isoWeekday(date)) : monthDates.has(Number(date.slice(8, 10))));
  const endOffsetDays = daysBetween(firstDate, endWall.slice(0, 10));
  const occurrenceOn = (date: string): TimeRange => ({
    start: parseBookingDateTime(`${date}T${startWall.slice(11)}`, timeZone),
    end: parseBookingDateTime(`${addDays(date, endOffsetDays)}T${endWall.slice(11)}`, timeZone),
  });

  const occurrences: TimeRange[] = [first];
  for (let date = addDays(firstDate, 1); date <= series.ends_on; date = addDays(date, 1)) {
    if (!matches(date)) continue;
    if (occurrences.length === RECURRING_MAX_OCCURRENCES) {
      throw fieldError('ends_on', bookingMessage(bookingMessages.recurringTooMany, { count: RECURRING_MAX_OCCURRENCES }));
    }
    occurrences.push(occurrenceOn(date));
  }
  return occurrences;
}
