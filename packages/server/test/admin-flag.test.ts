import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminFlagMessages, type AuditEntry, type Profile } from '@motorpool/api';
import { employeeExtensions, rolePermissions, roles, users } from '../src/db/schema';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, errorsOf, FLEET_SHARE } from './sign-up-flow';

let harness: Harness;
let admin: string;
beforeAll(async () => {
  harness = await createHarness();
  admin = await harness.login('admin@demo.fleet');
});
afterAll(() => harness.close());

async function memberPk(email: string, organisationId = DEMO_FLEET): Promise<number> {
  const [row] = await harness.db
    .select({ pk: employeeExtensions.id })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(and(eq(users.email, email), eq(employeeExtensions.organisationId, organisationId)));
  if (!row) throw new Error(`no member ${email}`);
  return row.pk;
}

const flagPath = (pk: number) => `/api/v1/tfm/employees-extensions/${pk}/admin-flag/`;
const setFlag = (pk: number, value: boolean, token = admin, organisation = DEMO_FLEET) =>
  harness.call('PUT', flagPath(pk), { token, organisation, body: { is_business_admin: value } });
const profileOf = async (token: string, organisation: number) =>
  (await (await harness.call('GET', '/api/v1/accounts/user/profile/', { token, organisation })).json()) as Profile;
const companySettings = (token: string) => harness.call('GET', '/api/v1/organisations/company-settings/', { token, organisation: DEMO_FLEET });

describe('the admin flag (spec §4)', () => {
  it('is read and changed by super users only', async () => {
    const driverPk = await memberPk('driver@demo.fleet');
    const manager = await harness.login('branch.manager@demo.fleet');
    expect((await harness.call('GET', flagPath(driverPk), { token: manager, organisation: DEMO_FLEET })).status).toBe(403);
    expect((await setFlag(driverPk, true, manager)).status).toBe(403);
    expect(await (await harness.call('GET', flagPath(driverPk), { token: admin, organisation: DEMO_FLEET })).json()).toEqual({ is_business_admin: false });
    // Another organisation's member is not found here.
    expect((await setFlag(await memberPk('multi@demo.fleet', FLEET_SHARE), true)).status).toBe(404);
  });

  it("adds the organisation's administration to the role on the member's next request, in that organisation only", async () => {
    const multiPk = await memberPk('multi@demo.fleet');
    const multi = await harness.login('multi@demo.fleet', DEMO_FLEET);
    expect((await companySettings(multi)).status).toBe(403);

    expect(await (await setFlag(multiPk, true)).json()).toEqual({ is_business_admin: true });
    const flagged = await profileOf(multi, DEMO_FLEET);
    expect(flagged.is_business_admin).toBe(true);
    expect(flagged.permissions).toEqual(expect.arrayContaining(['organisation_write', 'super_users', 'driver_user']));
    expect((await companySettings(multi)).status).toBe(200);
    const elsewhere = await profileOf(multi, FLEET_SHARE);
    expect(elsewhere.is_business_admin).toBe(false);
    expect(elsewhere.permissions).not.toContain('organisation_write');

    await setFlag(multiPk, false);
    expect((await profileOf(multi, DEMO_FLEET)).is_business_admin).toBe(false);
    expect((await companySettings(multi)).status).toBe(403);
  });

  it('is kept on the member’s trail with who changed it, and a save that changes nothing records nothing', async () => {
    const driverPk = await memberPk('driver@demo.fleet');
    const trail = async () =>
      (
        (await (
          await harness.call('GET', `/api/v1/organisations/audits/?record_type=member&record_key=${driverPk}`, { token: admin, organisation: DEMO_FLEET })
        ).json()) as { results: AuditEntry[] }
      ).results;
    const before = (await trail()).length;
    await setFlag(driverPk, true);
    await setFlag(driverPk, true);
    await setFlag(driverPk, false);
    const entries = await trail();
    expect(entries).toHaveLength(before + 2);
    expect(entries[0]?.changes).toEqual({ is_business_admin: [true, false] });
    expect(entries[0]?.actor?.name).toBe('Alex Admin');
  });

  it('cannot be removed from the last member who can manage users', async () => {
    // Without super_users on any role, the flag is the only way to manage users.
    const [adminRole] = await harness.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.organisationId, DEMO_FLEET), eq(roles.name, 'Admin')));
    if (!adminRole) throw new Error('no Admin role');
    const hubPk = await memberPk('hub.manager@demo.fleet');
    expect((await setFlag(hubPk, true)).status).toBe(200);
    await harness.db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, adminRole.id), eq(rolePermissions.permission, 'super_users')));
    try {
      const hub = await harness.login('hub.manager@demo.fleet');
      const refused = await setFlag(hubPk, false, hub);
      expect(refused.status).toBe(409);
      expect((await errorsOf(refused)).title).toBe(adminFlagMessages.lastSuperUser);
      expect((await profileOf(hub, DEMO_FLEET)).is_business_admin).toBe(true);
    } finally {
      await harness.db.insert(rolePermissions).values({ roleId: adminRole.id, permission: 'super_users' });
      await setFlag(hubPk, false);
    }
  });
});
