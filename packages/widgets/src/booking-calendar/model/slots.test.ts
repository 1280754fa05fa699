import { describe, expect, it } from 'vitest';
import { dayBounds } from './calendar-dates';
import { calendarBooking, SYDNEY } from './calendar-fixtures';
import { isSlotFree, slotCount, snapInstant, spanSlots, timeGridSlot, timeGridSlotAt, timelineSlot } from './slots';
import { timelineColumns } from './timeline';

const dayOf = (date: string, timeZone: string) => {
  const [start = 0, end = 0] = dayBounds([date], timeZone);
  return { start, end };
};
const at = (iso: string) => Date.parse(iso);

describe('slots under the grid', () => {
  it('a day column has a cell per quarter hour: 96, or 100 / 92 on Sydney’s change days', () => {
    expect(slotCount(dayOf('2026-06-10', 'UTC'))).toBe(96);
    expect(slotCount(dayOf('2026-04-05', SYDNEY))).toBe(100);
    expect(slotCount(dayOf('2026-10-04', SYDNEY))).toBe(92);
  });

  it('the slot under a cell, none outside the day', () => {
    const day = dayOf('2026-10-04', SYDNEY);
    // Cell 8 is two elapsed hours in: 03:00 AEDT, as 02:00 does not exist that night.
    expect(timeGridSlot(day, 8)).toEqual({ start: at('2026-10-03T16:00:00Z'), end: at('2026-10-03T16:15:00Z') });
    expect(timeGridSlot(day, 91)).toEqual({ start: day.end - 15 * 60_000, end: day.end });
    expect(timeGridSlot(day, 92)).toBeNull();
    expect(timeGridSlot(day, -1)).toBeNull();
  });

  it('a pointer starts a slot at the quarter hour below it, an hour long, kept within the day', () => {
    const day = dayOf('2026-06-10', 'UTC');
    expect(timeGridSlotAt(day, 9 * 60 + 37.5)).toEqual({ start: at('2026-06-10T09:30:00Z'), end: at('2026-06-10T10:30:00Z') });
    expect(timeGridSlotAt(day, 23 * 60 + 50)).toEqual({ start: at('2026-06-10T23:45:00Z'), end: at('2026-06-11T00:00:00Z') });
    expect(timeGridSlotAt(day, 30, 15)).toEqual({ start: at('2026-06-10T00:30:00Z'), end: at('2026-06-10T00:45:00Z') });
    expect(timeGridSlotAt(day, 1440)).toBeNull();
  });

  it('snaps to quarter hours of the branch’s day, whatever its offset (Kathmandu, +05:45)', () => {
    const day = dayOf('2026-06-10', 'Asia/Kathmandu');
    // 10:07 local.
    const instant = day.start + (10 * 60 + 7) * 60_000;
    expect(snapInstant(instant, day.start, 'floor')).toBe(day.start + 600 * 60_000);
    expect(snapInstant(instant, day.start, 'round')).toBe(day.start + 600 * 60_000);
    expect(snapInstant(instant, day.start, 'ceil')).toBe(day.start + 615 * 60_000);
    expect(snapInstant(day.start + 608 * 60_000, day.start)).toBe(day.start + 615 * 60_000);
  });

  it('timeline cells are their column; a selection spans from anchor to focus either way', () => {
    const columns = timelineColumns('2026-06-10', 'day', 'UTC');
    const nine = timelineSlot(columns, 9);
    const eleven = timelineSlot(columns, 11);
    expect(nine).toEqual({ start: at('2026-06-10T09:00:00Z'), end: at('2026-06-10T10:00:00Z') });
    expect(timelineSlot(columns, 24)).toBeNull();
    if (!nine || !eleven) throw new Error('slots expected');
    expect(spanSlots(eleven, nine)).toEqual({ start: at('2026-06-10T09:00:00Z'), end: at('2026-06-10T12:00:00Z') });
  });
});

describe('isSlotFree', () => {
  const approved = calendarBooking('2026-06-10T09:00:00Z', '2026-06-10T10:00:00Z');

  it('free when touching, taken when overlapping', () => {
    expect(isSlotFree([approved], at('2026-06-10T10:00:00Z'), at('2026-06-10T11:00:00Z'))).toBe(true);
    expect(isSlotFree([approved], at('2026-06-10T08:00:00Z'), at('2026-06-10T09:00:00Z'))).toBe(true);
    expect(isSlotFree([approved], at('2026-06-10T09:45:00Z'), at('2026-06-10T11:00:00Z'))).toBe(false);
    expect(isSlotFree([approved], at('2026-06-10T08:00:00Z'), at('2026-06-10T12:00:00Z'))).toBe(false);
  });

  it('only bookings that hold the vehicle count: hidden ones do, cancelled, declined, completed and deleted ones do not', () => {
    const slot = [at('2026-06-10T09:15:00Z'), at('2026-06-10T09:30:00Z')] as const;
    for (const status of ['Cancelled', 'Declined', 'Completed'] as const) {
      expect(isSlotFree([{ ...approved, status }], ...slot)).toBe(true);
    }
    expect(isSlotFree([{ ...approved, is_deleted: true }], ...slot)).toBe(true);
    expect(isSlotFree([calendarBooking(approved.start, approved.end, { is_hidden: true })], ...slot)).toBe(false);
    expect(isSlotFree([{ ...approved, status: 'Pending Approval' }], ...slot)).toBe(false);
    expect(isSlotFree([{ ...approved, status: 'In-Progress' }], ...slot)).toBe(false);
  });

  it('keeps the branch’s buffer after each booking, and refuses an empty slot', () => {
    expect(isSlotFree([approved], at('2026-06-10T10:10:00Z'), at('2026-06-10T11:00:00Z'), 15)).toBe(false);
    expect(isSlotFree([approved], at('2026-06-10T10:15:00Z'), at('2026-06-10T11:00:00Z'), 15)).toBe(true);
    expect(isSlotFree([approved], at('2026-06-10T08:00:00Z'), at('2026-06-10T08:50:00Z'), 15)).toBe(false);
    expect(isSlotFree([], at('2026-06-10T08:00:00Z'), at('2026-06-10T08:00:00Z'))).toBe(false);
  });
});
