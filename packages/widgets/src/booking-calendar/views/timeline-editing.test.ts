import { toWallTime } from '@motorpool/api';
import { describe, expect, it } from 'vitest';
import { SYDNEY } from '../model/calendar-fixtures';
import { timelineColumns } from '../model/timeline';
import { dragTimes, keyboardStep, shiftWallDays } from './timeline-editing';

const at = (wall: string) => Date.parse(wall);
const wall = (instant: number) => toWallTime(new Date(instant), SYDNEY);
const walls = (times: { start: number; end: number } | null) => times && [wall(times.start), wall(times.end)];

// 10 June 2026 in Sydney is AEST (+10:00).
const day = { span: 'day' as const, columns: timelineColumns('2026-06-10', 'day', SYDNEY), timeZone: SYDNEY };
const nineToEleven = { start: at('2026-06-09T23:00:00Z'), end: at('2026-06-10T01:00:00Z') };
// The week of Monday 28 September 2026, whose Sunday is the day the clocks go forward.
const week = { span: 'week' as const, columns: timelineColumns('2026-09-28', 'week', SYDNEY, 1), timeZone: SYDNEY };
const saturday = { start: at('2026-10-02T23:00:00Z'), end: at('2026-10-03T01:00:00Z') };

describe('keyboardStep', () => {
  it('moves a booking a quarter hour at a time in the day span, keeping its length', () => {
    expect(walls(keyboardStep(nineToEleven, 'move', 1, day))).toEqual(['2026-06-10T09:15', '2026-06-10T11:15']);
    expect(walls(keyboardStep(nineToEleven, 'move', -1, day))).toEqual(['2026-06-10T08:45', '2026-06-10T10:45']);
  });

  it('brings off-grid times onto the next quarter hour in the direction of travel', () => {
    const offGrid = { start: at('2026-06-09T23:07:00Z'), end: at('2026-06-10T01:07:00Z') };
    expect(walls(keyboardStep(offGrid, 'move', 1, day))).toEqual(['2026-06-10T09:15', '2026-06-10T11:15']);
    expect(walls(keyboardStep(offGrid, 'move', -1, day))).toEqual(['2026-06-10T09:00', '2026-06-10T11:00']);
  });

  it('changes only the end with the end edge, never to or before the start', () => {
    expect(walls(keyboardStep(nineToEleven, 'end', 1, day))).toEqual(['2026-06-10T09:00', '2026-06-10T11:15']);
    const quarter = { start: nineToEleven.start, end: nineToEleven.start + 15 * 60_000 };
    expect(keyboardStep(quarter, 'end', -1, day)).toBeNull();
  });

  it('refuses a step that takes the booking wholly out of the window', () => {
    const firstQuarter = { start: at('2026-06-09T14:00:00Z'), end: at('2026-06-09T14:15:00Z') };
    expect(keyboardStep(firstQuarter, 'move', -1, day)).toBeNull();
  });

  it('moves a day at a time in the week span at the same wall-clock time, across the change of the clocks', () => {
    expect(walls(keyboardStep(saturday, 'move', 1, week))).toEqual(['2026-10-04T09:00', '2026-10-04T11:00']);
    expect(walls(keyboardStep(saturday, 'end', 1, week))).toEqual(['2026-10-03T09:00', '2026-10-04T11:00']);
    expect(keyboardStep(saturday, 'end', -1, week)).toBeNull();
  });
});

describe('dragTimes', () => {
  it('moves by the time dragged in the day span, snapped to the quarter hours', () => {
    expect(walls(dragTimes(nineToEleven, 'move', 9, 12, day))).toEqual(['2026-06-10T12:00', '2026-06-10T14:00']);
    // 2.7 hours is 2 h 42 min: rounds to 2 h 45 min.
    expect(walls(dragTimes(nineToEleven, 'move', 9.4, 12.1, day))).toEqual(['2026-06-10T11:45', '2026-06-10T13:45']);
  });

  it('resizes the end, keeping at least a quarter hour', () => {
    expect(walls(dragTimes(nineToEleven, 'end', 11, 14.5, day))).toEqual(['2026-06-10T09:00', '2026-06-10T14:30']);
    expect(walls(dragTimes(nineToEleven, 'end', 11, 2, day))).toEqual(['2026-06-10T09:00', '2026-06-10T09:15']);
  });

  it('moves and resizes by whole days in the week span', () => {
    expect(walls(dragTimes(saturday, 'move', 5.2, 6.4, week))).toEqual(['2026-10-04T09:00', '2026-10-04T11:00']);
    expect(walls(dragTimes(saturday, 'move', 5.5, 3.4, week))).toEqual(['2026-10-01T09:00', '2026-10-01T11:00']);
    expect(walls(dragTimes(saturday, 'end', 5.5, 0, week))).toEqual(['2026-10-03T09:00', '2026-10-03T11:00']);
  });
});

describe('shiftWallDays', () => {
  it('keeps the wall-clock time: 23 elapsed hours across the spring-forward night', () => {
    expect(shiftWallDays(saturday.start, 1, SYDNEY) - saturday.start).toBe(23 * 3_600_000);
    expect(shiftWallDays(saturday.start, 0, SYDNEY)).toBe(saturday.start);
  });
});
