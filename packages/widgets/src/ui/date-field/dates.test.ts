import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatDisplayDateTime, isIsoDate, isWithin, parseDisplayDate, toIsoDate } from './dates';

describe('calendar dates (spec §3: kept yyyy-MM-dd, shown dd/MM/yyyy)', () => {
  it('reads dd/mm/yyyy, with or without leading zeros, and only real dates', () => {
    expect(parseDisplayDate('31/12/1910')).toBe('1910-12-31');
    expect(parseDisplayDate(' 1/2/2024 ')).toBe('2024-02-01');
    expect(parseDisplayDate('29/02/2024')).toBe('2024-02-29');
    expect(parseDisplayDate('29/02/2023')).toBeNull();
    expect(parseDisplayDate('31/04/2024')).toBeNull();
    expect(parseDisplayDate('2024-02-01')).toBeNull();
    expect(parseDisplayDate('12/05/24')).toBeNull();
  });

  it('writes dd/MM/yyyy and leaves anything else alone', () => {
    expect(formatDisplayDate('1910-12-31')).toBe('31/12/1910');
    expect(formatDisplayDate('12/05/24')).toBe('12/05/24');
  });

  it('shows a server date-time as its local calendar day', () => {
    const local = new Date(2025, 5, 3, 12, 0);
    expect(formatDisplayDateTime(local.toISOString())).toBe('03/06/2025');
    expect(formatDisplayDateTime('2025-06-03')).toBe('03/06/2025');
    expect(formatDisplayDateTime('not a date')).toBe('not a date');
  });

  it('knows real ISO dates and inclusive bounds', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2024-02-30')).toBe(false);
    expect(isIsoDate(20240229)).toBe(false);
    expect(isWithin('1910-12-31', '1910-12-31', '2025-06-15')).toBe(true);
    expect(isWithin('1910-12-30', '1910-12-31', '2025-06-15')).toBe(false);
    expect(isWithin('2025-06-16', '1910-12-31', '2025-06-15')).toBe(false);
    expect(isWithin('2025-06-16')).toBe(true);
    expect(toIsoDate(new Date(2025, 0, 9))).toBe('2025-01-09');
  });
});
