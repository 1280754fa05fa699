import { parseBookingDateTime, toWallTime } from '@motorpool/api';
import type { BookingTimes } from '../calendar-types';
import { addDays } from '../model/calendar-dates';
import { SLOT_MINUTES, snapInstant } from '../model/slots';
import type { TimelineColumn } from '../model/timeline';
import type { TimelineSpan } from '../model/visible-window';
import { instantAtPosition } from './timeline-geometry';

/** Moving keeps the length; `end` changes only the end (the bar's right-hand handle, or Alt+Shift+Arrow). */
export type EditEdge = 'move' | 'end';

export type EditContext = { span: TimelineSpan; columns: readonly TimelineColumn[]; timeZone: string };

const STEP_MS = SLOT_MINUTES * 60_000;

/**
 * The same wall-clock time `days` later at the zone, so a 09:00 booking
 * moved across a change of the clocks still starts at 09:00. Wall times are
 * whole minutes, as bookings are.
 */
export function shiftWallDays(instant: number, days: number, timeZone: string): number {
  if (days === 0) return instant;
  const wall = toWallTime(new Date(instant), timeZone);
  return parseBookingDateTime(`${addDays(wall.slice(0, 10), days)}T${wall.slice(11, 16)}`, timeZone).getTime();
}

/**
 * One keyboard step (Alt+Arrow, Alt+Shift+Arrow): a quarter hour on the
 * quarter hours of the day in the day span, a day in the week span. Null
 * when the step would end the booking at or before its start, or take it
 * wholly out of the window (where its focused bar would vanish).
 */
export function keyboardStep(times: BookingTimes, edge: EditEdge, direction: -1 | 1, { span, columns, timeZone }: EditContext): BookingTimes | null {
  const windowStart = columns[0]?.start ?? 0;
  const windowEnd = columns.at(-1)?.end ?? 0;
  let next: BookingTimes;
  if (span === 'day') {
    // Off-grid times land on the next quarter hour in the direction of travel, then go a quarter at a time.
    const mode = direction > 0 ? 'floor' : 'ceil';
    if (edge === 'move') {
      const start = snapInstant(times.start + direction * STEP_MS, windowStart, mode);
      next = { start, end: start + (times.end - times.start) };
    } else {
      next = { start: times.start, end: snapInstant(times.end + direction * STEP_MS, windowStart, mode) };
    }
  } else if (edge === 'move') {
    next = { start: shiftWallDays(times.start, direction, timeZone), end: shiftWallDays(times.end, direction, timeZone) };
  } else {
    next = { start: times.start, end: shiftWallDays(times.end, direction, timeZone) };
  }
  if (next.end <= next.start || next.end <= windowStart || next.start >= windowEnd) return null;
  return next;
}

/**
 * A booking's times while a pointer drags it (or its end) from column
 * position `from` to `to`: in the day span by the time between them,
 * snapped to the quarter hours counted from the day's start; in the week
 * span by whole days, keeping the wall-clock times. The end never reaches
 * back to the start.
 */
export function dragTimes(original: BookingTimes, edge: EditEdge, from: number, to: number, { span, columns, timeZone }: EditContext): BookingTimes {
  if (span === 'day') {
    const origin = columns[0]?.start ?? 0;
    const delta = instantAtPosition(columns, to) - instantAtPosition(columns, from);
    if (edge === 'move') {
      const start = snapInstant(original.start + delta, origin);
      return { start, end: start + (original.end - original.start) };
    }
    const end = snapInstant(original.end + delta, origin);
    return { start: original.start, end: end > original.start ? end : snapInstant(original.start + STEP_MS, origin, 'floor') };
  }
  let days = Math.round(to - from);
  if (edge === 'move') return { start: shiftWallDays(original.start, days, timeZone), end: shiftWallDays(original.end, days, timeZone) };
  let end = shiftWallDays(original.end, days, timeZone);
  while (end <= original.start && days < 0) end = shiftWallDays(original.end, ++days, timeZone);
  return { start: original.start, end };
}
