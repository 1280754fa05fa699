import { describe, expect, it } from 'vitest';
import { readCalendarQuery, withCalendarState } from './calendar-query';

const query = (text: string) => new URLSearchParams(text);

describe('calendar query', () => {
  it('reads the view, date and place', () => {
    expect(readCalendarQuery(query('view=week&date=2026-11-23&branch=3'))).toEqual({ view: 'week', date: '2026-11-23', branchPk: 3 });
    expect(readCalendarQuery(query('view=timeline&hub=12'))).toEqual({ view: 'timeline', hubPk: 12 });
  });

  it('ignores values that are not what they claim to be', () => {
    expect(readCalendarQuery(query('view=year&date=2026-02-30&branch=-3&hub=1e3'))).toEqual({});
    expect(readCalendarQuery(query('view=Week&date=23/11/2026&branch=03'))).toEqual({});
    expect(readCalendarQuery(query('date=2026-11-23T10:00&branch=9999999999'))).toEqual({});
    expect(readCalendarQuery(query(''))).toEqual({});
  });

  it('writes the view and date, keeping every other parameter, and nothing when they are already there', () => {
    const next = withCalendarState(query('embed=1&branch=3&view=week&date=2026-11-23'), { view: 'month', date: '2026-12-01' });
    expect(next?.toString()).toBe('embed=1&branch=3&view=month&date=2026-12-01');
    expect(withCalendarState(query('view=month&date=2026-12-01'), { view: 'month', date: '2026-12-01' })).toBeNull();
  });
});
