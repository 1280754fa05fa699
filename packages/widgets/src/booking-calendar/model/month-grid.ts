import { boundIndex, dayBounds, weekdayOf, type IsoDate, type WeekStart } from './calendar-dates';
import { timedBookings, type TimedBooking } from './timed-bookings';
import { viewDates } from './visible-window';

export type MonthCell<B> = {
  date: IsoDate;
  /** False for the days of the neighbouring months that fill the first and last weeks. */
  inMonth: boolean;
  isToday: boolean;
  /** Every booking on the day at the branch, by start (longer first on a tie). */
  bookings: B[];
  /** The first `maxPerCell`, or one fewer when the rest need a '+N more'. */
  shown: B[];
  more: number;
};

export type MonthGrid<B> = {
  /** Weekday numbers of the columns (0 = Sunday), from the week's first day. */
  weekdays: number[];
  weeks: MonthCell<B>[][];
};

export type MonthGridOptions = { weekStartsOn?: WeekStart; maxPerCell?: number; today?: IsoDate };

/**
 * The month view: the month's whole weeks, each day holding the bookings that
 * overlap it at the branch (a booking over several days is on each), with at
 * most `maxPerCell` lines per day where the last says '+N more'.
 */
export function monthGrid<B extends TimedBooking>(
  bookings: readonly B[],
  date: IsoDate,
  timeZone: string,
  { weekStartsOn = 1, maxPerCell = 3, today }: MonthGridOptions = {},
): MonthGrid<B> {
  const dates = viewDates('month', date, weekStartsOn);
  const bounds = dayBounds(dates, timeZone);
  const month = date.slice(0, 7);
  const cells: MonthCell<B>[] = dates.map((day) => ({
    date: day,
    inMonth: day.slice(0, 7) === month,
    isToday: day === today,
    bookings: [],
    shown: [],
    more: 0,
  }));
  const windowStart = bounds[0] ?? 0;
  const windowEnd = bounds.at(-1) ?? 0;
  for (const { booking, start, end } of timedBookings(bookings)) {
    if (end <= windowStart || start >= windowEnd) continue;
    const first = Math.max(0, boundIndex(bounds, start));
    const last = Math.min(cells.length - 1, boundIndex(bounds, end - 1));
    for (let index = first; index <= last; index += 1) (cells[index] as MonthCell<B>).bookings.push(booking);
  }
  for (const cell of cells) {
    const overflow = cell.bookings.length > maxPerCell;
    cell.shown = cell.bookings.slice(0, overflow ? Math.max(0, maxPerCell - 1) : maxPerCell);
    cell.more = cell.bookings.length - cell.shown.length;
  }
  const weeks: MonthCell<B>[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return { weekdays: dates.slice(0, 7).map(weekdayOf), weeks };
}
