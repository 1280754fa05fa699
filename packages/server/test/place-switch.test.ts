import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDITIONAL_BRANCHES_GROUP, ADDITIONAL_HUBS_GROUP, messages } from '@motorpool/api';
import { branches, employeeExtensions, employeeTagValues, tagGroups, users } from '../src/db/schema';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, FLEET_SHARE, TFM } from './sign-up-flow';

let harness: Harness;
let hubManager: string;
let driver: string;
let multi: string;

type Profile = {
  employee_pk: number | null;
  branch: { pk: number; name: string } | null;
  additional_hubs: { name: string }[];
  additional_branches: { name: string }[];
};

async function memberOf(email: string, organisationId: number) {
  const [member] = await harness.db
    .select({ id: employeeExtensions.id })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(and(eq(users.email, email), eq(employeeExtensions.organisationId, organisationId)));
  return member!.id;
}

async function branchNamed(name: string) {
  const [branch] = await harness.db.select({ id: branches.id }).from(branches).where(eq(branches.name, name));
  return branch!.id;
}

async function associate(extensionId: number, organisationId: number, groupName: string, branchIds: number[]) {
  const [group] = await harness.db
    .select({ id: tagGroups.id })
    .from(tagGroups)
    .where(and(eq(tagGroups.organisationId, organisationId), eq(tagGroups.tagGroupName, groupName)));
  await harness.db
    .insert(employeeTagValues)
    .values({ employeeExtensionId: extensionId, tagGroupId: group!.id, organisationId, value: branchIds.map(String) })
    .onConflictDoUpdate({ target: [employeeTagValues.employeeExtensionId, employeeTagValues.tagGroupId], set: { value: branchIds.map(String) } });
}

async function profile(token: string, organisation?: number): Promise<Profile> {
  const response = await harness.call('GET', '/api/v1/accounts/user/profile/', { token, ...(organisation ? { organisation } : {}) });
  return (await response.json()) as Profile;
}

const switchHub = (token: string, employee: number, hub: number) => harness.call('PUT', `${TFM}/update-user-hub/`, { token, body: { employee, hub } });

let hubManagerId: number;
let northHub: number;
let sydneyHub: number;

beforeAll(async () => {
  harness = await createHarness();
  [hubManager, driver, multi] = await Promise.all([
    harness.login('hub.manager@demo.fleet'),
    harness.login('driver@demo.fleet'),
    harness.login('multi@demo.fleet', FLEET_SHARE),
  ]);
  const [north] = await harness.db.insert(branches).values({ organisationId: DEMO_FLEET, name: 'North Hub', branchType: 'hub' }).returning({ id: branches.id });
  northHub = north!.id;
  sydneyHub = await branchNamed('Sydney Hub');
  hubManagerId = await memberOf('hub.manager@demo.fleet', DEMO_FLEET);
  await associate(hubManagerId, DEMO_FLEET, ADDITIONAL_HUBS_GROUP, [northHub]);
});
afterAll(() => harness.close());

describe('Switch Hub (spec §2, §8): PUT update-user-hub/', () => {
  it('moves a hub manager to another of their hubs and keeps the one left to switch back to', async () => {
    expect(await profile(hubManager)).toMatchObject({ employee_pk: hubManagerId, branch: { name: 'Sydney Hub' }, additional_hubs: [{ name: 'North Hub' }] });

    const response = await switchHub(hubManager, hubManagerId, northHub);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: messages.placeSwitch.hubUpdated });
    expect(await profile(hubManager)).toMatchObject({ branch: { name: 'North Hub' }, additional_hubs: [{ name: 'Sydney Hub' }] });

    expect((await switchHub(hubManager, hubManagerId, sydneyHub)).status).toBe(200);
    expect(await profile(hubManager)).toMatchObject({ branch: { name: 'Sydney Hub' }, additional_hubs: [{ name: 'North Hub' }] });
  });

  it('refuses a hub the manager is not associated with, a branch that is no hub, and another organisation’s hub', async () => {
    const parramatta = await branchNamed('Parramatta');
    const [foreign] = await harness.db
      .insert(branches)
      .values({ organisationId: FLEET_SHARE, name: 'Foreign Hub', branchType: 'hub' })
      .returning({ id: branches.id });
    for (const hub of [parramatta, foreign!.id, 999_999]) {
      const response = await switchHub(hubManager, hubManagerId, hub);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: { fields: Record<string, string> } }).errors.fields.hub).toBe(messages.placeSwitch.hubNotAssociated);
    }
    expect((await profile(hubManager)).branch?.name).toBe('Sydney Hub');
  });

  it('switches only one’s own membership, and only for hub roles', async () => {
    expect((await switchHub(driver, hubManagerId, northHub)).status).toBe(403);
    const driverId = await memberOf('driver@demo.fleet', DEMO_FLEET);
    const refused = await switchHub(driver, driverId, northHub);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { errors: { title: string } }).errors.title).toBe(messages.placeSwitch.hubsNotYours);
    expect((await harness.call('PUT', `${TFM}/update-user-hub/`, { body: { employee: hubManagerId, hub: northHub } })).status).toBe(401);
    expect((await harness.call('PUT', `${TFM}/update-user-hub/`, { token: hubManager, body: { employee: hubManagerId } })).status).toBe(400);
  });
});

describe('Switch Branch (spec §2, §8): PUT update-user-branch/', () => {
  it('moves a CustomFleet branch manager between their branches', async () => {
    const multiId = await memberOf('multi@demo.fleet', FLEET_SHARE);
    const [quay] = await harness.db
      .insert(branches)
      .values({ organisationId: FLEET_SHARE, name: 'Quay Depot', branchType: 'branch' })
      .returning({ id: branches.id });
    await associate(multiId, FLEET_SHARE, ADDITIONAL_BRANCHES_GROUP, [quay!.id]);
    const before = await profile(multi, FLEET_SHARE);
    expect(before.additional_branches).toEqual([{ pk: quay!.id, name: 'Quay Depot' }]);

    const response = await harness.call('PUT', `${TFM}/update-user-branch/`, {
      token: multi,
      organisation: FLEET_SHARE,
      body: { employee: multiId, branch: quay!.id },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: messages.placeSwitch.branchUpdated });
    const after = await profile(multi, FLEET_SHARE);
    expect(after.branch?.name).toBe('Quay Depot');
    expect(after.additional_branches.map((branch) => branch.name)).toEqual([before.branch?.name]);
  });

  it('is not offered outside CustomFleet', async () => {
    const multiInDemo = await harness.login('multi@demo.fleet', DEMO_FLEET);
    const multiDemoId = await memberOf('multi@demo.fleet', DEMO_FLEET);
    const response = await harness.call('PUT', `${TFM}/update-user-branch/`, { token: multiInDemo, body: { employee: multiDemoId, branch: sydneyHub } });
    expect(response.status).toBe(403);
  });
});
