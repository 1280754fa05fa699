import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDITIONAL_HUBS_GROUP, hubsMessages, type AuditEntry } from '@motorpool/api';
import { branches, employeeExtensions, employeeTagValues, tagGroups, users } from '../src/db/schema';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

/*
 * 'Enable Hubs' takes effect (issue 20): with hubs off the server refuses
 * every hub write with one title (409), the profile says so (the widgets hide
 * hub menus and fields from it), and nothing of the hubs is lost.
 */

let harness: Harness;
let admin: string;
let hubManager: string;
let driver: string;
let branchManager: string;
let multi: string;

let hubManagerId: number;
let sydneyHub: number;
let northHub: number;
let sydneyCentral: number;

type Profile = {
  current_organisation: { hubs_enabled?: boolean } | null;
  role: { name: string } | null;
  branch: { name: string } | null;
  additional_hubs: { name: string }[];
};

const call = (token: string, method: string, path: string, body?: unknown, organisation?: number) =>
  harness.call(method, `${TFM}${path}`, { token, body, organisation });

const setHubs = (token: string, enabled: boolean) => call(token, 'PUT', '/settings/enable-hubs/', { enabled });

async function profile(token: string): Promise<Profile> {
  return (await (await harness.call('GET', '/api/v1/accounts/user/profile/', { token })).json()) as Profile;
}

async function expectHubsOff(response: Response, fields?: string[]) {
  expect(response.status).toBe(409);
  const errors = await errorsOf(response);
  expect(errors.title).toBe(hubsMessages.off);
  if (fields) expect(Object.keys(errors.fields ?? {}).sort()).toEqual(fields);
}

async function branchNamed(name: string) {
  const [row] = await harness.db
    .select({ id: branches.id, type: branches.branchType, deleted: branches.isDeleted })
    .from(branches)
    .where(and(eq(branches.organisationId, DEMO_FLEET), eq(branches.name, name)));
  return row!;
}

async function auditTrail(): Promise<AuditEntry[]> {
  const response = await harness.call('GET', '/api/v1/organisations/audits/?record_type=general_settings', { token: admin, organisation: DEMO_FLEET });
  return ((await response.json()) as { results: AuditEntry[] }).results;
}

beforeAll(async () => {
  harness = await createHarness();
  [admin, hubManager, driver, branchManager, multi] = await Promise.all([
    harness.login('admin@demo.fleet'),
    harness.login('hub.manager@demo.fleet'),
    harness.login('driver@demo.fleet'),
    harness.login('branch.manager@demo.fleet'),
    harness.login('multi@demo.fleet', FLEET_SHARE),
  ]);
  sydneyHub = (await branchNamed('Sydney Hub')).id;
  sydneyCentral = (await branchNamed('Sydney Central')).id;
  const [north] = await harness.db.insert(branches).values({ organisationId: DEMO_FLEET, name: 'North Hub', branchType: 'hub' }).returning({ id: branches.id });
  northHub = north!.id;
  const [member] = await harness.db
    .select({ id: employeeExtensions.id })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(and(eq(users.email, 'hub.manager@demo.fleet'), eq(employeeExtensions.organisationId, DEMO_FLEET)));
  hubManagerId = member!.id;
  const [group] = await harness.db
    .select({ id: tagGroups.id })
    .from(tagGroups)
    .where(and(eq(tagGroups.organisationId, DEMO_FLEET), eq(tagGroups.tagGroupName, ADDITIONAL_HUBS_GROUP)));
  await harness.db
    .insert(employeeTagValues)
    .values({ employeeExtensionId: hubManagerId, tagGroupId: group!.id, organisationId: DEMO_FLEET, value: [String(northHub)] });
});
afterAll(() => harness.close());

describe("PUT settings/enable-hubs/: organisation_write's, audited", () => {
  it('is refused to anyone without organisation_write, who changes nothing', async () => {
    for (const token of [driver, branchManager, hubManager]) expect((await setHubs(token, false)).status).toBe(403);
    expect((await setHubs(multi, false)).status).toBe(403);
    expect(await (await call(driver, 'GET', '/settings/enable-hubs/')).json()).toEqual({ enabled: true });
  });

  it('records who turned hubs off and on in the general settings trail; a save that changes nothing records nothing', async () => {
    const before = (await auditTrail()).length;
    expect((await setHubs(admin, true)).status).toBe(200);
    expect((await auditTrail()).length).toBe(before);
    expect(await (await setHubs(admin, false)).json()).toEqual({ enabled: false });
    const [latest] = await auditTrail();
    expect(latest).toMatchObject({ action: 'Updated', actor: { name: 'Alex Admin' }, changes: { enable_hubs: [true, false] } });
    expect((await setHubs(admin, true)).status).toBe(200);
    expect((await auditTrail())[0]).toMatchObject({ changes: { enable_hubs: [false, true] } });
  });
});

describe('hubs off', () => {
  it('the profile says so, and Switch Hub is refused with a clear title', async () => {
    expect((await profile(hubManager)).current_organisation?.hubs_enabled).toBe(true);
    await setHubs(admin, false);
    expect((await profile(hubManager)).current_organisation?.hubs_enabled).toBe(false);
    await expectHubsOff(await call(hubManager, 'PUT', '/update-user-hub/', { employee: hubManagerId, hub: northHub }));
    // Who may not switch at all hears that first, whatever the setting.
    expect((await call(driver, 'PUT', '/update-user-hub/', { employee: hubManagerId, hub: northHub })).status).toBe(403);
    await setHubs(admin, true);
  });

  it('refuses creating, changing, unmaking and deleting hubs and what they serve; plain branches go on', async () => {
    await setHubs(admin, false);
    await expectHubsOff(await call(admin, 'POST', '/branches/', { name: 'West Hub', branch_type: 'hub' }));
    await expectHubsOff(await call(admin, 'PUT', `/branches/${northHub}/`, { name: 'North Hub 2', branch_type: 'hub' }));
    await expectHubsOff(await call(admin, 'PUT', `/branches/${northHub}/`, { name: 'North Depot', branch_type: 'branch' }));
    await expectHubsOff(await call(admin, 'PUT', `/branches/${sydneyCentral}/`, { name: 'Sydney Central', branch_type: 'hub' }));
    await expectHubsOff(await call(admin, 'DELETE', `/branches/${northHub}/`));
    await expectHubsOff(await call(admin, 'POST', '/branch-relations/bulk/', { from_branch: sydneyHub, to_branch: [sydneyCentral] }));
    expect((await call(admin, 'POST', '/branches/', { name: 'Plain Depot', branch_type: 'branch' })).status).toBe(201);
    expect(await branchNamed('North Hub')).toMatchObject({ type: 'hub', deleted: false });
    await setHubs(admin, true);
  });

  it("refuses setting a member's hub or additional hubs; a save that leaves them as they are passes", async () => {
    expect((await call(admin, 'PUT', `/update-extension/${hubManagerId}/`, { hub: sydneyHub })).status).toBe(200);
    await setHubs(admin, false);
    await expectHubsOff(await call(admin, 'PUT', `/update-extension/${hubManagerId}/`, { hub: northHub }), ['hub']);
    await expectHubsOff(await call(admin, 'PUT', `/update-extension/${hubManagerId}/`, { hub: null }), ['hub']);
    expect((await call(admin, 'PUT', `/update-extension/${hubManagerId}/`, { hub: sydneyHub })).status).toBe(200);
    await expectHubsOff(
      await call(admin, 'PUT', `/update-extension/${hubManagerId}/`, { user_tags: [{ tag_group_name: ADDITIONAL_HUBS_GROUP, value: [String(sydneyHub)] }] }),
      [`user_tags.${ADDITIONAL_HUBS_GROUP}`],
    );
    expect((await call(admin, 'PUT', `/update-extension/${hubManagerId}/`, { keypad_number: '5151' })).status).toBe(200);
    await setHubs(admin, true);
    expect((await call(admin, 'PUT', `/update-extension/${hubManagerId}/`, { hub: null })).status).toBe(200);
  });

  it('keeps hubs and hub managers: turned on again, the hub manager switches hub as before', async () => {
    await setHubs(admin, false);
    const off = await profile(hubManager);
    expect(off).toMatchObject({ role: { name: 'Hub Manager' }, branch: { name: 'Sydney Hub' }, additional_hubs: [{ name: 'North Hub' }] });

    await setHubs(admin, true);
    const switched = await call(hubManager, 'PUT', '/update-user-hub/', { employee: hubManagerId, hub: northHub });
    expect(switched.status).toBe(200);
    expect(await profile(hubManager)).toMatchObject({ current_organisation: { hubs_enabled: true }, branch: { name: 'North Hub' } });
    expect((await call(admin, 'PUT', `/branches/${sydneyHub}/`, { name: 'Sydney Hub', branch_type: 'hub' })).status).toBe(200);
  });
});
