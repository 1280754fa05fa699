import { describe, expect, it } from 'vitest';
import type { CalendarBooking } from '@motorpool/api';
import { calendarBooking, SYDNEY } from './calendar-fixtures';
import { monthGrid, type MonthGrid } from './month-grid';

const cellOf = (grid: MonthGrid<CalendarBooking>, date: string) => grid.weeks.flat().find((cell) => cell.date === date);

describe('monthGrid', () => {
  it('lays out the month’s whole weeks from the week’s first day, flagging other months’ days and today', () => {
    const grid = monthGrid([], '2026-04-17', SYDNEY, { today: '2026-04-17' });
    expect(grid.weekdays).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(grid.weeks).toHaveLength(5);
    expect(grid.weeks[0]?.map((cell) => cell.date)).toEqual(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04', '2026-04-05']);
    expect(grid.weeks[0]?.map((cell) => cell.inMonth)).toEqual([false, false, true, true, true, true, true]);
    expect(
      grid.weeks
        .flat()
        .filter((cell) => cell.isToday)
        .map((cell) => cell.date),
    ).toEqual(['2026-04-17']);
    expect(monthGrid([], '2026-08-01', SYDNEY, { weekStartsOn: 0 }).weekdays).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('puts a booking on every day it touches at the branch, the day after midnight excluded', () => {
    // 22:00 on 9 April to midnight ending the 11th, Sydney (+10).
    const long = calendarBooking('2026-04-09T12:00:00Z', '2026-04-11T14:00:00Z');
    // 23:30 on the 20th in Sydney is still the 20th there, though the 20th at UTC too.
    const late = calendarBooking('2026-04-20T13:30:00Z', '2026-04-20T13:45:00Z');
    const grid = monthGrid([long, late], '2026-04-01', SYDNEY);
    const withBookings = grid.weeks.flat().filter((cell) => cell.bookings.length > 0);
    expect(withBookings.map((cell) => [cell.date, cell.bookings.map((booking) => booking.pk)])).toEqual([
      ['2026-04-09', [long.pk]],
      ['2026-04-10', [long.pk]],
      ['2026-04-11', [long.pk]],
      ['2026-04-20', [late.pk]],
    ]);
  });

  it('keeps a booking begun before the grid on its first days, and leaves out those after it', () => {
    const before = calendarBooking('2026-03-20T00:00:00Z', '2026-03-30T20:00:00Z');
    const after = calendarBooking('2026-05-10T00:00:00Z', '2026-05-10T01:00:00Z');
    const grid = monthGrid([before, after], '2026-04-01', 'UTC');
    expect(grid.weeks[0]?.[0]?.bookings).toEqual([before]);
    expect(grid.weeks.flat().reduce((sum, cell) => sum + cell.bookings.length, 0)).toBe(1);
  });

  it('sorts each day by start and shows at most maxPerCell lines, the last as "+N more"', () => {
    const at = (hour: number, minutes = 60) =>
      calendarBooking(
        `2026-04-15T${String(hour).padStart(2, '0')}:00:00Z`,
        new Date(Date.parse(`2026-04-15T${String(hour).padStart(2, '0')}:00:00Z`) + minutes * 60_000).toISOString(),
      );
    const [nine, eight, eightLong, ten, eleven] = [at(9), at(8), at(8, 120), at(10), at(11)];
    const busy = monthGrid([nine, eight, eightLong, ten, eleven], '2026-04-01', 'UTC', { maxPerCell: 3 });
    const cell = busy.weeks.flat().find((day) => day.date === '2026-04-15');
    expect(cell?.bookings.map((booking) => booking.pk)).toEqual([eightLong.pk, eight.pk, nine.pk, ten.pk, eleven.pk]);
    expect(cell?.shown.map((booking) => booking.pk)).toEqual([eightLong.pk, eight.pk]);
    expect(cell?.more).toBe(3);
    const fits = monthGrid([nine, ten, eleven], '2026-04-01', 'UTC', { maxPerCell: 3 })
      .weeks.flat()
      .find((day) => day.date === '2026-04-15');
    expect(fits?.shown).toHaveLength(3);
    expect(fits?.more).toBe(0);
  });

  it('handles the October change: a booking at 23:30 on the 23-hour day stays on the 4th', () => {
    const late = calendarBooking('2026-10-04T12:30:00Z', '2026-10-04T12:45:00Z');
    const grid = monthGrid([late], '2026-10-01', SYDNEY);
    expect(cellOf(grid, '2026-10-04')?.bookings).toEqual([late]);
    expect(cellOf(grid, '2026-10-05')?.bookings).toEqual([]);
  });

  it('sanity: 5,000 bookings in a month land one per day each, in start order', { timeout: 10_000 }, () => {
    const monthStart = Date.parse('2026-04-01T00:00:00+11:00');
    const bookings = Array.from({ length: 5_000 }, (_, index) => {
      // Spread over April's days at the branch between 08:00 and 17:00, of various lengths, out of order;
      // from the 5th the clocks are an hour behind +11:00.
      const day = (index * 7) % 30;
      const start = monthStart + day * 86_400_000 + (8 * 60 + ((index * 37) % 540)) * 60_000 + (day >= 4 ? 3_600_000 : 0);
      return calendarBooking(new Date(start).toISOString(), new Date(start + (15 + (index % 8) * 15) * 60_000).toISOString(), { pk: 100_000 + index });
    });
    const grid = monthGrid(bookings, '2026-04-15', SYDNEY);
    const cells = grid.weeks.flat();
    expect(cells.reduce((sum, cell) => sum + cell.bookings.length, 0)).toBe(5_000);
    for (const cell of cells) {
      expect(cell.inMonth || cell.bookings.length === 0).toBe(true);
      const starts = cell.bookings.map((booking) => Date.parse(booking.start));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      expect(cell.shown.length + cell.more).toBe(cell.bookings.length);
    }
  });
});
