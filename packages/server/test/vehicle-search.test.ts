import { and, eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessage, bookingMessages, DEFAULT_BOOKING_RULES, Vehicle, type BookingStatus } from '@motorpool/api';
import { bookingRuleSets, bookings, branches, employeeExtensions, users, vehicles } from '../src/db/schema';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

let harness: Harness;
let admin: string;
let driver: string;

type Page = { results: Vehicle[]; count: number; next_page: number | null };

const ids = {} as Record<'central' | 'parramatta' | 'harbour' | 'dana' | 'alex' | 'blake' | 'morganAtFleetShare', number>;
const vehicleIds = new Map<string, number>();

/** The demo branches keep Sydney time: in February daylight saving puts them at UTC+11. */
const SYDNEY = '+11:00';
const DAY = '2027-02-10';

function call(token: string, path: string) {
  return harness.call('GET', `${TFM}${path}`, { token });
}

function searchPath(params: Record<string, string | number>) {
  const query = new URLSearchParams(Object.entries({ branch_pk: ids.central, ...params }).map(([key, value]): [string, string] => [key, String(value)]));
  return `/vehicle-search/?${query}`;
}

async function search(params: Record<string, string | number>, token = admin): Promise<Page> {
  const response = await call(token, searchPath(params));
  if (response.status !== 200) throw new Error(`expected 200, got ${response.status}: ${await response.text()}`);
  const page = (await response.json()) as Page;
  for (const vehicle of page.results) assert(vehicle, Vehicle);
  return page;
}

/** Registration numbers of the vehicles free from `start` to `end` (wall-clock times on DAY at the branch unless given whole). */
async function free(start: string, end: string, params: Record<string, string | number> = {}) {
  const at = (time: string) => (time.includes('T') ? time : `${DAY}T${time}`);
  const page = await search({ start_datetime: at(start), end_datetime: at(end), ordering: 'registrations_num', ...params });
  return page.results.map((vehicle) => vehicle.registrations_num);
}

async function refusal(params: Record<string, string | number>) {
  const response = await call(admin, searchPath(params));
  return { status: response.status, errors: await errorsOf(response) };
}

/** A booking written straight to the table, as the bookings feature stores them: held over [start, end + buffer). */
async function book(registration: string, start: string, end: string, options: { status?: BookingStatus; isDeleted?: boolean; bufferMinutes?: number } = {}) {
  const startAt = new Date(`${DAY}T${start}:00${SYDNEY}`);
  const endAt = new Date(`${DAY}T${end}:00${SYDNEY}`);
  const [row] = await harness.db
    .insert(bookings)
    .values({
      organisationId: DEMO_FLEET,
      branchId: ids.central,
      vehicleId: vehicleIds.get(registration) ?? 0,
      driverId: ids.dana,
      startAt,
      endAt,
      blockedUntil: new Date(endAt.getTime() + (options.bufferMinutes ?? 15) * 60_000),
      status: options.status ?? 'Approved',
      isDeleted: options.isDeleted ?? false,
    })
    .returning({ id: bookings.id });
  return row!.id;
}

async function memberId(email: string, organisationId: number) {
  const [row] = await harness.db
    .select({ id: employeeExtensions.id })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(and(eq(users.email, email), eq(employeeExtensions.organisationId, organisationId)));
  return row!.id;
}

let corollaBooking: number;

beforeAll(async () => {
  harness = await createHarness();
  [admin, driver] = await Promise.all([harness.login('admin@demo.fleet'), harness.login('driver@demo.fleet')]);
  for (const row of await harness.db.select({ id: branches.id, name: branches.name }).from(branches)) {
    if (row.name === 'Sydney Central') ids.central = row.id;
    if (row.name === 'Parramatta') ids.parramatta = row.id;
    if (row.name === 'Harbour City Depot') ids.harbour = row.id;
  }
  for (const row of await harness.db.select({ id: vehicles.id, registration: vehicles.registrationNum }).from(vehicles))
    vehicleIds.set(row.registration, row.id);
  ids.dana = await memberId('driver@demo.fleet', DEMO_FLEET);
  ids.alex = await memberId('admin@demo.fleet', DEMO_FLEET);
  ids.blake = await memberId('branch.manager@demo.fleet', DEMO_FLEET);
  ids.morganAtFleetShare = await memberId('multi@demo.fleet', FLEET_SHARE);

  // The Corolla is out 09:00–11:00 and blocked until 11:15 by the default 15-minute buffer.
  corollaBooking = await book('DK42QE', '09:00', '11:00');
  // Bookings that no longer hold their vehicle.
  await book('EH17TR', '09:00', '11:00', { status: 'Cancelled' });
  await book('EH17TR', '11:30', '12:30', { status: 'Declined' });
  await book('EH17TR', '13:00', '14:00', { status: 'Completed' });
  await book('EV03SY', '09:00', '11:00', { isDeleted: true });
});
afterAll(() => harness.close());

describe('GET vehicle-search/ (results, count, next_page)', () => {
  it('offers the branch’s active vehicles that no active booking holds over the range', async () => {
    const page = await search({ start_datetime: `${DAY}T10:00`, end_datetime: `${DAY}T12:00` });
    expect(page.results.map((vehicle) => vehicle.name)).toEqual(['Camry Hybrid SC-02', 'Ioniq 5 SC-03', 'Isuzu NPR Truck SC-04']);
    expect([page.count, page.next_page]).toEqual([3, null]);
    expect(page.results[0]?.branch).toEqual({ pk: ids.central, name: 'Sydney Central' });
    // Parramatta's Kona is inactive: it is never offered, whatever is_active asks.
    expect(await free('10:00', '12:00', { branch_pk: ids.parramatta })).toEqual(['CT55PA', 'DW09PR']);
    expect(await free('10:00', '12:00', { branch_pk: ids.parramatta, is_active: 'false' })).toEqual([]);
  });

  it('counts the buffer on both sides and lets ranges touch', async () => {
    expect(await free('11:15', '12:00')).toContain('DK42QE');
    expect(await free('11:05', '12:00')).not.toContain('DK42QE');
    expect(await free('10:59', '11:00')).not.toContain('DK42QE');
    // The new booking's own buffer: ending 08:45 blocks until 09:00, exactly when the Corolla's booking starts.
    expect(await free('07:00', '08:45')).toContain('DK42QE');
    expect(await free('07:00', '08:50')).not.toContain('DK42QE');
    expect(await free('06:00', '13:00')).not.toContain('DK42QE');
  });

  it('counts Pending Approval and In-Progress bookings as holding the vehicle', async () => {
    const pending = await book('XN88MR', '15:00', '16:00', { status: 'Pending Approval' });
    const running = await book('EV03SY', '17:00', '18:00', { status: 'In-Progress' });
    expect(await free('15:30', '17:30')).toEqual(['DK42QE', 'EH17TR']);
    await harness.db.update(bookings).set({ status: 'Cancelled' }).where(eq(bookings.id, pending));
    await harness.db.update(bookings).set({ isDeleted: true }).where(eq(bookings.id, running));
    expect(await free('15:30', '17:30')).toEqual(['DK42QE', 'EH17TR', 'EV03SY', 'XN88MR']);
  });

  it('ignores the booking being edited (exclude_booking_pk)', async () => {
    expect(await free('10:00', '12:00', { exclude_booking_pk: corollaBooking })).toContain('DK42QE');
    const later = await book('DK42QE', '12:00', '13:00');
    // Another booking of the same vehicle still counts.
    expect(await free('10:00', '12:30', { exclude_booking_pk: corollaBooking })).not.toContain('DK42QE');
    await harness.db.update(bookings).set({ isDeleted: true }).where(eq(bookings.id, later));
  });

  it('reads wall-clock times at the branch’s time zone and instants as given', async () => {
    // 09:30–10:00 in Sydney is 22:30–23:00 UTC the day before.
    expect(await free(`${DAY}T09:30`, `${DAY}T10:00`)).not.toContain('DK42QE');
    expect(await free('2027-02-09T22:30:00Z', '2027-02-09T23:00:00Z')).not.toContain('DK42QE');
    expect(await free('2027-02-10T09:30:00+11:00', '2027-02-10T10:00:00+11:00')).not.toContain('DK42QE');
    // The same clock reading in UTC is the Sydney evening: the Corolla is free.
    expect(await free('2027-02-10T09:30:00Z', '2027-02-10T10:00:00Z')).toContain('DK42QE');

    // A branch elsewhere reads the same wall-clock text at its own zone.
    await harness.db.update(branches).set({ branchTimezone: 'Asia/Kolkata' }).where(eq(branches.id, ids.central));
    try {
      expect(await free(`${DAY}T09:30`, `${DAY}T10:00`)).toContain('DK42QE');
      // 03:30–05:00 in Kolkata (UTC+5:30) is 09:00–10:30 in Sydney.
      expect(await free(`${DAY}T03:30`, `${DAY}T05:00`)).not.toContain('DK42QE');
    } finally {
      await harness.db.update(branches).set({ branchTimezone: 'Australia/Sydney' }).where(eq(branches.id, ids.central));
    }
  });

  it('keeps to vehicles the driver’s licence classes cover', async () => {
    expect(await free('10:00', '12:00', { driver_pk: ids.dana })).toEqual(['EH17TR', 'EV03SY']);
    await harness.db
      .update(employeeExtensions)
      .set({ licenseClass: ['mr'] })
      .where(eq(employeeExtensions.id, ids.alex));
    expect(await free('10:00', '12:00', { driver_pk: ids.alex })).toEqual(['XN88MR']);
    await harness.db
      .update(employeeExtensions)
      .set({ licenseClass: ['C', 'MR'] })
      .where(eq(employeeExtensions.id, ids.alex));
    expect(await free('10:00', '12:00', { driver_pk: ids.alex })).toEqual(['EH17TR', 'EV03SY', 'XN88MR']);
    // No licence classes, no vehicle.
    expect(await free('10:00', '12:00', { driver_pk: ids.blake })).toEqual([]);
  });

  it('answers 404 for a driver outside the organisation', async () => {
    for (const driverPk of [ids.morganAtFleetShare, 999_999]) {
      const { status } = await refusal({ start_datetime: `${DAY}T10:00`, end_datetime: `${DAY}T12:00`, driver_pk: driverPk });
      expect(status).toBe(404);
    }
  });

  it('applies the vehicle list’s filters and pages', async () => {
    expect(await free('10:00', '12:00', { fuel_types: JSON.stringify(['Electric', 'Diesel']) })).toEqual(['EV03SY', 'XN88MR']);
    expect(await free('10:00', '12:00', { search: 'camry' })).toEqual(['EH17TR']);
    expect(await free('10:00', '12:00', { class: JSON.stringify(['C']), ordering: '-registrations_num' })).toEqual(['EV03SY', 'EH17TR']);
    const first = await search({ start_datetime: `${DAY}T15:00`, end_datetime: `${DAY}T16:00`, page_size: 3 });
    expect([first.count, first.results.length, first.next_page]).toEqual([4, 3, 2]);
    const second = await search({ start_datetime: `${DAY}T15:00`, end_datetime: `${DAY}T16:00`, page_size: 3, page: 2 });
    expect([second.results.length, second.next_page]).toEqual([1, null]);
    const malformed = await refusal({ start_datetime: `${DAY}T10:00`, end_datetime: `${DAY}T12:00`, doors: '4,5' });
    expect([malformed.status, Object.keys(malformed.errors.fields ?? {})]).toEqual([400, ['doors']]);
  });

  it('lets drivers search too', async () => {
    const page = await search({ start_datetime: `${DAY}T10:00`, end_datetime: `${DAY}T12:00`, driver_pk: ids.dana }, driver);
    expect(page.count).toBe(2);
  });
});

describe('vehicle-search/ refusals', () => {
  it('requires the branch, of this organisation, and both times in a known format', async () => {
    const range = { start_datetime: `${DAY}T10:00`, end_datetime: `${DAY}T12:00` };
    const cases: [Record<string, string | number>, string][] = [
      [{ ...range, branch_pk: '' }, 'branch_pk'],
      [{ ...range, branch_pk: ids.harbour }, 'branch_pk'],
      [{ end_datetime: range.end_datetime }, 'start_datetime'],
      [{ start_datetime: range.start_datetime }, 'end_datetime'],
      [{ ...range, start_datetime: '10/02/2027 10:00 AM' }, 'start_datetime'],
      [{ ...range, end_datetime: '2027-02-30T12:00' }, 'end_datetime'],
      [{ ...range, end_datetime: '2027-02-10T24:30' }, 'end_datetime'],
      [{ ...range, end_datetime: '2027-02-10T12:00:00+25:00' }, 'end_datetime'],
      [{ ...range, driver_pk: 'x' }, 'driver_pk'],
    ];
    for (const [params, field] of cases) {
      const { status, errors } = await refusal(params);
      expect(status, JSON.stringify(params)).toBe(400);
      expect(Object.keys(errors.fields ?? {}), JSON.stringify(params)).toEqual([field]);
    }
    expect((await refusal({ ...range, branch_pk: '' })).errors.title).toBe(bookingMessages.branchRequired);
  });

  it('refuses an end that is not after the start', async () => {
    for (const end of ['10:00', '09:00']) {
      const { status, errors } = await refusal({ start_datetime: `${DAY}T10:00`, end_datetime: `${DAY}T${end}` });
      expect(status).toBe(400);
      expect(errors.fields).toEqual({ end_datetime: bookingMessages.endBeforeStart });
    }
  });

  it('refuses a range longer than the branch’s max_search_days', async () => {
    // Default 30 days: noon on the 10th of February to noon on the 12th of March is exactly 30 days; a minute more is too long.
    expect((await search({ start_datetime: `${DAY}T12:00`, end_datetime: '2027-03-12T12:00' })).count).toBe(4);
    const tooLong = await refusal({ start_datetime: `${DAY}T12:00`, end_datetime: '2027-03-12T12:01' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.errors.fields).toEqual({ end_datetime: bookingMessage(bookingMessages.maxDays, { days: 30 }) });

    // A branch override applies at that branch only.
    await harness.db
      .insert(bookingRuleSets)
      .values({ organisationId: DEMO_FLEET, branchId: ids.central, rules: { ...DEFAULT_BOOKING_RULES, max_search_days: 2, buffer_minutes: 60 } });
    const overridden = await refusal({ start_datetime: `${DAY}T10:00`, end_datetime: '2027-02-13T09:00' });
    expect(overridden.errors.fields).toEqual({ end_datetime: bookingMessage(bookingMessages.maxDays, { days: 2 }) });
    expect((await search({ start_datetime: `${DAY}T10:00`, end_datetime: '2027-02-13T09:00', branch_pk: ids.parramatta })).count).toBe(2);
  });

  it('uses the branch’s buffer for the new range', async () => {
    // With 60 minutes at Sydney Central (set above), a range ending 08:15 blocks until 09:15, into the Corolla's booking.
    expect(await free('07:00', '08:15')).not.toContain('DK42QE');
    expect(await free('07:00', '08:00')).toContain('DK42QE');
  });
});
