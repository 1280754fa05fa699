import { CALENDAR_VIEWS, type CalendarView } from '@motorpool/widgets';

/*
 * `/bookings-calendar-view?view=week&date=2026-11-23&branch=3`: the view and
 * date follow the calendar, so a reload or a shared link shows the same
 * dates; `branch` (or `hub`) shows that place alone. Anything else in the
 * query, or a value that is not what it claims to be, is left alone.
 */

export type CalendarQuery = { view?: CalendarView; date?: string; branchPk?: number; hubPk?: number };

const PK = /^[1-9]\d{0,8}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isView = (value: string | null): value is CalendarView => (CALENDAR_VIEWS as readonly (string | null)[]).includes(value);

/** A real calendar date `YYYY-MM-DD` (not 2026-02-30). */
function isCalendarDate(value: string | null): value is string {
  const match = value === null ? null : ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pkOf = (value: string | null) => (value !== null && PK.test(value) ? Number(value) : undefined);

export function readCalendarQuery(search: URLSearchParams): CalendarQuery {
  const view = search.get('view');
  const date = search.get('date');
  return {
    view: isView(view) ? view : undefined,
    date: isCalendarDate(date) ? date : undefined,
    branchPk: pkOf(search.get('branch')),
    hubPk: pkOf(search.get('hub')),
  };
}

/** The query with the calendar's view and date, every other parameter kept (`embed`, the place); null when nothing changes. */
export function withCalendarState(search: URLSearchParams, { view, date }: { view: CalendarView; date: string }): URLSearchParams | null {
  if (search.get('view') === view && search.get('date') === date) return null;
  const next = new URLSearchParams(search);
  next.set('view', view);
  next.set('date', date);
  return next;
}
