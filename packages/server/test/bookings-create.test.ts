import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessage, bookingMessages } from '@motorpool/api';
import { bookingApprovalRules, bookingAudits, bookings, employeeExtensions } from '../src/db/schema';
import { addDays, addVehicle, branchId, json, memberId, midweekDate, payload, setRules, tfm, type CreatedBody, type ErrorBody } from './booking-write-fixtures';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, FLEET_SHARE } from './sign-up-flow';

let harness: Harness;
let admin: string;
let driver: string;
let central: number;
let parramatta: number;
let harbour: number;
let dana: number;
let multi: number;

type BookingBody = {
  pk: number;
  status: { status_name: string };
  branch_end_datetime: string;
  extra_data: Record<string, unknown>;
  purpose_of_trip: string | null;
};

beforeAll(async () => {
  harness = await createHarness();
  [admin, driver] = await Promise.all([harness.login('admin@demo.fleet', DEMO_FLEET), harness.login('driver@demo.fleet', DEMO_FLEET)]);
  [central, parramatta, harbour] = await Promise.all([
    branchId(harness, 'Sydney Central'),
    branchId(harness, 'Parramatta'),
    branchId(harness, 'Harbour City Depot'),
  ]);
  [dana, multi] = await Promise.all([memberId(harness, 'driver@demo.fleet', DEMO_FLEET), memberId(harness, 'multi@demo.fleet', DEMO_FLEET)]);
}, 60_000);

afterAll(() => harness?.close());

const create = (token: string, body: unknown) => tfm(harness, token, 'POST', '/bookings/', body);

describe('POST bookings/', () => {
  it('books a free vehicle: Approved without an approval rule, with the cost estimate and an audit entry', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central, { dailyRate: 80, ratePerKm: 0.5 });
    const day = midweekDate(7);
    const created = await json<CreatedBody>(
      await create(admin, payload(central, vehicle.id, dana, `${day}T09:00`, `${addDays(day, 2)}T09:00`, { purpose_of_trip: 'Site visit' })),
      201,
    );
    expect(created.count).toBe(1);
    expect(created.skipped).toEqual([]);
    const [booking] = created.results;
    expect(booking?.status.status_name).toBe('Approved');
    expect(booking?.branch_start_datetime).toBe(`${day}T09:00`);
    // Two days at 80 a day; no distance is known when booking.
    expect(booking?.extra_data?.estimated_cost).toBe(160);
    const [row] = await harness.db.select().from(bookings).where(eq(bookings.id, booking!.pk));
    expect(row?.bookingType).toBe('Business');
    // The default buffer (15 minutes) blocks the vehicle after the end.
    expect(row!.blockedUntil.getTime() - row!.endAt.getTime()).toBe(15 * 60_000);
    const audits = await harness.db.select().from(bookingAudits).where(eq(bookingAudits.bookingId, booking!.pk));
    expect(audits.map((audit) => [audit.action, audit.toStatus])).toEqual([['created', 'Approved']]);
  });

  it('is Pending Approval when an approval rule holds it', async () => {
    const [rule] = await harness.db
      .insert(bookingApprovalRules)
      .values({ organisationId: DEMO_FLEET, name: 'Long trips', branchIds: [parramatta], minDurationMinutes: 24 * 60, approvers: ['branch_manager'] })
      .returning();
    try {
      const vehicle = await addVehicle(harness, DEMO_FLEET, parramatta);
      const day = midweekDate(7);
      const short = await json<CreatedBody>(await create(admin, payload(parramatta, vehicle.id, dana, `${day}T09:00`, `${day}T12:00`)), 201);
      expect(short.results[0]?.status.status_name).toBe('Approved');
      const long = await json<CreatedBody>(
        await create(admin, payload(parramatta, vehicle.id, dana, `${addDays(day, 1)}T09:00`, `${addDays(day, 3)}T09:00`)),
        201,
      );
      expect(long.results[0]?.status.status_name).toBe('Pending Approval');
    } finally {
      await harness.db.delete(bookingApprovalRules).where(eq(bookingApprovalRules.id, rule!.id));
    }
  });

  it('refuses an unparseable time with a field error', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const response = await create(admin, payload(central, vehicle.id, dana, 'tomorrow 9am', `${midweekDate(7)}T10:00`));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors.fields?.start_datetime).toBeTruthy();
  });

  it("checks the driver's licence: expiry present and after the end, class covering the vehicle", async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, parramatta);
    const truck = await addVehicle(harness, DEMO_FLEET, parramatta, { vehicleClass: 'HR' });
    const day = midweekDate(14);
    const book = (vehicleId: number) => create(admin, payload(parramatta, vehicleId, multi, `${day}T09:00`, `${day}T11:00`));

    const noExpiry = await book(vehicle.id);
    expect(noExpiry.status).toBe(400);
    expect(((await noExpiry.json()) as ErrorBody).errors.title).toBe(bookingMessages.licenseExpiry);

    await harness.db
      .update(employeeExtensions)
      .set({ licenseValidUpto: addDays(day, -1), licenseClass: ['C'] })
      .where(eq(employeeExtensions.id, multi));
    const expiresBefore = await book(vehicle.id);
    expect(((await expiresBefore.json()) as ErrorBody).errors.title).toBe(bookingMessages.licenseExpiry);

    await harness.db.update(employeeExtensions).set({ licenseValidUpto: day }).where(eq(employeeExtensions.id, multi));
    const wrongClass = await book(truck.id);
    expect(wrongClass.status).toBe(400);
    expect(((await wrongClass.json()) as ErrorBody).errors.title).toBe(bookingMessages.licenseClass);
    await json(await book(vehicle.id), 201);
  });

  it("answers 404 for another organisation's branch, vehicle or driver", async () => {
    const ours = await addVehicle(harness, DEMO_FLEET, central);
    const theirs = await addVehicle(harness, FLEET_SHARE, harbour);
    const fleetShareMember = await memberId(harness, 'multi@demo.fleet', FLEET_SHARE);
    const day = midweekDate(7);
    const cases = [
      [payload(harbour, ours.id, dana, `${day}T09:00`, `${day}T10:00`), 'branch'],
      [payload(central, theirs.id, dana, `${day}T09:00`, `${day}T10:00`), 'vehicle'],
      [payload(central, ours.id, fleetShareMember, `${day}T09:00`, `${day}T10:00`), 'driver'],
      [payload(central, ours.id, dana, `${day}T09:00`, `${day}T10:00`, { cost_centre: { pk: 999_999 } }), 'cost_centre'],
    ] as const;
    for (const [body, field] of cases) {
      const response = await create(admin, body);
      expect(response.status, field).toBe(404);
      expect(((await response.json()) as ErrorBody).errors.fields?.[field]).toBeTruthy();
    }
  });

  it('refuses vehicles that are inactive or kept at another branch', async () => {
    const inactive = await addVehicle(harness, DEMO_FLEET, central, { isActive: false });
    const elsewhere = await addVehicle(harness, DEMO_FLEET, parramatta);
    const day = midweekDate(7);
    for (const vehicle of [inactive, elsewhere]) {
      const response = await create(admin, payload(central, vehicle.id, dana, `${day}T09:00`, `${day}T10:00`));
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).errors.fields?.vehicle).toBeTruthy();
    }
  });

  it('lets a driver book for themselves only (spec §6)', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(8);
    await json(await create(driver, payload(central, vehicle.id, dana, `${day}T09:00`, `${day}T10:00`)), 201);
    const forSomeoneElse = await create(driver, payload(central, vehicle.id, multi, `${day}T12:00`, `${day}T13:00`));
    expect(forSomeoneElse.status).toBe(403);
    expect(((await forSomeoneElse.json()) as ErrorBody).errors.title).toBe(bookingMessages.notYourBooking);
  });

  it('enforces the booking type and purpose rules', async () => {
    await setRules(harness, admin, { purpose_of_trip_required: true, purposes_of_trip: ['Site visit', 'Training'] }, central);
    try {
      const vehicle = await addVehicle(harness, DEMO_FLEET, central);
      const day = midweekDate(9);
      const body = (extra: object) => payload(central, vehicle.id, dana, `${day}T09:00`, `${day}T10:00`, extra);
      const noPurpose = await create(admin, body({}));
      expect(((await noPurpose.json()) as ErrorBody).errors.title).toBe(bookingMessages.purposeRequired);
      const unlisted = await create(admin, body({ purpose_of_trip: 'Holiday' }));
      expect(unlisted.status).toBe(400);
      const badType = await create(admin, body({ purpose_of_trip: 'Training', booking_type: 'Leisure' }));
      expect(((await badType.json()) as ErrorBody).errors.fields?.booking_type).toBe('Booking type must be one of: Business, Personal');
      const created = await json<CreatedBody>(await create(admin, body({ purpose_of_trip: 'Training', booking_type: 'Personal' })), 201);
      const [row] = await harness.db.select().from(bookings).where(eq(bookings.id, created.results[0]!.pk));
      expect([row?.purposeOfTrip, row?.bookingType]).toEqual(['Training', 'Personal']);
    } finally {
      await setRules(harness, admin, null, central);
    }
  });
});

describe('PUT bookings/{pk}/ and booking-extension/', () => {
  async function book(vehicleId: number, start: string, end: string, token = admin) {
    const created = await json<CreatedBody>(await create(token, payload(central, vehicleId, dana, start, end)), 201);
    return created.results[0]!.pk;
  }

  it('changes the times, keeps the vehicle exclusive and audits the changed fields', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(20);
    const first = await book(vehicle.id, `${day}T09:00`, `${day}T10:00`);
    const second = await book(vehicle.id, `${day}T13:00`, `${day}T14:00`);

    const moved = await json<BookingBody>(
      await tfm(
        harness,
        admin,
        'PUT',
        `/bookings/${first}/`,
        payload(central, vehicle.id, dana, `${day}T10:00`, `${day}T11:30`, { reason_for_change: 'Meeting moved' }),
      ),
    );
    expect(moved.branch_end_datetime).toBe(`${day}T11:30`);
    const [audit] = await harness.db.select().from(bookingAudits).where(eq(bookingAudits.bookingId, first)).orderBy(desc(bookingAudits.id)).limit(1);
    expect(audit?.action).toBe('updated');
    expect(audit?.reason).toBe('Meeting moved');
    expect(Object.keys(audit?.changes ?? {}).sort()).toEqual(['end_datetime', 'start_datetime']);

    const onto = await tfm(harness, admin, 'PUT', `/bookings/${first}/`, payload(central, vehicle.id, dana, `${day}T12:30`, `${day}T13:30`));
    expect(onto.status).toBe(409);
    expect(((await onto.json()) as ErrorBody).errors.title).toMatch(new RegExp(`^Vehicle ${vehicle.name} is already booked from .*01:00 PM – .*02:00 PM\\.$`));
    expect(second).toBeGreaterThan(first);
  });

  it('extends an Approved booking to a later end; an earlier end or a clash is refused', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(21);
    const pk = await book(vehicle.id, `${day}T09:00`, `${day}T10:00`);
    await book(vehicle.id, `${day}T15:00`, `${day}T16:00`);

    const earlier = await tfm(harness, admin, 'POST', `/bookings/${pk}/booking-extension/`, { end_datetime: `${day}T09:30` });
    expect(earlier.status).toBe(400);
    expect(((await earlier.json()) as ErrorBody).errors.title).toBe(bookingMessages.extensionEarlier);

    const extended = await json<BookingBody>(await tfm(harness, admin, 'POST', `/bookings/${pk}/booking-extension/`, { end_datetime: `${day}T12:00` }));
    expect(extended.branch_end_datetime).toBe(`${day}T12:00`);
    const [audit] = await harness.db
      .select()
      .from(bookingAudits)
      .where(and(eq(bookingAudits.bookingId, pk), eq(bookingAudits.action, 'extended')));
    expect(audit?.changes).toHaveProperty('end_datetime');

    const clash = await tfm(harness, admin, 'POST', `/bookings/${pk}/booking-extension/`, { end_datetime: `${day}T15:30` });
    expect(clash.status).toBe(409);

    await harness.db.update(bookings).set({ status: 'Completed' }).where(eq(bookings.id, pk));
    const completed = await tfm(harness, admin, 'POST', `/bookings/${pk}/booking-extension/`, { end_datetime: `${day}T13:00` });
    expect(completed.status).toBe(409);
    expect(((await completed.json()) as ErrorBody).errors.title).toBe(
      bookingMessage(bookingMessages.illegalTransition, { status: 'Completed', action: 'extended' }),
    );
  });

  it('keeps drivers out after the modify cut-off; managers are exempt', async () => {
    await setRules(harness, admin, { modify_cut_off_minutes: 3 * 24 * 60 }, central);
    try {
      const vehicle = await addVehicle(harness, DEMO_FLEET, central);
      // Starts within the 3-day cut-off.
      const soon = new Date(Date.now() + 24 * 60 * 60_000);
      const start = soon.toISOString();
      const end = new Date(soon.getTime() + 60 * 60_000).toISOString();
      const pk = await book(vehicle.id, start, end, driver);
      const change = (token: string) =>
        tfm(harness, token, 'PUT', `/bookings/${pk}/`, payload(central, vehicle.id, dana, start, end, { purpose_of_trip: 'Changed' }));
      const refused = await change(driver);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as ErrorBody).errors.title).toBe(bookingMessage(bookingMessages.modifyCutOff, { minutes: 3 * 24 * 60 }));
      const managed = await json<BookingBody>(await change(admin));
      expect(managed.purpose_of_trip).toBe('Changed');
    } finally {
      await setRules(harness, admin, null, central);
    }
  });

  it("refuses a driver editing someone else's booking and hides a completed booking", async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, parramatta);
    const day = midweekDate(22);
    await harness.db
      .update(employeeExtensions)
      .set({ licenseValidUpto: addDays(day, 400), licenseClass: ['C'] })
      .where(eq(employeeExtensions.id, multi));
    const created = await json<CreatedBody>(await create(admin, payload(parramatta, vehicle.id, multi, `${day}T09:00`, `${day}T10:00`)), 201);
    const pk = created.results[0]!.pk;
    const body = payload(parramatta, vehicle.id, multi, `${day}T09:00`, `${day}T10:00`, { is_hidden: true });
    expect((await tfm(harness, driver, 'PUT', `/bookings/${pk}/`, body)).status).toBe(403);

    await harness.db.update(bookings).set({ status: 'Completed' }).where(eq(bookings.id, pk));
    const hidden = await json<{ is_hidden: boolean }>(await tfm(harness, admin, 'PUT', `/bookings/${pk}/`, body));
    expect(hidden.is_hidden).toBe(true);
    const moved = await tfm(
      harness,
      admin,
      'PUT',
      `/bookings/${pk}/`,
      payload(parramatta, vehicle.id, dana, `${day}T09:00`, `${day}T10:00`, { is_hidden: false }),
    );
    expect(moved.status).toBe(409);
  });
});

describe('a booking in the path', () => {
  it('is a record id: any other segment is a 404 on every booking route, and the words beside it stay routes', async () => {
    for (const segment of ['abc', '0', '1e3', '2147483648']) {
      expect((await tfm(harness, admin, 'GET', `/bookings/${segment}/`)).status).toBe(404);
      expect((await tfm(harness, admin, 'GET', `/bookings/${segment}/audits/`)).status).toBe(404);
      expect((await tfm(harness, admin, 'POST', `/bookings/${segment}/cancel/`, { reason: 'Not needed' })).status).toBe(404);
      expect((await tfm(harness, admin, 'DELETE', `/bookings/${segment}/`)).status).toBe(404);
    }
    // Refused for what it lacks, not taken for a booking named "cost".
    expect((await tfm(harness, admin, 'GET', '/bookings/cost/')).status).toBe(400);
  });
});

describe('GET bookings/cost/ and POST bookings/check-booking-vehicle/', () => {
  it('estimates days × daily rate + distance × rate per km, a same-day booking billing one day', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central, { dailyRate: 100, ratePerKm: 0.25 });
    const day = midweekDate(30);
    const cost = async (start: string, end: string, distance: string) =>
      json<{ days: number; estimated_cost: number; currency: string }>(
        await tfm(harness, admin, 'GET', `/bookings/cost/?vehicle_pk=${vehicle.id}&start_datetime=${start}&end_datetime=${end}&distance=${distance}`),
      );
    expect(await cost(`${day}T09:00`, `${day}T17:00`, '40')).toMatchObject({ days: 1, estimated_cost: 110, currency: 'AUD' });
    expect(await cost(`${day}T09:00`, `${addDays(day, 3)}T09:00`, '0')).toMatchObject({ days: 3, estimated_cost: 300 });
    expect(
      (await tfm(harness, admin, 'GET', `/bookings/cost/?vehicle_pk=${vehicle.id}&start_datetime=${day}T09:00&end_datetime=${day}T10:00&distance=-1`)).status,
    ).toBe(400);
  });

  it('answers whether the vehicle is free, buffer included, leaving out the booking being edited', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(31);
    const created = await json<CreatedBody>(await create(admin, payload(central, vehicle.id, dana, `${day}T09:00`, `${day}T10:00`)), 201);
    const check = async (start: string, end: string, exclude?: number) =>
      json<{ available: boolean; title: string | null }>(
        await tfm(harness, admin, 'POST', '/bookings/check-booking-vehicle/', {
          vehicle: { pk: vehicle.id },
          start_datetime: start,
          end_datetime: end,
          exclude_booking_pk: exclude ?? null,
        }),
      );
    expect(await check(`${day}T10:05`, `${day}T11:00`)).toMatchObject({ available: false });
    expect((await check(`${day}T10:05`, `${day}T11:00`)).title).toContain(vehicle.name);
    // Ends 10 minutes before the booking starts, inside the new range's own 15-minute buffer.
    expect(await check(`${day}T08:00`, `${day}T08:50`)).toMatchObject({ available: false });
    expect(await check(`${day}T10:15`, `${day}T11:00`)).toEqual({ available: true, title: null });
    expect(await check(`${day}T09:00`, `${day}T10:00`, created.results[0]!.pk)).toEqual({ available: true, title: null });
  });
});
