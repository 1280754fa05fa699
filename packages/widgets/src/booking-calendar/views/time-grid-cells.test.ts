import { describe, expect, it } from 'vitest';
import { calendarBooking, SYDNEY } from '../model/calendar-fixtures';
import { timeGridDays } from '../model/time-grid';
import { rowTimes, slotCellName, timeGridColumns } from './time-grid-cells';

describe('timeGridColumns', () => {
  it('holds each piece in the quarter hour it starts and counts those running through', () => {
    const booking = calendarBooking('2026-06-10T09:10:00Z', '2026-06-10T10:00:00Z');
    const [column] = timeGridColumns(timeGridDays([booking], ['2026-06-10'], 'UTC'));
    expect(column?.slots).toBe(96);
    expect(column?.held[36]?.map((item) => item.booking.pk)).toEqual([booking.pk]);
    expect(column?.through.slice(36, 41)).toEqual([0, 1, 1, 1, 0]);
  });

  it('names slots by their wall-clock times on the days the clocks change', () => {
    // The model lays out consecutive days; each change of clocks is looked at in its own week.
    const [plain, long] = timeGridColumns(timeGridDays([], ['2026-04-04', '2026-04-05'], SYDNEY));
    const [short] = timeGridColumns(timeGridDays([], ['2026-10-04'], SYDNEY));
    expect(long?.slots).toBe(100);
    expect(long?.slotTimes.slice(8, 16)).toEqual(['02:00', '02:15', '02:30', '02:45', '02:00', '02:15', '02:30', '02:45']);
    expect(short?.slots).toBe(92);
    expect(short?.slotTimes.slice(7, 9)).toEqual(['01:45', '03:00']);
    // The rows follow a plain day; the longer day's extra rows carry on from midnight.
    const rows = rowTimes([plain, long, short].filter((column) => column !== undefined));
    expect(rows).toHaveLength(100);
    expect(rows.slice(8, 9)).toEqual(['02:00']);
    expect(rows.at(-1)).toBe('00:45');
  });

  it('says what a cell holds', () => {
    expect(slotCellName('Mon 23 Nov', '09:00', 2, 1)).toBe('Mon 23 Nov 09:00, 2 bookings');
    expect(slotCellName('Mon 23 Nov', '09:15', 0, 1)).toBe('Mon 23 Nov 09:15, during 1 booking');
    expect(slotCellName('Mon 23 Nov', '09:30', 0, 0)).toBe('Mon 23 Nov 09:30, free');
  });
});
