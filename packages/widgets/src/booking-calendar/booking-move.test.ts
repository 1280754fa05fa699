import { describe, expect, it } from 'vitest';
import { moveAnnouncement, movedTo, resizedTo, stepDays, stepSlots } from './booking-move';
import { dayStart } from './model/calendar-dates';

const SYDNEY = 'Australia/Sydney';
const at = (iso: string) => Date.parse(iso);
const MIN = 60_000;

describe('booking moves', () => {
  it('a move keeps the length and snaps the start to the quarter hours of the day', () => {
    const origin = dayStart('2026-11-23', SYDNEY);
    const times = { start: origin + 9 * 60 * MIN, end: origin + 11 * 60 * MIN };
    // 10:07 rounds down to 10:00, 10:08 up to 10:15.
    expect(movedTo(times, origin + 607 * MIN, origin)).toEqual({ start: origin + 600 * MIN, end: origin + 720 * MIN });
    expect(movedTo(times, origin + 608 * MIN, origin)).toEqual({ start: origin + 615 * MIN, end: origin + 735 * MIN });
  });

  it('a resize never brings the end to the start', () => {
    const origin = dayStart('2026-11-23', SYDNEY);
    const times = { start: origin + 540 * MIN, end: origin + 600 * MIN };
    expect(resizedTo(times, origin + 500 * MIN, origin)).toEqual({ start: times.start, end: times.start + 15 * MIN });
    expect(stepSlots(stepSlots(times, -4, 'end', SYDNEY), -1, 'end', SYDNEY)).toEqual({ start: times.start, end: times.start + 15 * MIN });
  });

  it('a keyboard step snaps a start that is off the quarter hours', () => {
    const times = { start: at('2026-11-22T22:07:00Z'), end: at('2026-11-23T00:07:00Z') };
    expect(stepSlots(times, 1, 'move', SYDNEY)).toEqual({ start: at('2026-11-22T22:15:00Z'), end: at('2026-11-23T00:15:00Z') });
  });

  it('a day step keeps the wall-clock time over a change of clocks', () => {
    // Saturday 4 April 2026 09:00 AEDT (+11); Sunday the 5th is AEST (+10).
    const times = { start: at('2026-04-03T22:00:00Z'), end: at('2026-04-04T00:00:00Z') };
    expect(stepDays(times, 1, 'move', SYDNEY)).toEqual({ start: at('2026-04-04T23:00:00Z'), end: at('2026-04-05T01:00:00Z') });
    expect(stepDays(times, -1, 'end', SYDNEY)).toEqual({ start: times.start, end: times.start + 15 * MIN });
  });

  it('announces the move at the branch', () => {
    expect(moveAnnouncement({ pk: 7 }, { start: at('2026-11-22T22:30:00Z'), end: at('2026-11-23T00:30:00Z') }, SYDNEY)).toBe(
      'Moving booking 7 to Mon 23 Nov 09:30 – 11:30. Enter to save, Escape to cancel.',
    );
  });
});
