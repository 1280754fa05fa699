import { describe, expect, it } from 'vitest';
import { addDays, addMonths, boundIndex, dayBounds, dayStart, daysBetween, isIsoDate, localDateOf, startOfWeek, today } from './calendar-dates';
import { SYDNEY } from './calendar-fixtures';

describe('calendar dates', () => {
  it('counts days and months on the calendar, clamping to shorter months', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2026-01-01', '2026-03-04')).toBe(62);
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('refuses what is not a calendar date', () => {
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(() => addDays('31/12/2026', 1)).toThrow(RangeError);
  });

  it('finds the week’s first day for any week start', () => {
    // 2026-04-08 is a Wednesday.
    expect(startOfWeek('2026-04-08', 1)).toBe('2026-04-06');
    expect(startOfWeek('2026-04-08', 0)).toBe('2026-04-05');
    expect(startOfWeek('2026-04-06', 1)).toBe('2026-04-06');
    expect(startOfWeek('2026-04-05', 1)).toBe('2026-03-30');
  });

  it('bounds days at the zone: 25 hours when Sydney’s clocks go back in April, 23 when they go forward in October', () => {
    expect(new Date(dayStart('2026-04-05', SYDNEY)).toISOString()).toBe('2026-04-04T13:00:00.000Z');
    const april = dayBounds(['2026-04-05'], SYDNEY);
    expect(((april[1] ?? 0) - (april[0] ?? 0)) / 3_600_000).toBe(25);
    const october = dayBounds(['2026-10-04'], SYDNEY);
    expect(((october[1] ?? 0) - (october[0] ?? 0)) / 3_600_000).toBe(23);
    expect(dayBounds([], SYDNEY)).toEqual([]);
  });

  it('finds the day an instant falls on by binary search over the bounds', () => {
    const bounds = dayBounds(['2026-04-04', '2026-04-05', '2026-04-06'], SYDNEY);
    expect(boundIndex(bounds, Date.parse('2026-04-03T12:59:59Z'))).toBe(-1);
    expect(boundIndex(bounds, Date.parse('2026-04-03T13:00:00Z'))).toBe(0);
    // 02:30 the second time round (AEST) is still the 5th.
    expect(boundIndex(bounds, Date.parse('2026-04-04T16:30:00Z'))).toBe(1);
    expect(boundIndex(bounds, Date.parse('2026-04-05T14:00:00Z'))).toBe(2);
    expect(boundIndex(bounds, Date.parse('2026-04-07T14:00:00Z'))).toBe(3);
  });

  it('today is the date at the branch, not in the browser', () => {
    const now = new Date('2026-06-30T15:00:00Z');
    expect(today(SYDNEY, now)).toBe('2026-07-01');
    expect(today('America/Los_Angeles', now)).toBe('2026-06-30');
    expect(localDateOf(now.getTime(), 'UTC')).toBe('2026-06-30');
  });
});
