import { sql } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingCalendar, BOOKING_CALENDAR_MAX_BOOKINGS, BOOKING_CALENDAR_MAX_VEHICLES, messages, type BookingCalendar as Calendar } from '@motorpool/api';
import { branches } from '../src/db/schema';
import { createHarness, type Harness } from './harness';
import { branchIdOf, memberOf, seedBooking, seedMember, seedVehicle, type BookingFixtureRow } from './booking-fixtures';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

let harness: Harness;
const tokens = {} as Record<'admin' | 'driver' | 'manager' | 'hub' | 'multi' | 'support', string>;
const ids = {} as Record<'hub' | 'central' | 'parramatta' | 'harbour' | 'bulk' | 'driver' | 'multi' | 'carCentral' | 'carParramatta' | 'carInactive', number>;
const rows = {} as Record<
  'beforeFrom' | 'overlapsFrom' | 'inside' | 'overlapsTo' | 'atTo' | 'parramatta' | 'hidden' | 'deleted' | 'completed' | 'foreign' | 'onInactiveCar',
  BookingFixtureRow
>;

// A week at Sydney Central (Australia/Sydney, +11:00 in March 2031).
const FROM = '2031-03-10';
const TO = '2031-03-17';
const fromInstant = new Date('2031-03-09T13:00:00Z');
const toInstant = new Date('2031-03-16T13:00:00Z');
const minutes = (base: Date, offset: number) => new Date(base.getTime() + offset * 60_000);

async function calendar(token: string, query: string, organisation = DEMO_FLEET): Promise<Calendar> {
  const response = await harness.call('GET', `${TFM}/booking-calendar/?${query}`, { token, organisation });
  if (response.status !== 200) throw new Error(`${query}: ${response.status} ${await response.text()}`);
  const body: unknown = await response.json();
  assert(body, BookingCalendar);
  return body;
}

const pks = (answer: Calendar) => answer.bookings.map((booking) => booking.pk);
const week = (place: string) => `${place}&from=${FROM}&to=${TO}`;

beforeAll(async () => {
  harness = await createHarness();
  const db = harness.db;
  ids.hub = await branchIdOf(db, DEMO_FLEET, 'Sydney Hub');
  ids.central = await branchIdOf(db, DEMO_FLEET, 'Sydney Central');
  ids.parramatta = await branchIdOf(db, DEMO_FLEET, 'Parramatta');
  ids.harbour = await branchIdOf(db, FLEET_SHARE, 'Harbour City Depot');
  ids.driver = (await memberOf(db, DEMO_FLEET, 'driver@demo.fleet')).extensionId;
  ids.multi = (await memberOf(db, DEMO_FLEET, 'multi@demo.fleet')).extensionId;
  const fleetShareMember = (await memberOf(db, FLEET_SHARE, 'multi@demo.fleet')).extensionId;
  ids.carCentral = (await seedVehicle(db, { organisationId: DEMO_FLEET, branchId: ids.central, name: 'Aaa Calendar Car' })).id;
  ids.carParramatta = (await seedVehicle(db, { organisationId: DEMO_FLEET, branchId: ids.parramatta, name: 'Calendar Ute' })).id;
  ids.carInactive = (await seedVehicle(db, { organisationId: DEMO_FLEET, branchId: ids.central, name: 'Retired Car', isActive: false })).id;
  const carHarbour = await seedVehicle(db, { organisationId: FLEET_SHARE, branchId: ids.harbour, name: 'Harbour Calendar Van' });
  const central = (startAt: Date, endAt: Date, extra: Partial<Parameters<typeof seedBooking>[1]> = {}) =>
    seedBooking(db, { organisationId: DEMO_FLEET, branchId: ids.central, vehicleId: ids.carCentral, driverId: ids.driver, startAt, endAt, ...extra });
  rows.beforeFrom = await central(minutes(fromInstant, -120), fromInstant);
  rows.overlapsFrom = await central(minutes(fromInstant, -60 * 24 * 3), minutes(fromInstant, 30), { status: 'Completed' });
  rows.inside = await central(minutes(fromInstant, 60 * 24), minutes(fromInstant, 60 * 26));
  rows.hidden = await central(minutes(fromInstant, 60 * 48), minutes(fromInstant, 60 * 49), { isHidden: true });
  rows.deleted = await central(minutes(fromInstant, 60 * 50), minutes(fromInstant, 60 * 51), { isDeleted: true });
  rows.completed = await central(minutes(fromInstant, 60 * 52), minutes(fromInstant, 60 * 53), { status: 'Completed' });
  rows.overlapsTo = await central(minutes(toInstant, -30), minutes(toInstant, 600));
  rows.atTo = await central(toInstant, minutes(toInstant, 60), { status: 'Cancelled' });
  rows.onInactiveCar = await central(minutes(fromInstant, 60 * 30), minutes(fromInstant, 60 * 31), { vehicleId: ids.carInactive });
  rows.parramatta = await seedBooking(db, {
    organisationId: DEMO_FLEET,
    branchId: ids.parramatta,
    vehicleId: ids.carParramatta,
    driverId: ids.multi,
    startAt: minutes(fromInstant, 60 * 24),
    endAt: minutes(fromInstant, 60 * 27),
  });
  rows.foreign = await seedBooking(db, {
    organisationId: FLEET_SHARE,
    branchId: ids.harbour,
    vehicleId: carHarbour.id,
    driverId: fleetShareMember,
    startAt: minutes(fromInstant, 60 * 24),
    endAt: minutes(fromInstant, 60 * 25),
  });
  await seedMember(db, {
    organisationId: DEMO_FLEET,
    email: 'support@demo.fleet',
    roleName: 'Branch Support',
    permissions: ['branch_support'],
    branchId: ids.central,
  });
  [tokens.admin, tokens.driver, tokens.manager, tokens.hub, tokens.multi, tokens.support] = await Promise.all([
    harness.login('admin@demo.fleet'),
    harness.login('driver@demo.fleet'),
    harness.login('branch.manager@demo.fleet'),
    harness.login('hub.manager@demo.fleet'),
    harness.login('multi@demo.fleet', DEMO_FLEET),
    harness.login('support@demo.fleet'),
  ]);
});
afterAll(() => harness.close());

describe('GET booking-calendar/ (issue 8): the visible window of a branch or hub', () => {
  it('answers the bookings overlapping [from, to) — not those ending at from or starting at to — in start order, with the window as instants', async () => {
    const answer = await calendar(tokens.admin, week(`branch_pk=${ids.central}`));
    expect(answer.branch_timezone).toBe('Australia/Sydney');
    expect(answer.window).toEqual({ from: fromInstant.toISOString(), to: toInstant.toISOString() });
    expect(pks(answer)).toEqual([rows.overlapsFrom.id, rows.inside.id, rows.onInactiveCar.id, rows.hidden.id, rows.completed.id, rows.overlapsTo.id]);
    expect(answer.truncated).toBe(false);
    expect(answer.bookings.find((booking) => booking.pk === rows.inside.id)).toEqual({
      pk: rows.inside.id,
      vehicle_pk: ids.carCentral,
      branch_pk: ids.central,
      start: rows.inside.startAt.toISOString(),
      end: rows.inside.endAt.toISOString(),
      status: 'Approved',
      internal_status: null,
      is_hidden: false,
      is_deleted: false,
      driver_name: 'Dana Driver',
      vehicle_name: 'Aaa Calendar Car',
      editable: true,
    });
    // A booking on a vehicle that no longer makes a row still names its vehicle.
    expect(answer.bookings.find((booking) => booking.pk === rows.onInactiveCar.id)?.vehicle_name).toBe('Retired Car');
  });

  it('instants and wall-clock times at the branch work as bounds too', async () => {
    const instants = await calendar(
      tokens.admin,
      `branch_pk=${ids.central}&from=${encodeURIComponent(minutes(fromInstant, 31).toISOString())}&to=${encodeURIComponent(toInstant.toISOString())}`,
    );
    expect(pks(instants)).not.toContain(rows.overlapsFrom.id);
    expect(pks(instants)).toContain(rows.inside.id);
    // The last minute of the week at the branch (23:59 on the 16th, +11:00) holds only the booking running over its end.
    const wall = await calendar(tokens.admin, `branch_pk=${ids.central}&from=2031-03-16T23:59&to=2031-03-17T00:00`);
    expect(pks(wall)).toEqual([rows.overlapsTo.id]);
    expect(wall.window).toEqual({ from: minutes(toInstant, -1).toISOString(), to: toInstant.toISOString() });
  });

  it('a window over a daylight-saving change is read in the branch zone (Sydney, April)', async () => {
    const answer = await calendar(tokens.admin, `branch_pk=${ids.central}&from=2031-04-01&to=2031-04-08`);
    expect(answer.window).toEqual({ from: '2031-03-31T13:00:00.000Z', to: '2031-04-07T14:00:00.000Z' });
  });

  it('a hub covers itself and the branches it serves; a branch only itself', async () => {
    const hub = await calendar(tokens.admin, week(`hub_pk=${ids.hub}`));
    expect(pks(hub)).toContain(rows.parramatta.id);
    expect(pks(hub)).toContain(rows.inside.id);
    expect(new Set(hub.vehicles.map((vehicle) => vehicle.branch_pk))).toEqual(new Set([ids.central, ids.parramatta]));
    const parramatta = await calendar(tokens.admin, week(`branch_pk=${ids.parramatta}`));
    expect(pks(parramatta)).toEqual([rows.parramatta.id]);
  });

  it('vehicles: the active, non-deleted vehicles of the place, by name', async () => {
    const answer = await calendar(tokens.admin, week(`branch_pk=${ids.central}`));
    const names = answer.vehicles.map((vehicle) => vehicle.name);
    expect(names[0]).toBe('Aaa Calendar Car');
    expect(names).not.toContain('Retired Car');
    expect(answer.vehicles.every((vehicle) => vehicle.branch_pk === ids.central)).toBe(true);
    expect(answer.vehicles[0]).toEqual({
      pk: ids.carCentral,
      name: 'Aaa Calendar Car',
      registrations_num: expect.any(String),
      vehicle_class: 'C',
      branch_pk: ids.central,
    });
  });

  it('drivers see their own bookings in full and others’ only as "Booked" (visibility rules’ default), hidden ones not even then', async () => {
    const inFull = (answer: Calendar) => answer.bookings.filter((booking) => !booking.is_masked).map((booking) => booking.pk);
    const driverView = await calendar(tokens.driver, week(`hub_pk=${ids.hub}`));
    expect(inFull(driverView)).toEqual([rows.overlapsFrom.id, rows.inside.id, rows.onInactiveCar.id, rows.completed.id, rows.overlapsTo.id]);
    expect(driverView.bookings.find((booking) => booking.pk === rows.parramatta.id)).toMatchObject({ driver_name: 'Booked', editable: false, is_masked: true });
    expect(inFull(await calendar(tokens.multi, week(`hub_pk=${ids.hub}`)))).toEqual([rows.parramatta.id]);
  });

  it('hidden bookings reach managers only, flagged; deleted ones reach no one', async () => {
    const admin = await calendar(tokens.admin, week(`branch_pk=${ids.central}`));
    expect(admin.bookings.find((booking) => booking.pk === rows.hidden.id)?.is_hidden).toBe(true);
    expect(pks(await calendar(tokens.manager, week(`branch_pk=${ids.central}`)))).toContain(rows.hidden.id);
    for (const token of [tokens.hub, tokens.support, tokens.driver]) {
      expect(pks(await calendar(token, week(`branch_pk=${ids.central}`)))).not.toContain(rows.hidden.id);
    }
    for (const token of Object.values(tokens)) {
      const answer = await calendar(token, week(`hub_pk=${ids.hub}`));
      expect(pks(answer)).not.toContain(rows.deleted.id);
      expect(answer.bookings.every((booking) => !booking.is_deleted)).toBe(true);
    }
  });

  it('editable follows the caller’s allowed actions', async () => {
    const editable = (answer: Calendar) => Object.fromEntries(answer.bookings.map((booking) => [booking.pk, booking.editable]));
    const admin = editable(await calendar(tokens.admin, week(`hub_pk=${ids.hub}`)));
    expect(admin[rows.inside.id]).toBe(true);
    expect(admin[rows.parramatta.id]).toBe(true);
    // Completed bookings are past editing for everyone.
    expect(admin[rows.completed.id]).toBe(false);
    // Branch support may not edit (spec §6).
    const support = editable(await calendar(tokens.support, week(`hub_pk=${ids.hub}`)));
    expect(support[rows.inside.id]).toBe(false);
    expect(support[rows.parramatta.id]).toBe(false);
    expect(editable(await calendar(tokens.driver, week(`branch_pk=${ids.central}`)))[rows.inside.id]).toBe(true);
  });

  it('another organisation’s branch or hub answers 404, and its bookings never show', async () => {
    for (const place of [`branch_pk=${ids.harbour}`, `hub_pk=${ids.harbour}`, 'branch_pk=999999']) {
      const response = await harness.call('GET', `${TFM}/booking-calendar/?${week(place)}`, { token: tokens.admin, organisation: DEMO_FLEET });
      expect(response.status).toBe(404);
    }
    const own = await calendar(tokens.multi, week(`branch_pk=${ids.harbour}`), FLEET_SHARE);
    expect(pks(own)).toEqual([rows.foreign.id]);
  });

  it('checks its query with clear messages', async () => {
    const cases: [string, string, string][] = [
      [`from=${FROM}&to=${TO}`, 'branch_pk', 'branch_pk or hub_pk is required.'],
      [`branch_pk=${ids.central}&hub_pk=${ids.hub}&from=${FROM}&to=${TO}`, 'hub_pk', 'Give branch_pk or hub_pk, not both.'],
      [`hub_pk=${ids.central}&from=${FROM}&to=${TO}`, 'hub_pk', 'hub_pk must name a hub.'],
      [`branch_pk=abc&from=${FROM}&to=${TO}`, 'branch_pk', messages.query.primaryKey('branch_pk')],
      [`branch_pk=${ids.central}&to=${TO}`, 'from', 'from is required.'],
      [`branch_pk=${ids.central}&from=${FROM}`, 'to', 'to is required.'],
      [`branch_pk=${ids.central}&from=2031-02-30&to=${TO}`, 'from', 'from must be a date (YYYY-MM-DD) or a date-time.'],
      [`branch_pk=${ids.central}&from=${FROM}&to=next-week`, 'to', 'to must be a date (YYYY-MM-DD) or a date-time.'],
      [`branch_pk=${ids.central}&from=${FROM}&to=${FROM}`, 'to', 'to must be after from.'],
      [`branch_pk=${ids.central}&from=${TO}&to=${FROM}`, 'to', 'to must be after from.'],
      [`branch_pk=${ids.central}&from=2031-01-01&to=2031-03-04T00:01`, 'to', 'The calendar window may span at most 62 days.'],
    ];
    for (const [query, field, title] of cases) {
      const response = await harness.call('GET', `${TFM}/booking-calendar/?${query}`, { token: tokens.admin, organisation: DEMO_FLEET });
      expect(response.status, query).toBe(400);
      const errors = await errorsOf(response);
      expect(errors.title, query).toBe(title);
      expect(errors.fields?.[field], query).toBe(title);
    }
    // Exactly 62 days at the branch is allowed, over the April change too.
    await calendar(tokens.admin, `branch_pk=${ids.central}&from=2031-01-01&to=2031-03-04`);
    await calendar(tokens.admin, `branch_pk=${ids.central}&from=2031-03-01&to=2031-05-02`);
    const anonymous = await harness.call('GET', `${TFM}/booking-calendar/?${week(`branch_pk=${ids.central}`)}`);
    expect(anonymous.status).toBe(401);
  });

  it(`caps bookings at ${BOOKING_CALENDAR_MAX_BOOKINGS} and vehicles at ${BOOKING_CALENDAR_MAX_VEHICLES}, saying so`, async () => {
    const db = harness.db;
    const [bulk] = await db
      .insert(branches)
      .values({ organisationId: DEMO_FLEET, name: 'Bulk Depot', branchTimezone: 'Australia/Sydney' })
      .returning({ id: branches.id });
    if (!bulk) throw new Error('branch insert returned nothing');
    ids.bulk = bulk.id;
    const query = `branch_pk=${ids.bulk}&from=2032-01-01&to=2032-02-15`;
    await db.execute(sql`
      insert into vehicles (organisation_id, branch_id, name, vehicle_class, registration_num)
      select ${DEMO_FLEET}, ${ids.bulk}, 'Bulk ' || lpad(n::text, 4, '0'), 'C', 'BULK' || n from generate_series(1, ${BOOKING_CALENDAR_MAX_VEHICLES}) as n`);
    const fullRows = await calendar(tokens.admin, query);
    expect(fullRows.vehicles).toHaveLength(BOOKING_CALENDAR_MAX_VEHICLES);
    expect(fullRows.truncated).toBe(false);
    await db.execute(sql`
      insert into vehicles (organisation_id, branch_id, name, vehicle_class, registration_num)
      values (${DEMO_FLEET}, ${ids.bulk}, 'Bulk 9999', 'C', 'BULK9999')`);
    const tooManyRows = await calendar(tokens.admin, query);
    expect(tooManyRows.vehicles).toHaveLength(BOOKING_CALENDAR_MAX_VEHICLES);
    expect(tooManyRows.vehicles.at(-1)?.name).toBe('Bulk 1000');
    expect(tooManyRows.truncated).toBe(true);
    await db.execute(sql`delete from vehicles where registration_num = 'BULK9999'`);

    // Completed bookings take no part in the no-overlap constraint, so one vehicle can hold them all.
    await db.execute(sql`
      insert into bookings (organisation_id, branch_id, vehicle_id, driver_id, start_at, end_at, blocked_until, status)
      select ${DEMO_FLEET}, ${ids.bulk}, (select min(id) from vehicles where branch_id = ${ids.bulk}), ${ids.driver},
        s, s + interval '4 minutes', s + interval '4 minutes', 'Completed'
      from generate_series(timestamptz '2032-01-02T00:00:00Z', timestamptz '2032-01-02T00:00:00Z' + (${BOOKING_CALENDAR_MAX_BOOKINGS} - 1) * interval '5 minutes', interval '5 minutes') as s`);
    const full = await calendar(tokens.admin, query);
    expect(full.bookings).toHaveLength(BOOKING_CALENDAR_MAX_BOOKINGS);
    expect(full.truncated).toBe(false);
    await db.execute(sql`
      insert into bookings (organisation_id, branch_id, vehicle_id, driver_id, start_at, end_at, blocked_until, status)
      select ${DEMO_FLEET}, ${ids.bulk}, (select min(id) from vehicles where branch_id = ${ids.bulk}), ${ids.driver},
        timestamptz '2032-02-14T00:00:00Z', timestamptz '2032-02-14T01:00:00Z', timestamptz '2032-02-14T01:00:00Z', 'Completed'`);
    const cut = await calendar(tokens.admin, query);
    expect(cut.bookings).toHaveLength(BOOKING_CALENDAR_MAX_BOOKINGS);
    expect(cut.truncated).toBe(true);
    // The earliest are kept: what is cut is the end of the window.
    expect(cut.bookings.at(-1)?.start).toBe(full.bookings.at(-1)?.start);
  });
});
