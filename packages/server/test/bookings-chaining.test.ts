import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessage, bookingMessages, type BookingPayload } from '@motorpool/api';
import { employeeExtensions } from '../src/db/schema';
import { addDays, addVehicle, branchId, json, memberId, midweekDate, payload, setRules, tfm, type CreatedBody, type ErrorBody } from './booking-write-fixtures';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET } from './sign-up-flow';

let harness: Harness;
let admin: string;
let central: number;
let parramatta: number;
let dana: number;
let multi: number;

beforeAll(async () => {
  harness = await createHarness();
  admin = await harness.login('admin@demo.fleet', DEMO_FLEET);
  [central, parramatta] = await Promise.all([branchId(harness, 'Sydney Central'), branchId(harness, 'Parramatta')]);
  [dana, multi] = await Promise.all([memberId(harness, 'driver@demo.fleet', DEMO_FLEET), memberId(harness, 'multi@demo.fleet', DEMO_FLEET)]);
  // A second driver who may drive the test cars.
  await harness.db
    .update(employeeExtensions)
    .set({ licenseValidUpto: '2099-12-31', licenseClass: ['C'] })
    .where(eq(employeeExtensions.id, multi));
  // Eight hours of continuous use at most; bookings less than an hour apart chain. No buffer, so one car can take the chained bookings too.
  await setRules(harness, admin, { max_continuous_use_hours: 8, chaining_gap_minutes: 60, buffer_minutes: 0 });
}, 60_000);

afterAll(() => harness?.close());

const create = (body: BookingPayload) => tfm(harness, admin, 'POST', '/bookings/', body);
const created = async (body: BookingPayload) => (await json<CreatedBody>(await create(body), 201)).results[0]!.pk;
const refusal = (hours: number, max = 8, gap = 60) => bookingMessage(bookingMessages.continuousUse, { hours, max, gap });

async function refused(response: Response, title: string) {
  const body = await json<ErrorBody>(response, 400);
  expect(body.errors.title).toBe(title);
  expect(body.errors.messages).toEqual([title]);
}

describe('maximum continuous use, chained bookings included', () => {
  it('refuses a booking that chains onto others past the limit, on another vehicle too', async () => {
    const [first, second] = await Promise.all([addVehicle(harness, DEMO_FLEET, central), addVehicle(harness, DEMO_FLEET, central)]);
    const day = midweekDate(10);
    await created(payload(central, first.id, dana, `${day}T08:00`, `${day}T12:00`));
    // 30 minutes after the first ends: one stretch of 08:00–17:00, nine hours.
    await refused(await create(payload(central, second.id, dana, `${day}T12:30`, `${day}T17:00`)), refusal(9));
    // Within the limit as one stretch: 08:00–16:00 is eight hours.
    await created(payload(central, second.id, dana, `${day}T12:30`, `${day}T16:00`));
  });

  it('a gap of the setting or more starts a new stretch', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(20);
    await created(payload(central, vehicle.id, dana, `${day}T06:00`, `${day}T12:00`));
    await created(payload(central, vehicle.id, dana, `${day}T13:00`, `${day}T19:00`));
    // 59 minutes is less than the gap: 13:00–21:30.
    await refused(await create(payload(central, vehicle.id, dana, `${day}T19:59`, `${day}T21:30`)), refusal(8.5));
  });

  it("counts the bookings a driver rides in as secondary driver, and a new booking's secondary drivers", async () => {
    const [first, second] = await Promise.all([addVehicle(harness, DEMO_FLEET, central), addVehicle(harness, DEMO_FLEET, central)]);
    const day = midweekDate(30);
    await created(payload(central, first.id, multi, `${day}T08:00`, `${day}T12:00`, { secondary_drivers: [{ pk: dana }] }));
    await refused(await create(payload(central, second.id, dana, `${day}T12:15`, `${day}T17:00`)), refusal(9));
    // The next day Dana drives first, then rides with Multi, who has nothing else that day: Dana's stretch counts.
    const next = addDays(day, 1);
    await created(payload(central, first.id, dana, `${next}T08:00`, `${next}T12:00`));
    await refused(await create(payload(central, second.id, multi, `${next}T12:15`, `${next}T17:00`, { secondary_drivers: [{ pk: dana }] })), refusal(9));
    await created(payload(central, second.id, multi, `${next}T12:15`, `${next}T17:00`));
  });

  it("counts a series' occurrences: each other and the driver's other bookings", async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const other = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(60);
    await setRules(harness, admin, { max_continuous_use_hours: 30 });
    try {
      // 09:00 to 08:30 the next day, daily: each date starts 30 minutes after the one before ends, so every second one would make 47.5 hours.
      const series = payload(central, vehicle.id, dana, `${day}T09:00`, `${addDays(day, 1)}T08:30`, {
        is_recurring: true,
        recurring_pattern: 'daily',
        ends_on: addDays(day, 3),
      });
      const all = await json<ErrorBody>(await create(series), 409);
      expect(all.errors.skipped).toHaveLength(2);
      const kept = await json<CreatedBody>(await create({ ...series, skip_conflicting_dates: true }), 201);
      expect(kept.results.map((booking) => booking.branch_start_datetime)).toEqual([`${day}T09:00`, `${addDays(day, 2)}T09:00`]);
      expect(kept.skipped.map((entry) => entry.conflict)).toEqual([refusal(47.5, 30), refusal(47.5, 30)]);
      // A booking 20 minutes after the third date ends chains onto it.
      await refused(await create(payload(central, other.id, dana, `${addDays(day, 3)}T08:50`, `${addDays(day, 3)}T15:30`)), refusal(30.5, 30));
    } finally {
      await setRules(harness, admin, { max_continuous_use_hours: 8 });
    }
  });

  it('refuses an edit or an extension that makes the stretch too long, and leaves an unmoved booking editable', async () => {
    const [first, second] = await Promise.all([addVehicle(harness, DEMO_FLEET, central), addVehicle(harness, DEMO_FLEET, central)]);
    const day = midweekDate(40);
    await created(payload(central, first.id, dana, `${day}T08:00`, `${day}T12:00`));
    const later = await created(payload(central, second.id, dana, `${day}T14:00`, `${day}T17:00`));
    await refused(await tfm(harness, admin, 'PUT', `/bookings/${later}/`, payload(central, second.id, dana, `${day}T12:30`, `${day}T17:00`)), refusal(9));
    const extend = (end: string) => tfm(harness, admin, 'POST', `/bookings/${later}/booking-extension/`, { end_datetime: end });
    await refused(await extend(`${day}T22:30`), refusal(8.5));
    expect((await extend(`${day}T22:00`)).status).toBe(200);
    // A lower limit later: the stretch stays, and a change that moves nothing and names the same drivers still saves.
    await setRules(harness, admin, { max_continuous_use_hours: 6 });
    try {
      const edit = payload(central, second.id, dana, `${day}T14:00`, `${day}T22:00`, { purpose_of_trip: 'Audit' });
      expect((await tfm(harness, admin, 'PUT', `/bookings/${later}/`, edit)).status).toBe(200);
    } finally {
      await setRules(harness, admin, { max_continuous_use_hours: 8 });
    }
  });

  it('is off at 0 hours, and a branch override decides for bookings at that branch', async () => {
    const [sydney, west] = await Promise.all([addVehicle(harness, DEMO_FLEET, central), addVehicle(harness, DEMO_FLEET, parramatta)]);
    const day = midweekDate(50);
    await setRules(harness, admin, { max_continuous_use_hours: 4, chaining_gap_minutes: 30 }, parramatta);
    await setRules(harness, admin, { max_continuous_use_hours: 0 });
    try {
      await created(payload(central, sydney.id, dana, `${day}T06:00`, `${day}T16:00`));
      await created(payload(central, sydney.id, dana, `${day}T16:10`, `${day}T18:00`));
      // Parramatta's own limit counts Dana's Sydney bookings too.
      await refused(await create(payload(parramatta, west.id, dana, `${day}T18:20`, `${day}T19:00`)), refusal(13, 4, 30));
      await created(payload(parramatta, west.id, dana, `${day}T18:30`, `${day}T19:00`));
    } finally {
      await setRules(harness, admin, null, parramatta);
      await setRules(harness, admin, { max_continuous_use_hours: 8 });
    }
  });
});

describe('under concurrency', () => {
  it('two creates for one driver on two vehicles at once, each fitting alone: one is refused', async () => {
    const days = [70, 80, 90].map((days) => midweekDate(days));
    const vehicles = await Promise.all(days.flatMap(() => [addVehicle(harness, DEMO_FLEET, central), addVehicle(harness, DEMO_FLEET, central)]));
    // Per day, five hours each, 30 minutes apart: together 10.5 hours.
    const requests = days.flatMap((day, index) => [
      create(payload(central, vehicles[index * 2]!.id, dana, `${day}T06:00`, `${day}T11:00`)),
      create(payload(central, vehicles[index * 2 + 1]!.id, dana, `${day}T11:30`, `${day}T16:30`)),
    ]);
    const statuses = (await Promise.all(requests)).map((response) => response.status);
    for (const [index] of days.entries()) expect([statuses[index * 2], statuses[index * 2 + 1]].sort()).toEqual([201, 400]);
  }, 60_000);
});
