import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookingMessage,
  bookingMessages,
  messages,
  type ApprovalRule,
  type AuditEntry,
  type Employee,
  type LineManagerSetting,
  type Profile,
} from '@motorpool/api';
import { employeeExtensions } from '../src/db/schema';
import { addVehicle, branchId, json, memberId, midweekDate, payload, tfm, type CreatedBody } from './booking-write-fixtures';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

const SETTING = '/booking-approval-rules/line-manager/';
const EMPLOYEES = `${TFM}/employees-extensions/`;
const MANAGER_REQUIRED = messages.driverDetails.managerRequired;

let harness: Harness;
const tokens = {} as Record<'admin' | 'driver' | 'branchManager' | 'sysadmin', string>;
let central: number;
let dana: number;
let driverRole: number;

const setRequired = (required: boolean, token = tokens.admin) => tfm(harness, token, 'PUT', SETTING, { line_manager_required: required });
const setDanaManager = (manager: string | null) => harness.db.update(employeeExtensions).set({ manager }).where(eq(employeeExtensions.id, dana));

let emailCounter = 0;
const newMember = (extra: Record<string, unknown> = {}) => ({
  user: { first_name: 'Lina', last_name: 'Lineless', email: `line.manager.${++emailCounter}@example.com` },
  role: driverRole,
  status: 'Active',
  branch: central,
  ...extra,
});

beforeAll(async () => {
  harness = await createHarness();
  tokens.admin = await harness.login('admin@demo.fleet');
  tokens.driver = await harness.login('driver@demo.fleet');
  tokens.branchManager = await harness.login('branch.manager@demo.fleet');
  tokens.sysadmin = await harness.login('sysadmin@demo.fleet');
  central = await branchId(harness, 'Sydney Central');
  dana = await memberId(harness, 'driver@demo.fleet', DEMO_FLEET);
  const roles = await json<{ results: { pk: number; name: string }[] }>(await tfm(harness, tokens.admin, 'GET', '/roles/'));
  driverRole = roles.results.find((role) => role.name === 'Driver')?.pk ?? 0;
});
afterAll(() => harness.close());

beforeEach(async () => {
  await setRequired(false);
  await setDanaManager('admin@demo.fleet');
});

describe('the line-manager setting', () => {
  it('is off until an administrator turns it on, and reads back as saved', async () => {
    expect(await json<LineManagerSetting>(await tfm(harness, tokens.admin, 'GET', SETTING))).toEqual({ line_manager_required: false });
    expect(await json<LineManagerSetting>(await setRequired(true))).toEqual({ line_manager_required: true });
    expect(await json<LineManagerSetting>(await tfm(harness, tokens.admin, 'GET', SETTING))).toEqual({ line_manager_required: true });
  });

  it('is read and changed only by organisation_write or super_users', async () => {
    for (const token of [tokens.driver, tokens.branchManager]) {
      expect((await tfm(harness, token, 'GET', SETTING)).status).toBe(403);
      expect((await setRequired(true, token)).status).toBe(403);
    }
    expect((await tfm(harness, tokens.admin, 'GET', SETTING)).status).toBe(200);
  });

  it('refuses a body that is not the setting, naming the field', async () => {
    const wrongType = await tfm(harness, tokens.admin, 'PUT', SETTING, { line_manager_required: 'yes' });
    expect(wrongType.status).toBe(400);
    expect((await errorsOf(wrongType)).fields).toHaveProperty('line_manager_required');
    const unknown = await tfm(harness, tokens.admin, 'PUT', SETTING, { line_manager_required: true, also: 1 });
    expect(unknown.status).toBe(400);
    expect((await errorsOf(unknown)).fields).toHaveProperty('also');
    expect((await tfm(harness, tokens.admin, 'PUT', SETTING, {})).status).toBe(400);
  });

  it('belongs to one organisation', async () => {
    await setRequired(true);
    const other = await harness.call('GET', `${TFM}${SETTING}`, { token: tokens.sysadmin, organisation: FLEET_SHARE });
    expect(await json<LineManagerSetting>(other)).toEqual({ line_manager_required: false });
  });
});

describe('bookings while a line manager is required', () => {
  const refusal = bookingMessage(bookingMessages.driverWithoutLineManager, { driver: 'Dana Driver' });

  it('refuses a create whose driver has no line manager, naming the driver', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(20);
    const body = payload(central, vehicle.id, dana, `${day}T09:00`, `${day}T12:00`);
    await setDanaManager(null);
    await setRequired(true);

    const refused = await tfm(harness, tokens.admin, 'POST', '/bookings/', body);
    expect(refused.status).toBe(400);
    expect(await errorsOf(refused)).toMatchObject({ title: refusal, fields: { driver: refusal } });

    await setDanaManager('admin@demo.fleet');
    expect((await tfm(harness, tokens.admin, 'POST', '/bookings/', body)).status).toBe(201);
  });

  it('takes the same booking while the setting is off', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(22);
    await setDanaManager('  ');
    expect((await tfm(harness, tokens.admin, 'POST', '/bookings/', payload(central, vehicle.id, dana, `${day}T09:00`, `${day}T12:00`))).status).toBe(201);
  });

  it('refuses an edit while the driver has none', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(24);
    const created = await json<CreatedBody>(
      await tfm(harness, tokens.admin, 'POST', '/bookings/', payload(central, vehicle.id, dana, `${day}T09:00`, `${day}T12:00`)),
      201,
    );
    const booking = created.results[0]?.pk;
    await setDanaManager(null);
    await setRequired(true);

    const edit = payload(central, vehicle.id, dana, `${day}T09:00`, `${day}T13:00`);
    const refused = await tfm(harness, tokens.admin, 'PUT', `/bookings/${booking}/`, edit);
    expect(refused.status).toBe(400);
    expect((await errorsOf(refused)).fields).toEqual({ driver: refusal });

    await setDanaManager('admin@demo.fleet');
    expect((await tfm(harness, tokens.admin, 'PUT', `/bookings/${booking}/`, edit)).status).toBe(200);
  });
});

describe('member saves while a line manager is required', () => {
  it("refuses a new member without one: Line Manager's Email is required", async () => {
    await setRequired(true);
    const refused = await harness.call('POST', EMPLOYEES, { token: tokens.admin, body: newMember() });
    expect(refused.status).toBe(400);
    expect((await errorsOf(refused)).fields).toEqual({ manager: MANAGER_REQUIRED });
    expect((await harness.call('POST', EMPLOYEES, { token: tokens.admin, body: newMember({ manager: '' }) })).status).toBe(400);
    expect((await harness.call('POST', EMPLOYEES, { token: tokens.admin, body: newMember({ manager: 'admin@demo.fleet' }) })).status).toBe(201);
  });

  it('adds a member without one while the setting is off', async () => {
    expect((await harness.call('POST', EMPLOYEES, { token: tokens.admin, body: newMember() })).status).toBe(201);
  });

  it("refuses an administrator's update that clears it, not one that leaves it alone", async () => {
    const member = await json<Employee>(await harness.call('POST', EMPLOYEES, { token: tokens.admin, body: newMember() }), 201);
    await setRequired(true);
    const path = `${TFM}/update-extension/${member.pk}/`;
    const cleared = await harness.call('PUT', path, { token: tokens.admin, body: { manager: '' } });
    expect(cleared.status).toBe(400);
    expect((await errorsOf(cleared)).fields).toEqual({ manager: MANAGER_REQUIRED });
    // An edit of another field is not refused for a manager the member never had.
    expect((await harness.call('PUT', path, { token: tokens.admin, body: { employee_id: `E-${member.pk}` } })).status).toBe(200);
    expect((await harness.call('PUT', path, { token: tokens.admin, body: { manager: 'admin@demo.fleet' } })).status).toBe(200);
  });

  it("asks the person for one in their profile's missing details while they have none", async () => {
    const missing = async () =>
      ((await json<Profile>(await harness.call('GET', '/api/v1/accounts/user/profile/', { token: tokens.driver }))).missing_user_attributes ?? []).map(
        (attribute) => attribute.alias,
      );
    await setDanaManager(null);
    expect(await missing()).not.toContain('manager');
    await setRequired(true);
    expect(await missing()).toContain('manager');
    await setDanaManager('admin@demo.fleet');
    expect(await missing()).not.toContain('manager');
  });

  it("refuses the person's own profile save without one", async () => {
    await setRequired(true);
    const own = (body: unknown) => harness.call('PUT', `${TFM}/update-driver-extension/${dana}/`, { token: tokens.driver, body });
    const refused = await own({ manager: '' });
    expect(refused.status).toBe(400);
    expect((await errorsOf(refused)).fields).toEqual({ manager: MANAGER_REQUIRED });
    expect((await own({ manager: 'admin@demo.fleet', date_of_birth: '1990-05-17' })).status).toBe(200);
  });
});

describe('the approval rules trail', () => {
  const trail = async () =>
    (
      await json<{ results: AuditEntry[] }>(
        await harness.call('GET', '/api/v1/organisations/audits/?record_type=approval_rules', { token: tokens.admin, organisation: DEMO_FLEET }),
      )
    ).results;

  it('records who created, changed and deleted a rule, with what changed by name, and the setting', async () => {
    const before = (await trail()).length;
    const rule = await json<ApprovalRule>(
      await tfm(harness, tokens.admin, 'POST', '/booking-approval-rules/', { name: 'Central trips', branch_pks: [central], approvers: ['branch_manager'] }),
      201,
    );
    await json<ApprovalRule>(
      await tfm(harness, tokens.admin, 'PUT', `/booking-approval-rules/${rule.pk}/`, {
        name: 'Central trips',
        branch_pks: [central],
        min_duration_minutes: 120,
        approvers: ['branch_manager', 'admin'],
      }),
    );
    // The same again changes nothing, and records nothing.
    await tfm(harness, tokens.admin, 'PUT', `/booking-approval-rules/${rule.pk}/`, {
      name: 'Central trips',
      branch_pks: [central],
      min_duration_minutes: 120,
      approvers: ['branch_manager', 'admin'],
    });
    await json(await tfm(harness, tokens.admin, 'DELETE', `/booking-approval-rules/${rule.pk}/`));
    await setRequired(true);

    const [setting, deleted, updated, created] = await trail();
    expect((await trail()).length).toBe(before + 4);
    expect(created).toMatchObject({
      action: 'Created Central trips',
      actor: { name: 'Alex Admin' },
      changes: { name: [null, 'Central trips'], branches: [null, ['Sydney Central']], approvers: [null, ['branch_manager']], is_active: [null, true] },
    });
    expect(updated?.action).toBe('Updated Central trips');
    expect(updated?.changes).toEqual({
      rule: ['Central trips', 'Central trips'],
      min_duration_minutes: [null, 120],
      approvers: [['branch_manager'], ['branch_manager', 'admin']],
    });
    expect(deleted).toMatchObject({ action: 'Deleted Central trips', changes: { name: ['Central trips', null] } });
    expect(setting).toMatchObject({ action: 'Updated', changes: { line_manager_required: [false, true] } });
  });
});
