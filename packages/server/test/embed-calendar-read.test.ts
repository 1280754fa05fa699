import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BookingCalendar, Branch, CalendarBooking, type EmbedKey, embedMessages, type WidgetToken, type EmbedKeyWrite } from '@motorpool/api';
import { CALENDAR_READ_CALLS } from '../src/embed/calendar-read';
import { branchIdOf, hoursFromNow, memberOf, seedBooking, seedVehicle } from './booking-fixtures';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

/**
 * What a public embed key's read-only token reaches: exactly the calendar's
 * three calls, trimmed to what the calendar shows, with their query
 * parameters checked. Every probe here once answered with data it must not.
 */

const INTRANET = 'https://lobby.partner.example';
const PURPOSE = 'Confidential merger site visit';
const DRIVER_NAME = 'Dana Driver';
const DRIVER_EMAIL = 'driver@demo.fleet';

let harness: Harness;
let admin: string;
let central: number;
let plainToken: string;
let namingToken: string;
const ids = {} as Record<'shown' | 'hidden' | 'deleted' | 'elsewhere', number>;

const windowQuery = () => `from=${new Date(Date.now() - 86_400_000).toISOString()}&to=${new Date(Date.now() + 3 * 86_400_000).toISOString()}`;

async function keyToken(overrides: Partial<EmbedKeyWrite> = {}): Promise<string> {
  const body: EmbedKeyWrite = { name: 'Lobby screen', allowed_origins: [INTRANET], scope: 'calendar_read', ...overrides };
  const created = await harness.call('POST', `${TFM}/embed-keys/`, { token: admin, body });
  expect(created.status).toBe(201);
  const key = (await created.json()) as EmbedKey;
  const issued = await harness.call('POST', `${TFM}/embed/token/`, { body: { embed_key: key.key }, headers: { origin: INTRANET } });
  expect(issued.status).toBe(200);
  const token = (await issued.json()) as WidgetToken;
  return token.token;
}

function widgetGet(token: string, path: string, method = 'GET') {
  return harness.call(method, `${TFM}${path}`, { headers: { authorization: `Widget ${token}`, origin: INTRANET } });
}

async function expectRefused(response: Response, title: string = embedMessages.notAllowedForScope) {
  expect(response.status).toBe(403);
  expect((await errorsOf(response)).title).toBe(title);
}

beforeAll(async () => {
  harness = await createHarness();
  admin = await harness.login('admin@demo.fleet');
  central = await branchIdOf(harness.db, DEMO_FLEET, 'Sydney Central');
  const harbour = await branchIdOf(harness.db, FLEET_SHARE, 'Harbour City Depot');
  const car = await seedVehicle(harness.db, { organisationId: DEMO_FLEET, branchId: central, name: 'Lobby Corolla' });
  const van = await seedVehicle(harness.db, { organisationId: DEMO_FLEET, branchId: central });
  const ute = await seedVehicle(harness.db, { organisationId: DEMO_FLEET, branchId: central });
  const boat = await seedVehicle(harness.db, { organisationId: FLEET_SHARE, branchId: harbour });
  const dana = await memberOf(harness.db, DEMO_FLEET, DRIVER_EMAIL);
  const multi = await memberOf(harness.db, FLEET_SHARE, 'multi@demo.fleet');
  const times = { startAt: hoursFromNow(24), endAt: hoursFromNow(26) };
  const demo = { organisationId: DEMO_FLEET, branchId: central, driverId: dana.extensionId, purposeOfTrip: PURPOSE, ...times };
  ids.shown = (await seedBooking(harness.db, { ...demo, vehicleId: car.id })).id;
  ids.hidden = (await seedBooking(harness.db, { ...demo, vehicleId: van.id, isHidden: true })).id;
  ids.deleted = (await seedBooking(harness.db, { ...demo, vehicleId: ute.id, isDeleted: true })).id;
  ids.elsewhere = (
    await seedBooking(harness.db, { organisationId: FLEET_SHARE, branchId: harbour, vehicleId: boat.id, driverId: multi.extensionId, ...times })
  ).id;
  plainToken = await keyToken();
  namingToken = await keyToken({ name: 'Reception', show_driver_name: true });
});
afterAll(() => harness.close());

describe('calendar_read: what the widget calendar calls works', () => {
  it('lists the branches with the calendar’s own query, as names, kinds and zones only', async () => {
    const response = await widgetGet(plainToken, '/branches/?is_active=true&ordering=name&page=1&page_size=100');
    expect(response.status).toBe(200);
    const page = (await response.json()) as { results: Branch[]; count: number; next_page: number | null };
    for (const branch of page.results) {
      assert(branch, Branch);
      expect(Object.keys(branch).sort()).toEqual(['branch_timezone', 'branch_type', 'is_active', 'name', 'pk']);
    }
    expect(page.results.map((branch) => branch.name)).toContain('Sydney Central');
    expect(page.results.map((branch) => branch.name)).not.toContain('Harbour City Depot');
  });

  it('reads the visible window without driver names or emails, and nothing hidden, deleted or editable', async () => {
    const response = await widgetGet(plainToken, `/booking-calendar/?branch_pk=${central}&${windowQuery()}`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const calendar = JSON.parse(text) as BookingCalendar;
    assert(calendar, BookingCalendar);
    expect(calendar.bookings.map((booking) => booking.pk)).toEqual([ids.shown]);
    expect(calendar.bookings[0]).toMatchObject({ vehicle_name: 'Lobby Corolla', driver_name: '', editable: false, status: 'Approved' });
    expect(text).not.toContain(DRIVER_NAME);
    expect(text).not.toContain(DRIVER_EMAIL);
    expect(text).not.toContain(PURPOSE);
  });

  it('names the driver, and only by name, where the key’s show_driver_name is on', async () => {
    const response = await widgetGet(namingToken, `/booking-calendar/?branch_pk=${central}&${windowQuery()}`);
    const text = await response.text();
    const calendar = JSON.parse(text) as BookingCalendar;
    expect(calendar.bookings[0]?.driver_name).toBe(DRIVER_NAME);
    expect(text).not.toContain(DRIVER_EMAIL);

    const detail = (await (await widgetGet(namingToken, `/bookings/${ids.shown}/`)).json()) as CalendarBooking;
    expect(detail.driver_name).toBe(DRIVER_NAME);
  });

  it('opens one booking trimmed to the panel: vehicle, times and status, no purpose, driver contact or actions', async () => {
    const response = await widgetGet(plainToken, `/bookings/${ids.shown}/`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const detail = JSON.parse(text) as CalendarBooking;
    assert(detail, CalendarBooking);
    expect(Object.keys(detail).sort()).toEqual(
      ['branch_pk', 'driver_name', 'editable', 'end', 'is_deleted', 'is_hidden', 'pk', 'start', 'status', 'vehicle_name', 'vehicle_pk'].sort(),
    );
    expect(detail).toMatchObject({ pk: ids.shown, vehicle_name: 'Lobby Corolla', driver_name: '', status: 'Approved', editable: false });
    for (const secret of [PURPOSE, DRIVER_NAME, DRIVER_EMAIL]) expect(text).not.toContain(secret);
  });

  it('answers 404 for a booking the calendar does not show: hidden, deleted or another organisation’s', async () => {
    for (const pk of [ids.hidden, ids.deleted, ids.elsewhere, 999_999]) {
      expect((await widgetGet(plainToken, `/bookings/${pk}/`)).status, String(pk)).toBe(404);
    }
  });
});

describe('calendar_read: everything else is refused', () => {
  it('refuses the booking lists and their exports (csv, xlsx) and the hidden filter', async () => {
    for (const path of [
      '/bookings/',
      '/bookings/?is_export=csv',
      '/bookings/?is_export=xlsx',
      '/bookings/?is_hidden=true',
      '/my-bookings/',
      '/my-branch-bookings/',
    ]) {
      const response = await widgetGet(plainToken, path);
      expect(response.status, path).toBe(403);
      const text = await response.text();
      expect(text, path).not.toContain(DRIVER_EMAIL);
      expect(JSON.parse(text).errors.title).toBe(embedMessages.notAllowedForScope);
    }
  });

  it('refuses vehicles, settings, filters, audits, trips, drivers, custom fields and single branches', async () => {
    for (const path of [
      '/vehicles/',
      '/booking-settings/',
      '/vehicle-filters/',
      `/bookings/${ids.shown}/audits/`,
      `/booking-trips/?booking_id=${ids.shown}`,
      '/drivers/',
      '/tags/booking/',
      `/branches/${central}/`,
      '/branch-managers/',
      '/embed-keys/',
    ]) {
      await expectRefused(await widgetGet(plainToken, path));
    }
  });

  it('refuses every query parameter off the call’s allow-list, naming it', async () => {
    const cases: [string, string][] = [
      [`/booking-calendar/?branch_pk=${central}&${windowQuery()}&is_export=csv`, 'is_export'],
      [`/booking-calendar/?branch_pk=${central}&${windowQuery()}&is_hidden=true`, 'is_hidden'],
      [`/bookings/${ids.shown}/?expand=driver`, 'expand'],
      ['/branches/?is_active=true&is_export=csv', 'is_export'],
      ['/branches/?search=Sydney', 'search'],
      ['/branches/?is_active=false', 'is_active=false'],
    ];
    for (const [path, parameter] of cases) {
      const response = await widgetGet(plainToken, path);
      expect(response.status, path).toBe(403);
      expect((await errorsOf(response)).title, path).toBe(embedMessages.queryNotAllowedForScope.replace('{parameter}', parameter));
    }
  });

  it('refuses other methods on the allowed paths', async () => {
    for (const method of ['HEAD', 'POST', 'PUT', 'DELETE']) {
      expect((await widgetGet(plainToken, `/bookings/${ids.shown}/`, method)).status, method).toBe(403);
    }
  });

  it('keeps the rule in one table: three GETs, each with its query parameters', () => {
    expect(CALENDAR_READ_CALLS.map((call) => [call.path, Object.keys(call.query).sort()])).toEqual([
      ['booking-calendar/', ['branch_pk', 'from', 'hub_pk', 'to']],
      ['branches/', ['is_active', 'ordering', 'page', 'page_size']],
      ['bookings/{pk}/', []],
    ]);
  });
});
