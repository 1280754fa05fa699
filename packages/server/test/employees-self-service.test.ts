import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADDITIONAL_BRANCHES_GROUP, ADDITIONAL_HUBS_GROUP, messages, requiredMessage, type Employee, type Profile } from '@motorpool/api';
import { branches, employeeExtensions, employeeTagValues, tagGroups } from '../src/db/schema';
import { DEMO_REGISTRATION_SETTINGS } from '../src/seed/demo';
import { SETTING_KEYS, writeSetting } from '../src/settings/organisation-settings';
import type { OrganisationScope } from '../src/tenancy/tenancy';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

/*
 * A member without user_write or super_users keeping their own record up to
 * date (spec §6 "Driver updates go to a driver-specific extension endpoint"):
 * the general details the 'Incomplete Profile Details' prompt asks for
 * (spec §5), an Employee ID only while they have none, and never the hubs and
 * branches they are associated with.
 */

let harness: Harness;
const tokens = { admin: '', driver: '', fleetShareBranchManager: '', sysadmin: '' };
const demo = { departments: new Map<string, number>(), costCentres: new Map<string, number>(), branches: new Map<string, number>() };
const fleetShare = { departments: new Map<string, number>(), costCentres: new Map<string, number>() };
let driverPk: number;
let multiPk: number;

async function json<T>(response: Response, status = 200): Promise<T> {
  const body = await response.text();
  expect(response.status, body).toBe(status);
  return JSON.parse(body) as T;
}

async function named(path: string, token: string, organisation?: number): Promise<Map<string, number>> {
  const body = await json<{ results: { pk: number; name: string }[] }>(await harness.call('GET', `${TFM}/${path}`, { token, organisation }));
  return new Map(body.results.map((row) => [row.name, row.pk]));
}

const pkOf = (map: Map<string, number>, name: string) => {
  const value = map.get(name);
  if (value === undefined) throw new Error(`no ${name}`);
  return value;
};

const saveOwn = (body: unknown, token = tokens.driver, pk = driverPk, organisation?: number) =>
  harness.call('PUT', `${TFM}/update-driver-extension/${pk}/`, { token, body, organisation });

const extensionOf = (employee: Employee) => {
  const extension = employee.employee_details?.employees_extension;
  if (!extension) throw new Error('no extension');
  return extension;
};

async function stored(extensionId: number) {
  const [row] = await harness.db.select().from(employeeExtensions).where(eq(employeeExtensions.id, extensionId));
  if (!row) throw new Error(`no member ${extensionId}`);
  return row;
}

async function tagValue(extensionId: number, groupName: string, organisationId = DEMO_FLEET) {
  const [row] = await harness.db
    .select({ value: employeeTagValues.value })
    .from(employeeTagValues)
    .innerJoin(tagGroups, eq(tagGroups.id, employeeTagValues.tagGroupId))
    .where(and(eq(employeeTagValues.employeeExtensionId, extensionId), eq(tagGroups.tagGroupName, groupName), eq(tagGroups.organisationId, organisationId)));
  return row?.value ?? [];
}

beforeAll(async () => {
  harness = await createHarness();
  tokens.admin = await harness.login('admin@demo.fleet');
  tokens.driver = await harness.login('driver@demo.fleet');
  tokens.fleetShareBranchManager = await harness.login('multi@demo.fleet', FLEET_SHARE);
  tokens.sysadmin = await harness.login('sysadmin@demo.fleet');
  [demo.departments, demo.costCentres, demo.branches, fleetShare.departments, fleetShare.costCentres] = await Promise.all([
    named('departments/', tokens.admin),
    named('cost-centres/', tokens.admin),
    named('branches/', tokens.admin),
    named('departments/', tokens.sysadmin, FLEET_SHARE),
    named('cost-centres/', tokens.sysadmin, FLEET_SHARE),
  ]);
  driverPk = (await json<Employee>(await harness.call('GET', `${TFM}/employees-extensions/get-profile/`, { token: tokens.driver }))).pk;
  multiPk = (await json<Employee>(await harness.call('GET', `${TFM}/employees-extensions/get-profile/`, { token: tokens.fleetShareBranchManager }))).pk;
});
afterAll(() => harness.close());

describe("a member's own general details", () => {
  it("are the driver's to fill in, and the prompt stops asking for them once saved", async () => {
    // Demo Fleet now requires the general details of spec §5 too.
    const scope = { organisationId: DEMO_FLEET } as OrganisationScope;
    const required = (alias: string, label: string, data_type = 'free_text_field') => ({ name: alias, label, data_type, alias, visibility: null });
    await writeSetting(harness.db, scope, SETTING_KEYS.registration, {
      ...DEMO_REGISTRATION_SETTINGS.demo,
      ask_fields: [
        ...DEMO_REGISTRATION_SETTINGS.demo.ask_fields,
        required('dateOfBirth', 'Date of Birth', 'date'),
        required('manager', "Line Manager's Email"),
        required('departments', 'Department', 'multitextselect'),
        required('costCentre', 'Cost Centre', 'textselect'),
      ],
    });
    await harness.db.update(employeeExtensions).set({ dateOfBirth: null, manager: null, costCentreId: null }).where(eq(employeeExtensions.id, driverPk));
    const missing = async () => {
      const profile = await json<Profile>(await harness.call('GET', '/api/v1/accounts/user/profile/', { token: tokens.driver }));
      return (profile.missing_user_attributes ?? []).map((attribute) => attribute.alias);
    };
    expect(await missing()).toEqual(expect.arrayContaining(['dateOfBirth', 'manager', 'costCentre']));

    const saved = await json<Employee>(
      await saveOwn({
        date_of_birth: '1988-02-29',
        manager: 'Admin@Demo.Fleet',
        departments: [pkOf(demo.departments, 'Sales'), pkOf(demo.departments, 'Finance')],
        cost_centre: pkOf(demo.costCentres, 'CC-200 Sales'),
      }),
    );
    expect(extensionOf(saved)).toMatchObject({
      date_of_birth: { original: '1988-02-29' },
      manager: 'Admin@Demo.Fleet',
      cost_centre: { pk: pkOf(demo.costCentres, 'CC-200 Sales') },
    });
    expect(
      extensionOf(saved)
        .departments?.map((department) => department.name)
        .sort(),
    ).toEqual(['Finance', 'Sales']);
    const remaining = await missing();
    for (const alias of ['dateOfBirth', 'manager', 'departments', 'costCentre']) expect(remaining).not.toContain(alias);

    // Cleared again, as a person may.
    const cleared = await json<Employee>(await saveOwn({ manager: '', departments: [], cost_centre: null }));
    expect(extensionOf(cleared)).toMatchObject({ manager: null, cost_centre: null, departments: [] });
    await writeSetting(harness.db, scope, SETTING_KEYS.registration, DEMO_REGISTRATION_SETTINGS.demo);
  });

  it('are checked as the full save checks them', async () => {
    const refused = await saveOwn({
      manager: 'nobody@example.com',
      departments: [pkOf(fleetShare.departments, [...fleetShare.departments.keys()][0] ?? '')],
      cost_centre: pkOf(fleetShare.costCentres, [...fleetShare.costCentres.keys()][0] ?? ''),
    });
    expect(refused.status).toBe(400);
    expect((await errorsOf(refused)).fields).toEqual({
      manager: messages.driverDetails.managerInvalid,
      departments: requiredMessage('departments'),
      cost_centre: requiredMessage('cost_centre'),
    });
    const malformed = await saveOwn({ manager: 'not an email', date_of_birth: '1900-01-01' });
    expect((await errorsOf(malformed)).fields).toEqual({ manager: messages.userForm.emailInvalid, date_of_birth: messages.driverDetails.dateOfBirthRange });
  });

  it('stay out of reach on the other endpoints, and of anyone else', async () => {
    const viaExtension = await harness.call('PUT', `${TFM}/update-extension/${driverPk}/`, { token: tokens.driver, body: { manager: 'admin@demo.fleet' } });
    expect(viaExtension.status).toBe(403);
    expect((await errorsOf(viaExtension)).fields).toEqual({ manager: messages.userForm.fieldLocked });
    const adminPk = (await json<Employee>(await harness.call('GET', `${TFM}/employees-extensions/get-profile/`, { token: tokens.admin }))).pk;
    expect((await saveOwn({ manager: 'driver@demo.fleet' }, tokens.driver, adminPk)).status).toBe(403);
  });
});

describe("a member's own Employee ID", () => {
  it('is theirs to give only while they have none', async () => {
    const given = (await stored(driverPk)).employeeId;
    expect(given).toBeTruthy();
    const change = await saveOwn({ employee_id: 'MINE-1' });
    expect(change.status).toBe(403);
    expect((await errorsOf(change)).fields).toEqual({ employee_id: messages.userForm.employeeIdLocked });
    const clear = await saveOwn({ employee_id: '' });
    expect((await errorsOf(clear)).fields).toEqual({ employee_id: messages.userForm.employeeIdLocked });
    // Sent back unchanged, it is no change at all.
    expect((await saveOwn({ employee_id: given, license_state: 'NSW' })).status).toBe(200);

    await harness.db.update(employeeExtensions).set({ employeeId: null }).where(eq(employeeExtensions.id, driverPk));
    const taken = await saveOwn({ employee_id: 'emp001' });
    expect((await errorsOf(taken)).fields).toEqual({ employee_id: messages.userForm.employeeIdInUse });
    const own = await json<Employee>(await saveOwn({ employee_id: ' DRV-77 ' }));
    expect(own.employee_id).toBe('DRV-77');
    const again = await saveOwn({ employee_id: 'DRV-78' });
    expect((await errorsOf(again)).fields).toEqual({ employee_id: messages.userForm.employeeIdLocked });
    expect((await stored(driverPk)).employeeId).toBe('DRV-77');

    // An administrator still sets it.
    const byAdmin = await harness.call('PUT', `${TFM}/update-driver-extension/${driverPk}/`, { token: tokens.admin, body: { employee_id: given } });
    expect((await json<Employee>(byAdmin)).employee_id).toBe(given);
  });
});

describe('the hub and branch associations in self-service', () => {
  it('are refused on every own-record path, and nothing is stored', async () => {
    const parramatta = String(pkOf(demo.branches, 'Parramatta'));
    const sydneyHub = String(pkOf(demo.branches, 'Sydney Hub'));
    const hubsField = `user_tags.${ADDITIONAL_HUBS_GROUP}`;
    const branchesField = `user_tags.${ADDITIONAL_BRANCHES_GROUP}`;

    const driverPath = await saveOwn({
      user_tags: [
        { tag_group_name: ADDITIONAL_HUBS_GROUP, value: [sydneyHub] },
        { tag_group_name: ADDITIONAL_BRANCHES_GROUP, value: [parramatta] },
      ],
    });
    expect(driverPath.status).toBe(403);
    expect((await errorsOf(driverPath)).fields).toEqual({
      [hubsField]: messages.userForm.associationLocked,
      [branchesField]: messages.userForm.associationLocked,
    });

    const extensionPath = await harness.call('PUT', `${TFM}/update-extension/${driverPk}/`, {
      token: tokens.driver,
      body: { user_tags: [{ tag_group_name: ADDITIONAL_BRANCHES_GROUP.toLowerCase(), value: [parramatta] }] },
    });
    expect(extensionPath.status).toBe(403);
    expect((await errorsOf(extensionPath)).fields).toEqual({ [branchesField]: messages.userForm.associationLocked });

    // The user form's full payload, as the driver's own record reads back.
    const own = await json<Employee>(await harness.call('GET', `${TFM}/employees-extensions/${driverPk}/`, { token: tokens.driver }));
    const form = {
      user: { first_name: own.user?.first_name, last_name: own.user?.last_name, email: own.user?.email },
      role: own.role?.pk,
      status: own.status.name,
      branch: extensionOf(own).branch?.pk,
      employee_id: own.employee_id,
    };
    const fullPath = await harness.call('PUT', `${TFM}/employees-extensions/${driverPk}/`, {
      token: tokens.driver,
      body: { ...form, user_tags: [{ tag_group_name: ADDITIONAL_HUBS_GROUP, value: [sydneyHub] }] },
    });
    expect(fullPath.status).toBe(403);
    expect((await errorsOf(fullPath)).fields).toEqual({ [hubsField]: messages.userForm.associationLocked });

    expect(await tagValue(driverPk, ADDITIONAL_HUBS_GROUP)).toEqual([]);
    expect(await tagValue(driverPk, ADDITIONAL_BRANCHES_GROUP)).toEqual([]);

    // Given by an administrator, then sent back as read (the own branch among the branches): no change, so the save goes through.
    const byAdmin = await harness.call('PUT', `${TFM}/update-extension/${driverPk}/`, {
      token: tokens.admin,
      body: { user_tags: [{ tag_group_name: ADDITIONAL_BRANCHES_GROUP, value: [parramatta] }] },
    });
    expect(byAdmin.status).toBe(200);
    const read = extensionOf(await json<Employee>(await harness.call('GET', `${TFM}/employees-extensions/${driverPk}/`, { token: tokens.driver }))).user_tags;
    expect(read).toContainEqual({ tag_group_name: ADDITIONAL_BRANCHES_GROUP, value: [String(pkOf(demo.branches, 'Sydney Central')), parramatta] });
    const asRead = await harness.call('PUT', `${TFM}/employees-extensions/${driverPk}/`, { token: tokens.driver, body: { ...form, user_tags: read } });
    expect(asRead.status, await asRead.clone().text()).toBe(200);
    expect(await tagValue(driverPk, ADDITIONAL_BRANCHES_GROUP)).toEqual([String(pkOf(demo.branches, 'Sydney Central')), parramatta]);
    // Taking one away is a change too.
    const dropped = await saveOwn({ user_tags: [{ tag_group_name: ADDITIONAL_BRANCHES_GROUP, value: [] }] });
    expect((await errorsOf(dropped)).fields).toEqual({ [branchesField]: messages.userForm.associationLocked });
  });

  it('are refused to a CustomFleet branch manager, who has no user_write (spec §6)', async () => {
    const [second] = await harness.db.insert(branches).values({ organisationId: FLEET_SHARE, name: 'Harbour City North' }).returning({ id: branches.id });
    const response = await saveOwn(
      { user_tags: [{ tag_group_name: ADDITIONAL_BRANCHES_GROUP, value: [String(second?.id)] }] },
      tokens.fleetShareBranchManager,
      multiPk,
      FLEET_SHARE,
    );
    expect(response.status).toBe(403);
    expect((await errorsOf(response)).fields).toEqual({ [`user_tags.${ADDITIONAL_BRANCHES_GROUP}`]: messages.userForm.associationLocked });
    expect(await tagValue(multiPk, ADDITIONAL_BRANCHES_GROUP, FLEET_SHARE)).toEqual([]);
  });

  it('stay as an administrator set them when the member saves their other custom fields', async () => {
    const sydneyHub = String(pkOf(demo.branches, 'Sydney Hub'));
    const saved = await json<Employee>(
      await harness.call('PUT', `${TFM}/update-driver-extension/${driverPk}/`, {
        token: tokens.admin,
        body: { user_tags: [{ tag_group_name: ADDITIONAL_HUBS_GROUP, value: [sydneyHub] }] },
      }),
    );
    expect(extensionOf(saved).user_tags).toContainEqual({ tag_group_name: ADDITIONAL_HUBS_GROUP, value: [sydneyHub] });
    // Other Details leaves them out of its payload.
    expect((await saveOwn({ user_tags: [{ tag_group_name: 'Uniform Size', value: 'M' }] })).status).toBe(200);
    expect(await tagValue(driverPk, ADDITIONAL_HUBS_GROUP)).toEqual([sydneyHub]);
    await harness.call('PUT', `${TFM}/update-driver-extension/${driverPk}/`, {
      token: tokens.admin,
      body: { user_tags: [{ tag_group_name: ADDITIONAL_HUBS_GROUP, value: [] }] },
    });
  });

  it('never block a member saving their other custom fields when mandatory and empty', async () => {
    const special = eq(tagGroups.tagGroupName, ADDITIONAL_HUBS_GROUP);
    await harness.db
      .update(tagGroups)
      .set({ isMandatory: true })
      .where(and(eq(tagGroups.organisationId, DEMO_FLEET), special));
    try {
      expect(await tagValue(driverPk, ADDITIONAL_HUBS_GROUP)).toEqual([]);
      const own = await saveOwn({ user_tags: [{ tag_group_name: 'Uniform Size', value: 'L' }] });
      expect(own.status, await own.clone().text()).toBe(200);
      expect(await tagValue(driverPk, 'Uniform Size')).toEqual(['L']);
      // An administrator's save must still fill it.
      const byAdmin = await harness.call('PUT', `${TFM}/update-driver-extension/${driverPk}/`, {
        token: tokens.admin,
        body: { user_tags: [{ tag_group_name: 'Uniform Size', value: 'S' }] },
      });
      expect((await errorsOf(byAdmin)).fields).toEqual({ [`user_tags.${ADDITIONAL_HUBS_GROUP}`]: messages.driverDetails.selectAtLeastOne });
    } finally {
      await harness.db
        .update(tagGroups)
        .set({ isMandatory: false })
        .where(and(eq(tagGroups.organisationId, DEMO_FLEET), special));
    }
  });
});
