import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Booking, BookingCalendar, VisibilityRulesView, type IncidentType, type VisibilityRules } from '@motorpool/api';
import { employeeExtensions, roles, users } from '../src/db/schema';
import { createHarness, type Harness } from './harness';
import { branchIdOf, memberOf, seedBooking, seedMember, seedVehicle, type BookingFixtureRow } from './booking-fixtures';
import { branchOptions, DEMO_FLEET, demoFleetDriver, errorsOf, publicCall, register, TFM } from './sign-up-flow';

const RULES = '/api/v1/organisations/visibility-rules/';
let harness: Harness;
const tokens = {} as Record<'admin' | 'driver' | 'multi' | 'manager', string>;
const ids = {} as Record<'central' | 'car' | 'driver' | 'multi' | 'driverRole', number>;
const rows = {} as Record<'own' | 'other', BookingFixtureRow>;

// A week at Sydney Central far from the demo's bookings.
const FROM = '2031-05-05';
const TO = '2031-05-12';

type Page = { results: Booking[]; count: number };

async function get<T>(token: string, path: string): Promise<T> {
  const response = await harness.call('GET', path, { token, organisation: DEMO_FLEET });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function list(token: string, query = ''): Promise<Page> {
  const page = await get<Page>(token, `${TFM}/bookings/?vehicle_pk=${ids.car}${query}`);
  for (const booking of page.results) assert(booking, Booking);
  return page;
}

async function calendar(token: string): Promise<BookingCalendar> {
  const answer = await get<BookingCalendar>(token, `${TFM}/booking-calendar/?branch_pk=${ids.central}&from=${FROM}&to=${TO}`);
  assert(answer, BookingCalendar);
  return answer;
}

async function exported(token: string): Promise<Record<string, string>[]> {
  const response = await harness.call('GET', `${TFM}/bookings/?vehicle_pk=${ids.car}&is_export=csv`, { token, organisation: DEMO_FLEET });
  expect(response.status).toBe(200);
  return parse(await response.text(), { columns: true, bom: true }) as Record<string, string>[];
}

async function setDriverRules(rules: Partial<VisibilityRules>, signupBranchVisible = true): Promise<VisibilityRulesView> {
  const full: VisibilityRules = { others_bookings: 'hidden', driver_contact: 'shown', others_incidents: 'shown', ...rules };
  const response = await harness.call('PUT', RULES, {
    token: tokens.admin,
    organisation: DEMO_FLEET,
    body: { roles: [{ role: ids.driverRole, rules: full }], signup_branch_visible: signupBranchVisible },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as VisibilityRulesView;
}

beforeAll(async () => {
  // Self sign-up on, for the sign-up's branch question.
  harness = await createHarness({ env: { REGISTRATION_ENABLED: 'true' } });
  const db = harness.db;
  ids.central = await branchIdOf(db, DEMO_FLEET, 'Sydney Central');
  ids.driver = (await memberOf(db, DEMO_FLEET, 'driver@demo.fleet')).extensionId;
  ids.multi = (await memberOf(db, DEMO_FLEET, 'multi@demo.fleet')).extensionId;
  const [driverRole] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organisationId, DEMO_FLEET), eq(roles.name, 'Driver')));
  ids.driverRole = driverRole?.id ?? 0;
  ids.car = (await seedVehicle(db, { organisationId: DEMO_FLEET, branchId: ids.central, name: 'Visibility Corolla', registrationNum: 'VIS001' })).id;
  const at = (day: string, driverId: number, purposeOfTrip: string) =>
    seedBooking(db, {
      organisationId: DEMO_FLEET,
      branchId: ids.central,
      vehicleId: ids.car,
      driverId,
      startAt: new Date(`${day}T00:00:00Z`),
      endAt: new Date(`${day}T04:00:00Z`),
      purposeOfTrip,
    });
  rows.own = await at('2031-05-06', ids.driver, 'Own client visit');
  rows.other = await at('2031-05-07', ids.multi, 'Secret supplier meeting');
  [tokens.admin, tokens.driver, tokens.multi, tokens.manager] = await Promise.all([
    harness.login('admin@demo.fleet'),
    harness.login('driver@demo.fleet'),
    harness.login('multi@demo.fleet', DEMO_FLEET),
    harness.login('branch.manager@demo.fleet'),
  ]);
});
afterAll(() => harness.close());

describe('GET/PUT organisations/visibility-rules/ (issue 21)', () => {
  it('lists every role with the defaults of today: drivers see only their own bookings, everyone else in full; the sign-up asks for a branch', async () => {
    const view = await get<VisibilityRulesView>(tokens.admin, RULES);
    assert(view, VisibilityRulesView);
    expect(view.signup_branch_visible).toBe(true);
    const driver = view.roles.find((role) => role.pk === ids.driverRole);
    expect(driver).toMatchObject({
      name: 'Driver',
      sees_all_bookings: false,
      rules: { others_bookings: 'hidden', driver_contact: 'shown', others_incidents: 'shown' },
    });
    const admin = view.roles.find((role) => role.name === 'Admin');
    expect(admin).toMatchObject({ sees_all_bookings: true, rules: { others_bookings: 'full' } });
  });

  it('is for those who run the organisation: a driver is refused both calls', async () => {
    expect((await harness.call('GET', RULES, { token: tokens.driver, organisation: DEMO_FLEET })).status).toBe(403);
    const put = await harness.call('PUT', RULES, { token: tokens.driver, organisation: DEMO_FLEET, body: { roles: [], signup_branch_visible: true } });
    expect(put.status).toBe(403);
  });

  it('refuses an unknown choice naming the field, and a role of no such pk', async () => {
    const bad = await harness.call('PUT', RULES, {
      token: tokens.admin,
      organisation: DEMO_FLEET,
      body: {
        roles: [{ role: ids.driverRole, rules: { others_bookings: 'some', driver_contact: 'shown', others_incidents: 'shown' } }],
        signup_branch_visible: true,
      },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await errorsOf(bad))).toContain('others_bookings');
    const unknown = await harness.call('PUT', RULES, {
      token: tokens.admin,
      organisation: DEMO_FLEET,
      body: { roles: [{ role: 999_999, rules: { others_bookings: 'full', driver_contact: 'shown', others_incidents: 'shown' } }], signup_branch_visible: true },
    });
    expect(unknown.status).toBe(400);
    expect((await errorsOf(unknown)).fields).toHaveProperty('roles');
  });

  it('a save is kept, answered, and written to the audit trail', async () => {
    const saved = await setDriverRules({ others_bookings: 'booked' }, false);
    expect(saved.signup_branch_visible).toBe(false);
    expect(saved.roles.find((role) => role.pk === ids.driverRole)?.rules.others_bookings).toBe('booked');
    const trail = await get<{ results: { action: string; changes: Record<string, unknown> }[] }>(
      tokens.admin,
      '/api/v1/organisations/audits/?record_type=visibility_rules',
    );
    expect(trail.results[0]).toMatchObject({
      action: 'Updated',
      changes: { "Driver: Other drivers' bookings": ['hidden', 'booked'], signup_branch_visible: [true, false] },
    });
    await setDriverRules({});
  });
});

describe('others_bookings (issue 21)', () => {
  it('hidden (the drivers’ default): lists leave other drivers’ bookings out, the calendar still draws them as "Booked"', async () => {
    await setDriverRules({ others_bookings: 'hidden' });
    expect((await list(tokens.driver)).results.map((booking) => booking.pk)).toEqual([rows.own.id]);
    // As before the rules (spec §6): a driver does not open another's booking.
    expect((await harness.call('GET', `${TFM}/bookings/${rows.other.id}/`, { token: tokens.driver, organisation: DEMO_FLEET })).status).toBe(403);
    expect((await exported(tokens.driver)).map((row) => row['Booking ID'])).toEqual([String(rows.own.id)]);
    const drawn = (await calendar(tokens.driver)).bookings.filter((booking) => booking.vehicle_pk === ids.car);
    expect(drawn.map((booking) => [booking.pk, booking.driver_name, booking.editable])).toEqual([
      [rows.own.id, 'Dana Driver', true],
      [rows.other.id, 'Booked', false],
    ]);
  });

  it('booked: lists, calendar and export show other drivers’ bookings as "Booked", with no name, purpose or person', async () => {
    await setDriverRules({ others_bookings: 'booked' });
    const page = await list(tokens.driver, '&ordering=start_datetime');
    expect(page.results.map((booking) => booking.pk)).toEqual([rows.own.id, rows.other.id]);
    const [own, other] = page.results;
    expect(own).toMatchObject({ driver: { name: 'Dana Driver' }, purpose_of_trip: 'Own client visit' });
    expect(other).toMatchObject({ driver: null, secondary_drivers: [], purpose_of_trip: null, created_by: null, allowed_actions: [], is_masked: true });
    expect(JSON.stringify(other)).not.toContain('Morgan');

    const drawn = (await calendar(tokens.driver)).bookings.filter((booking) => booking.vehicle_pk === ids.car);
    expect(drawn.map((booking) => booking.driver_name)).toEqual(['Dana Driver', 'Booked']);

    const sheet = await exported(tokens.driver);
    const otherRow = sheet.find((row) => row['Booking ID'] === String(rows.other.id));
    expect(otherRow).toMatchObject({ Driver: 'Booked', 'Driver Email': '', 'Purpose of Trip': '', 'Created By': '' });
    expect(JSON.stringify(sheet)).not.toContain('Morgan');

    // "Booked" does not answer "whose?": a search by the other driver's name or a driver filter finds nothing.
    expect((await list(tokens.driver, '&search=Morgan')).results).toEqual([]);
    expect((await list(tokens.driver, `&driver_pk=${ids.multi}`)).results).toEqual([]);
    // Opened by id (a row of the list), the other's booking is "Booked" too, and its trail and trips stay closed.
    expect(await get<Booking>(tokens.driver, `${TFM}/bookings/${rows.other.id}/`)).toMatchObject({ driver: null, purpose_of_trip: null, is_masked: true });
    expect((await harness.call('GET', `${TFM}/bookings/${rows.other.id}/audits/`, { token: tokens.driver, organisation: DEMO_FLEET })).status).toBe(403);
  });

  it('full: other drivers’ bookings show with their names; managers see everything whatever the drivers’ rules', async () => {
    await setDriverRules({ others_bookings: 'full' });
    const other = (await list(tokens.driver)).results.find((booking) => booking.pk === rows.other.id);
    expect(other?.driver?.name).toBe('Morgan Multi');
    // In full, it opens in full, with nothing to do with it (editing stays the driver's own, spec §6).
    expect(await get<Booking>(tokens.driver, `${TFM}/bookings/${rows.other.id}/`)).toMatchObject({ driver: { name: 'Morgan Multi' }, allowed_actions: [] });
    await setDriverRules({ others_bookings: 'booked' });
    const managed = (await calendar(tokens.admin)).bookings.filter((booking) => booking.vehicle_pk === ids.car);
    expect(managed.map((booking) => booking.driver_name)).toEqual(['Dana Driver', 'Morgan Multi']);
    expect((await exported(tokens.admin)).map((row) => row.Driver).sort()).toEqual(['Dana Driver', 'Morgan Multi']);
  });
});

describe('driver_contact (issue 21)', () => {
  it('hidden: other people’s phone and email are left out of bookings; the viewer’s own stay', async () => {
    await setDriverRules({ others_bookings: 'full', driver_contact: 'hidden' });
    const page = await list(tokens.driver, '&ordering=start_datetime');
    const [own, other] = page.results;
    expect(own?.driver?.email).toBe('driver@demo.fleet');
    expect(other?.driver).toMatchObject({ name: 'Morgan Multi', email: null, phone: null });
    expect((await exported(tokens.driver)).find((row) => row['Booking ID'] === String(rows.other.id))?.['Driver Email']).toBe('');
    await setDriverRules({ others_bookings: 'full', driver_contact: 'shown' });
    expect((await list(tokens.driver)).results.find((booking) => booking.pk === rows.other.id)?.driver?.email).toBe('multi@demo.fleet');
  });
});

describe('others_incidents (issue 21)', () => {
  it('hidden: a role that raises incidents sees only its own and those about its bookings; organisation admins still see all', async () => {
    await seedMember(harness.db, {
      organisationId: DEMO_FLEET,
      email: 'reporter@demo.fleet',
      roleName: 'Reporter',
      permissions: ['incident_write'],
      branchId: ids.central,
    });
    const reporter = await harness.login('reporter@demo.fleet');
    const [reporterRole] = await harness.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.organisationId, DEMO_FLEET), eq(roles.name, 'Reporter')));
    const types = await get<{ results: IncidentType[] }>(tokens.admin, `${TFM}/incident-types/`);
    const damage = types.results.find((type) => type.name === 'Damage');
    const body = damage?.sub_types.find((type) => type.name === 'Body');
    const reported = await harness.call('POST', `${TFM}/incidents/`, {
      token: tokens.admin,
      organisation: DEMO_FLEET,
      body: { incident_type: damage?.pk, incident_sub_type: body?.pk, booking: rows.other.id, description: 'Dent on the bonnet' },
    });
    expect(reported.status).toBe(201);
    const { pk } = (await reported.json()) as { pk: number };
    const incidentPks = async (token: string) => (await get<{ results: { pk: number }[] }>(token, `${TFM}/incidents/`)).results.map((incident) => incident.pk);
    expect(await incidentPks(reporter)).toContain(pk);

    const hide = await harness.call('PUT', RULES, {
      token: tokens.admin,
      organisation: DEMO_FLEET,
      body: {
        roles: [{ role: reporterRole?.id, rules: { others_bookings: 'full', driver_contact: 'shown', others_incidents: 'hidden' } }],
        signup_branch_visible: true,
      },
    });
    expect(hide.status).toBe(200);
    expect(await incidentPks(reporter)).not.toContain(pk);
    expect(await incidentPks(tokens.admin)).toContain(pk);
  });
});

describe('signup_branch_visible (spec §5 branch visibility)', () => {
  const branchQuestion = async () => {
    const response = await publicCall(harness, 'POST', '/domains/validate/', {
      body: { email: 'branch.question@example.com', organisation: String(DEMO_FLEET), self_sign_up: true },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { askFields: { alias: string; visibility: unknown }[] };
    return body.askFields.find((field) => field.alias === 'branch');
  };

  it('on (the default) the sign-up requires a branch; off, the question stays but is optional', async () => {
    expect((await branchQuestion())?.visibility).toBeNull();
    await setDriverRules({}, false);
    expect((await branchQuestion())?.visibility).toBe(false);
    await setDriverRules({}, true);
    expect((await branchQuestion())?.visibility).toBeNull();
  });

  it('off, a sign-up without a branch is taken and joins the first branch offered; on, it is refused with "Branch is required"', async () => {
    const { branch: _branch, ...withoutBranch } = demoFleetDriver(ids.central);
    const refused = await register(harness, DEMO_FLEET, 'no.branch.on@example.com', withoutBranch);
    expect(refused.status).toBe(400);
    expect((await errorsOf(refused)).fields).toEqual({ 'driver.branch': 'Branch is required' });

    await setDriverRules({}, false);
    const first = [...(await branchOptions(harness, DEMO_FLEET)).values()][0];
    const taken = await register(harness, DEMO_FLEET, 'no.branch.off@example.com', withoutBranch);
    expect(taken.status, await taken.clone().text()).toBe(201);
    const [member] = await harness.db
      .select({ branchId: employeeExtensions.branchId })
      .from(employeeExtensions)
      .innerJoin(users, eq(users.id, employeeExtensions.userId))
      .where(and(eq(users.email, 'no.branch.off@example.com'), eq(employeeExtensions.organisationId, DEMO_FLEET)));
    expect(member?.branchId).toBe(first);
    await setDriverRules({}, true);
  });
});

describe('one booking opened by id (issue 21)', () => {
  it('a role that sees others as "Booked" opens another’s booking masked, and is refused its audit trail and trips', async () => {
    await seedMember(harness.db, {
      organisationId: DEMO_FLEET,
      email: 'support.vis@demo.fleet',
      roleName: 'Support Vis',
      permissions: ['branch_support'],
      branchId: ids.central,
    });
    const support = await harness.login('support.vis@demo.fleet');
    const [supportRole] = await harness.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.organisationId, DEMO_FLEET), eq(roles.name, 'Support Vis')));
    const opened = await get<Booking>(support, `${TFM}/bookings/${rows.other.id}/`);
    expect(opened.driver?.name).toBe('Morgan Multi');
    expect((await harness.call('GET', `${TFM}/bookings/${rows.other.id}/audits/`, { token: support, organisation: DEMO_FLEET })).status).toBe(200);

    const booked = await harness.call('PUT', RULES, {
      token: tokens.admin,
      organisation: DEMO_FLEET,
      body: {
        roles: [{ role: supportRole?.id, rules: { others_bookings: 'booked', driver_contact: 'shown', others_incidents: 'shown' } }],
        signup_branch_visible: true,
      },
    });
    expect(booked.status).toBe(200);
    const masked = await get<Booking>(support, `${TFM}/bookings/${rows.other.id}/`);
    expect(masked).toMatchObject({ driver: null, purpose_of_trip: null, is_masked: true, allowed_actions: [] });
    expect((await harness.call('GET', `${TFM}/bookings/${rows.other.id}/audits/`, { token: support, organisation: DEMO_FLEET })).status).toBe(403);
    expect((await harness.call('GET', `${TFM}/booking-trips/?booking_id=${rows.other.id}`, { token: support, organisation: DEMO_FLEET })).status).toBe(403);
  });
});

describe('the embedded calendar (issue 21)', () => {
  const INTRANET = 'https://intranet.partner.example';

  it('a signed-in widget token shows a driver others’ bookings as "Booked"; a read-only key names drivers only as its key allows', async () => {
    await setDriverRules({ others_bookings: 'booked' });
    const keyFor = async (scope: 'booking' | 'calendar_read') => {
      const created = await harness.call('POST', `${TFM}/embed-keys/`, {
        token: tokens.admin,
        organisation: DEMO_FLEET,
        body: { name: `Intranet ${scope}`, allowed_origins: [INTRANET], scope, show_driver_name: true },
      });
      expect(created.status).toBe(201);
      return ((await created.json()) as { key: string }).key;
    };
    const tokenFor = async (key: string, session?: string) => {
      const issued = await harness.call('POST', `${TFM}/embed/token/`, { token: session, body: { embed_key: key }, headers: { origin: INTRANET } });
      expect(issued.status).toBe(200);
      return ((await issued.json()) as { token: string }).token;
    };
    const drawn = async (widgetToken: string) => {
      const response = await harness.call('GET', `${TFM}/booking-calendar/?branch_pk=${ids.central}&from=${FROM}&to=${TO}`, {
        headers: { authorization: `Widget ${widgetToken}`, origin: INTRANET },
      });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as BookingCalendar;
      return answer.bookings.filter((booking) => booking.vehicle_pk === ids.car).map((booking) => booking.driver_name);
    };

    expect(await drawn(await tokenFor(await keyFor('booking'), tokens.driver))).toEqual(['Dana Driver', 'Booked']);
    // A partner page's anonymous calendar has no role: its key decides, as before the rules.
    expect(await drawn(await tokenFor(await keyFor('calendar_read')))).toEqual(['Dana Driver', 'Morgan Multi']);
  });
});
