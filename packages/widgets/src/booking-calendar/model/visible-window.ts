import { addDays, addMonths, dayStart, daysBetween, datesFrom, endOfMonth, startOfMonth, startOfWeek, type IsoDate, type WeekStart } from './calendar-dates';

export const CALENDAR_VIEWS = ['day', 'week', 'month', 'timeline'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
/** The vehicle timeline shows one day by the hour or one week by the day. */
export const TIMELINE_SPANS = ['day', 'week'] as const;
export type TimelineSpan = (typeof TIMELINE_SPANS)[number];

/** The instants a view shows, [from, to), as the calendar call takes them. */
export type CalendarWindow = { from: string; to: string };

function spanOf(view: CalendarView, timelineSpan: TimelineSpan): 'day' | 'week' | 'month' {
  return view === 'timeline' ? timelineSpan : view;
}

/** The dates a view shows: one day, a week from its first weekday, or the whole weeks around a month (4 to 6 rows). */
export function viewDates(view: CalendarView, date: IsoDate, weekStartsOn: WeekStart = 1, timelineSpan: TimelineSpan = 'day'): IsoDate[] {
  const span = spanOf(view, timelineSpan);
  if (span === 'day') return [date];
  if (span === 'week') return datesFrom(startOfWeek(date, weekStartsOn), 7);
  const first = startOfWeek(startOfMonth(date), weekStartsOn);
  const last = addDays(startOfWeek(endOfMonth(date), weekStartsOn), 6);
  return datesFrom(first, daysBetween(first, last) + 1);
}

/** Midnight at the branch on the first date shown to midnight after the last: what the calendar fetches. */
export function visibleWindow(
  view: CalendarView,
  date: IsoDate,
  timeZone: string,
  weekStartsOn: WeekStart = 1,
  timelineSpan: TimelineSpan = 'day',
): CalendarWindow {
  const dates = viewDates(view, date, weekStartsOn, timelineSpan);
  const first = dates[0] ?? date;
  const last = dates.at(-1) ?? date;
  return { from: new Date(dayStart(first, timeZone)).toISOString(), to: new Date(dayStart(addDays(last, 1), timeZone)).toISOString() };
}

/** The date one step back or on: a day, a week, or a month (31 January → 28/29 February). */
export function navigate(view: CalendarView, date: IsoDate, step: -1 | 1, timelineSpan: TimelineSpan = 'day'): IsoDate {
  const span = spanOf(view, timelineSpan);
  if (span === 'month') return addMonths(date, step);
  return addDays(date, span === 'week' ? 7 * step : step);
}
