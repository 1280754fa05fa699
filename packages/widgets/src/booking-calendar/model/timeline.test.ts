import { describe, expect, it } from 'vitest';
import { calendarBooking, calendarVehicle, SYDNEY } from './calendar-fixtures';
import { timelineColumns, timelineLayout, visibleRows } from './timeline';

describe('timelineColumns', () => {
  it('a day by the hour: 24 columns, 25 in Sydney on 5 April 2026, 23 on 4 October', () => {
    expect(timelineColumns('2026-06-10', 'day', 'UTC').map((column) => column.label)).toEqual(
      Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`),
    );
    const april = timelineColumns('2026-04-05', 'day', SYDNEY);
    expect(april).toHaveLength(25);
    expect(april.slice(1, 4).map((column) => column.label)).toEqual(['01:00', '02:00', '02:00']);
    const october = timelineColumns('2026-10-04', 'day', SYDNEY);
    expect(october).toHaveLength(23);
    expect(october.slice(1, 3).map((column) => column.label)).toEqual(['01:00', '03:00']);
  });

  it('a week by the day, from the week’s first day', () => {
    const columns = timelineColumns('2026-04-08', 'week', SYDNEY);
    expect(columns.map((column) => column.date)).toEqual(['2026-04-06', '2026-04-07', '2026-04-08', '2026-04-09', '2026-04-10', '2026-04-11', '2026-04-12']);
    expect(columns[0]?.start).toBe(Date.parse('2026-04-05T14:00:00Z'));
    expect(columns.at(-1)?.end).toBe(Date.parse('2026-04-12T14:00:00Z'));
  });
});

describe('timelineLayout', () => {
  const vehicles = [calendarVehicle(1, 'Van 10'), calendarVehicle(2, 'van 2'), calendarVehicle(3, 'Corolla')];

  it('one row per vehicle by name (numbers counted, case ignored), each booking on its vehicle’s row', () => {
    const booking = calendarBooking('2026-06-10T09:30:00Z', '2026-06-10T11:00:00Z', { vehicle_pk: 2 });
    const layout = timelineLayout(vehicles, [booking], '2026-06-10', 'day', 'UTC');
    expect(layout.rows.map((row) => row.name)).toEqual(['Corolla', 'van 2', 'Van 10']);
    expect(layout.rows[1]).toEqual({
      pk: 2,
      name: 'van 2',
      vehicle: vehicles[1],
      items: [{ booking, startColumn: 9.5, endColumn: 11, lane: 0, lanes: 1, continuesBefore: false, continuesAfter: false }],
    });
    expect(layout.rows[0]?.items).toEqual([]);
  });

  it('clips bookings to the window and gives a vehicle no longer listed a row of its own', () => {
    const overnight = calendarBooking('2026-06-09T22:00:00Z', '2026-06-10T02:15:00Z', { vehicle_pk: 3 });
    const intoTomorrow = calendarBooking('2026-06-10T23:00:00Z', '2026-06-11T03:00:00Z', { vehicle_pk: 3 });
    const retired = calendarBooking('2026-06-10T12:00:00Z', '2026-06-10T13:00:00Z', { vehicle_pk: 99, vehicle_name: 'Retired Ute' });
    const elsewhere = calendarBooking('2026-06-12T12:00:00Z', '2026-06-12T13:00:00Z', { vehicle_pk: 3 });
    const layout = timelineLayout(vehicles, [intoTomorrow, retired, overnight, elsewhere], '2026-06-10', 'day', 'UTC');
    const corolla = layout.rows.find((row) => row.pk === 3);
    expect(
      corolla?.items.map(({ startColumn, endColumn, continuesBefore, continuesAfter }) => ({ startColumn, endColumn, continuesBefore, continuesAfter })),
    ).toEqual([
      { startColumn: 0, endColumn: 2.25, continuesBefore: true, continuesAfter: false },
      { startColumn: 23, endColumn: 24, continuesBefore: false, continuesAfter: true },
    ]);
    expect(layout.rows.map((row) => [row.name, row.vehicle === null])).toEqual([
      ['Corolla', false],
      ['Retired Ute', true],
      ['van 2', false],
      ['Van 10', false],
    ]);
  });

  it('a week by the day: fractions of each day as long as the branch’s clocks make it', () => {
    // Sunday 5 April 2026 in Sydney is the week's seventh column and 25 hours long; 12:30 AEST is 13.5 hours in.
    const sunday = calendarBooking('2026-04-05T02:30:00Z', '2026-04-05T14:00:00Z', { vehicle_pk: 1 });
    const tuesdayNoon = calendarBooking('2026-03-31T01:00:00Z', '2026-03-31T13:00:00Z', { vehicle_pk: 1 });
    const layout = timelineLayout(vehicles, [sunday, tuesdayNoon], '2026-04-01', 'week', SYDNEY);
    const row = layout.rows.find((candidate) => candidate.pk === 1);
    expect(row?.items.map((item) => [item.startColumn, item.endColumn])).toEqual([
      [1.5, 2],
      [6 + 13.5 / 25, 7],
    ]);
  });

  it('overlapping bookings of one vehicle (a cancelled one and its replacement) take lanes', () => {
    const cancelled = calendarBooking('2026-06-10T09:00:00Z', '2026-06-10T11:00:00Z', { vehicle_pk: 1, status: 'Cancelled' });
    const replacement = calendarBooking('2026-06-10T10:00:00Z', '2026-06-10T12:00:00Z', { vehicle_pk: 1 });
    const row = timelineLayout(vehicles, [cancelled, replacement], '2026-06-10', 'day', 'UTC').rows.find((candidate) => candidate.pk === 1);
    expect(row?.items.map((item) => [item.booking.pk, item.lane, item.lanes])).toEqual([
      [cancelled.pk, 0, 2],
      [replacement.pk, 1, 2],
    ]);
  });
});

describe('visibleRows', () => {
  const rows = { viewportHeight: 400, rowHeight: 40, rowCount: 500 };

  it('renders a screenful of 500 rows plus the overscan', () => {
    expect(visibleRows({ ...rows, scrollTop: 0 })).toEqual({ first: 0, last: 15, offsetTop: 0, totalHeight: 20_000 });
    expect(visibleRows({ ...rows, scrollTop: 4_020 })).toEqual({ first: 95, last: 116, offsetTop: 3_800, totalHeight: 20_000 });
    expect(visibleRows({ ...rows, scrollTop: 4_020, overscan: 0 })).toMatchObject({ first: 100, last: 111 });
  });

  it('clamps past either end and copes with nothing to show', () => {
    expect(visibleRows({ ...rows, scrollTop: 999_999 })).toEqual({ first: 485, last: 500, offsetTop: 19_400, totalHeight: 20_000 });
    expect(visibleRows({ ...rows, scrollTop: -50 })).toMatchObject({ first: 0, last: 15 });
    expect(visibleRows({ ...rows, rowCount: 3, scrollTop: 0 })).toEqual({ first: 0, last: 3, offsetTop: 0, totalHeight: 120 });
    expect(visibleRows({ ...rows, rowCount: 0, scrollTop: 0 })).toEqual({ first: 0, last: 0, offsetTop: 0, totalHeight: 0 });
  });
});
