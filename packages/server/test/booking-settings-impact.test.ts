import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRules } from '@motorpool/api';
import { addDays, addVehicle, branchId, json, memberId, midweekDate, payload, tfm } from './booking-write-fixtures';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET } from './sign-up-flow';

let harness: Harness;
let admin: string;
let driver: string;
let central: number;
let parramatta: number;
let dana: number;
let rules: BookingRules;

beforeAll(async () => {
  harness = await createHarness();
  [admin, driver] = await Promise.all([harness.login('admin@demo.fleet', DEMO_FLEET), harness.login('driver@demo.fleet', DEMO_FLEET)]);
  [central, parramatta] = await Promise.all([branchId(harness, 'Sydney Central'), branchId(harness, 'Parramatta')]);
  dana = await memberId(harness, 'driver@demo.fleet', DEMO_FLEET);
  rules = (await json<{ rules: BookingRules }>(await tfm(harness, admin, 'GET', '/booking-settings/'))).rules;
  const [sydney, other, west] = await Promise.all([
    addVehicle(harness, DEMO_FLEET, central),
    addVehicle(harness, DEMO_FLEET, central),
    addVehicle(harness, DEMO_FLEET, parramatta),
  ]);
  const monday = onWeekday(midweekDate(20), 1);
  const day = midweekDate(10);
  const book = async (branch: number, vehicle: number, start: string, end: string) =>
    json(await tfm(harness, admin, 'POST', '/bookings/', payload(branch, vehicle, dana, start, end)), 201);
  // 20 minutes apart on one car: clear of the 15-minute buffer, not of 30.
  await book(central, sydney.id, `${day}T08:00`, `${day}T10:00`);
  await book(central, sydney.id, `${day}T10:20`, `${day}T12:00`);
  // Three days long, Monday to Thursday, on another car; and a Saturday morning.
  await book(central, other.id, `${monday}T09:00`, `${addDays(monday, 3)}T09:00`);
  await book(central, other.id, `${addDays(monday, 5)}T09:00`, `${addDays(monday, 5)}T11:00`);
  // At Parramatta, chained onto the Sydney morning: 08:00–14:00 for Dana.
  await book(parramatta, west.id, `${day}T12:30`, `${day}T14:00`);
}, 60_000);

afterAll(() => harness?.close());

/** The first date on or after `date` that falls on a JavaScript weekday (0 = Sunday … 6 = Saturday). */
function onWeekday(date: string, weekday: number): string {
  let day = date;
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== weekday) day = addDays(day, 1);
  return day;
}

const impact = async (body: { branch_pk?: number | null; rules: Partial<BookingRules> | null }) =>
  (
    await json<{ count: number }>(
      await tfm(harness, admin, 'POST', '/booking-settings/impact/', { branch_pk: body.branch_pk ?? null, rules: body.rules && { ...rules, ...body.rules } }),
    )
  ).count;

describe('booking-settings/impact/', () => {
  it('counts nothing for the rules in force', async () => {
    expect(await impact({ rules: {} })).toBe(0);
  });

  it('counts the future bookings a longer buffer, a shorter longest booking or weekends refused would break', async () => {
    expect(await impact({ rules: { buffer_minutes: 30 } })).toBe(1);
    expect(await impact({ rules: { max_search_days: 2 } })).toBe(1);
    expect(await impact({ rules: { allow_weekends: false } })).toBe(1);
    expect(await impact({ rules: { buffer_minutes: 30, max_search_days: 2, allow_weekends: false } })).toBe(3);
  });

  it("counts a driver's stretch past a continuous-use limit, at the branches the rules govern", async () => {
    // Dana's 08:00–14:00 stretch (three bookings, one of them at Parramatta), and the three-day booking alone.
    expect(await impact({ rules: { max_continuous_use_hours: 4, chaining_gap_minutes: 60 } })).toBe(4);
    expect(await impact({ rules: { max_continuous_use_hours: 6, chaining_gap_minutes: 60 } })).toBe(1);
    expect(await impact({ branch_pk: parramatta, rules: { max_continuous_use_hours: 4, chaining_gap_minutes: 60 } })).toBe(1);
    // 20 minutes between the Sydney morning's bookings is no chain under a 15-minute gap.
    expect(await impact({ branch_pk: central, rules: { max_continuous_use_hours: 4, chaining_gap_minutes: 15 } })).toBe(1);
  });

  it('changes nothing, and is for those who may change the rules', async () => {
    await impact({ rules: { buffer_minutes: 60 } });
    expect((await json<{ rules: BookingRules }>(await tfm(harness, admin, 'GET', '/booking-settings/'))).rules).toEqual(rules);
    expect((await tfm(harness, driver, 'POST', '/booking-settings/impact/', { branch_pk: null, rules })).status).toBe(403);
    const unknown = await tfm(harness, admin, 'POST', '/booking-settings/impact/', { branch_pk: 999_999, rules });
    expect(unknown.status).toBe(400);
  });
});

type Trail = { results: { action: string; actor: { name: string } | null; changes: Record<string, [unknown, unknown]> | null }[] };
const trail = async (recordKey: string) =>
  json<Trail>(await harness.call('GET', `/api/v1/organisations/audits/?record_type=booking_settings&record_key=${recordKey}`, { token: admin }));

describe('booking-settings/ saves: the audit trail and the branches with their own rules', () => {
  it('records who changed which rule, per level, and nothing for a save that changes nothing', async () => {
    const put = (body: unknown) => tfm(harness, admin, 'PUT', '/booking-settings/', body);
    await json(await put({ branch_pk: null, rules: { ...rules, max_continuous_use_hours: 10 } }));
    await json(await put({ branch_pk: null, rules: { ...rules, max_continuous_use_hours: 10 } }));
    const [saved, ...older] = (await trail('')).results;
    expect(older).toEqual([]);
    expect(saved).toMatchObject({ action: 'Updated', changes: { max_continuous_use_hours: [0, 10] } });
    expect(saved?.actor?.name).toBeTruthy();

    const overrides = async () => (await json<{ override_branch_pks?: number[] }>(await tfm(harness, admin, 'GET', '/booking-settings/'))).override_branch_pks;
    await json(await put({ branch_pk: parramatta, rules: { ...rules, max_continuous_use_hours: 10, buffer_minutes: 45 } }));
    expect(await overrides()).toEqual([parramatta]);
    await json(await put({ branch_pk: parramatta, rules: null }));
    expect(await overrides()).toEqual([]);
    const [removed, overridden] = (await trail(String(parramatta))).results;
    expect(overridden).toMatchObject({ action: 'Updated', changes: { buffer_minutes: [15, 45], is_override: [false, true] } });
    expect(removed).toMatchObject({ action: "Uses the organisation's rules", changes: { buffer_minutes: [45, 15], is_override: [true, false] } });
    await json(await put({ branch_pk: null, rules }));
  });
});
