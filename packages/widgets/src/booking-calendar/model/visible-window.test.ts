import { describe, expect, it } from 'vitest';
import { SYDNEY } from './calendar-fixtures';
import { navigate, viewDates, visibleWindow } from './visible-window';

describe('visibleWindow', () => {
  it('day: midnight to midnight at the branch, 25 hours on the April change', () => {
    expect(visibleWindow('day', '2026-04-05', SYDNEY)).toEqual({ from: '2026-04-04T13:00:00.000Z', to: '2026-04-05T14:00:00.000Z' });
    expect(visibleWindow('timeline', '2026-10-04', SYDNEY)).toEqual({ from: '2026-10-03T14:00:00.000Z', to: '2026-10-04T13:00:00.000Z' });
  });

  it('week: from the week’s first day, Monday unless told', () => {
    expect(visibleWindow('week', '2026-04-08', SYDNEY)).toEqual({ from: '2026-04-05T14:00:00.000Z', to: '2026-04-12T14:00:00.000Z' });
    expect(visibleWindow('week', '2026-04-08', SYDNEY, 0)).toEqual({ from: '2026-04-04T13:00:00.000Z', to: '2026-04-11T14:00:00.000Z' });
    expect(visibleWindow('timeline', '2026-04-08', 'UTC', 1, 'week')).toEqual({ from: '2026-04-06T00:00:00.000Z', to: '2026-04-13T00:00:00.000Z' });
  });

  it('month: the whole weeks around the month, 4 to 6 of them', () => {
    // April 2026 starts on a Wednesday and ends on a Thursday: 30 Mar – 3 May, five weeks.
    expect(visibleWindow('month', '2026-04-17', 'UTC')).toEqual({ from: '2026-03-30T00:00:00.000Z', to: '2026-05-04T00:00:00.000Z' });
    expect(viewDates('month', '2026-04-17')).toHaveLength(35);
    // August 2026 starts on a Saturday: six weeks.
    expect(viewDates('month', '2026-08-01')).toHaveLength(42);
    // February 2027 starts on a Monday and has 28 days: four weeks.
    expect(viewDates('month', '2027-02-10')).toHaveLength(28);
    expect(viewDates('month', '2027-02-10', 0)).toHaveLength(35);
    const window = visibleWindow('month', '2026-08-01', SYDNEY);
    expect(Date.parse(window.to) - Date.parse(window.from)).toBe(42 * 86_400_000);
  });
});

describe('navigate', () => {
  it('moves a day, a week or a month; months keep the day where they can', () => {
    expect(navigate('day', '2026-12-31', 1)).toBe('2027-01-01');
    expect(navigate('week', '2026-04-08', -1)).toBe('2026-04-01');
    expect(navigate('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(navigate('month', '2026-03-15', -1)).toBe('2026-02-15');
    expect(navigate('timeline', '2026-04-08', 1)).toBe('2026-04-09');
    expect(navigate('timeline', '2026-04-08', 1, 'week')).toBe('2026-04-15');
  });
});
