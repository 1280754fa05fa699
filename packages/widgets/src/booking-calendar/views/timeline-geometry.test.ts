import { describe, expect, it } from 'vitest';
import { SYDNEY } from '../model/calendar-fixtures';
import { timelineColumns } from '../model/timeline';
import { columnAt, instantAtPosition, pointerColumnPosition, positionOfInstant, revealScrollTop } from './timeline-geometry';

describe('pointerColumnPosition', () => {
  const track = { trackLeft: 100, trackWidth: 480, columnCount: 24, cellColumn: 3 };

  it('is the pointer’s share of a measured track, in columns, clamped to the track', () => {
    expect(pointerColumnPosition({ ...track, clientX: 100 + 20 * 9.5 })).toBe(9.5);
    expect(pointerColumnPosition({ ...track, clientX: 40 })).toBe(0);
    expect(pointerColumnPosition({ ...track, clientX: 2000 })).toBe(24);
  });

  it('falls back to the cell’s column where nothing is measured (jsdom), or null outside any cell', () => {
    expect(pointerColumnPosition({ ...track, trackWidth: 0, clientX: 0 })).toBe(3);
    expect(pointerColumnPosition({ ...track, trackWidth: 0, clientX: 0, cellColumn: null })).toBeNull();
  });
});

describe('column positions and instants', () => {
  // 4 October 2026 in Sydney: clocks jump from 02:00 to 03:00, 23 hour columns.
  const springDay = timelineColumns('2026-10-04', 'day', SYDNEY);
  const week = timelineColumns('2026-09-28', 'week', SYDNEY);

  it('maps positions to instants column by column, across a change of the clocks', () => {
    expect(instantAtPosition(springDay, 0)).toBe(Date.parse('2026-10-03T14:00:00Z'));
    expect(instantAtPosition(springDay, 1.5)).toBe(Date.parse('2026-10-03T15:30:00Z'));
    // The third column is 03:00 (AEDT), an hour of elapsed time after 01:00's column.
    expect(instantAtPosition(springDay, 2)).toBe(Date.parse('2026-10-03T16:00:00Z'));
    expect(instantAtPosition(springDay, 23)).toBe(Date.parse('2026-10-04T13:00:00Z'));
    // Sunday 4 October is 23 hours long: half of it is 11.5 hours in.
    expect(instantAtPosition(week, 6.5)).toBe(Date.parse('2026-10-03T14:00:00Z') + 11.5 * 3_600_000);
  });

  it('places instants back on the columns, clipped to the window', () => {
    expect(positionOfInstant(springDay, Date.parse('2026-10-03T16:45:00Z'))).toBe(2.75);
    expect(positionOfInstant(springDay, Date.parse('2026-10-01T00:00:00Z'))).toBe(0);
    expect(positionOfInstant(springDay, Date.parse('2026-10-05T00:00:00Z'))).toBe(23);
    expect(positionOfInstant(week, Date.parse('2026-09-29T02:00:00Z'))).toBe(1.5);
  });

  it('columnAt keeps the end of the track in the last column', () => {
    expect(columnAt(23, 23)).toBe(22);
    expect(columnAt(4.99, 23)).toBe(4);
    expect(columnAt(-1, 23)).toBe(0);
  });
});

describe('revealScrollTop', () => {
  const view = { rowHeight: 40, viewportHeight: 400 };

  it('leaves a row already in view where it is', () => {
    expect(revealScrollTop({ ...view, row: 12, scrollTop: 200 })).toBe(200);
  });

  it('scrolls up to a row above the viewport, down just far enough for one below', () => {
    expect(revealScrollTop({ ...view, row: 3, scrollTop: 200 })).toBe(120);
    expect(revealScrollTop({ ...view, row: 30, scrollTop: 200 })).toBe(31 * 40 - 400);
    expect(revealScrollTop({ ...view, row: 0, scrollTop: 0, viewportHeight: 0 })).toBe(0);
  });
});
