import { boundIndex, dayBounds, localTimeOf, type IsoDate } from './calendar-dates';
import { assignLanes } from './lanes';
import { timedBookings, type TimedBooking } from './timed-bookings';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** An hour line of a day column: its wall-clock label and where it sits, in minutes from the day's start. */
export type HourMark = { label: string; offset: number };

/** A booking's piece within one day: minutes from the day's start, and its lane among the pieces it overlaps. */
export type TimeGridItem<B> = {
  booking: B;
  /** The piece's instants (epoch ms), clipped to the day. */
  start: number;
  end: number;
  top: number;
  height: number;
  lane: number;
  lanes: number;
  /** The booking began on an earlier day / goes on into a later one. */
  continuesBefore: boolean;
  continuesAfter: boolean;
};

export type TimeGridDay<B> = {
  date: IsoDate;
  start: number;
  end: number;
  /** 1440, or 1380 / 1500 on the days clocks change. */
  minutes: number;
  hours: HourMark[];
  items: TimeGridItem<B>[];
};

export type TimeGridOptions = {
  /** Shorter bookings are drawn (and kept apart) as if this long, so each stays readable. */
  minMinutes?: number;
};

function hourMarks(start: number, end: number, timeZone: string): HourMark[] {
  const marks: HourMark[] = [];
  for (let instant = start; instant < end; instant += HOUR_MS) marks.push({ label: localTimeOf(instant, timeZone), offset: (instant - start) / MINUTE_MS });
  return marks;
}

/**
 * The day and week views' columns: each booking cut into its pieces per day
 * at the branch, placed by minutes from that day's start — elapsed minutes,
 * so the hour that repeats in April and the one skipped in October are drawn
 * as they happen — and laid out in lanes where they overlap.
 */
export function timeGridDays<B extends TimedBooking>(
  bookings: readonly B[],
  dates: readonly IsoDate[],
  timeZone: string,
  { minMinutes = 15 }: TimeGridOptions = {},
): TimeGridDay<B>[] {
  const bounds = dayBounds(dates, timeZone);
  const days: TimeGridDay<B>[] = dates.map((date, index) => {
    const start = bounds[index] as number;
    const end = bounds[index + 1] as number;
    return { date, start, end, minutes: (end - start) / MINUTE_MS, hours: hourMarks(start, end, timeZone), items: [] };
  });
  const windowStart = bounds[0] ?? 0;
  const windowEnd = bounds.at(-1) ?? 0;
  for (const { booking, start, end } of timedBookings(bookings)) {
    if (end <= windowStart || start >= windowEnd) continue;
    const first = Math.max(0, boundIndex(bounds, start));
    const last = Math.min(days.length - 1, boundIndex(bounds, end - 1));
    for (let index = first; index <= last; index += 1) {
      const day = days[index] as TimeGridDay<B>;
      const pieceStart = Math.max(start, day.start);
      const pieceEnd = Math.min(end, day.end);
      const top = (pieceStart - day.start) / MINUTE_MS;
      const height = Math.min(Math.max((pieceEnd - pieceStart) / MINUTE_MS, minMinutes), day.minutes - top);
      day.items.push({
        booking,
        start: pieceStart,
        end: pieceEnd,
        top,
        height,
        lane: 0,
        lanes: 1,
        continuesBefore: start < day.start,
        continuesAfter: end > day.end,
      });
    }
  }
  for (const day of days) {
    const lanes = assignLanes(day.items.map((item) => ({ start: item.top, end: item.top + Math.max(item.height, minMinutes) })));
    day.items.forEach((item, index) => {
      Object.assign(item, lanes[index]);
    });
  }
  return days;
}
