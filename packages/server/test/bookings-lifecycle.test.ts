import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessage, bookingMessages } from '@motorpool/api';
import { bookingAudits, bookingTrips, notifications, vehicles } from '../src/db/schema';
import { bookedMembers } from '../src/employees/booked-members';
import { createHarness, type Harness } from './harness';
import { bookingRow, branchIdOf, hoursFromNow, memberOf, seedBooking, seedMember, seedVehicle, type VehicleRow } from './booking-fixtures';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

let harness: Harness;
const tokens = {} as Record<'admin' | 'driver' | 'manager' | 'multi' | 'multiFleetShare' | 'support', string>;
const people = {} as Record<'admin' | 'driver' | 'manager' | 'multi', { extensionId: number; userId: number }>;
let parramatta: number;
let vehicle: VehicleRow;

function call(token: string, method: string, path: string, body?: unknown, organisation = DEMO_FLEET) {
  return harness.call(method, `${TFM}${path}`, { token, body, organisation });
}

async function expectStatus(response: Response, status: number) {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return response;
}

/** A booking of the demo driver at Parramatta on the shared test vehicle, `hours` from now for two hours. */
async function booking(status: string, hours = 48, extra: Partial<Parameters<typeof seedBooking>[1]> = {}) {
  const start = hoursFromNow(hours);
  return seedBooking(harness.db, {
    organisationId: DEMO_FLEET,
    branchId: parramatta,
    vehicleId: extra.vehicleId ?? (await seedVehicle(harness.db, { organisationId: DEMO_FLEET, branchId: parramatta })).id,
    driverId: people.driver.extensionId,
    startAt: start,
    endAt: new Date(start.getTime() + 2 * 3600_000),
    status,
    ...extra,
  });
}

const auditsOf = (bookingId: number) => harness.db.select().from(bookingAudits).where(eq(bookingAudits.bookingId, bookingId)).orderBy(bookingAudits.id);

beforeAll(async () => {
  harness = await createHarness();
  parramatta = await branchIdOf(harness.db, DEMO_FLEET, 'Parramatta');
  vehicle = await seedVehicle(harness.db, { organisationId: DEMO_FLEET, branchId: parramatta, odometer: 1000 });
  people.admin = await memberOf(harness.db, DEMO_FLEET, 'admin@demo.fleet');
  people.driver = await memberOf(harness.db, DEMO_FLEET, 'driver@demo.fleet');
  people.manager = await memberOf(harness.db, DEMO_FLEET, 'branch.manager@demo.fleet');
  people.multi = await memberOf(harness.db, DEMO_FLEET, 'multi@demo.fleet');
  await seedMember(harness.db, {
    organisationId: DEMO_FLEET,
    email: 'support@demo.fleet',
    roleName: 'Branch Support',
    permissions: ['branch_support', 'view_my_bookings'],
    branchId: parramatta,
  });
  [tokens.admin, tokens.driver, tokens.manager, tokens.multi, tokens.multiFleetShare, tokens.support] = await Promise.all([
    harness.login('admin@demo.fleet'),
    harness.login('driver@demo.fleet'),
    harness.login('branch.manager@demo.fleet'),
    harness.login('multi@demo.fleet', DEMO_FLEET),
    harness.login('multi@demo.fleet', FLEET_SHARE),
    harness.login('support@demo.fleet'),
  ]);
});
afterAll(() => harness.close());

describe('approve and decline (spec §4: Pending Approval → Approved / Declined)', () => {
  it('the branch manager approves; the audit names them and the driver hears of it in the bell and by email', async () => {
    const row = await booking('Pending Approval');
    const response = await expectStatus(await call(tokens.manager, 'POST', `/bookings/${row.id}/approve/`, { pk: row.id }), 200);
    expect(await response.json()).toEqual({ message: bookingMessages.approved, status: 'Approved' });
    expect((await bookingRow(harness.db, row.id)).status).toBe('Approved');
    const [audit] = await auditsOf(row.id);
    expect(audit).toMatchObject({ action: 'approve', fromStatus: 'Pending Approval', toStatus: 'Approved', actorUserId: people.manager.userId });

    const bell = await harness.db.select().from(notifications).where(eq(notifications.userId, people.driver.userId)).orderBy(desc(notifications.id)).limit(1);
    expect(bell[0]?.text).toContain('A booking was approved');
    expect(bell[0]?.url).toBe(`/my-bookings/edit/${row.id}`);
    const mail = await harness.lastMessageTo('driver@demo.fleet');
    expect(mail).toMatchObject({ template: 'booking_approved' });
    expect(mail?.subject).toContain('A booking was approved');
    // The one who acted is not told of their own action.
    const own = await harness.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, people.manager.userId)));
    expect(own.some((item) => item.url?.endsWith(`/${row.id}`))).toBe(false);

    const again = await call(tokens.manager, 'POST', `/bookings/${row.id}/approve/`, { pk: row.id });
    expect(again.status).toBe(409);
    expect((await errorsOf(again)).title).toBe('A booking that is Approved cannot be approved.');
  });

  it('decline needs a reason, then records it', async () => {
    const row = await booking('Pending Approval');
    const missing = await call(tokens.admin, 'POST', `/bookings/${row.id}/decline/`, { pk: row.id, reason: '  ' });
    expect(missing.status).toBe(400);
    expect((await errorsOf(missing)).title).toBe(bookingMessages.reasonRequired);
    await expectStatus(await call(tokens.admin, 'POST', `/bookings/${row.id}/decline/`, { pk: row.id, reason: 'No drivers that day' }), 200);
    expect((await bookingRow(harness.db, row.id)).status).toBe('Declined');
    expect((await auditsOf(row.id))[0]).toMatchObject({ action: 'decline', toStatus: 'Declined', reason: 'No drivers that day' });
  });

  it('two concurrent approvals: exactly one wins, one audit row', async () => {
    const row = await booking('Pending Approval');
    const responses = await Promise.all([
      call(tokens.manager, 'POST', `/bookings/${row.id}/approve/`, {}),
      call(tokens.admin, 'POST', `/bookings/${row.id}/approve/`, {}),
    ]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect((await auditsOf(row.id)).filter((audit) => audit.action === 'approve')).toHaveLength(1);
  });

  it('a driver does not approve, and nobody approves in another organisation (404)', async () => {
    const row = await booking('Pending Approval');
    const byDriver = await call(tokens.driver, 'POST', `/bookings/${row.id}/approve/`, {});
    expect(byDriver.status).toBe(403);
    expect((await errorsOf(byDriver)).title).toBe(bookingMessages.cannotApprove);
    const elsewhere = await call(tokens.multiFleetShare, 'POST', `/bookings/${row.id}/approve/`, {}, FLEET_SHARE);
    expect(elsewhere.status).toBe(404);
    expect((await bookingRow(harness.db, row.id)).status).toBe('Pending Approval');
  });
});

describe('cancel (spec §4: Pending Approval | Approved → Cancelled with a reason)', () => {
  it('the driver cancels their own booking with a reason', async () => {
    const row = await booking('Approved');
    const missing = await call(tokens.driver, 'POST', `/bookings/${row.id}/cancel/`, { pk: row.id });
    expect((await errorsOf(missing)).title).toBe(bookingMessages.reasonRequired);
    const response = await expectStatus(await call(tokens.driver, 'POST', `/bookings/${row.id}/cancel/`, { pk: row.id, reason: 'Plans changed' }), 200);
    expect(await response.json()).toEqual({ message: bookingMessages.cancelled, status: 'Cancelled' });
    expect((await auditsOf(row.id))[0]).toMatchObject({
      action: 'cancel',
      fromStatus: 'Approved',
      toStatus: 'Cancelled',
      reason: 'Plans changed',
      actorUserId: people.driver.userId,
    });
    const again = await call(tokens.driver, 'POST', `/bookings/${row.id}/cancel/`, { reason: 'again' });
    expect(again.status).toBe(409);
    expect((await errorsOf(again)).title).toBe('A booking that is Cancelled cannot be cancelled.');
  });

  it('another driver may neither open nor cancel it; branch support may not cancel or delete it', async () => {
    const row = await booking('Approved');
    const open = await call(tokens.multi, 'GET', `/bookings/${row.id}/`);
    expect(open.status).toBe(403);
    expect((await errorsOf(open)).title).toBe(bookingMessages.notYourBooking);
    expect((await call(tokens.multi, 'POST', `/bookings/${row.id}/cancel/`, { reason: 'mine now' })).status).toBe(403);
    const support = await call(tokens.support, 'POST', `/bookings/${row.id}/cancel/`, { reason: 'support' });
    expect(support.status).toBe(403);
    expect((await errorsOf(support)).title).toBe(bookingMessages.cannotEdit);
    expect((await call(tokens.support, 'DELETE', `/bookings/${row.id}/`)).status).toBe(403);
    expect((await bookingRow(harness.db, row.id)).status).toBe('Approved');
    // Branch support may still open it: only edit and delete are closed to them.
    const opened = (await (await expectStatus(await call(tokens.support, 'GET', `/bookings/${row.id}/`), 200)).json()) as { allowed_actions: string[] };
    expect(opened.allowed_actions).not.toContain('cancel');
    expect(opened.allowed_actions).not.toContain('delete');
  });

  it('the cancel cut-off of the booking rules refuses a cancel shortly before the start', async () => {
    await expectStatus(
      await call(tokens.admin, 'PUT', '/booking-settings/', { branch_pk: parramatta, rules: { ...(await rulesNow()), cancel_cut_off_minutes: 120 } }),
      200,
    );
    try {
      const row = await booking('Approved', 1);
      const response = await call(tokens.driver, 'POST', `/bookings/${row.id}/cancel/`, { reason: 'late' });
      expect(response.status).toBe(400);
      expect((await errorsOf(response)).title).toBe('Bookings can no longer be cancelled within 120 minutes of their start');
    } finally {
      await call(tokens.admin, 'PUT', '/booking-settings/', { branch_pk: parramatta, rules: null });
    }
  });
});

async function rulesNow() {
  const response = await expectStatus(await call(tokens.admin, 'GET', `/booking-settings/?branch_pk=${parramatta}`), 200);
  return ((await response.json()) as { rules: Record<string, unknown> }).rules;
}

describe('check-out, check-in and trips (spec §4: odometer readings)', () => {
  it('refuses a check-out before the early check-out window opens', async () => {
    const row = await booking('Approved', 5);
    const response = await call(tokens.driver, 'POST', `/bookings/${row.id}/check-out/`, {});
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).title).toBe('Check-out opens 30 minutes before the booking starts');
  });

  it('checks out with Update Odometer and in with an end reading; the vehicle and the trip keep the readings', async () => {
    const row = await booking('Approved', 0.25, { vehicleId: vehicle.id });
    const below = await call(tokens.driver, 'POST', `/bookings/${row.id}/check-out/`, { update_odometer: true, odometer_reading: 900 });
    expect(below.status).toBe(400);
    expect((await errorsOf(below)).title).toBe("The start reading cannot be below the vehicle's odometer (1000)");

    const out = await expectStatus(await call(tokens.driver, 'POST', `/bookings/${row.id}/check-out/`, { update_odometer: true, odometer_reading: 1500 }), 200);
    expect(await out.json()).toEqual({ message: bookingMessages.checkedOut, status: 'In-Progress' });
    const [odometer] = await harness.db.select({ value: vehicles.odometer }).from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(odometer?.value).toBe(1500);
    expect((await bookingRow(harness.db, row.id)).startOdometer).toBe(1500);

    const tooLow = await call(tokens.driver, 'POST', `/bookings/${row.id}/check-in/`, { odometer_reading: 1400 });
    expect(tooLow.status).toBe(400);
    expect((await errorsOf(tooLow)).title).toBe('The end reading cannot be below the start reading (1500)');

    await expectStatus(await call(tokens.driver, 'POST', `/bookings/${row.id}/check-in/`, { odometer_reading: 1620 }), 200);
    const done = await bookingRow(harness.db, row.id);
    expect(done).toMatchObject({ status: 'Completed', endOdometer: 1620, internalStatus: null });
    const trips = (await (await expectStatus(await call(tokens.driver, 'GET', `/booking-trips/?booking_id=${row.id}`), 200)).json()) as {
      results: { start_odometer: number; end_odometer: number; distance: number; is_late_return: boolean }[];
    };
    expect(trips.results).toEqual([expect.objectContaining({ start_odometer: 1500, end_odometer: 1620, distance: 120, is_late_return: false })]);
    expect((await auditsOf(row.id)).map((audit) => audit.action)).toEqual(['check_out', 'check_in']);
  });

  it('a check-in without a reading takes the vehicle’s; after end + grace it is a late return', async () => {
    const late = await booking('Approved', -5, {
      vehicleId: (await seedVehicle(harness.db, { organisationId: DEMO_FLEET, branchId: parramatta, odometer: 700 })).id,
    });
    // Started on time: check-out was open then; force the In-Progress state with a trip as a check-out would leave it.
    await harness.db.update(vehicles).set({ odometer: 700 }).where(eq(vehicles.id, late.vehicleId));
    const checkedOut = await call(tokens.admin, 'POST', `/bookings/${late.id}/check-out/`, {});
    expect(checkedOut.status).toBe(200);
    await expectStatus(await call(tokens.driver, 'POST', `/bookings/${late.id}/check-in/`, {}), 200);
    expect(await bookingRow(harness.db, late.id)).toMatchObject({ status: 'Completed', internalStatus: 'Late Return', startOdometer: 700, endOdometer: 700 });
    const [trip] = await harness.db.select().from(bookingTrips).where(eq(bookingTrips.bookingId, late.id));
    expect(trip?.isLateReturn).toBe(true);
  });

  it('check-in before check-out is illegal (409)', async () => {
    const row = await booking('Approved');
    const response = await call(tokens.driver, 'POST', `/bookings/${row.id}/check-in/`, {});
    expect(response.status).toBe(409);
    expect((await errorsOf(response)).title).toBe('A booking that is Approved cannot be checked in.');
  });

  it('checklists: the check-out list waits on the booking and goes to the trip; no check-in list before check-out', async () => {
    const row = await booking('Approved', 0.25);
    const early = await call(tokens.driver, 'POST', `/bookings/${row.id}/checklist/`, { is_check_out: false, checklist: [] });
    expect(early.status).toBe(409);
    const checklist = [{ name: 'Tyres', checked: true }];
    await expectStatus(await call(tokens.driver, 'POST', `/bookings/${row.id}/checklist/`, { is_check_out: true, checklist, hub_collection: true }), 200);
    await expectStatus(await call(tokens.driver, 'POST', `/bookings/${row.id}/check-out/`, {}), 200);
    await expectStatus(
      await call(tokens.driver, 'POST', `/bookings/${row.id}/checklist/`, { is_check_out: false, checklist: [{ name: 'Fuel', checked: false, note: 'Half' }] }),
      200,
    );
    const [trip] = await harness.db.select().from(bookingTrips).where(eq(bookingTrips.bookingId, row.id));
    expect(trip).toMatchObject({ checkOutChecklist: checklist, checkInChecklist: [{ name: 'Fuel', checked: false, note: 'Half' }], hubCollection: true });
    expect((await bookingRow(harness.db, row.id)).extraData).toEqual({});
  });
});

describe('complete and delete', () => {
  it('managers complete an Approved booking whose end has passed; drivers may not; a future one cannot be completed', async () => {
    const ended = await booking('Approved', -6);
    expect((await call(tokens.driver, 'POST', `/bookings/${ended.id}/complete/`, {})).status).toBe(403);
    const response = await expectStatus(await call(tokens.manager, 'POST', `/bookings/${ended.id}/complete/`, {}), 200);
    expect(await response.json()).toEqual({ message: bookingMessages.completed, status: 'Completed' });
    const future = await booking('Approved');
    const refused = await call(tokens.manager, 'POST', `/bookings/${future.id}/complete/`, {});
    expect(refused.status).toBe(409);
    expect((await errorsOf(refused)).title).toBe('A booking that is Approved cannot be completed.');
  });

  it('delete from any status with an optional reason frees the vehicle; a deleted booking cannot be deleted again', async () => {
    const row = await booking('Approved', 72, { vehicleId: vehicle.id });
    const response = await expectStatus(await call(tokens.driver, 'DELETE', `/bookings/${row.id}/?reason=Duplicate`), 200);
    expect(await response.json()).toEqual({ message: bookingMessages.deleted, status: 'Deleted' });
    expect((await auditsOf(row.id))[0]).toMatchObject({ action: 'delete', fromStatus: 'Approved', toStatus: 'Deleted', reason: 'Duplicate' });
    // The exclusion constraint no longer counts it: the same slot books again.
    await booking('Approved', 72, { vehicleId: vehicle.id });
    const again = await call(tokens.admin, 'DELETE', `/bookings/${row.id}/`, { reason: null });
    expect(again.status).toBe(409);
    expect((await errorsOf(again)).title).toBe(bookingMessages.deletedBooking);
  });
});

describe('extend (spec §4: a later end for an Approved or In-Progress booking)', () => {
  it('allowed_actions offers extend exactly where the extension call accepts it', async () => {
    const offeredFor: string[] = [];
    for (const status of ['Pending Approval', 'Approved', 'In-Progress', 'Cancelled', 'Declined', 'Completed']) {
      const row = await booking(status);
      const opened = (await (await expectStatus(await call(tokens.admin, 'GET', `/bookings/${row.id}/`), 200)).json()) as { allowed_actions: string[] };
      const offered = opened.allowed_actions.includes('extend');
      if (offered) offeredFor.push(status);
      const extension = await call(tokens.admin, 'POST', `/bookings/${row.id}/booking-extension/`, {
        end_datetime: new Date(row.endAt.getTime() + 3600_000).toISOString(),
      });
      expect({ status, answer: extension.status }).toEqual({ status, answer: offered ? 200 : 409 });
      if (!offered) expect((await errorsOf(extension)).title).toBe(bookingMessage(bookingMessages.illegalTransition, { status, action: 'extended' }));
    }
    expect(offeredFor).toEqual(['Approved', 'In-Progress']);
  });
});

describe('bulk and series actions', () => {
  it('bulk cancel cancels each it may and reports the refusals', async () => {
    const [first, second, done] = [await booking('Approved'), await booking('Pending Approval'), await booking('Completed', -30)];
    const response = await expectStatus(
      await call(tokens.admin, 'PATCH', '/bookings/bulk/cancel/', { booking_pks: [first.id, second.id, done.id, 999999], reason: 'Fleet recall' }),
      200,
    );
    const body = (await response.json()) as { message: string; results: { pk: number; ok: boolean; title: string | null }[] };
    expect(body.message).toBe('2 of 4 bookings cancelled');
    expect(body.results).toEqual([
      { pk: first.id, ok: true, title: null },
      { pk: second.id, ok: true, title: null },
      { pk: done.id, ok: false, title: 'A booking that is Completed cannot be cancelled.' },
      { pk: 999999, ok: false, title: bookingMessages.notFound },
    ]);
    const blank = await call(tokens.admin, 'PATCH', '/bookings/bulk/cancel/', { booking_pks: [first.id], reason: '' });
    expect((await errorsOf(blank)).title).toBe(bookingMessages.reasonRequired);

    const all = [await booking('Approved'), await booking('Pending Approval', 30)];
    const everyOne = await expectStatus(
      await call(tokens.admin, 'PATCH', '/bookings/bulk/cancel/', { booking_pks: all.map((row) => row.id), reason: 'Fleet recall' }),
      200,
    );
    expect(((await everyOne.json()) as { message: string }).message).toBe('2 bookings cancelled');
  });

  it('bulk cancel that cancels nothing answers 409 with each booking’s reason, and changes nothing', async () => {
    const [done, gone] = [await booking('Completed', -30), await booking('Cancelled')];
    const response = await expectStatus(
      await call(tokens.admin, 'PATCH', '/bookings/bulk/cancel/', { booking_pks: [done.id, gone.id, 999999], reason: 'Fleet recall' }),
      409,
    );
    expect((await response.json()) as unknown).toEqual({
      errors: {
        title: 'None of the 3 bookings was cancelled',
        items: [
          { pk: done.id, reason: 'A booking that is Completed cannot be cancelled.' },
          { pk: gone.id, reason: 'A booking that is Cancelled cannot be cancelled.' },
          { pk: 999999, reason: bookingMessages.notFound },
        ],
      },
    });
    expect((await bookingRow(harness.db, done.id)).status).toBe('Completed');

    const one = await expectStatus(await call(tokens.admin, 'PATCH', '/bookings/bulk/cancel/', { booking_pks: [done.id], reason: 'Fleet recall' }), 409);
    expect((await errorsOf(one)).title).toBe('The booking was not cancelled');
  });

  it('bulk cancel refused for every booking on permission answers 403 with the reasons', async () => {
    const others = [
      await booking('Approved', 48, { driverId: people.manager.extensionId }),
      await booking('Approved', 52, { driverId: people.admin.extensionId }),
    ];
    const response = await expectStatus(
      await call(tokens.driver, 'PATCH', '/bookings/bulk/cancel/', { booking_pks: others.map((row) => row.id), reason: 'Mine now' }),
      403,
    );
    const errors = (await response.json()) as { errors: { title: string; items: { pk: number; reason: string }[] } };
    expect(errors.errors.title).toBe('None of the 2 bookings was cancelled');
    expect(errors.errors.items).toEqual(others.map((row) => ({ pk: row.id, reason: bookingMessages.notYourBooking })));
    for (const row of others) expect((await bookingRow(harness.db, row.id)).status).toBe('Approved');

    // A refusal of another kind among them makes it a 409: not everything was a matter of permission.
    const done = await booking('Completed', -30);
    const mixed = await call(tokens.driver, 'PATCH', '/bookings/bulk/cancel/', { booking_pks: [others[0]!.id, done.id], reason: 'Mine now' });
    expect(mixed.status).toBe(409);
  });

  it('series cancel and delete count what they did, and answer 409 or 403 when they did nothing', async () => {
    const series = 'series-counted';
    const open = await booking('Approved', 24, { multiBookingId: series, isRecurring: true });
    const closed = await booking('Cancelled', 48, { multiBookingId: series, isRecurring: true });
    const partly = await expectStatus(
      await call(tokens.admin, 'POST', '/cancel-recurring-bookings/', { multi_booking_id: series, reason: 'Project ended' }),
      200,
    );
    expect(((await partly.json()) as { message: string }).message).toBe('1 of 2 bookings cancelled');
    expect((await bookingRow(harness.db, open.id)).status).toBe('Cancelled');

    const nothing = await expectStatus(await call(tokens.admin, 'POST', '/cancel-recurring-bookings/', { multi_booking_id: series, reason: 'Again' }), 409);
    expect(await errorsOf(nothing)).toEqual({
      title: 'None of the 2 bookings was cancelled',
      items: [
        { pk: open.id, reason: 'A booking that is Cancelled cannot be cancelled.' },
        { pk: closed.id, reason: 'A booking that is Cancelled cannot be cancelled.' },
      ],
    });

    const refused = await expectStatus(await call(tokens.support, 'POST', '/delete-recurring-bookings/', { multi_booking_id: series }), 403);
    expect((await errorsOf(refused)).title).toBe('None of the 2 bookings was deleted');
    const deleted = await expectStatus(await call(tokens.admin, 'POST', '/delete-recurring-bookings/', { multi_booking_id: series }), 200);
    expect(((await deleted.json()) as { message: string }).message).toBe('2 bookings deleted');
  });

  it('cancel-recurring cancels the series’ bookings not yet started; delete-recurring from a date on', async () => {
    const series = 'series-1';
    const past = await booking('Approved', -1, { multiBookingId: series, isRecurring: true });
    const next = await booking('Approved', 24, { multiBookingId: series, isRecurring: true });
    const later = await booking('Approved', 48, { multiBookingId: series, isRecurring: true });
    const response = await expectStatus(
      await call(tokens.driver, 'POST', '/cancel-recurring-bookings/', { multi_booking_id: series, reason: 'Project ended' }),
      200,
    );
    const body = (await response.json()) as { results: { pk: number; ok: boolean }[] };
    expect(body.results.map((result) => result.pk)).toEqual([next.id, later.id]);
    expect((await bookingRow(harness.db, past.id)).status).toBe('Approved');
    expect((await bookingRow(harness.db, later.id)).status).toBe('Cancelled');

    const other = 'series-2';
    const a = await booking('Approved', 24, { multiBookingId: other });
    const b = await booking('Approved', 96, { multiBookingId: other });
    await expectStatus(
      await call(tokens.admin, 'POST', '/delete-recurring-bookings/', { multi_booking_id: other, from_datetime: hoursFromNow(48).toISOString() }),
      200,
    );
    expect((await bookingRow(harness.db, a.id)).isDeleted).toBe(false);
    expect((await bookingRow(harness.db, b.id)).isDeleted).toBe(true);
  });

  it('check-booking-status answers the current states of the bookings the caller may open', async () => {
    const own = await booking('Approved');
    const deleted = await booking('Approved', 30, { isDeleted: true });
    const foreign = await booking('Approved', 40, { driverId: people.multi.extensionId });
    const response = await expectStatus(
      await call(tokens.driver, 'POST', '/bookings/check-booking-status/', { booking_pks: [own.id, deleted.id, foreign.id] }),
      200,
    );
    expect(((await response.json()) as { results: unknown[] }).results).toEqual([
      { pk: own.id, status: 'Approved', is_deleted: false, is_hidden: false },
      { pk: deleted.id, status: 'Approved', is_deleted: true, is_hidden: false },
    ]);
  });
});

describe('booked members (spec §6: booked against approved booking(s))', () => {
  it('counts drivers of Approved bookings not yet ended and of In-Progress ones', async () => {
    const scope = { organisationId: DEMO_FLEET, tenancy: { organisation: null, membership: null, permissions: new Set<string>() } };
    const lone = await seedMember(harness.db, {
      organisationId: DEMO_FLEET,
      email: 'lone@demo.fleet',
      roleName: 'Driver',
      permissions: [],
      branchId: parramatta,
    });
    const busy = await seedMember(harness.db, {
      organisationId: DEMO_FLEET,
      email: 'busy@demo.fleet',
      roleName: 'Driver',
      permissions: [],
      branchId: parramatta,
    });
    const driving = await seedMember(harness.db, {
      organisationId: DEMO_FLEET,
      email: 'driving@demo.fleet',
      roleName: 'Driver',
      permissions: [],
      branchId: parramatta,
    });
    await booking('Approved', -10, { driverId: lone.extensionId });
    await booking('Pending Approval', 10, { driverId: lone.extensionId });
    await booking('Approved', 10, { driverId: busy.extensionId });
    await booking('In-Progress', -10, { driverId: driving.extensionId });
    const booked = await bookedMembers(harness.db, scope, [lone.extensionId, busy.extensionId, driving.extensionId], new Date());
    expect([...booked].sort()).toEqual([busy.extensionId, driving.extensionId].sort());
    const elsewhere = await bookedMembers(harness.db, { ...scope, organisationId: FLEET_SHARE }, [busy.extensionId], new Date());
    expect(elsewhere.size).toBe(0);
  });
});
