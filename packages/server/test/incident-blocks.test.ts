import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessage, bookingMessages, incidentMessages, parseBookingDateTime, type BookingCalendar, type Vehicle } from '@motorpool/api';
import { autoExtendBooking } from '../src/bookings/auto-extension';
import { findBooking } from '../src/bookings/find';
import { rulesFor } from '../src/bookings/rules';
import { systemScope } from '../src/bookings/timed-rules';
import { bookingAudits, bookings, employeeExtensions } from '../src/db/schema';
import { seedBooking, minutesFromNow } from './booking-fixtures';
import { addDays, addVehicle, branchId, json, memberId, midweekDate, payload, SYDNEY, tfm, type CreatedBody, type ErrorBody } from './booking-write-fixtures';
import { createHarness, type Harness } from './harness';
import { blockVehicle, setIncidentStatus } from './incident-blocks-fixtures';
import { DEMO_FLEET } from './sign-up-flow';

let harness: Harness;
const tokens = { admin: '', driver: '', branchManager: '', hubManager: '' };
let central: number;
let dana: number;

beforeAll(async () => {
  harness = await createHarness();
  tokens.admin = await harness.login('admin@demo.fleet', DEMO_FLEET);
  tokens.driver = await harness.login('driver@demo.fleet', DEMO_FLEET);
  tokens.branchManager = await harness.login('branch.manager@demo.fleet', DEMO_FLEET);
  tokens.hubManager = await harness.login('hub.manager@demo.fleet', DEMO_FLEET);
  central = await branchId(harness, 'Sydney Central');
  dana = await memberId(harness, 'driver@demo.fleet', DEMO_FLEET);
}, 60_000);

afterAll(() => harness?.close());

const create = (body: unknown, token = tokens.admin) => tfm(harness, token, 'POST', '/bookings/', body);

async function expectBlocked(response: Response) {
  const body = await json<ErrorBody>(response, 409);
  expect(body.errors.title).toBe(incidentMessages.vehicleBlocked);
  expect(body.errors.fields?.vehicle).toBe(incidentMessages.vehicleBlocked);
  return body;
}

/** A Tuesday at least `days` ahead, so a three-day daily series stays on weekdays. */
function tuesdayFrom(days: number): string {
  let day = midweekDate(days);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 2) day = addDays(day, 1);
  return day;
}

describe('a blocked vehicle refuses new time on it', () => {
  it('refuses a create with the incident title; a closed incident no longer blocks', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const incident = await blockVehicle(harness.db, DEMO_FLEET, vehicle.id);
    const day = midweekDate(5);
    await expectBlocked(await create(payload(central, vehicle.id, dana, `${day}T09:00`, `${day}T11:00`)));
    // The driver's own request is refused alike: the server decides, not the form.
    await expectBlocked(await create(payload(central, vehicle.id, dana, `${day}T12:00`, `${day}T13:00`), tokens.driver));

    await setIncidentStatus(harness.db, incident.id, 'Closed');
    await json<CreatedBody>(await create(payload(central, vehicle.id, dana, `${day}T09:00`, `${day}T11:00`)), 201);
  });

  it('the availability check the calendar makes before a booking says the vehicle is blocked', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(5);
    const check = async () =>
      json<{ available: boolean; title: string | null }>(
        await tfm(harness, tokens.driver, 'POST', '/bookings/check-booking-vehicle/', {
          vehicle: { pk: vehicle.id },
          start_datetime: `${day}T09:00`,
          end_datetime: `${day}T10:00`,
        }),
      );
    expect(await check()).toEqual({ available: true, title: null });
    await blockVehicle(harness.db, DEMO_FLEET, vehicle.id);
    expect(await check()).toEqual({ available: false, title: incidentMessages.vehicleBlocked });
  });

  it('a block only asked for (no blocked_from yet) does not refuse', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    await blockVehicle(harness.db, DEMO_FLEET, vehicle.id, { from: null });
    const day = midweekDate(5);
    await json<CreatedBody>(await create(payload(central, vehicle.id, dana, `${day}T09:00`, `${day}T11:00`)), 201);
  });

  it('a series skips the dates the block refuses when asked to, and is refused whole otherwise', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const tuesday = tuesdayFrom(7);
    // The block begins on the Wednesday: Tuesday's date ends before it.
    await blockVehicle(harness.db, DEMO_FLEET, vehicle.id, { from: parseBookingDateTime(`${addDays(tuesday, 1)}T00:00`, SYDNEY) });
    const series = payload(central, vehicle.id, dana, `${tuesday}T09:00`, `${tuesday}T10:00`, {
      is_recurring: true,
      recurring_pattern: 'daily',
      ends_on: addDays(tuesday, 2),
    });

    const preview = await json<{ occurrences: { conflict: string | null }[] }>(await tfm(harness, tokens.admin, 'POST', '/check-recurring-bookings/', series));
    expect(preview.occurrences.map((occurrence) => occurrence.conflict)).toEqual([null, incidentMessages.vehicleBlocked, incidentMessages.vehicleBlocked]);

    const whole = await json<ErrorBody>(await create(series), 409);
    expect(whole.errors.title).toBe(bookingMessage(bookingMessages.recurringConflicts, { count: 2 }));
    expect(await harness.db.select().from(bookings).where(eq(bookings.vehicleId, vehicle.id))).toHaveLength(0);

    const skipping = await json<CreatedBody>(await create({ ...series, skip_conflicting_dates: true }), 201);
    expect(skipping.count).toBe(1);
    expect(skipping.skipped.map((entry) => entry.conflict)).toEqual([incidentMessages.vehicleBlocked, incidentMessages.vehicleBlocked]);
  });

  it('a series every date of which the block refuses is refused with the incident title', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    await blockVehicle(harness.db, DEMO_FLEET, vehicle.id);
    const tuesday = tuesdayFrom(7);
    const series = payload(central, vehicle.id, dana, `${tuesday}T09:00`, `${tuesday}T10:00`, {
      is_recurring: true,
      recurring_pattern: 'daily',
      ends_on: addDays(tuesday, 2),
      skip_conflicting_dates: true,
    });
    const body = await expectBlocked(await create(series));
    expect(body.errors.skipped).toHaveLength(3);
  });

  it('refuses an edit onto a blocked vehicle or of its times there; other edits of its bookings go through', async () => {
    const free = await addVehicle(harness, DEMO_FLEET, central);
    const blocked = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(6);
    const onFree = (await json<CreatedBody>(await create(payload(central, free.id, dana, `${day}T09:00`, `${day}T11:00`)), 201)).results[0]!.pk;
    const onBlocked = (await json<CreatedBody>(await create(payload(central, blocked.id, dana, `${day}T12:00`, `${day}T13:00`)), 201)).results[0]!.pk;
    await blockVehicle(harness.db, DEMO_FLEET, blocked.id);

    await expectBlocked(await tfm(harness, tokens.admin, 'PUT', `/bookings/${onFree}/`, payload(central, blocked.id, dana, `${day}T09:00`, `${day}T11:00`)));
    await expectBlocked(await tfm(harness, tokens.admin, 'PUT', `/bookings/${onBlocked}/`, payload(central, blocked.id, dana, `${day}T12:00`, `${day}T14:00`)));
    expect((await findBooking(harness.db, systemScope(DEMO_FLEET), onFree))?.vehicleId).toBe(free.id);

    const purpose = await tfm(
      harness,
      tokens.admin,
      'PUT',
      `/bookings/${onBlocked}/`,
      payload(central, blocked.id, dana, `${day}T12:00`, `${day}T13:00`, { purpose_of_trip: 'Moved by the fleet team' }),
    );
    await json(purpose, 200);
  });

  it('refuses an extension of a booking on a blocked vehicle', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(6);
    const pk = (await json<CreatedBody>(await create(payload(central, vehicle.id, dana, `${day}T09:00`, `${day}T11:00`)), 201)).results[0]!.pk;
    await blockVehicle(harness.db, DEMO_FLEET, vehicle.id);
    await expectBlocked(await tfm(harness, tokens.admin, 'POST', `/bookings/${pk}/booking-extension/`, { end_datetime: `${day}T12:00` }));
    expect((await findBooking(harness.db, systemScope(DEMO_FLEET), pk))?.endAt.toISOString()).toBe(parseBookingDateTime(`${day}T11:00`, SYDNEY).toISOString());
  });

  it('answers an automatic extension of a blocked vehicle as not extended, with the reason', async () => {
    const scope = systemScope(DEMO_FLEET);
    const rules = { ...(await rulesFor(harness.db, scope, central)), auto_extension_minutes: 30, buffer_minutes: 0 };
    const actor = { scope, userId: null, via: 'timed rule' as const };
    const now = new Date();
    const seeded = async (vehicleId: number) =>
      seedBooking(harness.db, {
        organisationId: DEMO_FLEET,
        branchId: central,
        vehicleId,
        driverId: dana,
        startAt: minutesFromNow(-60, now.getTime()),
        endAt: minutesFromNow(1, now.getTime()),
        status: 'In-Progress',
      });

    const blocked = await addVehicle(harness, DEMO_FLEET, central);
    const held = await seeded(blocked.id);
    await blockVehicle(harness.db, DEMO_FLEET, blocked.id);
    expect(await autoExtendBooking(harness.db, actor, held, rules, now)).toEqual({ ok: false, reason: incidentMessages.vehicleBlocked });
    expect((await findBooking(harness.db, scope, held.id))?.endAt.getTime()).toBe(held.endAt.getTime());

    // The same rule on a vehicle without a block extends, so the refusal above is the block's.
    const free = await addVehicle(harness, DEMO_FLEET, central);
    const extended = await autoExtendBooking(harness.db, actor, await seeded(free.id), rules, now);
    expect(extended.ok).toBe(true);
  });

  it('refuses the check-out of an Approved booking on a blocked vehicle', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const booking = await seedBooking(harness.db, {
      organisationId: DEMO_FLEET,
      branchId: central,
      vehicleId: vehicle.id,
      driverId: dana,
      startAt: minutesFromNow(10),
      endAt: minutesFromNow(120),
    });
    await blockVehicle(harness.db, DEMO_FLEET, vehicle.id);
    await expectBlocked(await tfm(harness, tokens.driver, 'POST', `/bookings/${booking.id}/check-out/`, {}));
    expect((await findBooking(harness.db, systemScope(DEMO_FLEET), booking.id))?.status).toBe('Approved');
  });
});

describe('what shows the block', () => {
  it('vehicle search lists a blocked vehicle marked with the reason; the vehicle detail carries it too', async () => {
    const vehicleClass = `S${Date.now() % 100_000}`;
    const blocked = await addVehicle(harness, DEMO_FLEET, central, { vehicleClass });
    const free = await addVehicle(harness, DEMO_FLEET, central, { vehicleClass });
    const incident = await blockVehicle(harness.db, DEMO_FLEET, blocked.id);
    const day = midweekDate(8);
    const query = new URLSearchParams({ branch_pk: String(central), start_datetime: `${day}T09:00`, end_datetime: `${day}T11:00`, page_size: '100' });
    const found = await json<{ results: Vehicle[] }>(await tfm(harness, tokens.driver, 'GET', `/vehicle-search/?${query}`));
    const byPk = new Map(found.results.map((vehicle) => [vehicle.pk, vehicle]));
    expect(byPk.get(blocked.id)?.blocked).toEqual({
      incident: incident.id,
      reference: `INC-${String(incident.id).padStart(6, '0')}`,
      reason: `${incident.typeName} — ${incident.subTypeName}`,
      from: expect.any(String),
    });
    expect(byPk.get(free.id)?.blocked).toBeNull();

    const detail = await json<Vehicle>(await tfm(harness, tokens.admin, 'GET', `/vehicles/${blocked.id}/`));
    expect(detail.blocked?.incident).toBe(incident.id);
  });

  it('the booking calendar sends the blocks on the vehicles shown that begin before the window ends', async () => {
    const now = await addVehicle(harness, DEMO_FLEET, central);
    const later = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(9);
    const incident = await blockVehicle(harness.db, DEMO_FLEET, now.id);
    await blockVehicle(harness.db, DEMO_FLEET, later.id, { from: parseBookingDateTime(`${addDays(day, 3)}T00:00`, SYDNEY) });
    const calendar = await json<BookingCalendar>(
      await tfm(harness, tokens.admin, 'GET', `/booking-calendar/?branch_pk=${central}&from=${day}&to=${addDays(day, 1)}`),
    );
    const blocks = calendar.blocks ?? [];
    expect(blocks.find((block) => block.vehicle === now.id)).toMatchObject({
      incident: incident.id,
      reference: `INC-${String(incident.id).padStart(6, '0')}`,
      reason: `${incident.typeName} — ${incident.subTypeName}`,
    });
    expect(blocks.some((block) => block.vehicle === later.id)).toBe(false);
  });
});

type AffectedList = {
  results: { booking: { pk: number; status: string; vehicle: { pk: number } | null }; alternatives: { pk: number }[] }[];
  count: number;
};

/** A vehicle class of the test's own (the branch's other vehicles are no alternatives), which the driver's licence covers. */
async function classOfOwn(prefix: string): Promise<string> {
  const vehicleClass = `${prefix}${Date.now() % 100_000}`;
  await harness.db
    .update(employeeExtensions)
    .set({ licenseClass: sql`array_append(${employeeExtensions.licenseClass}, ${vehicleClass})` })
    .where(eq(employeeExtensions.id, dana));
  return vehicleClass;
}

describe('affected bookings: listed and moved', () => {
  const affectedPath = (incident: number) => `/incidents/${incident}/affected-bookings/`;
  const movePath = (incident: number, booking: number) => `/incidents/${incident}/affected-bookings/${booking}/move/`;

  it('lists the vehicle’s bookings not yet under way with their free alternatives, and moves them for managers only', async () => {
    const vehicleClass = await classOfOwn('M');
    const blocked = await addVehicle(harness, DEMO_FLEET, central, { vehicleClass, name: `Blocked ${vehicleClass}` });
    const spare = await addVehicle(harness, DEMO_FLEET, central, { vehicleClass, name: `A spare ${vehicleClass}` });
    const busy = await addVehicle(harness, DEMO_FLEET, central, { vehicleClass, name: `B busy ${vehicleClass}` });
    const otherClass = await addVehicle(harness, DEMO_FLEET, central, { name: `Other class ${vehicleClass}` });
    const day = midweekDate(12);
    const next = addDays(day, 1);
    const book = async (vehicleId: number, date: string, status?: 'Pending Approval') => {
      const pk = (await json<CreatedBody>(await create(payload(central, vehicleId, dana, `${date}T09:00`, `${date}T11:00`)), 201)).results[0]!.pk;
      if (status) await harness.db.update(bookings).set({ status }).where(eq(bookings.id, pk));
      return pk;
    };
    const first = await book(blocked.id, day);
    const second = await book(blocked.id, next, 'Pending Approval');
    await book(busy.id, day);
    const underWay = await seedBooking(harness.db, {
      organisationId: DEMO_FLEET,
      branchId: central,
      vehicleId: blocked.id,
      driverId: dana,
      startAt: minutesFromNow(-120),
      endAt: minutesFromNow(-60),
      status: 'In-Progress',
    });
    const incident = await blockVehicle(harness.db, DEMO_FLEET, blocked.id);

    const listed = await json<AffectedList>(await tfm(harness, tokens.admin, 'GET', affectedPath(incident.id)));
    expect(listed.results.map((entry) => entry.booking.pk)).toEqual([first, second]);
    expect(listed.results.some((entry) => entry.booking.pk === underWay.id)).toBe(false);
    expect(listed.results[0]!.alternatives.map((vehicle) => vehicle.pk)).toEqual([spare.id]);
    expect(listed.results[1]!.alternatives.map((vehicle) => vehicle.pk)).toEqual([spare.id, busy.id]);
    expect(listed.results.flatMap((entry) => entry.alternatives).some((vehicle) => vehicle.pk === otherClass.id)).toBe(false);

    // The hub serving the branch manages it too; a driver and another branch's manager do not.
    await json(await tfm(harness, tokens.hubManager, 'GET', affectedPath(incident.id)));
    for (const token of [tokens.driver, tokens.branchManager]) {
      const refused = await json<ErrorBody>(await tfm(harness, token, 'GET', affectedPath(incident.id)), 403);
      expect(refused.errors.title).toBe(incidentMessages.mayNotManage);
      const move = await json<ErrorBody>(await tfm(harness, token, 'POST', movePath(incident.id, first), {}), 403);
      expect(move.errors.title).toBe(incidentMessages.mayNotManage);
    }
    expect((await findBooking(harness.db, systemScope(DEMO_FLEET), first))?.vehicleId).toBe(blocked.id);

    // To the first free vehicle of the class, with an audit entry naming the incident.
    const moved = await json<{ pk: number; vehicle: { pk: number } }>(await tfm(harness, tokens.admin, 'POST', movePath(incident.id, first), {}));
    expect(moved.vehicle.pk).toBe(spare.id);
    const [audit] = await harness.db
      .select()
      .from(bookingAudits)
      .where(and(eq(bookingAudits.bookingId, first)))
      .orderBy(desc(bookingAudits.id))
      .limit(1);
    expect(audit?.changes).toEqual({ vehicle: { from: blocked.id, to: spare.id }, incident: `INC-${String(incident.id).padStart(6, '0')}` });
    expect(audit?.reason).toContain(`INC-${String(incident.id).padStart(6, '0')}`);
    // The driver hears which vehicle the booking uses now, and which it left.
    const told = await harness.lastMessageTo('driver@demo.fleet');
    expect(told?.template).toBe('incident_booking_moved');
    expect(told?.text).toContain(spare.name);
    expect(told?.text).toContain(blocked.name);

    const again = await json<ErrorBody>(await tfm(harness, tokens.admin, 'POST', movePath(incident.id, first), {}), 400);
    expect(again.errors.title).toBe(incidentMessages.bookingNotAffected);

    // A vehicle of another class is no alternative; a named free one is taken.
    const wrong = await json<ErrorBody>(await tfm(harness, tokens.admin, 'POST', movePath(incident.id, second), { vehicle: otherClass.id }), 400);
    expect(wrong.errors.fields?.vehicle).toBeDefined();
    const named = await json<{ vehicle: { pk: number } }>(await tfm(harness, tokens.admin, 'POST', movePath(incident.id, second), { vehicle: busy.id }));
    expect(named.vehicle.pk).toBe(busy.id);

    const after = await json<AffectedList>(await tfm(harness, tokens.admin, 'GET', affectedPath(incident.id)));
    expect(after.count).toBe(0);
  });

  it('answers 409 when no vehicle of the class is free, and 400 for a booking of another vehicle', async () => {
    const vehicleClass = await classOfOwn('N');
    const blocked = await addVehicle(harness, DEMO_FLEET, central, { vehicleClass });
    const elsewhere = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(13);
    const pk = (await json<CreatedBody>(await create(payload(central, blocked.id, dana, `${day}T09:00`, `${day}T11:00`)), 201)).results[0]!.pk;
    const other = (await json<CreatedBody>(await create(payload(central, elsewhere.id, dana, `${day}T09:00`, `${day}T11:00`)), 201)).results[0]!.pk;
    const incident = await blockVehicle(harness.db, DEMO_FLEET, blocked.id);

    const none = await json<ErrorBody>(await tfm(harness, tokens.admin, 'POST', movePath(incident.id, pk), {}), 409);
    expect(none.errors.title).toBe(incidentMessages.noFreeVehicle);
    const notAffected = await json<ErrorBody>(await tfm(harness, tokens.admin, 'POST', movePath(incident.id, other), {}), 400);
    expect(notAffected.errors.title).toBe(incidentMessages.bookingNotAffected);
    await json(await tfm(harness, tokens.admin, 'POST', movePath(incident.id + 100_000, pk), {}), 404);
    await json(await tfm(harness, tokens.admin, 'POST', movePath(incident.id, pk), { vehicle: 'car' }), 400);
  });

  it('while the block is only asked for, lists what it would hold up from now on', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(14);
    const pk = (await json<CreatedBody>(await create(payload(central, vehicle.id, dana, `${day}T09:00`, `${day}T11:00`)), 201)).results[0]!.pk;
    const requested = await blockVehicle(harness.db, DEMO_FLEET, vehicle.id, { from: null });
    const listed = await json<AffectedList>(await tfm(harness, tokens.admin, 'GET', affectedPath(requested.id)));
    expect(listed.results.map((entry) => entry.booking.pk)).toEqual([pk]);

    await setIncidentStatus(harness.db, requested.id, 'Dismissed');
    expect((await json<AffectedList>(await tfm(harness, tokens.admin, 'GET', affectedPath(requested.id)))).count).toBe(0);
  });
});
