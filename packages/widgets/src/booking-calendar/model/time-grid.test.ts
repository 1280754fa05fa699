import { describe, expect, it } from 'vitest';
import { calendarBooking, SYDNEY } from './calendar-fixtures';
import { timeGridDays } from './time-grid';

describe('timeGridDays', () => {
  it('places a booking by minutes from the day’s start, whole width when alone', () => {
    const booking = calendarBooking('2026-06-10T09:00:00Z', '2026-06-10T10:30:00Z');
    const [day] = timeGridDays([booking], ['2026-06-10'], 'UTC');
    expect(day?.minutes).toBe(1440);
    expect(day?.hours).toHaveLength(24);
    expect(day?.items).toEqual([
      {
        booking,
        start: Date.parse(booking.start),
        end: Date.parse(booking.end),
        top: 540,
        height: 90,
        lane: 0,
        lanes: 1,
        continuesBefore: false,
        continuesAfter: false,
      },
    ]);
  });

  it('cuts a booking over several days into one piece per day, clipped, marked as continuing', () => {
    const long = calendarBooking('2026-06-09T20:00:00Z', '2026-06-11T06:00:00Z');
    const days = timeGridDays([long], ['2026-06-10', '2026-06-11', '2026-06-12'], 'UTC');
    expect(days.map((day) => day.items.map(({ top, height, continuesBefore, continuesAfter }) => ({ top, height, continuesBefore, continuesAfter })))).toEqual([
      [{ top: 0, height: 1440, continuesBefore: true, continuesAfter: true }],
      [{ top: 0, height: 360, continuesBefore: true, continuesAfter: false }],
      [],
    ]);
  });

  it('a booking ending at midnight stays off the next day; one outside the dates is left out', () => {
    const toMidnight = calendarBooking('2026-06-10T22:00:00Z', '2026-06-11T00:00:00Z');
    const later = calendarBooking('2026-06-13T09:00:00Z', '2026-06-13T10:00:00Z');
    const days = timeGridDays([toMidnight, later], ['2026-06-10', '2026-06-11'], 'UTC');
    expect(days[0]?.items.map((item) => item.booking.pk)).toEqual([toMidnight.pk]);
    expect(days[0]?.items[0]).toMatchObject({ top: 1320, height: 120, continuesAfter: false });
    expect(days[1]?.items).toEqual([]);
  });

  it('overlapping bookings share the width in lanes; short ones are kept apart as if 15 minutes long', () => {
    const a = calendarBooking('2026-06-10T09:00:00Z', '2026-06-10T11:00:00Z');
    const b = calendarBooking('2026-06-10T10:00:00Z', '2026-06-10T12:00:00Z');
    const c = calendarBooking('2026-06-10T11:00:00Z', '2026-06-10T11:30:00Z');
    const quick = calendarBooking('2026-06-10T15:00:00Z', '2026-06-10T15:05:00Z');
    const next = calendarBooking('2026-06-10T15:10:00Z', '2026-06-10T15:20:00Z');
    const [day] = timeGridDays([c, quick, b, a, next], ['2026-06-10'], 'UTC');
    const byPk = new Map(day?.items.map((item) => [item.booking.pk, item]));
    expect(byPk.get(a.pk)).toMatchObject({ lane: 0, lanes: 2 });
    expect(byPk.get(b.pk)).toMatchObject({ lane: 1, lanes: 2 });
    expect(byPk.get(c.pk)).toMatchObject({ lane: 0, lanes: 2 });
    expect(byPk.get(quick.pk)).toMatchObject({ height: 15, lane: 0, lanes: 2 });
    expect(byPk.get(next.pk)).toMatchObject({ height: 15, lane: 1, lanes: 2 });
    // Items come in start order.
    expect(day?.items.map((item) => item.booking.pk)).toEqual([a.pk, b.pk, c.pk, quick.pk, next.pk]);
  });

  it('Sydney, 5 April 2026: a 25-hour day where 02:00 comes twice', () => {
    // 03:00 AEST (+10) on the 5th is four hours after midnight AEDT (+11).
    const booking = calendarBooking('2026-04-04T17:00:00Z', '2026-04-04T18:00:00Z');
    const [day] = timeGridDays([booking], ['2026-04-05'], SYDNEY);
    expect(day?.minutes).toBe(1500);
    expect(day?.hours.slice(0, 5).map((mark) => mark.label)).toEqual(['00:00', '01:00', '02:00', '02:00', '03:00']);
    expect(day?.hours.at(-1)).toEqual({ label: '23:00', offset: 1440 });
    expect(day?.items[0]).toMatchObject({ top: 240, height: 60 });
  });

  it('Sydney, 4 October 2026: a 23-hour day without 02:00', () => {
    // 09:00 AEDT (+11) is eight hours after midnight AEST (+10).
    const booking = calendarBooking('2026-10-03T22:00:00Z', '2026-10-04T12:30:00Z');
    const [day] = timeGridDays([booking], ['2026-10-04'], SYDNEY);
    expect(day?.minutes).toBe(1380);
    expect(day?.hours.slice(0, 4).map((mark) => mark.label)).toEqual(['00:00', '01:00', '03:00', '04:00']);
    expect(day?.hours).toHaveLength(23);
    // Runs to 23:30, the day's last half hour.
    expect(day?.items[0]).toMatchObject({ top: 480, height: 870, continuesAfter: false });
  });
});
