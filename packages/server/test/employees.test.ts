import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { eq } from 'drizzle-orm';
import {
  ADDITIONAL_BRANCHES_GROUP,
  ADDITIONAL_HUBS_GROUP,
  Employee,
  EmployeeSearchResult,
  EmployeeValidation,
  listOf,
  messages,
  NamedRef,
  type Profile,
  requiredMessage,
  StatusRef,
  TagGroup,
  USER_STATUSES,
} from '@motorpool/api';
import { employeeExtensions, users } from '../src/db/schema';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, inYears, TFM } from './sign-up-flow';

const EMPLOYEES = `${TFM}/employees-extensions/`;
const member = (pk: number | string) => `${EMPLOYEES}${pk}/`;

let harness: Harness;
const tokens: Record<'admin' | 'driver' | 'hubManager' | 'multiInFleetShare' | 'sysadmin', string> = {
  admin: '',
  driver: '',
  hubManager: '',
  multiInFleetShare: '',
  sysadmin: '',
};
type Named = Map<string, number>;
let roles: Named;
let branches: Named;
let departments: Named;
let costCentres: Named;
let fleetShare: { roles: Named; branches: Named; departments: Named; costCentres: Named; memberPk: number };
const pks: Record<string, number> = {};

async function json<T>(response: Response, status = 200): Promise<T> {
  const body = await response.text();
  expect(response.status, body).toBe(status);
  return JSON.parse(body) as T;
}

async function named(path: string, token: string, organisation?: number): Promise<Named> {
  const body = await json<{ results: { pk: number; name: string }[] }>(await harness.call('GET', `${TFM}/${path}`, { token, organisation }));
  return new Map(body.results.map((row) => [row.name, row.pk]));
}

async function memberPk(email: string, token = tokens.admin, organisation?: number): Promise<number> {
  const body = await json<{ results: { pk: number }[] }>(
    await harness.call('GET', `${EMPLOYEES}search/?email=${encodeURIComponent(email)}`, { token, organisation }),
  );
  const pk = body.results[0]?.pk;
  if (!pk) throw new Error(`no member ${email}`);
  return pk;
}

beforeAll(async () => {
  harness = await createHarness();
  tokens.admin = await harness.login('admin@demo.fleet');
  tokens.driver = await harness.login('driver@demo.fleet');
  tokens.hubManager = await harness.login('hub.manager@demo.fleet');
  tokens.multiInFleetShare = await harness.login('multi@demo.fleet', FLEET_SHARE);
  tokens.sysadmin = await harness.login('sysadmin@demo.fleet');
  [roles, branches, departments, costCentres] = await Promise.all([
    named('roles/', tokens.admin),
    named('branches/', tokens.admin),
    named('departments/', tokens.admin),
    named('cost-centres/', tokens.admin),
  ]);
  fleetShare = {
    roles: await named('roles/', tokens.sysadmin, FLEET_SHARE),
    branches: await named('branches/', tokens.sysadmin, FLEET_SHARE),
    departments: await named('departments/', tokens.sysadmin, FLEET_SHARE),
    costCentres: await named('cost-centres/', tokens.sysadmin, FLEET_SHARE),
    memberPk: await memberPk('multi@demo.fleet', tokens.sysadmin, FLEET_SHARE),
  };
  for (const email of ['admin@demo.fleet', 'driver@demo.fleet', 'hub.manager@demo.fleet', 'branch.manager@demo.fleet', 'multi@demo.fleet']) {
    pks[email] = await memberPk(email);
  }
});
afterAll(() => harness.close());

const pk = (name: Named, key: string) => {
  const value = name.get(key);
  if (value === undefined) throw new Error(`no ${key}`);
  return value;
};

let emailCounter = 0;
const freshEmail = (prefix = 'new.user') => `${prefix}.${++emailCounter}@example.com`;

function newUser(overrides: Record<string, unknown> = {}, user: Record<string, unknown> = {}) {
  return {
    user: { first_name: 'Nina', last_name: 'Newcomer', email: freshEmail(), phone: { dial_code: '61', number: '412345678', country_code: 'au' }, ...user },
    role: pk(roles, 'Driver'),
    status: 'Active',
    branch: pk(branches, 'Sydney Central'),
    ...overrides,
  };
}

async function create(body: unknown, token = tokens.admin, organisation?: number) {
  return harness.call('POST', EMPLOYEES, { token, body, organisation });
}

async function created(body: Record<string, unknown>): Promise<Employee> {
  const employee = await json<Employee>(await create(body), 201);
  assert(employee, Employee);
  return employee;
}

/** The full save payload of a member as the edit form would send it back. */
function formOf(employee: Employee, overrides: Record<string, unknown> = {}) {
  const extension = employee.employee_details?.employees_extension;
  if (!extension || !employee.user) throw new Error('no details');
  const phone = employee.user.phone_parts;
  return {
    pk: employee.pk,
    user: { first_name: employee.user.first_name, last_name: employee.user.last_name, email: employee.user.email, ...(phone ? { phone } : {}) },
    role: employee.role?.pk,
    status: employee.status.name,
    branch: extension.branch?.pk,
    employee_id: employee.employee_id,
    license_number: extension.license_number,
    license_class: extension.license_class,
    ...overrides,
  };
}

async function getEmployee(pkValue: number, token = tokens.admin, query = ''): Promise<Employee> {
  const employee = await json<Employee>(await harness.call('GET', `${member(pkValue)}${query}`, { token }));
  assert(employee, Employee);
  return employee;
}

const extensionOf = (employee: Employee) => {
  const extension = employee.employee_details?.employees_extension;
  if (!extension) throw new Error('no extension');
  return extension;
};

describe('lookups', () => {
  it('lists the user statuses of spec §4 for organisations_employee', async () => {
    const body = await json<{ results: { name: string }[]; count: number }>(
      await harness.call('GET', `${TFM}/statuses/?entity=organisations_employee`, { token: tokens.driver }),
    );
    assert(body, listOf(StatusRef));
    expect(body.results.map((status) => status.name)).toEqual([...USER_STATUSES]);
    const unknown = await harness.call('GET', `${TFM}/statuses/?entity=bookings`, { token: tokens.admin });
    expect(unknown.status).toBe(400);
    expect((await errorsOf(unknown)).fields?.entity).toBe('entity must be one of organisations_employee.');
  });

  it("lists the organisation's roles, departments and cost centres, and only its own", async () => {
    expect([...roles.keys()]).toEqual(['Admin', 'Branch Manager', 'Driver', 'Hub Manager', 'HubBranch']);
    expect([...departments.keys()]).toEqual(['Finance', 'Operations', 'Sales']);
    expect([...costCentres.keys()]).toEqual(['CC-100 Fleet', 'CC-200 Sales']);
    for (const [ours, theirs] of [
      [roles, fleetShare.roles],
      [departments, fleetShare.departments],
      [costCentres, fleetShare.costCentres],
    ] as const) {
      expect([...ours.values()].some((id) => [...theirs.values()].includes(id))).toBe(false);
    }
    const body = await json<unknown>(await harness.call('GET', `${TFM}/departments/`, { token: tokens.driver }));
    assert(body, listOf(NamedRef));
  });

  it('lists the user tag groups without a selected value, and refuses an unknown tag type', async () => {
    const body = await json<{ results: TagGroup[] }>(await harness.call('GET', `${TFM}/tags/?tag_type=user`, { token: tokens.driver }));
    assert(body, listOf(TagGroup));
    expect(body.results.map((group) => [group.tag_group_name, group.tag_data_type])).toEqual([
      ['Uniform Size', 'textselect'],
      ['Forklift Certified', 'toggle'],
      ['Security Clearance', 'multitextselect'],
      ['Induction Date', 'date'],
      ['Shift Start', 'time'],
      [ADDITIONAL_HUBS_GROUP, 'multitextselect'],
      [ADDITIONAL_BRANCHES_GROUP, 'multitextselect'],
    ]);
    expect(body.results.every((group) => !('selectedValue' in group))).toBe(true);
    expect(body.results.find((group) => group.tag_group_name === ADDITIONAL_HUBS_GROUP)?.is_customizable).toBe(false);
    expect((await json<{ results: TagGroup[] }>(await harness.call('GET', `${TFM}/tags/?tag_type=booking`, { token: tokens.driver }))).results).toEqual([]);
    expect((await json<{ results: TagGroup[] }>(await harness.call('GET', `${TFM}/tags/?tag_type=vehicle`, { token: tokens.driver }))).results).toEqual([]);
    expect((await harness.call('GET', `${TFM}/tags/?tag_type=incident`, { token: tokens.driver })).status).toBe(400);
    expect((await harness.call('GET', `${TFM}/tags/`, { token: tokens.driver })).status).toBe(400);
  });

  it('needs a signed-in member', async () => {
    for (const path of ['statuses/?entity=organisations_employee', 'roles/', 'departments/', 'cost-centres/', 'tags/?tag_type=user']) {
      expect((await harness.call('GET', `${TFM}/${path}`)).status).toBe(401);
    }
  });
});

describe('GET employees-extensions/{pk}/', () => {
  it("answers the spec §3 Employee with licence, HR details, custom fields and the caller's rights", async () => {
    const employee = await getEmployee(pks['driver@demo.fleet'] ?? 0);
    expect(employee).toMatchObject({
      name: 'Dana Driver',
      email: 'driver@demo.fleet',
      employee_id: 'EMP002',
      status: { name: 'Active' },
      role: { name: 'Driver' },
      is_active: true,
      is_editable: true,
      is_deleteable: true,
      is_activate: true,
      edit_scope: 'full',
      user: { phone: '+61400000000', country_code: 'AU', phone_parts: { dial_code: '61', number: '400000000', country_code: 'au' } },
    });
    const extension = extensionOf(employee);
    expect(extension).toMatchObject({
      is_deleted: false,
      branch: { name: 'Sydney Central' },
      departments: [{ name: 'Operations' }],
      cost_centre: { name: 'CC-100 Fleet' },
      manager: 'admin@demo.fleet',
      license_number: 'NSW1234567',
      license_class: ['C'],
      license_country_of_issue: 'Australia',
      license_state: 'NSW',
      license_status: 'Valid',
      date_of_birth: { original: '1990-05-17', formated: '17/05/1990' },
      postcode: '2000',
      extra_data: { keaz_user_pk: null },
    });
    expect(extension.user_tags).toEqual([
      { tag_group_name: 'Uniform Size', value: 'M' },
      { tag_group_name: 'Forklift Certified', value: 'false' },
      { tag_group_name: 'Security Clearance', value: [] },
      { tag_group_name: 'Induction Date', value: '2024-02-05' },
      { tag_group_name: 'Shift Start', value: '07:00 AM' },
      { tag_group_name: ADDITIONAL_HUBS_GROUP, value: [] },
      { tag_group_name: ADDITIONAL_BRANCHES_GROUP, value: [] },
    ]);
  });

  it("lets a member read their own record, limited, and nobody else's", async () => {
    const own = await getEmployee(pks['driver@demo.fleet'] ?? 0, tokens.driver);
    expect(own).toMatchObject({ is_editable: true, edit_scope: 'limited', is_deleteable: false, is_activate: false });
    expect((await harness.call('GET', member(pks['admin@demo.fleet'] ?? 0), { token: tokens.driver })).status).toBe(403);
  });

  it("answers 404 for another organisation's member, a malformed pk and a missing one", async () => {
    expect((await harness.call('GET', member(fleetShare.memberPk), { token: tokens.admin })).status).toBe(404);
    expect((await harness.call('GET', member('abc'), { token: tokens.admin })).status).toBe(404);
    expect((await harness.call('GET', member(999_999), { token: tokens.admin })).status).toBe(404);
    expect((await harness.call('GET', member(pks['driver@demo.fleet'] ?? 0))).status).toBe(401);
  });
});

describe('GET employees-extensions/get-profile/', () => {
  it("answers the caller's own record in the selected organisation", async () => {
    const own = await json<Employee>(await harness.call('GET', `${EMPLOYEES}get-profile/`, { token: tokens.driver }));
    expect(own.pk).toBe(pks['driver@demo.fleet']);
    const inFleetShare = await json<Employee>(await harness.call('GET', `${EMPLOYEES}get-profile/`, { token: tokens.multiInFleetShare }));
    expect(inFleetShare.pk).toBe(fleetShare.memberPk);
  });

  it('answers 404 to a system admin who is not a member', async () => {
    expect((await harness.call('GET', `${EMPLOYEES}get-profile/`, { token: tokens.sysadmin, organisation: DEMO_FLEET })).status).toBe(404);
  });
});

describe('GET employees-extensions/search/', () => {
  async function search(query: string, token = tokens.driver) {
    const body = await json<{ results: EmployeeSearchResult[]; count: number }>(await harness.call('GET', `${EMPLOYEES}search/?${query}`, { token }));
    assert(body, listOf(EmployeeSearchResult));
    return body;
  }

  it('finds members by text, exact email, exact Employee ID and role', async () => {
    expect((await search('search=dana')).results).toEqual([
      { pk: pks['driver@demo.fleet'], email: 'driver@demo.fleet', employee_id: 'EMP002', name: 'Dana Driver', role: 'Driver' },
    ]);
    expect((await search('email=DRIVER@demo.fleet')).results.map((row) => row.name)).toEqual(['Dana Driver']);
    expect((await search('email=driver@demo')).count).toBe(0);
    expect((await search('employee_id=emp004')).results.map((row) => row.email)).toEqual(['hub.manager@demo.fleet']);
    const drivers = await search('role=Driver&page_size=100');
    expect(drivers.results.map((row) => row.email)).toEqual(expect.arrayContaining(['driver@demo.fleet', 'multi@demo.fleet']));
    expect(drivers.results.every((row) => row.role === 'Driver')).toBe(true);
    expect((await search(`role=${pk(roles, 'Hub Manager')}`)).results.map((row) => row.email)).toEqual(['hub.manager@demo.fleet']);
  });

  it("never shows another organisation's members", async () => {
    expect((await search(`role=${pk(fleetShare.roles, 'Branch Manager')}`, tokens.admin)).count).toBe(0);
    const inFleetShare = await search('page_size=100', tokens.multiInFleetShare);
    expect(inFleetShare.results.map((row) => row.email)).toEqual(['multi@demo.fleet']);
  });
});

describe('POST employees-extensions/ (create)', () => {
  it('creates an account and membership, stores every detail and emails the activation link', async () => {
    const email = freshEmail('created');
    const employee = await created(
      newUser(
        {
          employee_id: 'NEW-001',
          hub: pk(branches, 'Sydney Hub'),
          departments: [pk(departments, 'Sales'), pk(departments, 'Finance')],
          cost_centre: pk(costCentres, 'CC-200 Sales'),
          manager: 'Admin@Demo.Fleet',
          date_of_birth: '1985-01-31',
          license_number: 'NSW7654321',
          license_class: ['C', 'LR', 'C'],
          license_country_of_issue: 'Australia',
          license_state: 'NSW',
          license_valid_upto: inYears(2),
          license_exp_reminder: true,
          lic_exp_remind_before_days: 30,
          lic_exp_reminder_recipients: [pks['admin@demo.fleet']],
          procon_id: 'TEL-9',
          keaz_user_pk: 'KZ-1',
          address: '5 Pitt Street',
          postcode: '2000',
          keypad_number: '7788',
          associated_tags: ['Night shift'],
          user_tags: [
            { tag_group_name: 'Uniform Size', value: 'L' },
            { tag_group_name: 'Security Clearance', value: ['NV1'] },
          ],
        },
        { email, phone: { dial_code: '+61', number: '0412 345 678', country_code: 'AU' } },
      ),
    );
    expect(employee).toMatchObject({ name: 'Nina Newcomer', email, employee_id: 'NEW-001', status: { name: 'Active' }, role: { name: 'Driver' } });
    expect(employee.user).toMatchObject({
      phone: '+61412345678',
      country_code: 'AU',
      phone_parts: { dial_code: '61', number: '412345678', country_code: 'au' },
    });
    const extension = extensionOf(employee);
    expect(extension).toMatchObject({
      hub: { name: 'Sydney Hub' },
      departments: [{ name: 'Finance' }, { name: 'Sales' }],
      cost_centre: { name: 'CC-200 Sales' },
      manager: 'Admin@Demo.Fleet',
      date_of_birth: { original: '1985-01-31', formated: '31/01/1985' },
      license_class: ['C', 'LR'],
      license_status: 'Valid',
      license_exp_reminder: true,
      lic_exp_remind_before_days: 30,
      lic_exp_reminder_recipients: [{ pk: pks['admin@demo.fleet'], name: 'Alex Admin', role: 'Admin' }],
      procon_id: 'TEL-9',
      extra_data: { keaz_user_pk: 'KZ-1' },
      keypad_number: '7788',
      associated_tags: ['Night shift'],
    });
    expect(extension.user_tags).toContainEqual({ tag_group_name: 'Uniform Size', value: 'L' });
    expect(extension.user_tags).toContainEqual({ tag_group_name: 'Security Clearance', value: ['NV1'] });

    const [account] = await harness.db.select().from(users).where(eq(users.email, email));
    expect(account?.passwordHash).toBeNull();
    const mail = await harness.lastMessageTo(email);
    expect(mail?.template).toBe('account_activation');
    expect(mail?.text).toMatch(/\/welcome-user\?token=/);
  });

  it('invites someone who belongs to another organisation instead of adding them, without a second account', async () => {
    const email = freshEmail('shared');
    await json<Employee>(
      await create(
        newUser(
          { role: pk(fleetShare.roles, 'Driver'), branch: pk(fleetShare.branches, 'Harbour City Depot') },
          { email, first_name: 'Sam', last_name: 'Shared' },
        ),
        tokens.sysadmin,
        FLEET_SHARE,
      ),
      201,
    );
    const invited = await json<unknown>(await create(newUser({}, { email: email.toUpperCase(), first_name: 'Other', last_name: 'Name' })), 202);
    expect(invited).toEqual({ message: messages.invite.awaitingAcceptance, invited: true });
    expect(await harness.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect((await harness.lastMessageTo(email.toUpperCase()))?.template).toBe('invitation');
  });

  it('refuses an email that already belongs to a member (any case), and an Employee ID in use', async () => {
    const taken = await create(newUser({}, { email: 'Driver@Demo.Fleet' }));
    expect(taken.status).toBe(400);
    expect((await errorsOf(taken)).fields).toEqual({ 'user.email': messages.userForm.emailInUse });
    const idTaken = await create(newUser({ employee_id: 'emp002' }));
    expect((await errorsOf(idTaken)).fields).toEqual({ employee_id: messages.userForm.employeeIdInUse });
  });

  it("refuses another organisation's role, branch, hub, department, cost centre and reminder recipient on their fields", async () => {
    const response = await create(
      newUser({
        role: pk(fleetShare.roles, 'Driver'),
        branch: pk(fleetShare.branches, 'Harbour City Depot'),
        hub: pk(branches, 'Sydney Central'),
        departments: [pk(fleetShare.departments, 'Sales')],
        cost_centre: pk(fleetShare.costCentres, 'CC-100 Fleet'),
        license_exp_reminder: true,
        lic_exp_remind_before_days: 10,
        lic_exp_reminder_recipients: [fleetShare.memberPk],
      }),
    );
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).fields).toEqual({
      role: requiredMessage('role'),
      branch: requiredMessage('branch'),
      hub: requiredMessage('hub'),
      departments: requiredMessage('departments'),
      cost_centre: requiredMessage('cost_centre'),
      lic_exp_reminder_recipients: requiredMessage('lic_exp_reminder_recipients'),
    });
  });

  it.each([
    ['no first name', {}, { first_name: '' }, { 'user.first_name': 'First Name is required' }],
    ['no last name', {}, { last_name: '  ' }, { 'user.last_name': 'Last Name is required' }],
    ['a long first name', {}, { first_name: 'x'.repeat(51) }, { 'user.first_name': 'First Name must be at most 50 characters' }],
    ['no email', {}, { email: '' }, { 'user.email': 'Email is required' }],
    ['a short email', {}, { email: 'a' }, { 'user.email': messages.userForm.emailTooShort }],
    ['a long email', {}, { email: `${'x'.repeat(45)}@example.com` }, { 'user.email': messages.userForm.emailTooLong }],
    ['an invalid email', {}, { email: 'not-an-email' }, { 'user.email': messages.userForm.emailInvalid }],
    ['a short phone', {}, { phone: { dial_code: '61', number: '4123', country_code: 'au' } }, { 'user.phone': messages.userForm.phoneTooShort }],
    ['a long phone', {}, { phone: { dial_code: '61', number: '4123456789012345', country_code: 'au' } }, { 'user.phone': messages.userForm.phoneTooLong }],
    ['an invalid phone', {}, { phone: { dial_code: '61', number: '0000000000', country_code: 'au' } }, { 'user.phone': messages.userForm.phoneInvalid }],
    ['no role', { role: undefined }, {}, { role: requiredMessage('role') }],
    ['role 0', { role: 0 }, {}, { role: requiredMessage('role') }],
    ['status Deleted', { status: 'Deleted' }, {}, { status: requiredMessage('status') }],
    ['no branch', { branch: undefined }, {}, { branch: requiredMessage('branch') }],
    ['a birth before 1910-12-31', { date_of_birth: '1910-12-30' }, {}, { date_of_birth: messages.driverDetails.dateOfBirthRange }],
    ['a birth in the future', { date_of_birth: inYears(1) }, {}, { date_of_birth: messages.driverDetails.dateOfBirthRange }],
    ['a date that is not one', { date_of_birth: '1990-02-30' }, {}, { date_of_birth: 'Enter a date as yyyy-MM-dd' }],
    ['a licence expiry after 2099', { license_valid_upto: '2100-01-01' }, {}, { license_valid_upto: messages.driverDetails.licenseExpiryRange }],
    ['a licence that expired', { license_valid_upto: '2020-01-01' }, {}, { license_valid_upto: messages.driverDetails.licenseExpiryRange }],
    ['a postcode with letters', { postcode: '20OO' }, {}, { postcode: messages.userForm.postcodeNumeric }],
    [
      'a reminder without days or recipients',
      { license_exp_reminder: true },
      {},
      {
        lic_exp_remind_before_days: requiredMessage('lic_exp_remind_before_days'),
        lic_exp_reminder_recipients: requiredMessage('lic_exp_reminder_recipients'),
      },
    ],
    ['zero reminder days', { lic_exp_remind_before_days: 0 }, {}, { lic_exp_remind_before_days: 'Days before expiry must be a whole number from 1 to 365' }],
    ['a long Employee ID', { employee_id: 'E'.repeat(51) }, {}, { employee_id: 'Employee ID must be at most 50 characters' }],
    ['a long address', { address: 'a'.repeat(251) }, {}, { address: 'Address must be at most 250 characters' }],
    ['too many licence classes', { license_class: Array.from({ length: 21 }, (_, index) => `C${index}`) }, {}, { license_class: messages.field.invalid }],
    ['a manager who is not a member', { manager: 'boss@example.com' }, {}, { manager: messages.driverDetails.managerInvalid }],
    ['a manager that is not an email', { manager: 'boss' }, {}, { manager: messages.userForm.emailInvalid }],
    [
      'a tag option that does not exist',
      { user_tags: [{ tag_group_name: 'Uniform Size', value: 'XL' }] },
      {},
      { 'user_tags.Uniform Size': 'XL is not one of the options' },
    ],
    ['a field the form does not have', { nickname: 'Nin' }, {}, { nickname: messages.field.unknown }],
  ])('refuses %s with the form message', async (_case, overrides, user, fields) => {
    const response = await create(newUser(overrides, user));
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).fields).toEqual(fields);
  });

  it('refuses bodies that are not JSON objects', async () => {
    expect((await harness.call('POST', EMPLOYEES, { token: tokens.admin, rawBody: '{"user":', headers: { 'content-type': 'application/json' } })).status).toBe(
      400,
    );
    expect((await create([1, 2])).status).toBe(400);
  });

  it('needs user_write or super_users: not drivers, not CustomFleet branch managers', async () => {
    expect((await create(newUser(), tokens.driver)).status).toBe(403);
    const customFleet = await create(
      newUser({ role: pk(fleetShare.roles, 'Driver'), branch: pk(fleetShare.branches, 'Harbour City Depot') }),
      tokens.multiInFleetShare,
    );
    expect(customFleet.status).toBe(403);
  });

  it('lets only super users hand out a role that carries super_users', async () => {
    const response = await create(newUser({ role: pk(roles, 'Admin') }), tokens.hubManager);
    expect(response.status).toBe(403);
    expect((await errorsOf(response)).fields).toEqual({ role: messages.userForm.roleNotAssignable });
    expect((await create(newUser({ role: pk(roles, 'Admin') }))).status).toBe(201);
  });
});

describe('PUT employees-extensions/{pk}/ (update)', () => {
  it('saves the edit form and answers the updated member', async () => {
    const employee = await created(newUser());
    const updated = await json<Employee>(
      await harness.call('PUT', member(employee.pk), {
        token: tokens.hubManager,
        body: formOf(employee, {
          user: { first_name: 'Nora', last_name: 'Renamed', email: employee.email },
          status: 'Inactive',
          employee_id: 'UPD-1',
          departments: [pk(departments, 'Operations')],
          user_tags: [{ tag_group_name: 'Forklift Certified', value: 'true' }],
        }),
      }),
    );
    expect(updated).toMatchObject({ name: 'Nora Renamed', status: { name: 'Inactive' }, employee_id: 'UPD-1', is_active: false });
    expect(extensionOf(updated).departments).toEqual([{ pk: pk(departments, 'Operations'), name: 'Operations' }]);
    expect(extensionOf(updated).user_tags).toContainEqual({ tag_group_name: 'Forklift Certified', value: 'true' });
  });

  it('refuses a body pk that is not the member in the path', async () => {
    const employee = await created(newUser());
    const response = await harness.call('PUT', member(employee.pk), { token: tokens.admin, body: formOf(employee, { pk: pks['driver@demo.fleet'] }) });
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).fields).toEqual({ pk: 'pk must match the member being saved' });
  });

  it('lets a member change their basic and licence details but not their role, status or branch', async () => {
    const own = await getEmployee(pks['driver@demo.fleet'] ?? 0, tokens.driver);
    const locked = await harness.call('PUT', member(own.pk), {
      token: tokens.driver,
      body: formOf(own, { role: pk(roles, 'Admin'), status: 'Inactive', branch: pk(branches, 'Parramatta') }),
    });
    expect(locked.status).toBe(403);
    expect((await errorsOf(locked)).fields).toEqual({
      role: messages.userForm.fieldLocked,
      status: messages.userForm.fieldLocked,
      branch: messages.userForm.fieldLocked,
    });
    const saved = await json<Employee>(
      await harness.call('PUT', member(own.pk), { token: tokens.driver, body: formOf(own, { license_number: 'NSW0000001' }) }),
    );
    expect(extensionOf(saved).license_number).toBe('NSW0000001');
  });

  it("refuses editing someone else's record without user_write, and a super user's record without super_users", async () => {
    const admin = await getEmployee(pks['admin@demo.fleet'] ?? 0);
    const byDriver = await harness.call('PUT', member(admin.pk), { token: tokens.driver, body: formOf(admin) });
    expect(byDriver.status).toBe(403);
    expect((await errorsOf(byDriver)).title).toBe(messages.userForm.notEditable);
    expect((await harness.call('PUT', member(admin.pk), { token: tokens.hubManager, body: formOf(admin) })).status).toBe(403);
    expect((await getEmployee(admin.pk, tokens.hubManager)).is_editable).toBe(false);
  });

  it('keeps one organisation from changing the email or phone of an account others use, or of the caller', async () => {
    const multi = await getEmployee(pks['multi@demo.fleet'] ?? 0);
    const shared = await harness.call('PUT', member(multi.pk), {
      token: tokens.admin,
      body: formOf(multi, {
        user: { first_name: 'Morgan', last_name: 'Multi', email: 'takeover@example.com', phone: { dial_code: '61', number: '412000111', country_code: 'au' } },
      }),
    });
    expect(shared.status).toBe(403);
    expect(await errorsOf(shared)).toEqual({
      title: messages.userForm.accountFieldsHeld(['Email Address', 'Contact Number']),
      fields: { 'user.email': messages.userForm.accountContactLocked, 'user.phone': messages.userForm.accountContactLocked },
    });
    const admin = await getEmployee(pks['admin@demo.fleet'] ?? 0);
    const self = await harness.call('PUT', member(admin.pk), {
      token: tokens.admin,
      body: formOf(admin, { user: { first_name: 'Alex', last_name: 'Admin', email: 'alex@example.com' } }),
    });
    expect((await errorsOf(self)).fields).toEqual({ 'user.email': messages.userForm.accountContactLocked });
  });

  it("changes the email of an account only this organisation uses, but not to another account's", async () => {
    const employee = await created(newUser());
    const changed = await json<Employee>(
      await harness.call('PUT', member(employee.pk), {
        token: tokens.admin,
        body: formOf(employee, { user: { first_name: 'Nina', last_name: 'Newcomer', email: 'renamed.nina@example.com' } }),
      }),
    );
    expect(changed.email).toBe('renamed.nina@example.com');
    const toMember = await harness.call('PUT', member(employee.pk), {
      token: tokens.admin,
      body: formOf(changed, { user: { first_name: 'N', last_name: 'N', email: 'driver@demo.fleet' } }),
    });
    expect((await errorsOf(toMember)).fields).toEqual({ 'user.email': messages.userForm.emailInUse });
    const toOutsider = await harness.call('PUT', member(employee.pk), {
      token: tokens.admin,
      body: formOf(changed, { user: { first_name: 'N', last_name: 'N', email: 'sysadmin@demo.fleet' } }),
    });
    expect((await errorsOf(toOutsider)).fields).toEqual({ 'user.email': messages.userForm.emailOtherAccount });
  });

  it('accepts an expired licence date left as it was, but not a newly entered past date', async () => {
    const employee = await created(newUser({ license_valid_upto: inYears(1) }));
    await harness.db.update(employeeExtensions).set({ licenseValidUpto: '2021-06-30' }).where(eq(employeeExtensions.id, employee.pk));
    const expired = await getEmployee(employee.pk);
    expect(extensionOf(expired).license_status).toBe('Expired');
    const unchanged = await harness.call('PUT', member(employee.pk), {
      token: tokens.admin,
      body: formOf(expired, { license_valid_upto: '2021-06-30', address: '9 King St' }),
    });
    expect(unchanged.status).toBe(200);
    const moved = await harness.call('PUT', member(employee.pk), { token: tokens.admin, body: formOf(expired, { license_valid_upto: '2021-07-31' }) });
    expect((await errorsOf(moved)).fields).toEqual({ license_valid_upto: messages.driverDetails.licenseExpiryRange });
  });

  it("answers 404 for another organisation's member and refuses its references", async () => {
    const employee = await created(newUser());
    expect((await harness.call('PUT', member(fleetShare.memberPk), { token: tokens.admin, body: formOf(employee, { pk: fleetShare.memberPk }) })).status).toBe(
      404,
    );
    const foreignRole = await harness.call('PUT', member(employee.pk), {
      token: tokens.admin,
      body: formOf(employee, { role: pk(fleetShare.roles, 'Admin') }),
    });
    expect((await errorsOf(foreignRole)).fields).toEqual({ role: requiredMessage('role') });
  });
});

describe('PUT update-extension/{pk}/', () => {
  it('changes only the extension fields given', async () => {
    const employee = await created(newUser({ address: '1 Old Road' }));
    const updated = await json<Employee>(
      await harness.call('PUT', `${TFM}/update-extension/${employee.pk}/`, {
        token: tokens.admin,
        body: { keypad_number: '4242', hub: pk(branches, 'Sydney Hub') },
      }),
    );
    expect(extensionOf(updated)).toMatchObject({ keypad_number: '4242', hub: { name: 'Sydney Hub' }, address: '1 Old Road' });
    const cleared = await json<Employee>(
      await harness.call('PUT', `${TFM}/update-extension/${employee.pk}/`, { token: tokens.admin, body: { hub: null, address: '' } }),
    );
    expect(extensionOf(cleared)).toMatchObject({ hub: null, address: null, keypad_number: '4242' });
  });

  it('refuses bad input, foreign references, locked fields and other tenants', async () => {
    const employee = await created(newUser());
    const bad = await harness.call('PUT', `${TFM}/update-extension/${employee.pk}/`, {
      token: tokens.admin,
      body: { postcode: 'abc', branch: pk(fleetShare.branches, 'Harbour City Depot') },
    });
    expect((await errorsOf(bad)).fields).toEqual({ postcode: messages.userForm.postcodeNumeric });
    const foreign = await harness.call('PUT', `${TFM}/update-extension/${employee.pk}/`, {
      token: tokens.admin,
      body: { branch: pk(fleetShare.branches, 'Harbour City Depot') },
    });
    expect((await errorsOf(foreign)).fields).toEqual({ branch: requiredMessage('branch') });
    const own = await harness.call('PUT', `${TFM}/update-extension/${pks['driver@demo.fleet']}/`, { token: tokens.driver, body: { employee_id: 'MINE' } });
    expect(own.status).toBe(403);
    expect((await errorsOf(own)).fields).toEqual({ employee_id: messages.userForm.fieldLocked });
    expect((await harness.call('PUT', `${TFM}/update-extension/${fleetShare.memberPk}/`, { token: tokens.admin, body: { keypad_number: '1' } })).status).toBe(
      404,
    );
  });
});

describe('PUT update-driver-extension/{pk}/', () => {
  it("saves a driver's own licence details and custom fields", async () => {
    const driverPk = pks['driver@demo.fleet'] ?? 0;
    const expiry = inYears(4);
    const updated = await json<Employee>(
      await harness.call('PUT', `${TFM}/update-driver-extension/${driverPk}/`, {
        token: tokens.driver,
        body: { license_valid_upto: expiry, license_class: ['C', 'MR'], user_tags: [{ tag_group_name: 'Shift Start', value: '6:15 am' }] },
      }),
    );
    expect(extensionOf(updated)).toMatchObject({ license_valid_upto: { original: expiry }, license_class: ['C', 'MR'] });
    expect(extensionOf(updated).user_tags).toContainEqual({ tag_group_name: 'Shift Start', value: '06:15 AM' });
  });

  it('lets administrators do it too, and nobody else', async () => {
    const driverPk = pks['driver@demo.fleet'] ?? 0;
    expect((await harness.call('PUT', `${TFM}/update-driver-extension/${driverPk}/`, { token: tokens.admin, body: { license_state: 'VIC' } })).status).toBe(
      200,
    );
    expect(
      (await harness.call('PUT', `${TFM}/update-driver-extension/${pks['admin@demo.fleet']}/`, { token: tokens.driver, body: { license_state: 'VIC' } }))
        .status,
    ).toBe(403);
    expect(
      (await harness.call('PUT', `${TFM}/update-driver-extension/${fleetShare.memberPk}/`, { token: tokens.admin, body: { license_state: 'VIC' } })).status,
    ).toBe(404);
  });

  it('refuses what drivers may not send and bad values', async () => {
    const driverPk = pks['driver@demo.fleet'] ?? 0;
    const role = await harness.call('PUT', `${TFM}/update-driver-extension/${driverPk}/`, { token: tokens.driver, body: { role: pk(roles, 'Admin') } });
    expect((await errorsOf(role)).fields).toEqual({ role: messages.field.unknown });
    const tags = await harness.call('PUT', `${TFM}/update-driver-extension/${driverPk}/`, {
      token: tokens.driver,
      body: { license_valid_upto: '2019-01-01', user_tags: [{ tag_group_name: 'Induction Date', value: '05/02/2024' }] },
    });
    expect((await errorsOf(tags)).fields).toEqual({
      license_valid_upto: messages.driverDetails.licenseExpiryRange,
      'user_tags.Induction Date': 'Enter a date as yyyy-MM-dd',
    });
  });
});

describe('PUT update-email-phone/{pk}/', () => {
  it('changes the email and phone of an account only this organisation uses', async () => {
    const employee = await created(newUser());
    const updated = await json<Employee>(
      await harness.call('PUT', `${TFM}/update-email-phone/${employee.pk}/`, {
        token: tokens.admin,
        body: { user: { email: 'moved@example.com', phone: { dial_code: '64', number: '211234567', country_code: 'nz' } } },
      }),
    );
    expect(updated.user).toMatchObject({
      email: 'moved@example.com',
      phone: '+64211234567',
      country_code: 'NZ',
      phone_parts: { dial_code: '64', country_code: 'nz' },
    });
    const [account] = await harness.db.select().from(users).where(eq(users.email, 'moved@example.com'));
    expect(account?.isEmailVerified).toBe(false);
  });

  it('refuses bad input, shared accounts, non-managers and other tenants', async () => {
    const employee = await created(newUser());
    const bad = await harness.call('PUT', `${TFM}/update-email-phone/${employee.pk}/`, { token: tokens.admin, body: { user: { email: 'nope' } } });
    expect((await errorsOf(bad)).fields).toEqual({ 'user.email': messages.userForm.emailInvalid });
    const shared = await harness.call('PUT', `${TFM}/update-email-phone/${pks['multi@demo.fleet']}/`, {
      token: tokens.admin,
      body: { user: { email: 'multi.new@example.com' } },
    });
    expect((await errorsOf(shared)).fields).toEqual({ 'user.email': messages.userForm.accountContactLocked });
    expect(
      (await harness.call('PUT', `${TFM}/update-email-phone/${employee.pk}/`, { token: tokens.driver, body: { user: { email: 'x@example.com' } } })).status,
    ).toBe(403);
    expect(
      (await harness.call('PUT', `${TFM}/update-email-phone/${fleetShare.memberPk}/`, { token: tokens.admin, body: { user: { email: 'x@example.com' } } }))
        .status,
    ).toBe(404);
  });
});

describe('GET employee/validate/', () => {
  const validate = async (query: string, token = tokens.admin) => {
    const body = await json<EmployeeValidation>(await harness.call('GET', `${TFM}/employee/validate/?${query}`, { token }));
    assert(body, EmployeeValidation);
    return body;
  };

  it("checks a line manager's email against the organisation's active members", async () => {
    expect(await validate('manager=ADMIN@demo.fleet')).toEqual({ valid: true });
    expect(await validate('manager=boss@example.com')).toEqual({ valid: false, fields: { manager: messages.driverDetails.managerInvalid } });
    expect(await validate('manager=boss')).toEqual({ valid: false, fields: { manager: messages.driverDetails.managerInvalid } });
    // A member of another organisation is no manager here.
    const outsider = await created(newUser());
    await harness.db.update(employeeExtensions).set({ status: 'Inactive' }).where(eq(employeeExtensions.id, outsider.pk));
    expect((await validate(`manager=${outsider.email}`)).valid).toBe(false);
  });

  it('checks that an email and an Employee ID are free, the edited member excepted', async () => {
    expect(await validate('email=driver@demo.fleet&employee_id=EMP002')).toEqual({
      valid: false,
      fields: { email: messages.userForm.emailInUse, employee_id: messages.userForm.employeeIdInUse },
    });
    expect(await validate(`email=driver@demo.fleet&employee_id=emp002&pk=${pks['driver@demo.fleet']}`)).toEqual({ valid: true });
    expect(await validate('email=free.person@example.com&employee_id=FREE-1')).toEqual({ valid: true });
    expect(await validate('email=a')).toEqual({ valid: false, fields: { email: messages.userForm.emailTooShort } });
    // Another organisation's members do not make an address taken here.
    expect(await validate('email=multi@demo.fleet', tokens.multiInFleetShare)).toEqual({ valid: false, fields: { email: messages.userForm.emailInUse } });
    expect(await validate('email=driver@demo.fleet', tokens.multiInFleetShare)).toEqual({ valid: true });
  });

  it('needs something to check, and a pk of this organisation', async () => {
    expect((await harness.call('GET', `${TFM}/employee/validate/`, { token: tokens.admin })).status).toBe(400);
    expect((await harness.call('GET', `${TFM}/employee/validate/?email=x@example.com&pk=${fleetShare.memberPk}`, { token: tokens.admin })).status).toBe(404);
  });
});

describe('status transitions: delete, reactivate, reset password', () => {
  it('soft-deletes: status Deleted, hidden unless asked for, never editable, reactivated by user_activate', async () => {
    const employee = await created(newUser());
    const deleted = await json<{ message: string }>(await harness.call('DELETE', member(employee.pk), { token: tokens.hubManager }));
    expect(deleted.message).toBe(messages.userForm.deleted);

    expect((await harness.call('GET', member(employee.pk), { token: tokens.admin })).status).toBe(404);
    const shown = await getEmployee(employee.pk, tokens.admin, '?is_deleted=true');
    expect(shown).toMatchObject({ status: { name: 'Deleted' }, is_editable: false, is_deleteable: false, is_activate: true, edit_scope: 'none' });
    expect(extensionOf(shown).is_deleted).toBe(true);
    expect((await getEmployee(employee.pk, tokens.hubManager, '?is_deleted=true')).is_activate).toBe(false);

    const again = await harness.call('DELETE', member(employee.pk), { token: tokens.admin });
    expect(again.status).toBe(409);
    expect((await errorsOf(again)).title).toBe(messages.userForm.userDeleted);
    const edit = await harness.call('PUT', member(employee.pk), { token: tokens.admin, body: formOf(shown, { status: 'Active' }) });
    expect(edit.status).toBe(409);
    expect((await errorsOf(edit)).title).toBe(messages.userForm.userDeleted);
    expect((await harness.call('POST', `${member(employee.pk)}reset-password/`, { token: tokens.admin })).status).toBe(409);

    expect((await harness.call('POST', `${member(employee.pk)}reactivate/`, { token: tokens.hubManager })).status).toBe(403);
    const back = await json<Employee>(await harness.call('POST', `${member(employee.pk)}reactivate/`, { token: tokens.admin }));
    expect(back).toMatchObject({ status: { name: 'Active' }, is_editable: true });
    const notDeleted = await harness.call('POST', `${member(employee.pk)}reactivate/`, { token: tokens.admin });
    expect(notDeleted.status).toBe(409);
    expect((await errorsOf(notDeleted)).title).toBe(messages.userForm.notDeleted);
  });

  it('refuses deleting without user_write, oneself, a super user without super_users, and other tenants', async () => {
    expect((await harness.call('DELETE', member(pks['branch.manager@demo.fleet'] ?? 0), { token: tokens.driver })).status).toBe(403);
    expect((await harness.call('DELETE', member(pks['admin@demo.fleet'] ?? 0), { token: tokens.admin })).status).toBe(403);
    expect((await harness.call('DELETE', member(pks['admin@demo.fleet'] ?? 0), { token: tokens.hubManager })).status).toBe(403);
    expect((await harness.call('DELETE', member(fleetShare.memberPk), { token: tokens.admin })).status).toBe(404);
    expect((await harness.call('POST', `${member(fleetShare.memberPk)}reactivate/`, { token: tokens.admin })).status).toBe(404);
  });

  it('emails a working reset link with employee_activate, and refuses without it', async () => {
    const target = await created(newUser());
    expect((await harness.call('POST', `${member(target.pk)}reset-password/`, { token: tokens.driver })).status).toBe(403);
    expect((await harness.call('POST', `${member(fleetShare.memberPk)}reset-password/`, { token: tokens.admin })).status).toBe(404);
    const sent = await json<{ message: string }>(await harness.call('POST', `${member(target.pk)}reset-password/`, { token: tokens.hubManager }));
    expect(sent.message).toBe(messages.userForm.resetSent);
    const mail = await harness.lastMessageTo(target.email);
    expect(mail?.template).toBe('password_reset');
    const token = /\/forgot-password\?token=([^\s]+)/.exec(mail?.text ?? '')?.[1];
    const reset = await harness.call('POST', '/api/v1/accounts/user/new-password/', {
      body: { jwt_token: decodeURIComponent(token ?? ''), new_password: 'Fresh@2024', confirm_password: 'Fresh@2024' },
    });
    expect(reset.status).toBe(200);
  });
});

describe('the special tag groups on the profile', () => {
  it("shows a member's additional hubs and branches, without their own", async () => {
    const hubManagerPk = pks['hub.manager@demo.fleet'] ?? 0;
    const save = await harness.call('PUT', `${TFM}/update-extension/${hubManagerPk}/`, {
      token: tokens.admin,
      body: {
        user_tags: [
          { tag_group_name: ADDITIONAL_HUBS_GROUP, value: [String(pk(branches, 'Sydney Hub'))] },
          { tag_group_name: ADDITIONAL_BRANCHES_GROUP, value: [String(pk(branches, 'Parramatta'))] },
        ],
      },
    });
    const saved = await json<Employee>(save);
    // The own branch (Sydney Hub) leaves the hubs list and joins the branches list.
    expect(extensionOf(saved).user_tags).toContainEqual({ tag_group_name: ADDITIONAL_HUBS_GROUP, value: [] });
    expect(extensionOf(saved).user_tags).toContainEqual({
      tag_group_name: ADDITIONAL_BRANCHES_GROUP,
      value: [String(pk(branches, 'Sydney Hub')), String(pk(branches, 'Parramatta'))],
    });
    const profile = await json<Profile>(await harness.call('GET', '/api/v1/accounts/user/profile/', { token: tokens.hubManager }));
    expect(profile.additional_hubs).toEqual([]);
    expect(profile.additional_branches).toEqual([{ pk: pk(branches, 'Parramatta'), name: 'Parramatta' }]);

    const foreign = await harness.call('PUT', `${TFM}/update-extension/${hubManagerPk}/`, {
      token: tokens.admin,
      body: { user_tags: [{ tag_group_name: ADDITIONAL_BRANCHES_GROUP, value: [String(pk(fleetShare.branches, 'Harbour City Depot'))] }] },
    });
    expect((await errorsOf(foreign)).fields).toEqual({ [`user_tags.${ADDITIONAL_BRANCHES_GROUP}`]: messages.field.invalid });
  });
});

describe('CustomFleet (spec §6)', () => {
  it('leaves a branch manager without user_write only their own record, limited', async () => {
    const own = await json<Employee>(await harness.call('GET', member(fleetShare.memberPk), { token: tokens.multiInFleetShare }));
    expect(own).toMatchObject({ is_editable: true, edit_scope: 'limited', is_deleteable: false });
    const role = await harness.call('PUT', `${TFM}/update-extension/${fleetShare.memberPk}/`, {
      token: tokens.multiInFleetShare,
      body: { role: pk(fleetShare.roles, 'Admin') },
    });
    expect((await errorsOf(role)).fields).toEqual({ role: messages.userForm.fieldLocked });
    const licence = await harness.call('PUT', `${TFM}/update-driver-extension/${fleetShare.memberPk}/`, {
      token: tokens.multiInFleetShare,
      body: { license_number: 'NSW555' },
    });
    expect(licence.status).toBe(200);

    const colleague = await json<Employee>(
      await create(newUser({ role: pk(fleetShare.roles, 'Driver'), branch: pk(fleetShare.branches, 'Harbour City Depot') }), tokens.sysadmin, FLEET_SHARE),
      201,
    );
    const seen = await json<Employee>(await harness.call('GET', member(colleague.pk), { token: tokens.multiInFleetShare }));
    expect(seen).toMatchObject({ is_editable: false, edit_scope: 'none', is_deleteable: false });
    expect(
      (await harness.call('PUT', `${TFM}/update-extension/${colleague.pk}/`, { token: tokens.multiInFleetShare, body: { keypad_number: '1' } })).status,
    ).toBe(403);
    expect((await harness.call('DELETE', member(colleague.pk), { token: tokens.multiInFleetShare })).status).toBe(403);
  });
});
