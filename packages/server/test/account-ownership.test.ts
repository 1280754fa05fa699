import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { stringify } from 'csv-stringify/sync';
import { and, eq, sql } from 'drizzle-orm';
import { AccountMembership, Employee, EmployeeInvited, listOf, messages, type ImportLine, type ImportSummary } from '@motorpool/api';
import { branches, departments, employeeDepartments, employeeExtensions, invites, outbox, roles, sessions, users } from '../src/db/schema';
import { QUEUED_INVITATION_TEMPLATE } from '../src/employees/transfer/activation-mail';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

/*
 * Accounts are global, memberships are per organisation: one organisation's
 * administrators neither pull an account in use into their organisation nor
 * change what its holder set (name, email, phone, photo).
 */

const EMPLOYEES = `${TFM}/employees-extensions/`;
const MEMBERSHIPS = '/api/v1/accounts/user/memberships/';
const NEW_PASSWORD = 'Welcome@2024';

let harness: Harness;
let adminToken: string;
let sysadminToken: string;
const demo = { roles: new Map<string, number>(), branches: new Map<string, number>(), departments: new Map<string, number>() };
const fleetShare = { roles: new Map<string, number>(), branches: new Map<string, number>() };

async function named(path: string, token: string, organisation?: number): Promise<Map<string, number>> {
  const response = await harness.call('GET', `${TFM}/${path}`, { token, organisation });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { results: { pk: number; name: string }[] };
  return new Map(body.results.map((row) => [row.name, row.pk]));
}

const pkOf = (names: Map<string, number>, name: string) => {
  const pk = names.get(name);
  if (pk === undefined) throw new Error(`no ${name}`);
  return pk;
};

beforeAll(async () => {
  harness = await createHarness();
  adminToken = await harness.login('admin@demo.fleet');
  sysadminToken = await harness.login('sysadmin@demo.fleet');
  demo.roles = await named('roles/', adminToken);
  demo.branches = await named('branches/', adminToken);
  demo.departments = await named('departments/', adminToken);
  fleetShare.roles = await named('roles/', sysadminToken, FLEET_SHARE);
  fleetShare.branches = await named('branches/', sysadminToken, FLEET_SHARE);
});
afterAll(() => harness.close());

/** A member Harbour City FleetShare added: an account only that organisation has, never signed in to. */
async function fleetShareMember(email: string, firstName: string, lastName: string): Promise<Employee> {
  const response = await harness.call('POST', EMPLOYEES, {
    token: sysadminToken,
    organisation: FLEET_SHARE,
    body: {
      user: { first_name: firstName, last_name: lastName, email, phone: { dial_code: '61', number: '412555111', country_code: 'au' } },
      role: pkOf(fleetShare.roles, 'Driver'),
      status: 'Active',
      branch: pkOf(fleetShare.branches, 'Harbour City Depot'),
    },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Employee;
}

async function demoMember(email: string) {
  const [row] = await harness.db
    .select({ extension: employeeExtensions, user: users })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(and(eq(employeeExtensions.organisationId, DEMO_FLEET), sql`lower(${users.email}) = ${email.toLowerCase()}`));
  return row ?? null;
}

async function accountOf(email: string) {
  const [user] = await harness.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!user) throw new Error(`no account ${email}`);
  return user;
}

async function invitationLink(email: string): Promise<string> {
  const mail = await harness.lastMessageTo(email);
  const token = /\/csl-register\?invite=([A-Za-z0-9._~%-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation link to ${email}`);
  return decodeURIComponent(token);
}

const accept = (token: string, details: Record<string, unknown>) =>
  harness.call('POST', `${TFM}/invite-user/update/`, { body: { token, employee_extension: { first_name: 'Typed', last_name: 'AtAcceptance', ...details } } });

async function employeeOf(pk: number, token = adminToken): Promise<Employee> {
  const response = await harness.call('GET', `${EMPLOYEES}${pk}/`, { token });
  expect(response.status).toBe(200);
  const body = await response.json();
  assert(body, Employee);
  return body;
}

async function memberPk(email: string): Promise<number> {
  const row = await demoMember(email);
  if (!row) throw new Error(`${email} is not in Demo Fleet`);
  return row.extension.id;
}

/** The edit form's payload for a member, as it was loaded, with changes. */
function formOf(employee: Employee, changes: Record<string, unknown> = {}, user: Record<string, unknown> = {}) {
  const extension = employee.employee_details?.employees_extension;
  if (!employee.user || !extension) throw new Error('no details');
  const phone = employee.user.phone_parts;
  return {
    user: {
      first_name: employee.user.first_name,
      last_name: employee.user.last_name,
      email: employee.user.email,
      phone: phone ? { dial_code: phone.dial_code, number: phone.number, country_code: phone.country_code } : null,
      ...user,
    },
    role: employee.role?.pk,
    status: employee.status.name,
    branch: extension.branch?.pk,
    ...changes,
  };
}

describe('adding someone whose account is already in use', () => {
  it('sends an invitation, says nothing about the account, and adds no member until it is accepted', async () => {
    const email = 'kim.elsewhere@example.com';
    const elsewhere = await fleetShareMember(email, 'Kim', 'Elsewhere');

    const response = await harness.call('POST', EMPLOYEES, {
      token: adminToken,
      body: {
        user: { first_name: 'Somebody', last_name: 'Else', email: 'Kim.Elsewhere@Example.com', phone: null },
        role: pkOf(demo.roles, 'Hub Manager'),
        status: 'Active',
        branch: pkOf(demo.branches, 'Parramatta'),
        employee_id: 'INV-1',
        departments: [pkOf(demo.departments, 'Finance')],
        date_of_birth: '1990-04-02',
        license_number: 'NSW-INV-1',
      },
    });

    expect(response.status).toBe(202);
    const text = await response.text();
    const body = JSON.parse(text) as unknown;
    assert(body, EmployeeInvited);
    expect(body).toEqual({ message: messages.invite.awaitingAcceptance, invited: true });
    for (const leak of ['Kim', 'Elsewhere', '412555111', String(elsewhere.user?.pk)]) expect(text).not.toContain(leak);
    expect(await demoMember(email)).toBeNull();

    const mail = await harness.lastMessageTo('Kim.Elsewhere@Example.com');
    expect(mail?.template).toBe('invitation');
    const [invite] = await harness.db
      .select()
      .from(invites)
      .where(and(eq(invites.organisationId, DEMO_FLEET), sql`lower(${invites.email}) = ${email}`));
    expect(invite).toMatchObject({ roleId: pkOf(demo.roles, 'Hub Manager'), branchId: pkOf(demo.branches, 'Parramatta'), name: 'Somebody Else' });
    expect(invite?.membership).toMatchObject({ employee_id: 'INV-1', date_of_birth: '1990-04-02' });
    expect(invite?.membership).not.toHaveProperty('user');
  });

  it('makes the member with the chosen role, branch and details once the holder accepts, leaving their name as it was', async () => {
    const email = 'kim.elsewhere@example.com';
    const accepted = await accept(await invitationLink('Kim.Elsewhere@Example.com'), { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(accepted.status, await accepted.clone().text()).toBe(200);

    const member = await demoMember(email);
    expect(member?.extension).toMatchObject({
      roleId: pkOf(demo.roles, 'Hub Manager'),
      branchId: pkOf(demo.branches, 'Parramatta'),
      status: 'Active',
      isDeleted: false,
      employeeId: 'INV-1',
      dateOfBirth: '1990-04-02',
      licenseNumber: 'NSW-INV-1',
    });
    const memberDepartments = await harness.db
      .select({ name: departments.name })
      .from(employeeDepartments)
      .innerJoin(departments, eq(departments.id, employeeDepartments.departmentId))
      .where(eq(employeeDepartments.employeeExtensionId, member?.extension.id ?? 0));
    expect(memberDepartments).toEqual([{ name: 'Finance' }]);
    expect(member?.user).toMatchObject({ firstName: 'Kim', lastName: 'Elsewhere', phone: '+61412555111' });
  });

  it('invites an account that belongs to no organisation but has been signed in to', async () => {
    const response = await harness.call('POST', EMPLOYEES, {
      token: adminToken,
      body: {
        user: { first_name: 'S', last_name: 'A', email: 'sysadmin@demo.fleet' },
        role: pkOf(demo.roles, 'Driver'),
        status: 'Active',
        branch: pkOf(demo.branches, 'Sydney Central'),
      },
    });
    expect(response.status).toBe(202);
    expect(await demoMember('sysadmin@demo.fleet')).toBeNull();
    expect((await harness.lastMessageTo('sysadmin@demo.fleet'))?.template).toBe('invitation');
  });

  it('answers alike whether or not the account exists, an inactive branch included', async () => {
    const [inactive] = await harness.db
      .insert(branches)
      .values({ organisationId: DEMO_FLEET, name: 'Closed Depot', isActive: false })
      .returning({ id: branches.id });
    const add = (email: string) =>
      harness.call('POST', EMPLOYEES, {
        token: adminToken,
        body: { user: { first_name: 'A', last_name: 'B', email }, role: pkOf(demo.roles, 'Driver'), status: 'Active', branch: inactive?.id },
      });
    await fleetShareMember('quinn.elsewhere@example.com', 'Quinn', 'Elsewhere');
    expect((await add('nobody.yet@example.com')).status).toBe(201);
    expect((await add('quinn.elsewhere@example.com')).status).toBe(202);
  });

  it('still adds a new account at once, with its activation email', async () => {
    const response = await harness.call('POST', EMPLOYEES, {
      token: adminToken,
      body: {
        user: { first_name: 'Nova', last_name: 'New', email: 'nova.new@example.com' },
        role: pkOf(demo.roles, 'Driver'),
        status: 'Active',
        branch: pkOf(demo.branches, 'Sydney Central'),
      },
    });
    expect(response.status).toBe(201);
    const employee = (await response.json()) as Employee;
    expect(employee.name).toBe('Nova New');
    expect((await harness.lastMessageTo('nova.new@example.com'))?.template).toBe('account_activation');
  });
});

describe("an account's own fields stay its holder's", () => {
  it('refuses renaming a member another organisation shares (403 naming the field) and leaves the name as it was everywhere', async () => {
    const multi = await employeeOf(await memberPk('multi@demo.fleet'));
    expect(multi.account_managed_by_holder).toBe(true);

    const renamed = await harness.call('PUT', `${EMPLOYEES}${multi.pk}/`, {
      token: adminToken,
      body: formOf(multi, {}, { first_name: 'Taken', last_name: 'Over' }),
    });
    expect(renamed.status).toBe(403);
    const errors = await errorsOf(renamed);
    expect(errors.title).toBe(messages.userForm.accountFieldsHeld(['First Name', 'Last Name']));
    expect(errors.fields).toEqual({ 'user.first_name': messages.userForm.accountContactLocked, 'user.last_name': messages.userForm.accountContactLocked });
    expect(await accountOf('multi@demo.fleet')).toMatchObject({ firstName: multi.user?.first_name, lastName: multi.user?.last_name });

    const phone = await harness.call('PUT', `${TFM}/update-email-phone/${multi.pk}/`, {
      token: adminToken,
      body: { user: { email: multi.email, phone: { dial_code: '61', number: '412999000', country_code: 'au' } } },
    });
    expect(phone.status).toBe(403);
    expect((await errorsOf(phone)).title).toBe(messages.userForm.accountFieldsHeld(['Contact Number']));
  });

  it('refuses renaming a member of this organisation only, once they have signed in', async () => {
    const driver = await employeeOf(await memberPk('driver@demo.fleet'));
    expect(driver.account_managed_by_holder).toBe(true);
    const renamed = await harness.call('PUT', `${EMPLOYEES}${driver.pk}/`, {
      token: adminToken,
      body: formOf(driver, {}, { email: 'someone.else@example.com' }),
    });
    expect(renamed.status).toBe(403);
    expect((await errorsOf(renamed)).title).toBe(messages.userForm.accountFieldsHeld(['Email Address']));
    expect((await accountOf('driver@demo.fleet')).email).toBe('driver@demo.fleet');
  });

  it('keeps the membership fields the organisation’s: role, branch, department, date of birth, licence, status, Employee ID', async () => {
    const multi = await employeeOf(await memberPk('multi@demo.fleet'));
    const response = await harness.call('PUT', `${EMPLOYEES}${multi.pk}/`, {
      token: adminToken,
      body: formOf(multi, {
        role: pkOf(demo.roles, 'HubBranch'),
        branch: pkOf(demo.branches, 'Parramatta'),
        status: 'Inactive',
        employee_id: 'MULTI-9',
        departments: [pkOf(demo.departments, 'Sales')],
        date_of_birth: '1980-01-15',
        license_number: 'NSW-MULTI',
      }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const saved = (await response.json()) as Employee;
    expect(saved).toMatchObject({ role: { name: 'HubBranch' }, status: { name: 'Inactive' }, employee_id: 'MULTI-9' });
    expect(saved.employee_details?.employees_extension).toMatchObject({
      branch: { name: 'Parramatta' },
      departments: [{ name: 'Sales' }],
      license_number: 'NSW-MULTI',
    });

    const extension = await harness.call('PUT', `${TFM}/update-extension/${multi.pk}/`, {
      token: adminToken,
      body: { status: 'Active', keypad_number: '4242' },
    });
    expect(extension.status).toBe(200);
  });

  it('lets the organisation rename an account it made that nobody has signed in to yet', async () => {
    const created = (await (
      await harness.call('POST', EMPLOYEES, {
        token: adminToken,
        body: {
          user: { first_name: 'Fresh', last_name: 'Hire', email: 'fresh.hire@example.com' },
          role: pkOf(demo.roles, 'Driver'),
          status: 'Active',
          branch: pkOf(demo.branches, 'Sydney Central'),
        },
      })
    ).json()) as Employee;
    const fresh = await employeeOf(created.pk);
    expect(fresh.account_managed_by_holder).toBe(false);
    const renamed = await harness.call('PUT', `${EMPLOYEES}${fresh.pk}/`, {
      token: adminToken,
      body: formOf(fresh, {}, { first_name: 'Freya', email: 'freya.hire@example.com' }),
    });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as Employee).name).toBe('Freya Hire');
  });
});

describe('the users import follows the same rule', () => {
  const HEADER = ['First Name', 'Last Name', 'Email', 'Branch', 'Role', 'User Status', 'Employee ID'];

  async function postImport(content: string, dryRun = false) {
    const form = new FormData();
    form.append('file', new Blob([content]), 'users.csv');
    form.append('dry_run', String(dryRun));
    form.append('only_valid', 'false');
    return harness.app.request(`${EMPLOYEES}import/`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form });
  }

  async function summaryOf(response: Response): Promise<ImportSummary> {
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ImportLine);
    const last = lines.at(-1);
    if (last?.type !== 'summary') throw new Error(`no summary: ${JSON.stringify(last)}`);
    return last;
  }

  it('invites a row whose account is in use elsewhere, and reports it per row', async () => {
    await fleetShareMember('lee.import@example.com', 'Lee', 'Imported');
    const file = stringify([
      HEADER,
      ['Other', 'Name', 'lee.import@example.com', 'Sydney Hub', 'Driver', 'Active', 'IMP-7'],
      ['Ada', 'Added', 'ada.added@example.com', 'Sydney Hub', 'Driver', 'Active', 'IMP-8'],
    ]);

    const dryRun = await summaryOf(await postImport(file, true));
    expect(dryRun).toMatchObject({ created: 1, invited: 1, failed: 0, invitations: [{ row: 2 }] });
    expect(await harness.db.select().from(invites).where(sql`lower(${invites.email}) = 'lee.import@example.com'`)).toEqual([]);

    const summary = await summaryOf(await postImport(file));
    expect(summary).toMatchObject({ saved: true, created: 1, invited: 1, failed: 0, invitations: [{ row: 2, message: messages.invite.awaitingAcceptance }] });
    expect(await demoMember('lee.import@example.com')).toBeNull();
    expect((await accountOf('lee.import@example.com')).firstName).toBe('Lee');
    const [invite] = await harness.db.select().from(invites).where(sql`lower(${invites.email}) = 'lee.import@example.com'`);
    expect(invite).toMatchObject({ organisationId: DEMO_FLEET, branchId: pkOf(demo.branches, 'Sydney Hub'), name: 'Other Name' });
    expect(invite?.membership).toMatchObject({ employee_id: 'IMP-7' });
    const [mail] = await harness.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, 'lee.import@example.com'), eq(outbox.template, QUEUED_INVITATION_TEMPLATE)));
    expect(mail?.text).toMatch(/\/csl-register\?invite=/);
    expect(await demoMember('ada.added@example.com')).not.toBeNull();
  });

  it("refuses a row that would rename a member whose account is the holder's", async () => {
    const summary = await summaryOf(
      await postImport(stringify([HEADER, ['Dana', 'Renamed', 'driver@demo.fleet', 'Sydney Central', 'Driver', 'Active', '']]), true),
    );
    expect(summary.errors).toEqual([{ row: 2, fields: { 'Last Name': messages.userForm.accountContactLocked } }]);
  });
});

describe("a person's memberships on their profile", () => {
  it('lists each organisation with role, branch and status', async () => {
    const token = await harness.login('multi@demo.fleet', FLEET_SHARE);
    const response = await harness.call('GET', MEMBERSHIPS, { token });
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, listOf(AccountMembership));
    expect(body.results).toEqual([
      {
        organisation: { pk: DEMO_FLEET, name: 'Demo Fleet' },
        role: { pk: pkOf(demo.roles, 'HubBranch'), name: 'HubBranch' },
        branch: { pk: pkOf(demo.branches, 'Parramatta'), name: 'Parramatta' },
        status: { name: 'Active' },
      },
      {
        organisation: { pk: FLEET_SHARE, name: 'Harbour City FleetShare' },
        role: { pk: pkOf(fleetShare.roles, 'Branch Manager'), name: 'Branch Manager' },
        branch: { pk: pkOf(fleetShare.branches, 'Harbour City Depot'), name: 'Harbour City Depot' },
        status: { name: 'Active' },
      },
    ]);
  });

  it('leaves one: the membership is deleted as the organisation would, and sessions signed in to it end', async () => {
    const inFleetShare = await harness.login('multi@demo.fleet', FLEET_SHARE);
    const inDemo = await harness.login('multi@demo.fleet', DEMO_FLEET);

    const response = await harness.call('DELETE', `${MEMBERSHIPS}${FLEET_SHARE}/`, { token: inDemo });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: messages.membership.left('Harbour City FleetShare') });

    const [left] = await harness.db
      .select({ status: employeeExtensions.status, isDeleted: employeeExtensions.isDeleted })
      .from(employeeExtensions)
      .innerJoin(users, eq(users.id, employeeExtensions.userId))
      .where(and(eq(employeeExtensions.organisationId, FLEET_SHARE), eq(users.email, 'multi@demo.fleet')));
    expect(left).toEqual({ status: 'Deleted', isDeleted: true });
    expect((await harness.call('GET', '/api/v1/accounts/user/profile/', { token: inFleetShare })).status).toBe(401);
    const [revoked] = await harness.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.organisationId, FLEET_SHARE))
      .orderBy(sql`${sessions.id} desc`)
      .limit(1);
    expect(revoked?.revokedAt).not.toBeNull();

    const remaining = (await (await harness.call('GET', MEMBERSHIPS, { token: inDemo })).json()) as { results: AccountMembership[] };
    expect(remaining.results.map((membership) => membership.organisation.name)).toEqual(['Demo Fleet']);
    expect((await harness.call('GET', '/api/v1/accounts/user/profile/', { token: inDemo })).status).toBe(200);
    expect((await harness.call('DELETE', `${MEMBERSHIPS}${FLEET_SHARE}/`, { token: inDemo })).status).toBe(404);
  });

  it("refuses the organisation's only administrator", async () => {
    const response = await harness.call('DELETE', `${MEMBERSHIPS}${DEMO_FLEET}/`, { token: adminToken });
    expect(response.status).toBe(409);
    expect((await errorsOf(response)).title).toBe(messages.membership.onlyAdmin('Demo Fleet'));
    expect((await demoMember('admin@demo.fleet'))?.extension.isDeleted).toBe(false);
  });

  it('lets an administrator leave when another remains', async () => {
    const second = await harness.call('POST', EMPLOYEES, {
      token: adminToken,
      body: {
        user: { first_name: 'Second', last_name: 'Admin', email: 'second.admin@example.com' },
        role: pkOf(demo.roles, 'Admin'),
        status: 'Active',
        branch: pkOf(demo.branches, 'Sydney Central'),
      },
    });
    expect(second.status).toBe(201);
    const [adminRole] = await harness.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.organisationId, DEMO_FLEET), eq(roles.name, 'Admin')));
    expect(adminRole?.id).toBe(pkOf(demo.roles, 'Admin'));
    const response = await harness.call('DELETE', `${MEMBERSHIPS}${DEMO_FLEET}/`, { token: adminToken });
    expect(response.status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await harness.call('GET', MEMBERSHIPS)).status).toBe(401);
  });
});
