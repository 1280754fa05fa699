import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Incident, IncidentAuditEntry, incidentMessages, toWallTime, type IncidentType, type IncidentWrite } from '@motorpool/api';
import { branchManagers, incidentTypes } from '../src/db/schema';
import { branchIdOf, hoursFromNow, memberOf, seedBooking, seedMember, seedVehicle, type BookingFixtureRow, type VehicleRow } from './booking-fixtures';
import { createHarness, type Harness } from './harness';
import { movableClock } from './movable-clock';
import { DEMO_FLEET, errorsOf, TFM } from './sign-up-flow';

const clock = movableClock(new Date('2031-03-13T03:30:00Z'));
let harness: Harness;
const tokens = {} as Record<'admin' | 'driver' | 'multi' | 'manager' | 'hub' | 'reporter' | 'dealer', string>;
const ids = {} as Record<'central' | 'parramatta' | 'driver' | 'multi' | 'driverUser', number>;
const cars = {} as Record<'central' | 'parramatta' | 'spare', VehicleRow>;
const trips = {} as Record<'driver' | 'multi', BookingFixtureRow>;
const types = {} as Record<'damage' | 'body' | 'windscreen' | 'accident' | 'notDrivable' | 'breakdown' | 'other', number>;

type Page = { results: Incident[]; count: number; next_page: number | null };

function call(token: string, method: string, path: string, body?: unknown) {
  return harness.call(method, `${TFM}${path}`, { token, organisation: DEMO_FLEET, body });
}

async function json<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function report(token: string, body: Partial<IncidentWrite>): Promise<Incident> {
  const incident = await json<Incident>(await call(token, 'POST', '/incidents/', { incident_type: types.damage, incident_sub_type: types.body, ...body }), 201);
  assert(incident, Incident);
  return incident;
}

async function list(token: string, query = ''): Promise<Page> {
  const page = await json<Page>(await call(token, 'GET', `/incidents/${query}`));
  for (const incident of page.results) assert(incident, Incident);
  return page;
}

async function refused(response: Response, status: number) {
  expect(response.status, await response.clone().text()).toBe(status);
  return { errors: await errorsOf(response) };
}

beforeAll(async () => {
  harness = await createHarness({ clock });
  ids.central = await branchIdOf(harness.db, DEMO_FLEET, 'Sydney Central');
  ids.parramatta = await branchIdOf(harness.db, DEMO_FLEET, 'Parramatta');
  const driver = await memberOf(harness.db, DEMO_FLEET, 'driver@demo.fleet');
  ids.driver = driver.extensionId;
  ids.driverUser = driver.userId;
  ids.multi = (await memberOf(harness.db, DEMO_FLEET, 'multi@demo.fleet')).extensionId;
  await seedMember(harness.db, {
    organisationId: DEMO_FLEET,
    email: 'reporter@demo.fleet',
    roleName: 'Reporter',
    permissions: ['incident_write'],
    branchId: ids.central,
  });
  await seedMember(harness.db, {
    organisationId: DEMO_FLEET,
    email: 'dealer@demo.fleet',
    roleName: 'Dealer Manager',
    permissions: ['is_dealer_manager', 'incident_write'],
    branchId: ids.central,
  });
  [tokens.admin, tokens.driver, tokens.multi, tokens.manager, tokens.hub, tokens.reporter, tokens.dealer] = await Promise.all([
    harness.login('admin@demo.fleet'),
    harness.login('driver@demo.fleet'),
    harness.login('multi@demo.fleet', DEMO_FLEET),
    harness.login('branch.manager@demo.fleet'),
    harness.login('hub.manager@demo.fleet'),
    harness.login('reporter@demo.fleet'),
    harness.login('dealer@demo.fleet'),
  ]);
  cars.central = await seedVehicle(harness.db, { organisationId: DEMO_FLEET, branchId: ids.central, name: 'Incident Car Central' });
  cars.parramatta = await seedVehicle(harness.db, { organisationId: DEMO_FLEET, branchId: ids.parramatta, name: 'Incident Car Parramatta' });
  cars.spare = await seedVehicle(harness.db, { organisationId: DEMO_FLEET, branchId: ids.central, name: 'Spare Car Central' });
  const now = clock().getTime();
  trips.driver = await seedBooking(harness.db, {
    organisationId: DEMO_FLEET,
    branchId: ids.central,
    vehicleId: cars.central.id,
    driverId: ids.driver,
    startAt: hoursFromNow(-6, now),
    endAt: hoursFromNow(-2, now),
    status: 'Completed',
  });
  trips.multi = await seedBooking(harness.db, {
    organisationId: DEMO_FLEET,
    branchId: ids.parramatta,
    vehicleId: cars.parramatta.id,
    driverId: ids.multi,
    startAt: hoursFromNow(-6, now),
    endAt: hoursFromNow(-2, now),
    status: 'Completed',
  });
  const typeList = await json<{ results: IncidentType[] }>(await call(tokens.driver, 'GET', '/incident-types/'));
  const top = (name: string) => typeList.results.find((type) => type.name === name)!;
  const sub = (parent: string, name: string) => top(parent).sub_types.find((type) => type.name === name)!.pk;
  Object.assign(types, {
    damage: top('Damage').pk,
    body: sub('Damage', 'Body'),
    windscreen: sub('Damage', 'Windscreen'),
    accident: top('Accident').pk,
    notDrivable: sub('Accident', 'Not drivable'),
    breakdown: top('Breakdown').pk,
    other: top('Other').pk,
  });
}, 120_000);

afterAll(() => harness.close());

describe('reporting (spec §6, issue 19 rules)', () => {
  it('a driver reports on their own booking: the vehicle is the booking’s, reported now, with a reference', async () => {
    const incident = await report(tokens.driver, { booking: trips.driver.id, description: 'Scratch on the door' });
    expect(incident.reference).toBe(`INC-${String(incident.pk).padStart(6, '0')}`);
    expect(incident.vehicle?.pk).toBe(cars.central.id);
    expect(incident.booking?.pk).toBe(trips.driver.id);
    expect(incident.reported_by?.name).toBe('Dana Driver');
    expect(incident.reported_on).toBe(clock().toISOString());
    expect(incident.status).toBe('Open');
    expect(incident.may_manage).toBe(false);
    expect(incident.incident_sub_type?.name).toBe('Body');
  });

  it('a driver may not report on someone else’s booking nor on a bare vehicle or person', async () => {
    expect((await refused(await call(tokens.driver, 'POST', '/incidents/', { incident_type: types.other, booking: trips.multi.id }), 403)).errors.title).toBe(
      incidentMessages.notOwnBooking,
    );
    expect((await refused(await call(tokens.driver, 'POST', '/incidents/', { incident_type: types.other, vehicle: cars.central.id }), 403)).errors.title).toBe(
      incidentMessages.mayNotRaise,
    );
    expect((await refused(await call(tokens.driver, 'POST', '/incidents/', { incident_type: types.other, person: ids.multi }), 403)).errors.title).toBe(
      incidentMessages.mayNotRaise,
    );
  });

  it('incident_write reports on anyone’s booking, a vehicle or a person', async () => {
    expect((await report(tokens.reporter, { booking: trips.multi.id })).vehicle?.pk).toBe(cars.parramatta.id);
    expect((await report(tokens.reporter, { vehicle: cars.spare.id })).booking).toBeNull();
    const offence = await report(tokens.admin, { incident_type: types.other, incident_sub_type: null, person: ids.driver });
    expect(offence.person).toEqual({ pk: ids.driver, name: 'Dana Driver' });
    expect(offence.vehicle).toBeNull();
  });

  it('a dealer manager raises no incident on a bare vehicle, but may on a booking', async () => {
    const errors = await refused(await call(tokens.dealer, 'POST', '/incidents/', { incident_type: types.other, vehicle: cars.spare.id }), 403);
    expect(errors.errors.title).toBe(incidentMessages.dealerVehicle);
    expect((await report(tokens.dealer, { booking: trips.driver.id })).booking?.pk).toBe(trips.driver.id);
  });

  it('the type’s defaults apply when the reporter does not say: a breakdown is critical unless said otherwise', async () => {
    expect((await report(tokens.reporter, { vehicle: cars.spare.id, incident_type: types.breakdown, incident_sub_type: null })).is_critical).toBe(true);
    const said = await report(tokens.reporter, { vehicle: cars.spare.id, incident_type: types.breakdown, incident_sub_type: null, is_critical: false });
    expect(said.is_critical).toBe(false);
  });
});

describe('validation: 400 naming the field', () => {
  const post = (body: Record<string, unknown>) => call(tokens.admin, 'POST', '/incidents/', { incident_type: types.other, ...body });

  it('needs a subject, a type of the organisation and a sub-type of that type', async () => {
    const none = await refused(await post({}), 400);
    expect(none.errors.title).toBe(incidentMessages.subjectRequired);
    expect(Object.keys(none.errors.fields ?? {})).toEqual(['booking', 'vehicle', 'person']);
    expect((await refused(await call(tokens.admin, 'POST', '/incidents/', { vehicle: cars.spare.id }), 400)).errors.fields).toHaveProperty('incident_type');
    expect((await refused(await post({ vehicle: cars.spare.id, incident_type: 2_000_000 }), 400)).errors.fields?.incident_type).toBe(
      incidentMessages.typeUnknown,
    );
    expect((await refused(await post({ vehicle: cars.spare.id, incident_type: types.body }), 400)).errors.fields?.incident_type).toBe(
      incidentMessages.typeUnknown,
    );
    const wrongSub = await refused(await post({ vehicle: cars.spare.id, incident_type: types.accident, incident_sub_type: types.body }), 400);
    expect(wrongSub.errors.fields?.incident_sub_type).toBe(incidentMessages.subTypeUnknown);
  });

  it('refuses an inactive type', async () => {
    await harness.db.update(incidentTypes).set({ isActive: false }).where(eq(incidentTypes.id, types.other));
    const errors = await refused(await post({ vehicle: cars.spare.id }), 400);
    expect(errors.errors.fields?.incident_type).toBe(incidentMessages.typeUnknown);
    await harness.db.update(incidentTypes).set({ isActive: true }).where(eq(incidentTypes.id, types.other));
  });

  it('checks the booking, vehicle and person are the organisation’s, and the vehicle is the booking’s', async () => {
    expect((await refused(await post({ booking: 2_000_000 }), 400)).errors.fields?.booking).toBe(incidentMessages.bookingUnknown);
    expect((await refused(await post({ vehicle: 2_000_000 }), 400)).errors.fields?.vehicle).toBe(incidentMessages.vehicleUnknown);
    expect((await refused(await post({ person: 2_000_000 }), 400)).errors.fields?.person).toBe(incidentMessages.personUnknown);
    const mismatch = await refused(await post({ booking: trips.driver.id, vehicle: cars.spare.id }), 400);
    expect(mismatch.errors).toMatchObject({ title: incidentMessages.bookingVehicleMismatch, fields: { vehicle: incidentMessages.bookingVehicleMismatch } });
    expect((await report(tokens.admin, { booking: trips.driver.id, vehicle: cars.central.id })).vehicle?.pk).toBe(cars.central.id);
  });

  it('reported on is a date-time not in the future; photos are ones our upload stored', async () => {
    const later = new Date(clock().getTime() + 60_000).toISOString();
    expect((await refused(await post({ vehicle: cars.spare.id, reported_on: later }), 400)).errors.fields?.reported_on).toBe(incidentMessages.reportedInFuture);
    expect((await refused(await post({ vehicle: cars.spare.id, reported_on: 'yesterday' }), 400)).errors.fields?.reported_on).toBe(
      incidentMessages.reportedOnInvalid,
    );
    const earlier = new Date(clock().getTime() - 3_600_000).toISOString();
    expect((await report(tokens.admin, { vehicle: cars.spare.id, reported_on: earlier })).reported_on).toBe(earlier);
    const photo = '/uploads/documents/abcdefghijklmnopqrstuvwx.jpg';
    const foreign = await refused(await post({ vehicle: cars.spare.id, photos: [photo, 'https://elsewhere.example/x.jpg'] }), 400);
    expect(foreign.errors.fields).toEqual({ 'photos.1': incidentMessages.photoNotUploaded });
    expect((await report(tokens.admin, { vehicle: cars.spare.id, photos: [photo] })).photos).toEqual([photo]);
  });

  it('refuses unknown fields and wrong types with the field named', async () => {
    expect((await refused(await post({ vehicle: cars.spare.id, colour: 'red' }), 400)).errors.fields).toHaveProperty('colour');
    expect((await refused(await post({ vehicle: cars.spare.id, odometer: -1 }), 400)).errors.fields).toHaveProperty('odometer');
  });
});

describe('managing, blocking and the trail', () => {
  let incident: Incident;

  it('a driver’s request to block is stored, but the vehicle is blocked only once a manager saves it', async () => {
    incident = await report(tokens.driver, { booking: trips.driver.id, disallow_vehicle_for_bookings: true, is_critical: true });
    expect(incident).toMatchObject({ disallow_vehicle_for_bookings: true, blocked_from: null, is_critical: true });
    expect(incident.may_manage).toBe(false);
    // The driver cannot manage it; a manager of another branch neither.
    const body = { incident_type: incident.incident_type.pk, incident_sub_type: incident.incident_sub_type?.pk ?? null, is_verified: true };
    expect((await refused(await call(tokens.driver, 'PUT', `/incidents/${incident.pk}/`, body), 403)).errors.title).toBe(incidentMessages.mayNotManage);
    expect((await refused(await call(tokens.manager, 'PUT', `/incidents/${incident.pk}/`, body), 403)).errors.title).toBe(incidentMessages.mayNotManage);
    clock.advance(60_000);
    // The hub manager of the vehicle's branch verifies it: the block the driver asked for takes effect now.
    const saved = await json<Incident>(await call(tokens.hub, 'PUT', `/incidents/${incident.pk}/`, { ...body, description: 'Rear light broken' }));
    expect(saved).toMatchObject({ is_verified: true, blocked_from: clock().toISOString(), description: 'Rear light broken', may_manage: true });
  });

  it('lifting the block clears it; setting it again starts it again', async () => {
    const body = { incident_type: incident.incident_type.pk, incident_sub_type: incident.incident_sub_type?.pk ?? null };
    clock.advance(60_000);
    const lifted = await json<Incident>(await call(tokens.admin, 'PUT', `/incidents/${incident.pk}/`, { ...body, disallow_vehicle_for_bookings: false }));
    expect(lifted).toMatchObject({ disallow_vehicle_for_bookings: false, blocked_from: null });
    clock.advance(60_000);
    const again = await json<Incident>(await call(tokens.admin, 'PUT', `/incidents/${incident.pk}/`, { ...body, disallow_vehicle_for_bookings: true }));
    expect(again.blocked_from).toBe(clock().toISOString());
  });

  it('a blocking type blocks at once, even on a driver’s report', async () => {
    const accident = await report(tokens.driver, { booking: trips.driver.id, incident_type: types.accident, incident_sub_type: types.notDrivable });
    expect(accident).toMatchObject({ disallow_vehicle_for_bookings: true, blocked_from: clock().toISOString(), is_critical: true });
    const dismissed = await json<Incident>(
      await call(tokens.admin, 'POST', `/incidents/${accident.pk}/status/`, { status: 'Dismissed', resolution_note: 'Reported twice' }),
    );
    expect(dismissed).toMatchObject({ status: 'Dismissed', blocked_from: null, resolution_note: 'Reported twice' });
  });

  it('a manager’s own report with disallow blocks at once', async () => {
    const own = await report(tokens.manager, { vehicle: cars.parramatta.id, disallow_vehicle_for_bookings: true });
    expect(own.blocked_from).toBe(clock().toISOString());
    expect(own.may_manage).toBe(true);
  });

  it('closing needs a note; repair cost and days off the road only when closing; the same status twice is refused', async () => {
    const path = `/incidents/${incident.pk}/status/`;
    expect((await refused(await call(tokens.hub, 'POST', path, { status: 'Closed' }), 400)).errors.fields?.resolution_note).toBe(
      incidentMessages.resolutionRequired,
    );
    expect((await refused(await call(tokens.hub, 'POST', path, { status: 'Closed', resolution_note: '   ' }), 400)).errors.fields).toHaveProperty(
      'resolution_note',
    );
    const dismissCost = await refused(await call(tokens.hub, 'POST', path, { status: 'Dismissed', resolution_note: 'No', repair_cost: 10 }), 400);
    expect(dismissCost.errors.fields?.repair_cost).toBe(incidentMessages.closingFieldsOpen);
    expect((await refused(await call(tokens.hub, 'POST', path, { status: 'Open' }), 409)).errors.title).toBe(incidentMessages.alreadyStatus);
    expect((await refused(await call(tokens.manager, 'POST', path, { status: 'Closed', resolution_note: 'x' }), 403)).errors.title).toBe(
      incidentMessages.mayNotManage,
    );
    clock.advance(60_000);
    const closed = await json<Incident>(
      await call(tokens.hub, 'POST', path, { status: 'Closed', resolution_note: 'Light replaced', repair_cost: 85.5, days_off_road: 1 }),
    );
    expect(closed).toMatchObject({
      status: 'Closed',
      blocked_from: null,
      resolution_note: 'Light replaced',
      repair_cost: 85.5,
      days_off_road: 1,
      closed_on: clock().toISOString(),
      closed_by: { name: 'Harper Hub' },
    });
    const reopened = await json<Incident>(await call(tokens.hub, 'POST', path, { status: 'Open' }));
    expect(reopened).toMatchObject({ status: 'Open', closed_on: null, closed_by: null, repair_cost: null, blocked_from: clock().toISOString() });
  });

  it('audits every change with who, when and what', async () => {
    const page = await json<{ results: IncidentAuditEntry[]; count: number }>(await call(tokens.driver, 'GET', `/incidents/${incident.pk}/audits/`));
    for (const entry of page.results) assert(entry, IncidentAuditEntry);
    expect(page.results.map((entry) => entry.action)).toEqual([
      'created',
      'updated',
      'verified',
      'block_set',
      'updated',
      'block_lifted',
      'updated',
      'block_set',
      'status_changed',
      'block_lifted',
      'status_changed',
      'block_set',
    ]);
    expect(page.results[0]?.actor?.name).toBe('Dana Driver');
    expect(page.results[1]).toMatchObject({ actor: { name: 'Harper Hub' }, changes: { description: [null, 'Rear light broken'] } });
    expect(page.results[4]?.changes).toEqual({ disallow_vehicle_for_bookings: [true, false] });
    expect(page.results[8]?.changes).toMatchObject({ status: ['Open', 'Closed'], resolution_note: 'Light replaced', repair_cost: 85.5 });
  });
});

describe('editing what an incident is about', () => {
  it('a new booking brings its vehicle; a vehicle of another branch needs the right to manage there too', async () => {
    const own = await report(tokens.manager, { vehicle: cars.parramatta.id, description: '  Dent  ' });
    expect(own.description).toBe('Dent');
    const body = { incident_type: own.incident_type.pk, incident_sub_type: own.incident_sub_type?.pk ?? null };
    expect((await refused(await call(tokens.manager, 'PUT', `/incidents/${own.pk}/`, { ...body, vehicle: cars.central.id }), 403)).errors.title).toBe(
      incidentMessages.mayNotManage,
    );
    const onTrip = await json<Incident>(await call(tokens.manager, 'PUT', `/incidents/${own.pk}/`, { ...body, booking: trips.multi.id }));
    expect(onTrip).toMatchObject({ booking: { pk: trips.multi.id }, vehicle: { pk: cars.parramatta.id }, description: 'Dent' });
    const moved = await json<Incident>(await call(tokens.admin, 'PUT', `/incidents/${own.pk}/`, { ...body, booking: trips.driver.id }));
    expect(moved.vehicle?.pk).toBe(cars.central.id);
    const cleared = await json<Incident>(await call(tokens.admin, 'PUT', `/incidents/${own.pk}/`, { ...body, booking: null, description: ' ' }));
    expect(cleared).toMatchObject({ booking: null, vehicle: { pk: cars.central.id }, description: null });
  });

  it('a deleted vehicle or member raises no new incident', async () => {
    const gone = await seedVehicle(harness.db, { organisationId: DEMO_FLEET, branchId: ids.central, isDeleted: true });
    const errors = await refused(await call(tokens.admin, 'POST', '/incidents/', { incident_type: types.other, vehicle: gone.id }), 400);
    expect(errors.errors.fields?.vehicle).toBe(incidentMessages.vehicleUnknown);
  });
});

describe('who sees which incidents', () => {
  it('a driver sees the incidents they reported, of their bookings and about them; not others’', async () => {
    const ofMulti = await report(tokens.reporter, { booking: trips.multi.id, description: 'Multi’s trip' });
    const driverPage = await list(tokens.driver, '?page_size=100');
    expect(driverPage.results.some((incident) => incident.pk === ofMulti.pk)).toBe(false);
    expect(driverPage.results.some((incident) => incident.person?.pk === ids.driver)).toBe(true);
    expect(
      driverPage.results.every(
        (incident) => incident.reported_by?.pk === ids.driverUser || incident.booking?.driver.pk === ids.driver || incident.person?.pk === ids.driver,
      ),
    ).toBe(true);
    expect((await refused(await call(tokens.driver, 'GET', `/incidents/${ofMulti.pk}/`), 404)).errors.title).toBe(incidentMessages.notFound);
    expect((await list(tokens.multi, '?page_size=100')).results.map((incident) => incident.pk)).toContain(ofMulti.pk);
    expect((await json<{ count: number }>(await call(tokens.multi, 'GET', `/incidents/${ofMulti.pk}/audits/`))).count).toBe(1);
  });

  it('a named branch manager without incident_write sees and manages the incidents of their branch only', async () => {
    const member = await seedMember(harness.db, {
      organisationId: DEMO_FLEET,
      email: 'named@demo.fleet',
      roleName: 'Named Manager',
      permissions: [],
      branchId: ids.parramatta,
    });
    await harness.db.insert(branchManagers).values({ organisationId: DEMO_FLEET, branchId: ids.parramatta, employeeExtensionId: member.extensionId });
    const token = await harness.login('named@demo.fleet');
    const page = await list(token, '?page_size=100');
    expect(page.count).toBeGreaterThan(0);
    expect(page.results.every((incident) => incident.vehicle?.branch.pk === ids.parramatta && incident.may_manage)).toBe(true);
    const all = await list(tokens.admin, `?page_size=100&branch_pk=${ids.parramatta}`);
    expect(page.count).toBe(all.count);
  });

  it('incident_write holders and admins see the whole organisation', async () => {
    const all = await list(tokens.admin, '?page_size=100');
    expect((await list(tokens.reporter, '?page_size=100')).count).toBe(all.count);
  });
});

describe('the incident table: filters, order, pages, exports', () => {
  it('filters by status, critical, verified, type, vehicle, branch, booking, person, reporter, period and search', async () => {
    const all = await list(tokens.admin, '?page_size=100');
    const pks = (page: Page) => page.results.map((incident) => incident.pk).sort((a, b) => a - b);
    const expected = (keep: (incident: Incident) => boolean) =>
      all.results
        .filter(keep)
        .map((incident) => incident.pk)
        .sort((a, b) => a - b);
    expect(pks(await list(tokens.admin, '?page_size=100&status=Closed,Dismissed'))).toEqual(expected((incident) => incident.status !== 'Open'));
    expect(pks(await list(tokens.admin, '?page_size=100&is_critical=true'))).toEqual(expected((incident) => incident.is_critical));
    expect(pks(await list(tokens.admin, '?page_size=100&is_verified=true'))).toEqual(expected((incident) => incident.is_verified));
    expect(pks(await list(tokens.admin, `?page_size=100&incident_type_pk=${types.breakdown}`))).toEqual(
      expected((incident) => incident.incident_type.pk === types.breakdown),
    );
    expect(pks(await list(tokens.admin, `?page_size=100&vehicle_pk=${cars.parramatta.id}`))).toEqual(
      expected((incident) => incident.vehicle?.pk === cars.parramatta.id),
    );
    expect(pks(await list(tokens.admin, `?page_size=100&branch_pk=${ids.parramatta}`))).toEqual(
      expected((incident) => incident.vehicle?.branch.pk === ids.parramatta),
    );
    expect(pks(await list(tokens.admin, `?page_size=100&booking_pk=${trips.multi.id}`))).toEqual(
      expected((incident) => incident.booking?.pk === trips.multi.id),
    );
    expect(pks(await list(tokens.admin, `?page_size=100&person_pk=${ids.driver}`))).toEqual(expected((incident) => incident.person?.pk === ids.driver));
    expect(pks(await list(tokens.admin, `?page_size=100&reported_by_pk=${ids.driverUser}`))).toEqual(
      expected((incident) => incident.reported_by?.pk === ids.driverUser),
    );
    // A day of the period is the incident's branch's day.
    const localDay = (incident: Incident) => toWallTime(incident.reported_on, incident.time_zone).slice(0, 10);
    const day = localDay(all.results[0]!);
    expect(pks(await list(tokens.admin, `?page_size=100&from=${day}&to=${day}`))).toEqual(expected((incident) => localDay(incident) === day));
    expect((await list(tokens.admin, '?page_size=100&to=2031-01-01')).count).toBe(0);
    const first = all.results[0]!;
    expect(pks(await list(tokens.admin, `?search=${first.reference}`))).toEqual([first.pk]);
    expect(pks(await list(tokens.admin, '?page_size=100&search=Incident%20Car%20Parramatta'))).toEqual(
      expected((incident) => incident.vehicle?.pk === cars.parramatta.id),
    );
  });

  it('orders by reference, status or reported on, and pages', async () => {
    const all = await list(tokens.admin, '?page_size=100&ordering=reference');
    const references = all.results.map((incident) => incident.reference);
    expect(references).toEqual([...references].sort());
    const newestFirst = await list(tokens.admin, '?page_size=100');
    const times = newestFirst.results.map((incident) => incident.reported_on);
    expect(times).toEqual([...times].sort().reverse());
    const firstPage = await list(tokens.admin, '?page_size=2&ordering=-reference');
    expect(firstPage).toMatchObject({ count: all.count, next_page: 2 });
    expect(firstPage.results.map((incident) => incident.reference)).toEqual(references.slice(-2).reverse());
    const bad = await refused(await call(tokens.admin, 'GET', '/incidents/?ordering=colour'), 400);
    expect(bad.errors.title).toContain('ordering');
    expect((await refused(await call(tokens.admin, 'GET', '/incidents/?status=Lost'), 400)).errors.title).toBe('Unknown status: Lost.');
    expect((await refused(await call(tokens.admin, 'GET', '/incidents/?from=2031-02-30'), 400)).errors.fields).toHaveProperty('from');
  });

  it('exports the filtered list as CSV and XLSX', async () => {
    const open = await list(tokens.admin, '?page_size=100&status=Open&ordering=reference');
    const csv = await call(tokens.admin, 'GET', '/incidents/?is_export=csv&status=Open&ordering=reference&page_size=1');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('x-total-count')).toBe(String(open.count));
    const records = parse((await csv.text()).replace(/^\uFEFF/, '')) as string[][];
    expect(records[0]?.slice(0, 5)).toEqual(['Reference', 'Reported On', 'Incident Type', 'Sub-type', 'Status']);
    expect(records.slice(1).map((record) => record[0])).toEqual(open.results.map((incident) => incident.reference));
    const xlsx = await call(tokens.driver, 'GET', '/incidents/?is_export=xlsx');
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await xlsx.arrayBuffer());
    expect(workbook.getWorksheet('Incidents')?.rowCount).toBe((await list(tokens.driver, '?page_size=100')).count + 1);
    expect((await refused(await call(tokens.admin, 'GET', '/incidents/?is_export=pdf'), 400)).errors.title).toBe('is_export must be csv or xlsx.');
  });
});
