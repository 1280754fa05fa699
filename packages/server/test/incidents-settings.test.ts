import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import {
  IncidentType,
  incidentMessages,
  type Incident,
  type IncidentSettings,
  type NotificationTemplate,
  type NotificationTemplatePreview,
} from '@motorpool/api';
import { incidents, notifications, outbox, users } from '../src/db/schema';
import { notifyBookingMoved } from '../src/incidents/notify';
import { createMailer } from '../src/mail/mailer';
import { branchIdOf, hoursFromNow, memberOf, seedBooking, seedVehicle, type BookingFixtureRow, type VehicleRow } from './booking-fixtures';
import { createHarness, type Harness } from './harness';
import { movableClock } from './movable-clock';
import { DEMO_FLEET, errorsOf, TFM } from './sign-up-flow';

const clock = movableClock(new Date('2031-03-13T03:30:00Z'));
let harness: Harness;
const tokens = {} as Record<'admin' | 'driver' | 'multi' | 'manager' | 'hub', string>;
const userIds = {} as Record<'admin' | 'driver' | 'multi' | 'manager' | 'hub', number>;
const ids = {} as Record<'central' | 'parramatta' | 'driver' | 'multi', number>;
const cars = {} as Record<'central' | 'parramatta', VehicleRow>;
const trips = {} as Record<'driverPast' | 'multiFuture', BookingFixtureRow>;

function call(token: string, method: string, path: string, body?: unknown) {
  return harness.call(method, `${TFM}${path}`, { token, organisation: DEMO_FLEET, body });
}

async function json<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function typeList(token = tokens.admin): Promise<IncidentType[]> {
  const { results } = await json<{ results: IncidentType[] }>(await call(token, 'GET', '/incident-types/'));
  for (const type of results) assert(type, IncidentType);
  return results;
}

const typeNamed = async (name: string) => (await typeList()).find((type) => type.name === name)!;

beforeAll(async () => {
  harness = await createHarness({ clock });
  ids.central = await branchIdOf(harness.db, DEMO_FLEET, 'Sydney Central');
  ids.parramatta = await branchIdOf(harness.db, DEMO_FLEET, 'Parramatta');
  const people = {
    admin: await memberOf(harness.db, DEMO_FLEET, 'admin@demo.fleet'),
    driver: await memberOf(harness.db, DEMO_FLEET, 'driver@demo.fleet'),
    multi: await memberOf(harness.db, DEMO_FLEET, 'multi@demo.fleet'),
    manager: await memberOf(harness.db, DEMO_FLEET, 'branch.manager@demo.fleet'),
    hub: await memberOf(harness.db, DEMO_FLEET, 'hub.manager@demo.fleet'),
  };
  for (const [name, member] of Object.entries(people)) userIds[name as keyof typeof userIds] = member.userId;
  ids.driver = people.driver.extensionId;
  ids.multi = people.multi.extensionId;
  [tokens.admin, tokens.driver, tokens.multi, tokens.manager, tokens.hub] = await Promise.all([
    harness.login('admin@demo.fleet'),
    harness.login('driver@demo.fleet'),
    harness.login('multi@demo.fleet', DEMO_FLEET),
    harness.login('branch.manager@demo.fleet'),
    harness.login('hub.manager@demo.fleet'),
  ]);
  cars.central = await seedVehicle(harness.db, { organisationId: DEMO_FLEET, branchId: ids.central, name: 'Settings Car Central' });
  cars.parramatta = await seedVehicle(harness.db, { organisationId: DEMO_FLEET, branchId: ids.parramatta, name: 'Settings Car Parramatta' });
  const now = clock().getTime();
  trips.driverPast = await seedBooking(harness.db, {
    organisationId: DEMO_FLEET,
    branchId: ids.parramatta,
    vehicleId: cars.parramatta.id,
    driverId: ids.driver,
    startAt: hoursFromNow(-6, now),
    endAt: hoursFromNow(-2, now),
    status: 'Completed',
  });
  trips.multiFuture = await seedBooking(harness.db, {
    organisationId: DEMO_FLEET,
    branchId: ids.parramatta,
    vehicleId: cars.parramatta.id,
    driverId: ids.multi,
    startAt: hoursFromNow(20, now),
    endAt: hoursFromNow(24, now),
  });
}, 120_000);

afterAll(() => harness.close());

describe('incident types (/incident-settings)', () => {
  it('every organisation starts with the default types; any member reads them', async () => {
    const types = await typeList(tokens.driver);
    expect(types.map((type) => type.name)).toEqual(['Accident', 'Breakdown', 'Damage', 'Other', 'Theft', 'Traffic offence']);
    const accident = types.find((type) => type.name === 'Accident')!;
    expect(accident.sub_types.map((sub) => [sub.name, sub.is_critical_default, sub.blocks_vehicle])).toEqual([
      ['Drivable', false, false],
      ['Not drivable', true, true],
    ]);
    expect(types.find((type) => type.name === 'Theft')).toMatchObject({ is_critical_default: true, blocks_vehicle: true, in_use: false });
  });

  it('a new organisation gets them too', async () => {
    const sysadmin = await harness.login('sysadmin@demo.fleet');
    const created = await json<{ pk: number }>(
      await harness.call('POST', '/api/v1/organisations/', { token: sysadmin, body: { name: 'Incident Types Org', industry: 'Fleet' } }),
      201,
    );
    const response = await harness.call('GET', `${TFM}/incident-types/`, { token: sysadmin, organisation: created.pk });
    expect((await json<{ results: IncidentType[] }>(response)).results.map((type) => type.name)).toContain('Traffic offence');
  });

  it('only organisation admins add, change and delete them', async () => {
    for (const token of [tokens.driver, tokens.manager, tokens.hub]) {
      expect((await call(token, 'POST', '/incident-types/', { name: 'Flood' })).status).toBe(403);
    }
    const damage = await typeNamed('Damage');
    expect((await call(tokens.manager, 'PUT', `/incident-types/${damage.pk}/`, { name: 'Dents' })).status).toBe(403);
    expect((await call(tokens.manager, 'DELETE', `/incident-types/${damage.pk}/`)).status).toBe(403);
  });

  it('adds a type and a sub-type, one level deep, names unique per level whatever their case', async () => {
    const flood = await json<IncidentType>(await call(tokens.admin, 'POST', '/incident-types/', { name: 'Flood', is_critical_default: true }), 201);
    expect(flood).toMatchObject({ name: 'Flood', is_active: true, is_critical_default: true, blocks_vehicle: false, sub_types: [] });
    const withSub = await json<IncidentType>(
      await call(tokens.admin, 'POST', '/incident-types/', { name: 'Interior', parent: flood.pk, blocks_vehicle: true }),
      201,
    );
    expect(withSub.pk).toBe(flood.pk);
    const interior = withSub.sub_types[0]!;
    expect(interior).toMatchObject({ name: 'Interior', blocks_vehicle: true });
    const taken = await call(tokens.admin, 'POST', '/incident-types/', { name: 'flood' });
    expect(taken.status).toBe(409);
    expect(await errorsOf(taken)).toMatchObject({ title: incidentMessages.typeNameTaken, fields: { name: incidentMessages.typeNameTaken } });
    // The same name at another level is another name.
    expect((await call(tokens.admin, 'POST', '/incident-types/', { name: 'Interior' })).status).toBe(201);
    const deeper = await call(tokens.admin, 'POST', '/incident-types/', { name: 'Carpet', parent: interior.pk });
    expect(deeper.status).toBe(400);
    expect((await errorsOf(deeper)).fields?.parent).toBe(incidentMessages.subTypeOfSubType);
    const noName = await call(tokens.admin, 'POST', '/incident-types/', { name: '  ' });
    expect(noName.status).toBe(400);
    expect((await errorsOf(noName)).fields).toHaveProperty('name');
    expect((await call(tokens.admin, 'POST', '/incident-types/', { name: 'Orphan', parent: 2_000_000 })).status).toBe(400);
  });

  it('renames and deactivates; a type with sub-types does not become a sub-type', async () => {
    const flood = await typeNamed('Flood');
    const renamed = await json<IncidentType>(await call(tokens.admin, 'PUT', `/incident-types/${flood.pk}/`, { name: 'Water damage', is_active: false }));
    expect(renamed).toMatchObject({ name: 'Water damage', is_active: false, is_critical_default: true });
    const other = await typeNamed('Other');
    const nested = await call(tokens.admin, 'PUT', `/incident-types/${flood.pk}/`, { name: 'Water damage', parent: other.pk });
    expect(nested.status).toBe(400);
    const clash = await call(tokens.admin, 'PUT', `/incident-types/${flood.pk}/`, { name: 'Other' });
    expect(clash.status).toBe(409);
    expect((await call(tokens.admin, 'PUT', '/incident-types/2000000/', { name: 'Nothing' })).status).toBe(404);
  });

  it('deletes a type no incident uses; one in use is refused (deactivate it instead)', async () => {
    const water = await typeNamed('Water damage');
    expect(await json<{ message: string }>(await call(tokens.admin, 'DELETE', `/incident-types/${water.pk}/`))).toEqual({
      message: incidentMessages.typeDeleted,
    });
    expect((await typeList()).some((type) => type.name === 'Water damage')).toBe(false);
    const damage = await typeNamed('Damage');
    const body = damage.sub_types.find((sub) => sub.name === 'Body')!;
    await json<Incident>(
      await call(tokens.admin, 'POST', '/incidents/', { incident_type: damage.pk, incident_sub_type: body.pk, vehicle: cars.central.id }),
      201,
    );
    const inUse = await typeNamed('Damage');
    expect(inUse.in_use).toBe(true);
    expect(inUse.sub_types.find((sub) => sub.name === 'Body')?.in_use).toBe(true);
    for (const pk of [damage.pk, body.pk]) {
      const refused = await call(tokens.admin, 'DELETE', `/incident-types/${pk}/`);
      expect(refused.status).toBe(409);
      expect((await errorsOf(refused)).title).toBe(incidentMessages.typeInUse);
    }
    expect((await call(tokens.admin, 'DELETE', '/incident-types/2000000/')).status).toBe(404);
  });
});

describe('incident settings', () => {
  it('defaults to the branch for new incidents and the branch and hub for critical ones', async () => {
    expect(await json<IncidentSettings>(await call(tokens.driver, 'GET', '/incident-settings/'))).toEqual({
      notify_on_new: ['branch_manager'],
      notify_on_critical: ['branch_manager', 'hub_manager'],
    });
  });

  it('only admins change them; each kind is checked', async () => {
    const settings = { notify_on_new: ['branch_manager', 'admin', 'admin'], notify_on_critical: ['admin'] };
    expect((await call(tokens.manager, 'PUT', '/incident-settings/', settings)).status).toBe(403);
    const bad = await call(tokens.admin, 'PUT', '/incident-settings/', { notify_on_new: ['everyone'], notify_on_critical: [] });
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorsOf(bad)).fields ?? {})[0]).toMatch(/^notify_on_new/);
    expect(await json<IncidentSettings>(await call(tokens.admin, 'PUT', '/incident-settings/', settings))).toEqual({
      notify_on_new: ['branch_manager', 'admin'],
      notify_on_critical: ['admin'],
    });
    expect((await json<IncidentSettings>(await call(tokens.driver, 'GET', '/incident-settings/'))).notify_on_new).toEqual(['branch_manager', 'admin']);
  });
});

describe('who hears of an incident', () => {
  let since: number;
  /** The bell texts each of these people got since the mark. */
  async function bells(...people: (keyof typeof userIds)[]): Promise<Record<string, string[]>> {
    const rows = await harness.db
      .select({ userId: notifications.userId, text: notifications.text, url: notifications.url })
      .from(notifications)
      .where(
        and(
          gt(notifications.id, since),
          inArray(
            notifications.userId,
            people.map((person) => userIds[person]),
          ),
        ),
      )
      .orderBy(notifications.id);
    return Object.fromEntries(people.map((person) => [person, rows.filter((row) => row.userId === userIds[person]).map((row) => row.text)]));
  }
  async function mark() {
    const [last] = await harness.db.select({ id: notifications.id }).from(notifications).orderBy(desc(notifications.id)).limit(1);
    since = last?.id ?? 0;
  }
  async function mailTo(person: keyof typeof userIds) {
    const [user] = await harness.db.select({ email: users.email }).from(users).where(eq(users.id, userIds[person]));
    return harness.db.select().from(outbox).where(eq(outbox.recipient, user!.email)).orderBy(desc(outbox.id)).limit(1);
  }

  it('a new incident: the settings’ people at its branch (never the reporter); by bell and email', async () => {
    await json(await call(tokens.admin, 'PUT', '/incident-settings/', { notify_on_new: ['branch_manager', 'admin'], notify_on_critical: [] }));
    await mark();
    const damage = await typeNamed('Damage');
    const incident = await json<Incident>(
      await call(tokens.driver, 'POST', '/incidents/', { incident_type: damage.pk, booking: trips.driverPast.id, is_critical: false }),
      201,
    );
    const told = await bells('manager', 'admin', 'hub', 'driver');
    expect(told.manager).toEqual([`Incident reported: <b>${incident.reference}</b>, Damage — Settings Car Parramatta (${cars.parramatta.registrationNum})`]);
    expect(told.admin).toHaveLength(1);
    expect(told.hub).toEqual([]);
    expect(told.driver).toEqual([]);
    const [mail] = await mailTo('manager');
    expect(mail).toMatchObject({
      template: 'incident_reported',
      subject: `Incident reported: ${incident.reference}, Settings Car Parramatta (${cars.parramatta.registrationNum})`,
    });
    expect(mail?.text).toContain('reported by Dana Driver');
  });

  it('a critical incident: always the vehicle’s branch and hub managers, once each', async () => {
    await mark();
    const breakdown = await typeNamed('Breakdown');
    const incident = await json<Incident>(await call(tokens.driver, 'POST', '/incidents/', { incident_type: breakdown.pk, booking: trips.driverPast.id }), 201);
    expect(incident.is_critical).toBe(true);
    const told = await bells('manager', 'hub', 'admin', 'driver');
    expect(told.manager).toEqual([`Critical incident: <b>${incident.reference}</b>, Breakdown — Settings Car Parramatta (${cars.parramatta.registrationNum})`]);
    expect(told.hub).toHaveLength(1);
    // The admin is on the new-incident list: they hear of it once, as a new incident.
    expect(told.admin).toEqual([expect.stringContaining('Incident reported')]);
    expect(told.driver).toEqual([]);
  });

  it('the reporter hears of verification and every change of status', async () => {
    const other = await typeNamed('Other');
    const incident = await json<Incident>(await call(tokens.driver, 'POST', '/incidents/', { incident_type: other.pk, booking: trips.driverPast.id }), 201);
    await mark();
    await json(await call(tokens.manager, 'PUT', `/incidents/${incident.pk}/`, { incident_type: other.pk, is_verified: true }));
    await json(await call(tokens.manager, 'POST', `/incidents/${incident.pk}/status/`, { status: 'Closed', resolution_note: 'Sorted' }));
    await json(await call(tokens.manager, 'POST', `/incidents/${incident.pk}/status/`, { status: 'Open' }));
    expect((await bells('driver')).driver).toEqual([
      `Your incident <b>${incident.reference}</b>: Verified`,
      `Your incident <b>${incident.reference}</b>: Closed. Sorted`,
      `Your incident <b>${incident.reference}</b>: Reopened`,
    ]);
    const [mail] = await mailTo('driver');
    expect(mail).toMatchObject({ template: 'incident_status_changed', subject: `Your incident ${incident.reference}: Reopened` });
  });

  it('a block tells the drivers of the bookings it holds up and their branch’s managers', async () => {
    const theft = await typeNamed('Theft');
    await mark();
    const incident = await json<Incident>(await call(tokens.admin, 'POST', '/incidents/', { incident_type: theft.pk, vehicle: cars.parramatta.id }), 201);
    expect(incident.blocked_from).not.toBeNull();
    const told = await bells('multi', 'manager');
    const expected = expect.stringContaining(`is off the road (${incident.reference}): booking #${trips.multiFuture.id}`);
    expect(told.multi).toEqual([expected]);
    expect(told.manager).toEqual(expect.arrayContaining([expected]));
    const [bell] = await harness.db
      .select({ url: notifications.url })
      .from(notifications)
      .where(and(gt(notifications.id, since), eq(notifications.userId, userIds.multi)));
    expect(bell?.url).toBe(`/my-bookings/edit/${trips.multiFuture.id}`);
  });

  it('a moved booking’s driver hears which vehicle it uses now (notifyBookingMoved, for the move)', async () => {
    const other = await typeNamed('Other');
    const incident = await json<Incident>(await call(tokens.admin, 'POST', '/incidents/', { incident_type: other.pk, vehicle: cars.central.id }), 201);
    const [row] = await harness.db.select().from(incidents).where(eq(incidents.id, incident.pk));
    await mark();
    const scope = { organisationId: DEMO_FLEET, tenancy: { organisation: null, membership: null, permissions: new Set<string>() } };
    const mailer = createMailer({ smtpUrl: null, from: 'test@motorpool.example', clock, log: () => {} });
    await notifyBookingMoved(
      harness.db,
      { scope, mailer, config: { publicUrl: 'https://motorpool.example' } },
      row!,
      trips.multiFuture.id,
      'Old Car (OLD-1)',
      userIds.admin,
    );
    const told = await bells('multi', 'manager', 'admin');
    expect(told.multi).toEqual([
      `Booking #${trips.multiFuture.id} moved to <b>Settings Car Parramatta (${cars.parramatta.registrationNum})</b> (Old Car (OLD-1) is off the road)`,
    ]);
    expect(told.manager).toEqual([]);
    expect(told.admin).toEqual([]);
    const [mail] = await mailTo('multi');
    expect(mail).toMatchObject({
      template: 'incident_booking_moved',
      subject: `Booking #${trips.multiFuture.id} moved to Settings Car Parramatta (${cars.parramatta.registrationNum})`,
    });
  });
});

describe('the incident messages as templates', () => {
  it.each(['incident_reported', 'incident_critical', 'incident_status_changed', 'incident_vehicle_blocked', 'incident_booking_moved'])(
    '%s is an Incidents template whose default previews with its sample values',
    async (code) => {
      const path = `/api/v1/organisations/notification-templates/${code}/`;
      const template = await json<NotificationTemplate>(await harness.call('GET', path, { token: tokens.admin, organisation: DEMO_FLEET }));
      expect(template).toMatchObject({ group: 'Incidents', audience: 'member', customised: false });
      const preview = await json<NotificationTemplatePreview>(
        await harness.call('POST', `${path}preview/`, { token: tokens.admin, organisation: DEMO_FLEET, body: template.defaults }),
      );
      expect(preview.subject).not.toContain('{{');
      expect(preview.bell).toBeTruthy();
    },
  );
});
