import { describe, expect, it } from 'vitest';
import { datesFrom, localDateOf, localTimeOf } from './model/calendar-dates';
import { SYDNEY } from './model/calendar-fixtures';
import { wallClock } from './wall-clock';

const QUARTER_HOUR_MS = 15 * 60_000;

/** Every quarter hour (and a minute into it) from one instant to another. */
function instantsBetween(from: string, to: string): number[] {
  const instants: number[] = [];
  for (let instant = Date.parse(from); instant < Date.parse(to); instant += QUARTER_HOUR_MS) instants.push(instant, instant + 60_000);
  return instants;
}

describe('wallClock', () => {
  it('tells the date and time the zone does, on days the clocks change and outside the dates too', () => {
    // Sydney's clocks go back on Sunday 5 April 2026 (a 25-hour day) and forward on Sunday 4 October (23 hours).
    for (const [first, from, to] of [
      ['2026-03-30', '2026-03-28T00:00Z', '2026-04-08T00:00Z'],
      ['2026-09-28', '2026-09-26T00:00Z', '2026-10-07T00:00Z'],
    ] as const) {
      const clock = wallClock(SYDNEY, datesFrom(first, 7));
      for (const instant of instantsBetween(from, to)) {
        expect(clock(instant), new Date(instant).toISOString()).toEqual({ date: localDateOf(instant, SYDNEY), time: localTimeOf(instant, SYDNEY) });
      }
    }
  });

  it('counts an ordinary day from its midnight: 23:59 is the day’s last minute, its end the next day', () => {
    const clock = wallClock(SYDNEY, ['2026-11-23']);
    expect(clock(Date.parse('2026-11-23T12:59:00Z'))).toEqual({ date: '2026-11-23', time: '23:59' });
    expect(clock(Date.parse('2026-11-23T13:00:00Z'))).toEqual({ date: '2026-11-24', time: '00:00' });
    expect(wallClock(SYDNEY)(Date.parse('2026-11-22T22:00:00Z'))).toEqual({ date: '2026-11-23', time: '09:00' });
  });
});
