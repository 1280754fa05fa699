import type { CalendarBooking, CalendarVehicle } from '@motorpool/api';
import { boundIndex, dayBounds, localTimeOf, type IsoDate, type WeekStart } from './calendar-dates';
import { assignLanes } from './lanes';
import { timedBookings } from './timed-bookings';
import { viewDates, type TimelineSpan } from './visible-window';

const HOUR_MS = 3_600_000;

/** One column of the timeline: an hour of the day (23 or 25 on the days clocks change) or a day of the week. */
export type TimelineColumn = { date: IsoDate; label: string; start: number; end: number };

export type TimelineBooking = Pick<CalendarBooking, 'pk' | 'start' | 'end' | 'vehicle_pk' | 'vehicle_name'>;
export type TimelineVehicle = Pick<CalendarVehicle, 'pk' | 'name'>;

export type TimelineItem<B> = {
  booking: B;
  /** Column positions, fractional (2.5 = halfway through the third column), clipped to the window. */
  startColumn: number;
  endColumn: number;
  lane: number;
  lanes: number;
  continuesBefore: boolean;
  continuesAfter: boolean;
};

export type TimelineRow<B, V> = {
  pk: number;
  name: string;
  /** Null for a vehicle that has bookings in the window but is no longer one of the branch's active vehicles. */
  vehicle: V | null;
  items: TimelineItem<B>[];
};

export type TimelineLayout<B, V> = { columns: TimelineColumn[]; rows: TimelineRow<B, V>[] };

/** Hours of the day (elapsed, so labels repeat or skip where the clocks do), or the days of the week. */
export function timelineColumns(date: IsoDate, span: TimelineSpan, timeZone: string, weekStartsOn: WeekStart = 1): TimelineColumn[] {
  const dates = viewDates('timeline', date, weekStartsOn, span);
  const bounds = dayBounds(dates, timeZone);
  if (span === 'week') return dates.map((day, index) => ({ date: day, label: day, start: bounds[index] as number, end: bounds[index + 1] as number }));
  const [start = 0, end = 0] = bounds;
  const columns: TimelineColumn[] = [];
  for (let instant = start; instant < end; instant += HOUR_MS) {
    columns.push({ date, label: localTimeOf(instant, timeZone), start: instant, end: Math.min(instant + HOUR_MS, end) });
  }
  return columns;
}

/** Where an instant falls across the columns, as a fractional column position clipped to [0, columns]. */
function columnPosition(columns: readonly TimelineColumn[], starts: readonly number[], instant: number): number {
  const index = boundIndex(starts, instant);
  if (index < 0) return 0;
  const column = columns[index];
  if (!column || instant >= column.end) return columns.length;
  return index + (instant - column.start) / (column.end - column.start);
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The vehicle timeline: one row per vehicle, by name, each with its bookings
 * placed on the columns and laid out in lanes where they overlap (a cancelled
 * booking may share time with its replacement). Bookings of vehicles missing
 * from `vehicles` get a row of their own, so nothing in the window is lost.
 */
export function timelineLayout<B extends TimelineBooking, V extends TimelineVehicle>(
  vehicles: readonly V[],
  bookings: readonly B[],
  date: IsoDate,
  span: TimelineSpan,
  timeZone: string,
  weekStartsOn: WeekStart = 1,
): TimelineLayout<B, V> {
  const columns = timelineColumns(date, span, timeZone, weekStartsOn);
  const starts = columns.map((column) => column.start);
  const windowStart = columns[0]?.start ?? 0;
  const windowEnd = columns.at(-1)?.end ?? 0;
  const rows = new Map<number, TimelineRow<B, V>>(vehicles.map((vehicle) => [vehicle.pk, { pk: vehicle.pk, name: vehicle.name, vehicle, items: [] }]));
  for (const { booking, start, end } of timedBookings(bookings)) {
    if (end <= windowStart || start >= windowEnd) continue;
    let row = rows.get(booking.vehicle_pk);
    if (!row) {
      row = { pk: booking.vehicle_pk, name: booking.vehicle_name, vehicle: null, items: [] };
      rows.set(booking.vehicle_pk, row);
    }
    row.items.push({
      booking,
      startColumn: columnPosition(columns, starts, start),
      endColumn: columnPosition(columns, starts, end),
      lane: 0,
      lanes: 1,
      continuesBefore: start < windowStart,
      continuesAfter: end > windowEnd,
    });
  }
  for (const row of rows.values()) {
    const lanes = assignLanes(row.items.map((item) => ({ start: item.startColumn, end: item.endColumn })));
    row.items.forEach((item, index) => {
      Object.assign(item, lanes[index]);
    });
  }
  return { columns, rows: [...rows.values()].sort((a, b) => collator.compare(a.name, b.name) || a.pk - b.pk) };
}

export type RowRange = {
  /** Rows to render: [first, last). */
  first: number;
  last: number;
  /** Where the first rendered row sits, and the height of all rows (for the scroll area). */
  offsetTop: number;
  totalHeight: number;
};

/** The rows a scrolled viewport shows, plus `overscan` either side, so 500 vehicles render as a screenful. */
export function visibleRows({
  scrollTop,
  viewportHeight,
  rowHeight,
  rowCount,
  overscan = 5,
}: {
  scrollTop: number;
  viewportHeight: number;
  rowHeight: number;
  rowCount: number;
  overscan?: number;
}): RowRange {
  const totalHeight = rowCount * rowHeight;
  if (rowCount === 0 || rowHeight <= 0) return { first: 0, last: 0, offsetTop: 0, totalHeight: Math.max(0, totalHeight) };
  const top = Math.min(Math.max(0, scrollTop), Math.max(0, totalHeight - viewportHeight));
  const first = Math.max(0, Math.floor(top / rowHeight) - overscan);
  const last = Math.min(rowCount, Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight) + overscan);
  return { first, last, offsetTop: first * rowHeight, totalHeight };
}
