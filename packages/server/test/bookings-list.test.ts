import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking, DriverOption } from '@motorpool/api';
import { bookingSecondaryDrivers, tagGroups } from '../src/db/schema';
import { createHarness, type Harness } from './harness';
import { branchIdOf, hoursFromNow, memberOf, seedBooking, seedMember, seedVehicle, type BookingFixtureRow } from './booking-fixtures';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

let harness: Harness;
const tokens = {} as Record<'admin' | 'driver' | 'manager' | 'hub' | 'multi', string>;
const ids = {} as Record<'central' | 'parramatta' | 'harbour' | 'driver' | 'multi' | 'fleetShareMember', number>;
const rows = {} as Record<'centralApproved' | 'parramattaPending' | 'parramattaShared' | 'hidden' | 'deleted' | 'foreign' | 'early', BookingFixtureRow>;

type Page = { results: Booking[]; count: number; next_page: number | null };

async function list(token: string, path: string, organisation = DEMO_FLEET): Promise<Page> {
  const response = await harness.call('GET', `${TFM}${path}`, { token, organisation });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  const page = (await response.json()) as Page;
  for (const booking of page.results) assert(booking, Booking);
  return page;
}

async function read<T>(token: string, path: string): Promise<T> {
  const response = await harness.call('GET', `${TFM}${path}`, { token, organisation: DEMO_FLEET });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const pks = (page: Page) => page.results.map((booking) => booking.pk);

beforeAll(async () => {
  harness = await createHarness();
  const db = harness.db;
  ids.central = await branchIdOf(db, DEMO_FLEET, 'Sydney Central');
  ids.parramatta = await branchIdOf(db, DEMO_FLEET, 'Parramatta');
  ids.harbour = await branchIdOf(db, FLEET_SHARE, 'Harbour City Depot');
  ids.driver = (await memberOf(db, DEMO_FLEET, 'driver@demo.fleet')).extensionId;
  ids.multi = (await memberOf(db, DEMO_FLEET, 'multi@demo.fleet')).extensionId;
  ids.fleetShareMember = (await memberOf(db, FLEET_SHARE, 'multi@demo.fleet')).extensionId;
  const carCentral = await seedVehicle(db, { organisationId: DEMO_FLEET, branchId: ids.central, name: 'Corolla Central', registrationNum: 'CEN001' });
  const carParramatta = await seedVehicle(db, { organisationId: DEMO_FLEET, branchId: ids.parramatta, name: 'Hilux Parramatta', registrationNum: 'PAR001' });
  const carHarbour = await seedVehicle(db, { organisationId: FLEET_SHARE, branchId: ids.harbour, name: 'Harbour Van' });
  const at = (hours: number, vehicleId: number, branchId: number, driverId: number, extra: Partial<Parameters<typeof seedBooking>[1]> = {}) =>
    seedBooking(db, { organisationId: DEMO_FLEET, branchId, vehicleId, driverId, startAt: hoursFromNow(hours), endAt: hoursFromNow(hours + 2), ...extra });
  rows.early = await at(10, carCentral.id, ids.central, ids.driver, { status: 'Completed', purposeOfTrip: '=HYPERLINK("x")' });
  rows.centralApproved = await at(24, carCentral.id, ids.central, ids.driver);
  rows.parramattaPending = await at(48, carParramatta.id, ids.parramatta, ids.multi, { status: 'Pending Approval' });
  rows.parramattaShared = await at(72, carParramatta.id, ids.parramatta, ids.multi);
  await db.insert(bookingSecondaryDrivers).values({ bookingId: rows.parramattaShared.id, employeeExtensionId: ids.driver, organisationId: DEMO_FLEET });
  rows.hidden = await at(96, carCentral.id, ids.central, ids.driver, { isHidden: true });
  rows.deleted = await at(120, carCentral.id, ids.central, ids.driver, { isDeleted: true, isHidden: true });
  rows.foreign = await seedBooking(db, {
    organisationId: FLEET_SHARE,
    branchId: ids.harbour,
    vehicleId: carHarbour.id,
    driverId: ids.fleetShareMember,
    startAt: hoursFromNow(30),
    endAt: hoursFromNow(31),
  });
  [tokens.admin, tokens.driver, tokens.manager, tokens.hub, tokens.multi] = await Promise.all([
    harness.login('admin@demo.fleet'),
    harness.login('driver@demo.fleet'),
    harness.login('branch.manager@demo.fleet'),
    harness.login('hub.manager@demo.fleet'),
    harness.login('multi@demo.fleet', DEMO_FLEET),
  ]);
});
afterAll(() => harness.close());

describe('GET bookings/, my-bookings/, my-branch-bookings/ (spec §7)', () => {
  it('the organisation-wide list hides deleted and hidden bookings, newest start first by default, and never another organisation’s', async () => {
    const page = await list(tokens.admin, '/bookings/');
    expect(pks(page)).toEqual([rows.parramattaShared.id, rows.parramattaPending.id, rows.centralApproved.id, rows.early.id]);
    expect(page.count).toBe(4);
    const ascending = await list(tokens.admin, '/bookings/?ordering=start_datetime');
    expect(pks(ascending)).toEqual([rows.early.id, rows.centralApproved.id, rows.parramattaPending.id, rows.parramattaShared.id]);
    expect(pks(await list(tokens.multi, '/bookings/', FLEET_SHARE))).toEqual([rows.foreign.id]);
  });

  it('serialises every part of spec §3 in the branch’s time zone with the caller’s allowed actions', async () => {
    const [booking] = (await list(tokens.admin, `/bookings/?vehicle_pk=${rows.parramattaShared.vehicleId}&status=Approved`)).results;
    expect(booking).toMatchObject({
      pk: rows.parramattaShared.id,
      branch: { pk: ids.parramatta, name: 'Parramatta', branch_timezone: 'Australia/Sydney', hub_name: 'Sydney Hub' },
      vehicle: { name: 'Hilux Parramatta', registrations_num: 'PAR001', vehicle_class: 'C' },
      driver: { pk: ids.multi, name: 'Morgan Multi', email: 'multi@demo.fleet', role: 'Driver' },
      secondary_drivers: [expect.objectContaining({ pk: ids.driver, name: 'Dana Driver', license_class: ['C'] })],
      status: { status_name: 'Approved' },
      day_count: expect.any(Number),
      start_datetime: { original: rows.parramattaShared.startAt.toISOString() },
    });
    expect(booking?.allowed_actions).toEqual(expect.arrayContaining(['edit', 'cancel', 'delete', 'check_out', 'checklist', 'extend']));
    expect(booking?.allowed_actions).not.toContain('approve');
    const pending = (await list(tokens.manager, `/bookings/?status=Pending%20Approval`)).results[0];
    expect(pending?.allowed_actions).toEqual(expect.arrayContaining(['approve', 'decline']));
  });

  it('drivers see only bookings they drive or share, in every list', async () => {
    const own = [rows.parramattaShared.id, rows.centralApproved.id, rows.early.id];
    expect(pks(await list(tokens.driver, '/bookings/'))).toEqual(own);
    expect(pks(await list(tokens.driver, '/my-bookings/'))).toEqual(own);
    expect(pks(await list(tokens.multi, '/my-bookings/'))).toEqual([rows.parramattaShared.id, rows.parramattaPending.id]);
    // The admin drives none of these.
    expect((await list(tokens.admin, '/my-bookings/')).count).toBe(0);
    // Shared with them: they open it; the other driver's own booking they may not.
    expect((await harness.call('GET', `${TFM}/bookings/${rows.parramattaShared.id}/`, { token: tokens.driver })).status).toBe(200);
    expect((await harness.call('GET', `${TFM}/bookings/${rows.parramattaPending.id}/`, { token: tokens.driver })).status).toBe(403);
    expect((await harness.call('GET', `${TFM}/bookings/${rows.foreign.id}/`, { token: tokens.admin })).status).toBe(404);
  });

  it('my-branch-bookings: the branches the caller manages, or those their hub serves', async () => {
    expect(pks(await list(tokens.manager, '/my-branch-bookings/'))).toEqual([rows.parramattaShared.id, rows.parramattaPending.id]);
    expect((await list(tokens.hub, '/my-branch-bookings/')).count).toBe(4);
  });

  it('filters: statuses incl. Deleted and Hidden, is_hidden, branch, driver, search, from/to', async () => {
    expect(pks(await list(tokens.admin, '/bookings/?status=Deleted'))).toEqual([rows.deleted.id]);
    expect(pks(await list(tokens.admin, '/bookings/?status=Hidden,Completed'))).toEqual([rows.hidden.id, rows.early.id]);
    expect(pks(await list(tokens.admin, '/bookings/?is_hidden=true'))).toEqual([rows.hidden.id]);
    expect(pks(await list(tokens.admin, `/bookings/?branch_pk=${ids.central}`))).toEqual([rows.centralApproved.id, rows.early.id]);
    expect(pks(await list(tokens.admin, `/bookings/?driver_pk=${ids.multi}`))).toEqual([rows.parramattaShared.id, rows.parramattaPending.id]);
    expect(pks(await list(tokens.admin, '/bookings/?search=par001'))).toEqual([rows.parramattaShared.id, rows.parramattaPending.id]);
    expect(pks(await list(tokens.admin, '/bookings/?search=Dana'))).toEqual([rows.centralApproved.id, rows.early.id]);
    const from = hoursFromNow(40).toISOString();
    const to = hoursFromNow(60).toISOString();
    expect(pks(await list(tokens.admin, `/bookings/?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`))).toEqual([rows.parramattaPending.id]);
    const day = rows.centralApproved.startAt;
    const dayAtSydney = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(day);
    const next = new Date(`${dayAtSydney}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    const byDate = await list(tokens.admin, `/bookings/?from=${dayAtSydney}&to=${next.toISOString().slice(0, 10)}&branch_pk=${ids.central}`);
    expect(pks(byDate)).toContain(rows.centralApproved.id);
    const bad = await harness.call('GET', `${TFM}/bookings/?status=Lost`, { token: tokens.admin });
    expect(bad.status).toBe(400);
    expect((await errorsOf(bad)).title).toBe('Unknown status: Lost.');
  });

  it('pages with page_size up to 100 (the product’s 60 included); the last page has no next_page', async () => {
    const first = await list(tokens.admin, '/bookings/?page_size=2&ordering=start_datetime');
    expect(first).toMatchObject({ count: 4, next_page: 2 });
    const second = await list(tokens.admin, '/bookings/?page_size=2&page=2&ordering=start_datetime');
    expect(second.next_page).toBeNull();
    expect([...pks(first), ...pks(second)]).toEqual([rows.early.id, rows.centralApproved.id, rows.parramattaPending.id, rows.parramattaShared.id]);
    expect((await list(tokens.admin, '/bookings/?page_size=60')).results).toHaveLength(4);
    expect((await harness.call('GET', `${TFM}/bookings/?page_size=101`, { token: tokens.admin })).status).toBe(400);
  });

  it('is_export=csv and xlsx stream the whole filtered list; formula-like text is defused in CSV', async () => {
    const csv = await harness.call('GET', `${TFM}/bookings/?is_export=csv&ordering=start_datetime&page_size=1`, { token: tokens.admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('x-total-count')).toBe('4');
    const records = parse((await csv.text()).replace(/^\uFEFF/, '')) as string[][];
    expect(records[0]?.slice(0, 3)).toEqual(['Booking ID', 'Vehicle', 'Registration']);
    expect(records.slice(1).map((record) => Number(record[0]))).toEqual([
      rows.early.id,
      rows.centralApproved.id,
      rows.parramattaPending.id,
      rows.parramattaShared.id,
    ]);
    expect(records[1]?.[11]).toBe(`'=HYPERLINK("x")`);
    const driverExport = await harness.call('GET', `${TFM}/my-bookings/?is_export=xlsx`, { token: tokens.multi });
    expect(driverExport.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await driverExport.arrayBuffer());
    const sheet = workbook.getWorksheet('Bookings');
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(2).getCell(1).value).toBe(rows.parramattaShared.id);
  });
});

describe('audits, drivers and booking tags', () => {
  it('drivers/ lists the organisation’s active members for managers and only the driver themself for a driver', async () => {
    await seedMember(harness.db, {
      organisationId: DEMO_FLEET,
      email: 'expired@demo.fleet',
      roleName: 'Driver',
      permissions: [],
      branchId: ids.central,
      licenseValidUpto: '2020-01-01',
    });
    const all = await read<{ results: DriverOption[]; count: number }>(tokens.admin, '/drivers/?page_size=100');
    for (const option of all.results) assert(option, DriverOption);
    expect(all.results.find((option) => option.email === 'driver@demo.fleet')?.can_book).toBe(true);
    expect(all.results.find((option) => option.email === 'expired@demo.fleet')?.can_book).toBe(false);
    expect(all.results.some((option) => option.email === 'sysadmin@demo.fleet')).toBe(false);
    const own = await read<{ results: DriverOption[] }>(tokens.driver, '/drivers/');
    expect(own.results.map((option) => option.email)).toEqual(['driver@demo.fleet']);
    const searched = await read<{ results: DriverOption[] }>(tokens.admin, '/drivers/?search=blake');
    expect(searched.results.map((option) => option.email)).toEqual(['branch.manager@demo.fleet']);
  });

  it('tags/booking/ lists the booking custom fields; a foreign branch_pk is 404', async () => {
    await harness.db
      .insert(tagGroups)
      .values({ organisationId: DEMO_FLEET, tagType: 'booking', tagGroupName: 'Project Code', tagDataType: 'free_text_field', isBookingApproval: true });
    const page = await read<{ results: { tag_group_name: string; is_booking_approval: boolean }[] }>(tokens.driver, `/tags/booking/?branch_pk=${ids.central}`);
    expect(page.results).toEqual([expect.objectContaining({ tag_group_name: 'Project Code', is_booking_approval: true })]);
    expect((await harness.call('GET', `${TFM}/tags/booking/?branch_pk=${ids.harbour}`, { token: tokens.driver })).status).toBe(404);
  });

  it('bookings/{pk}/audits/ lists the changes with their actor', async () => {
    const cancel = await harness.call('POST', `${TFM}/bookings/${rows.centralApproved.id}/cancel/`, { token: tokens.admin, body: { reason: 'Audit me' } });
    expect(cancel.status).toBe(200);
    const audits = await read<{ results: { action: string; actor: { name: string }; reason: string }[] }>(
      tokens.driver,
      `/bookings/${rows.centralApproved.id}/audits/`,
    );
    expect(audits.results).toEqual([expect.objectContaining({ action: 'cancel', reason: 'Audit me', actor: expect.objectContaining({ name: 'Alex Admin' }) })]);
  });
});
