import { ACTIVE_BOOKING_STATUSES, type CalendarBooking } from '@motorpool/api';
import type { TimelineColumn } from './timeline';

/** The grid's step: spec §5's time picker offers quarter hours. */
export const SLOT_MINUTES = 15;
const MINUTE_MS = 60_000;

/** A stretch of time to book, as instants (epoch ms), end exclusive. */
export type Slot = { start: number; end: number };
/** A day column of the time grid (TimeGridDay has these). */
export type DaySpan = { start: number; end: number };

/**
 * Snaps an instant to the step counted from `origin` (the day's start), so
 * quarter hours stay on the branch's quarter hours whatever its offset.
 */
export function snapInstant(instant: number, origin: number, mode: 'floor' | 'round' | 'ceil' = 'round', stepMinutes = SLOT_MINUTES): number {
  const step = stepMinutes * MINUTE_MS;
  return origin + Math[mode]((instant - origin) / step) * step;
}

/** The cells of a day column: one per step, 92, 96 or 100 of them. */
export const slotCount = (day: DaySpan, stepMinutes = SLOT_MINUTES): number => Math.ceil((day.end - day.start) / (stepMinutes * MINUTE_MS));

/** The slot under cell `index` of a day column, or null outside the day. */
export function timeGridSlot(day: DaySpan, index: number, stepMinutes = SLOT_MINUTES): Slot | null {
  if (!Number.isInteger(index) || index < 0 || index >= slotCount(day, stepMinutes)) return null;
  const start = day.start + index * stepMinutes * MINUTE_MS;
  return { start, end: Math.min(start + stepMinutes * MINUTE_MS, day.end) };
}

/** The slot a pointer at `offsetMinutes` into a day column starts: snapped down to the step, `lengthMinutes` long, within the day. */
export function timeGridSlotAt(day: DaySpan, offsetMinutes: number, lengthMinutes = 60, stepMinutes = SLOT_MINUTES): Slot | null {
  const instant = day.start + offsetMinutes * MINUTE_MS;
  if (instant < day.start || instant >= day.end) return null;
  const start = snapInstant(instant, day.start, 'floor', stepMinutes);
  return { start, end: Math.min(start + lengthMinutes * MINUTE_MS, day.end) };
}

/** The slot under a timeline column (an hour, or a day). */
export function timelineSlot(columns: readonly TimelineColumn[], index: number): Slot | null {
  const column = columns[index];
  return column ? { start: column.start, end: column.end } : null;
}

/** The stretch a selection covers from the cell it began on to the one it reaches, whichever way it was dragged. */
export const spanSlots = (anchor: Slot, focus: Slot): Slot => ({ start: Math.min(anchor.start, focus.start), end: Math.max(anchor.end, focus.end) });

type Occupying = Pick<CalendarBooking, 'start' | 'end' | 'status' | 'is_deleted'>;

/**
 * Whether a vehicle is free for [start, end): no booking that holds it
 * (Pending Approval, Approved, In-Progress; hidden ones too) overlaps, the
 * branch's buffer after each included. A courtesy for the grid — the server's
 * constraint decides, and a caller may not see every booking.
 */
export function isSlotFree(vehicleBookings: readonly Occupying[], start: number, end: number, bufferMinutes = 0): boolean {
  if (!(end > start)) return false;
  const buffer = bufferMinutes * MINUTE_MS;
  return !vehicleBookings.some(
    (booking) =>
      !booking.is_deleted &&
      (ACTIVE_BOOKING_STATUSES as readonly string[]).includes(booking.status) &&
      Date.parse(booking.start) < end + buffer &&
      start < Date.parse(booking.end) + buffer,
  );
}
