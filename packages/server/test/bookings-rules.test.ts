import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessage, bookingMessages, DEFAULT_BOOKING_RULES, type BookingRules } from '@motorpool/api';
import { branchHolidays } from '../src/db/schema';
import { addDays, addVehicle, branchId, json, memberId, midweekDate, payload, setRules, tfm, type ErrorBody } from './booking-write-fixtures';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET } from './sign-up-flow';

let harness: Harness;
let admin: string;
let driver: string;
let central: number;
let parramatta: number;
let dana: number;

type Setting = { branch_pk: number | null; rules: BookingRules; is_override: boolean };
type Validation = { valid: boolean; errors: string[] };

beforeAll(async () => {
  harness = await createHarness();
  [admin, driver] = await Promise.all([harness.login('admin@demo.fleet', DEMO_FLEET), harness.login('driver@demo.fleet', DEMO_FLEET)]);
  [central, parramatta] = await Promise.all([branchId(harness, 'Sydney Central'), branchId(harness, 'Parramatta')]);
  dana = await memberId(harness, 'driver@demo.fleet', DEMO_FLEET);
}, 60_000);

afterAll(() => harness?.close());

const validate = async (branch: number, start: string, end: string) =>
  json<Validation>(await tfm(harness, driver, 'POST', '/bookings/validate/', { branch: { pk: branch }, start_datetime: start, end_datetime: end }));

/** The next Sydney date `days` ahead or later that falls on an ISO weekday (1 = Monday … 7 = Sunday). */
function nextWeekday(days: number, isoWeekday: number): string {
  let date = midweekDate(days);
  while (((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1 !== isoWeekday) date = addDays(date, 1);
  return date;
}

describe('booking-settings/', () => {
  it('answers the defaults, saves organisation rules and branch overrides, and drops an override', async () => {
    expect(await json<Setting>(await tfm(harness, driver, 'GET', '/booking-settings/'))).toEqual({
      branch_pk: null,
      rules: DEFAULT_BOOKING_RULES,
      is_override: false,
      override_branch_pks: [],
    });
    expect((await tfm(harness, driver, 'PUT', '/booking-settings/', { rules: DEFAULT_BOOKING_RULES })).status).toBe(403);

    const organisation = await setRules(harness, admin, { buffer_minutes: 20 });
    expect(organisation.rules.buffer_minutes).toBe(20);
    const override = await setRules(harness, admin, { buffer_minutes: 45 }, parramatta);
    expect(override).toMatchObject({ is_override: true, rules: { buffer_minutes: 45 } });
    expect(await json<Setting>(await tfm(harness, driver, 'GET', `/booking-settings/?branch_pk=${central}`))).toMatchObject({
      is_override: false,
      rules: { buffer_minutes: 20 },
    });

    const dropped = await json<Setting>(await tfm(harness, admin, 'PUT', '/booking-settings/', { branch_pk: parramatta, rules: null }));
    expect(dropped).toMatchObject({ branch_pk: parramatta, is_override: false, rules: { buffer_minutes: 20 } });
    await setRules(harness, admin, null);
  });

  it('refuses a default booking type outside the types and an unknown branch', async () => {
    const bad = await tfm(harness, admin, 'PUT', '/booking-settings/', { rules: { ...DEFAULT_BOOKING_RULES, default_booking_type: 'Leisure' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).errors.fields?.['rules.default_booking_type']).toBeTruthy();
    expect((await tfm(harness, admin, 'GET', '/booking-settings/?branch_pk=999999')).status).toBe(400);
  });
});

describe('POST bookings/validate/ and the rules on create', () => {
  it('accepts a range that fits', async () => {
    const day = midweekDate(5);
    expect(await validate(central, `${day}T09:00`, `${day}T10:00`)).toEqual({ valid: true, errors: [] });
  });

  it('end after start, not in the past (with a few minutes of slack), not beyond the future limit, not longer than max days', async () => {
    const day = midweekDate(5);
    expect((await validate(central, `${day}T10:00`, `${day}T09:00`)).errors).toEqual([bookingMessages.endBeforeStart]);
    const twoMinutesAgo = new Date(Date.now() - 2 * 60_000).toISOString();
    const hourAgo = new Date(Date.now() - 60 * 60_000).toISOString();
    const inAnHour = new Date(Date.now() + 60 * 60_000).toISOString();
    expect((await validate(central, twoMinutesAgo, inAnHour)).valid).toBe(true);
    expect((await validate(central, hourAgo, inAnHour)).errors).toEqual([bookingMessages.startInPast]);
    const far = midweekDate(7 * 31);
    expect((await validate(central, `${far}T09:00`, `${far}T10:00`)).errors).toEqual([bookingMessage(bookingMessages.futureLimit, { months: 6 })]);
    expect((await validate(central, `${day}T09:00`, `${addDays(day, 31)}T09:00`)).errors).toEqual([bookingMessage(bookingMessages.maxDays, { days: 30 })]);
  });

  it('business hours: start and end inside the opening hours of their day, closed days refused', async () => {
    await setRules(harness, admin, { business_hours_only: true });
    try {
      const tuesday = nextWeekday(5, 2);
      expect((await validate(central, `${tuesday}T08:00`, `${tuesday}T18:00`)).valid).toBe(true);
      const early = await validate(central, `${tuesday}T07:00`, `${tuesday}T09:00`);
      expect(early.errors).toEqual([bookingMessage(bookingMessages.outsideBusinessHours, { day: 'Tuesday', hours: '08:00–18:00' })]);
      const saturday = nextWeekday(5, 6);
      expect((await validate(central, `${saturday}T09:00`, `${saturday}T13:00`)).errors).toEqual([
        bookingMessage(bookingMessages.outsideBusinessHours, { day: 'Saturday', hours: '09:00–12:00' }),
      ]);
      const sunday = nextWeekday(5, 7);
      expect((await validate(central, `${sunday}T10:00`, `${addDays(sunday, 1)}T10:00`)).errors).toEqual([
        bookingMessage(bookingMessages.closedDay, { day: 'Sunday' }),
      ]);
    } finally {
      await setRules(harness, admin, null);
    }
  });

  it('weekends refused when not allowed, for any day the range touches', async () => {
    await setRules(harness, admin, { allow_weekends: false });
    try {
      const friday = nextWeekday(5, 5);
      expect((await validate(central, `${friday}T09:00`, `${friday}T17:00`)).valid).toBe(true);
      // Friday to Monday passes over the weekend.
      expect((await validate(central, `${friday}T09:00`, `${addDays(friday, 3)}T09:00`)).errors).toEqual([bookingMessages.weekend]);
      // Ending at Saturday midnight touches Friday only.
      expect((await validate(central, `${friday}T09:00`, `${addDays(friday, 1)}T00:00`)).valid).toBe(true);
    } finally {
      await setRules(harness, admin, null);
    }
  });

  it("public holidays and the branch's own closures, unless allowed", async () => {
    const day = midweekDate(40);
    const date = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
    await harness.db.insert(branchHolidays).values({ organisationId: DEMO_FLEET, branchId: central, date: day, name: 'Stocktake' });
    expect((await validate(central, `${day}T09:00`, `${day}T10:00`)).errors).toEqual([
      bookingMessage(bookingMessages.publicHoliday, { date, name: 'Stocktake' }),
    ]);
    expect((await validate(parramatta, `${day}T09:00`, `${day}T10:00`)).valid).toBe(true);
    await setRules(harness, admin, { allow_public_holidays: true }, central);
    try {
      expect((await validate(central, `${day}T09:00`, `${day}T10:00`)).valid).toBe(true);
    } finally {
      await setRules(harness, admin, null, central);
    }
  });

  it('lists every broken rule at once, and create refuses with them', async () => {
    await setRules(harness, admin, { allow_weekends: false, business_hours_only: true });
    try {
      const sunday = nextWeekday(5, 7);
      const result = await validate(central, `${sunday}T10:00`, `${addDays(sunday, 40)}T10:00`);
      // The range also passes the branch's Stocktake closure of the test above.
      const stocktake = midweekDate(40);
      expect(result.errors).toEqual([
        bookingMessage(bookingMessages.maxDays, { days: 30 }),
        bookingMessage(bookingMessages.closedDay, { day: 'Sunday' }),
        bookingMessages.weekend,
        bookingMessage(bookingMessages.publicHoliday, {
          date: `${stocktake.slice(8, 10)}/${stocktake.slice(5, 7)}/${stocktake.slice(0, 4)}`,
          name: 'Stocktake',
        }),
      ]);
      const vehicle = await addVehicle(harness, DEMO_FLEET, central);
      const refused = await tfm(harness, admin, 'POST', '/bookings/', payload(central, vehicle.id, dana, `${sunday}T10:00`, `${addDays(sunday, 40)}T10:00`));
      expect(refused.status).toBe(400);
      const body = (await refused.json()) as ErrorBody;
      expect(body.errors.title).toBe(result.errors[0]);
      expect(body.errors.messages).toEqual(result.errors);
    } finally {
      await setRules(harness, admin, null);
    }
  });
});
