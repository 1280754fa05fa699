import { describe, expect, it } from 'vitest';
import { dayText, periodText, weekdayText } from './period-text';

describe('period text', () => {
  it('names a day, a week (across months and years) and a month', () => {
    expect(periodText('day', '2026-11-23', 1, 'day')).toBe('Mon 23 Nov 2026');
    expect(periodText('week', '2026-11-25', 1, 'day')).toBe('23–29 Nov 2026');
    expect(periodText('week', '2026-12-02', 1, 'day')).toBe('30 Nov – 6 Dec 2026');
    expect(periodText('week', '2026-12-30', 0, 'day')).toBe('27 Dec 2026 – 2 Jan 2027');
    expect(periodText('month', '2026-11-25', 1, 'day')).toBe('November 2026');
  });

  it('the timeline is named by its span', () => {
    expect(periodText('timeline', '2026-11-25', 1, 'day')).toBe('Wed 25 Nov 2026');
    expect(periodText('timeline', '2026-11-25', 1, 'week')).toBe('23–29 Nov 2026');
  });

  it('a date is the same day wherever the browser is', () => {
    expect(dayText('2026-01-01')).toBe('Thu 1 Jan');
    expect([0, 1, 6].map(weekdayText)).toEqual(['Sun', 'Mon', 'Sat']);
  });
});
