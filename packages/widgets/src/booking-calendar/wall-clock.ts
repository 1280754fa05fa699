import { boundIndex, dayBounds, localDateOf, localTimeOf, type IsoDate } from './model/calendar-dates';

/** An instant's date and `HH:mm` at the branch. */
export type WallClock = (instant: number) => { date: IsoDate; time: string };

const MINUTE_MS = 60_000;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The wall clock at a zone, quick within `dates`: a view's days are bounded
 * once (`dayBounds`), and on a day whose clocks do not change (1,440 minutes
 * long) an instant's time is the minutes since its midnight, with no zone
 * lookup. The days the clocks change on, and instants outside the dates, ask
 * the zone. A week names over a thousand bookings' starts and ends.
 */
export function wallClock(timeZone: string, dates: readonly IsoDate[] = []): WallClock {
  const bounds = dayBounds(dates, timeZone);
  return (instant) => {
    const index = boundIndex(bounds, instant);
    const start = bounds[index];
    const end = bounds[index + 1];
    if (start !== undefined && end !== undefined && end - start === 1_440 * MINUTE_MS) {
      const minutes = Math.floor((instant - start) / MINUTE_MS);
      return { date: dates[index] as IsoDate, time: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
    }
    return { date: localDateOf(instant, timeZone), time: localTimeOf(instant, timeZone) };
  };
}
