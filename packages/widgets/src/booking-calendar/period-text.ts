import type { IsoDate, WeekStart } from './model/calendar-dates';
import { viewDates, type CalendarView, type TimelineSpan } from './model/visible-window';

/*
 * Dates as the calendar writes them. A date (`YYYY-MM-DD`) has no zone, so
 * it is formatted as the UTC midnight it is counted on; the formatters are
 * made once, since a view names hundreds of cells.
 */
const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-AU', { ...options, timeZone: 'UTC' });
const dayMonthYear = utc({ day: 'numeric', month: 'short', year: 'numeric' });
const weekdayDayMonth = utc({ weekday: 'short', day: 'numeric', month: 'short' });
const weekdayDayMonthYear = utc({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const monthYear = utc({ month: 'long', year: 'numeric' });
const weekdayShort = utc({ weekday: 'short' });

const asUtc = (date: IsoDate) => new Date(`${date}T00:00:00Z`);
const withoutCommas = (text: string) => text.replace(/,/g, '');

const dayTexts = new Map<IsoDate, string>();
const DAY_TEXT_CACHE_LIMIT = 1_000;

/** `Mon 23 Nov`: a column or cell's day, or the day a booking starts. Kept, since a week names a thousand bookings over a few days. */
export function dayText(date: IsoDate): string {
  let text = dayTexts.get(date);
  if (text === undefined) {
    if (dayTexts.size >= DAY_TEXT_CACHE_LIMIT) dayTexts.clear();
    text = withoutCommas(weekdayDayMonth.format(asUtc(date)));
    dayTexts.set(date, text);
  }
  return text;
}

/** `Mon 23 Nov 2026`. */
export const fullDayText = (date: IsoDate): string => withoutCommas(weekdayDayMonthYear.format(asUtc(date)));

/** `Mon`, for a weekday number (0 = Sunday); 4 January 1970 was a Sunday. */
export const weekdayText = (weekday: number): string => weekdayShort.format(new Date(Date.UTC(1970, 0, 4 + weekday)));

/** What a view shows, as the toolbar's title says it: `Mon 23 Nov 2026`, `23 – 29 Nov 2026`, `November 2026`. */
export function periodText(view: CalendarView, date: IsoDate, weekStartsOn: WeekStart, timelineSpan: TimelineSpan): string {
  const span = view === 'timeline' ? timelineSpan : view;
  if (span === 'day') return fullDayText(date);
  if (span === 'month') return monthYear.format(asUtc(date));
  const dates = viewDates('week', date, weekStartsOn);
  // formatRange puts thin spaces around its dash; plain ones read (and match) the same everywhere.
  return dayMonthYear.formatRange(asUtc(dates[0] ?? date), asUtc(dates.at(-1) ?? date)).replace(/\s/g, ' ');
}

/** What a step back or on is called for the view: `day`, `week` or `month`. */
export const periodUnit = (view: CalendarView, timelineSpan: TimelineSpan): 'day' | 'week' | 'month' => (view === 'timeline' ? timelineSpan : view);
