import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessage, bookingMessages, parseBookingDateTime, RECURRING_MAX_OCCURRENCES, toWallTime, type BookingPayload } from '@motorpool/api';
import { seriesOccurrences } from '../src/bookings/recurrence';
import { bookings } from '../src/db/schema';
import {
  addDays,
  addVehicle,
  branchId,
  json,
  memberId,
  midweekDate,
  payload,
  setRules,
  SYDNEY,
  tfm,
  type CreatedBody,
  type ErrorBody,
} from './booking-write-fixtures';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET } from './sign-up-flow';

let harness: Harness;
let admin: string;
let central: number;
let dana: number;

beforeAll(async () => {
  harness = await createHarness();
  admin = await harness.login('admin@demo.fleet', DEMO_FLEET);
  central = await branchId(harness, 'Sydney Central');
  dana = await memberId(harness, 'driver@demo.fleet', DEMO_FLEET);
  await setRules(harness, admin, { future_booking_limit_months: 12 });
}, 60_000);

afterAll(() => harness?.close());

const create = (body: BookingPayload) => tfm(harness, admin, 'POST', '/bookings/', body);
const weekday = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** The next first Sunday of April or October (Sydney's daylight-saving changes) at least three weeks away. */
function nextDstSunday(): string {
  let date = midweekDate(21);
  while (!(['04', '10'].includes(date.slice(5, 7)) && Number(date.slice(8, 10)) <= 7 && weekday(date) === 7)) date = addDays(date, 1);
  return date;
}

describe('series dates', () => {
  it('a weekly 09:00 series stays 09:00 in Sydney across the daylight-saving change', async () => {
    const change = nextDstSunday();
    const firstWednesday = addDays(change, -11);
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const created = await json<CreatedBody>(
      await create(
        payload(central, vehicle.id, dana, `${firstWednesday}T09:00`, `${firstWednesday}T11:00`, {
          is_recurring: true,
          recurring_pattern: 'weekly',
          days_of_week: [3],
          ends_on: addDays(change, 17),
        }),
      ),
      201,
    );
    expect(created.results.map((booking) => booking.branch_start_datetime)).toEqual([0, 7, 14, 21, 28].map((days) => `${addDays(firstWednesday, days)}T09:00`));
    expect(created.results.map((booking) => booking.branch_end_datetime?.slice(11))).toEqual(Array(5).fill('11:00'));
    const [first, last] = [created.results[0]!, created.results[4]!];
    const rows = await harness.db
      .select({ id: bookings.id, startAt: bookings.startAt, multi: bookings.multiBookingId })
      .from(bookings)
      .where(eq(bookings.vehicleId, vehicle.id));
    const utcHour = (pk: number) => rows.find((row) => row.id === pk)!.startAt.getUTCHours();
    // The UTC hour moves by one: adding 7 × 24 hours would have kept it and drifted the local time instead.
    expect(Math.abs(utcHour(first.pk) - utcHour(last.pk))).toBe(1);
    expect(new Set(rows.map((row) => row.multi)).size).toBe(1);
    expect(rows[0]?.multi).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a monthly series on the 31st skips the months without one', () => {
    const start = { start: parseBookingDateTime('2027-01-31T09:00', SYDNEY), end: parseBookingDateTime('2027-01-31T10:00', SYDNEY) };
    const dates = seriesOccurrences(start, { recurring_pattern: 'monthly', dates_of_month: [31], ends_on: '2027-08-31' }, SYDNEY).map((range) =>
      toWallTime(range.start, SYDNEY),
    );
    expect(dates).toEqual(['2027-01-31T09:00', '2027-03-31T09:00', '2027-05-31T09:00', '2027-07-31T09:00', '2027-08-31T09:00']);
  });

  it('a daily series ends on ends_on, inclusive; an overnight booking keeps its end time the next day', () => {
    const start = { start: parseBookingDateTime('2027-03-01T22:00', SYDNEY), end: parseBookingDateTime('2027-03-02T06:00', SYDNEY) };
    const ranges = seriesOccurrences(start, { recurring_pattern: 'daily', ends_on: '2027-03-03' }, SYDNEY);
    expect(ranges.map((range) => [toWallTime(range.start, SYDNEY), toWallTime(range.end, SYDNEY)])).toEqual([
      ['2027-03-01T22:00', '2027-03-02T06:00'],
      ['2027-03-02T22:00', '2027-03-03T06:00'],
      ['2027-03-03T22:00', '2027-03-04T06:00'],
    ]);
  });

  it('refuses a series without ends_on, without days, ending before it starts, or too long', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(10);
    const series = (extra: Partial<BookingPayload>) =>
      create(payload(central, vehicle.id, dana, `${day}T09:00`, `${day}T10:00`, { is_recurring: true, ...extra }));
    const cases: [Partial<BookingPayload>, string, string][] = [
      [{ recurring_pattern: 'daily' }, 'ends_on', bookingMessages.recurringEndsOnRequired],
      [{ recurring_pattern: 'weekly', ends_on: addDays(day, 14) }, 'days_of_week', bookingMessages.recurringDaysRequired],
      [{ recurring_pattern: 'monthly', dates_of_month: [], ends_on: addDays(day, 60) }, 'dates_of_month', bookingMessages.recurringDaysRequired],
      [{ recurring_pattern: 'daily', ends_on: addDays(day, -1) }, 'ends_on', bookingMessages.recurringEndsOnBeforeStart],
      [
        { recurring_pattern: 'daily', ends_on: addDays(day, RECURRING_MAX_OCCURRENCES + 5) },
        'ends_on',
        bookingMessage(bookingMessages.recurringTooMany, { count: RECURRING_MAX_OCCURRENCES }),
      ],
    ];
    for (const [extra, field, message] of cases) {
      const response = await series(extra);
      expect(response.status, message).toBe(400);
      expect(((await response.json()) as ErrorBody).errors.fields?.[field]).toBe(message);
    }
  });
});

describe('series with clashes', () => {
  async function setUp() {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(30);
    const blocker = await json<CreatedBody>(await create(payload(central, vehicle.id, dana, `${addDays(day, 2)}T09:30`, `${addDays(day, 2)}T10:30`)), 201);
    const body = payload(central, vehicle.id, dana, `${day}T09:00`, `${day}T10:00`, {
      is_recurring: true,
      recurring_pattern: 'daily',
      ends_on: addDays(day, 4),
    });
    return { vehicle, day, body, blocker: blocker.results[0]!.pk };
  }

  it('check-recurring-bookings/ lists each date with its clash', async () => {
    const { vehicle, body } = await setUp();
    const check = await json<{ occurrences: { conflict: string | null }[]; conflicts: number }>(
      await tfm(harness, admin, 'POST', '/check-recurring-bookings/', body),
    );
    expect(check.conflicts).toBe(1);
    expect(check.occurrences.map((occurrence) => occurrence.conflict === null)).toEqual([true, true, false, true, true]);
    expect(check.occurrences[2]?.conflict).toMatch(new RegExp(`^Vehicle ${vehicle.name} is already booked from .*09:30 AM – .*10:30 AM\\.$`));
  });

  it('refuses the whole series unless told to skip; skipping books the rest under one multi_booking_id', async () => {
    const { vehicle, body } = await setUp();
    const refused = await create(body);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorBody).errors.title).toBe(bookingMessage(bookingMessages.recurringConflicts, { count: 1 }));
    expect(await harness.db.select().from(bookings).where(eq(bookings.vehicleId, vehicle.id))).toHaveLength(1);

    const created = await json<CreatedBody>(await create({ ...body, skip_conflicting_dates: true }), 201);
    expect(created.count).toBe(4);
    expect(created.skipped).toHaveLength(1);
    expect(created.skipped[0]?.conflict).toContain(vehicle.name);
    expect(new Set(created.results.map((booking) => booking.multi_booking_id)).size).toBe(1);

    const statuses = await json<{ results: { pk: number; status: string }[] }>(
      await tfm(harness, admin, 'GET', `/check-recurring-bookings/?booking_pks=[${created.results.map((booking) => booking.pk).join(',')}]`),
    );
    expect(statuses.results.map((entry) => entry.status)).toEqual(Array(4).fill('Approved'));
  });

  it('a rule that refuses a date counts like a clash; nothing left is a 409', async () => {
    await setRules(harness, admin, { allow_weekends: false, future_booking_limit_months: 12 }, central);
    try {
      const vehicle = await addVehicle(harness, DEMO_FLEET, central);
      let friday = midweekDate(40);
      while (weekday(friday) !== 5) friday = addDays(friday, 1);
      const series = payload(central, vehicle.id, dana, `${friday}T09:00`, `${friday}T10:00`, {
        is_recurring: true,
        recurring_pattern: 'daily',
        ends_on: addDays(friday, 3),
      });
      const check = await json<{ occurrences: { conflict: string | null }[] }>(await tfm(harness, admin, 'POST', '/check-recurring-bookings/', series));
      expect(check.occurrences.map((occurrence) => occurrence.conflict)).toEqual([null, bookingMessages.weekend, bookingMessages.weekend, null]);

      // The Friday and Monday are taken: the weekend is refused by the rule, so no date is left.
      await json(await create(payload(central, vehicle.id, dana, `${friday}T08:00`, `${friday}T12:00`)), 201);
      await json(await create(payload(central, vehicle.id, dana, `${addDays(friday, 3)}T08:00`, `${addDays(friday, 3)}T12:00`)), 201);
      const nothing = await create({ ...series, skip_conflicting_dates: true });
      expect(nothing.status).toBe(409);
      expect(((await nothing.json()) as ErrorBody).errors.title).toBe(bookingMessages.recurringNothingLeft);
      expect(await harness.db.select().from(bookings).where(eq(bookings.vehicleId, vehicle.id))).toHaveLength(2);
    } finally {
      await setRules(harness, admin, null, central);
    }
  });
});
