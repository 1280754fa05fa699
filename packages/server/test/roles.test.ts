import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_NAMES, roleMessages, type AuditEntry, type Profile, type RoleDetail } from '@motorpool/api';
import { approverUserIds } from '../src/bookings/approval';
import { bookingApprovalRules, employeeExtensions, invites, roles } from '../src/db/schema';
import { branchIdOf, hoursFromNow, memberOf, seedBooking, seedVehicle } from './booking-fixtures';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

let harness: Harness;
let admin: string;
let manager: string;
beforeAll(async () => {
  harness = await createHarness();
  [admin, manager] = await Promise.all([harness.login('admin@demo.fleet'), harness.login('branch.manager@demo.fleet')]);
});
afterAll(() => harness.close());

const call = (token: string, method: string, path: string, body?: unknown, organisation = DEMO_FLEET) =>
  harness.call(method, `${TFM}${path}`, { token, body, organisation });

async function summary(token = admin): Promise<RoleDetail[]> {
  const response = await call(token, 'GET', '/roles/summary/');
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: RoleDetail[] }).results;
}

async function roleNamed(name: string, organisationId = DEMO_FLEET) {
  const [row] = await harness.db
    .select()
    .from(roles)
    .where(and(eq(roles.organisationId, organisationId), eq(roles.name, name)));
  if (!row) throw new Error(`no role ${name}`);
  return row;
}

async function createRole(name: string, permissions: string[]): Promise<RoleDetail> {
  const response = await call(admin, 'POST', '/roles/', { name, permissions });
  if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as RoleDetail;
}

const giveRole = (extensionId: number, roleId: number) => harness.db.update(employeeExtensions).set({ roleId }).where(eq(employeeExtensions.id, extensionId));

describe('roles/ (issue 21): super users shape the roles', () => {
  it('lists every role with its permissions, default and admin marks and member count; only super users read or change them', async () => {
    const all = await summary();
    const adminRole = all.find((role) => role.is_admin_role);
    expect(adminRole).toMatchObject({ name: 'Admin', is_default: true, member_count: expect.any(Number) });
    expect(adminRole?.permissions).toEqual(expect.arrayContaining([...PERMISSION_NAMES]));
    expect(all.filter((role) => role.is_admin_role)).toHaveLength(1);
    expect(all.find((role) => role.name === 'Driver')).toMatchObject({
      is_default: true,
      is_admin_role: false,
      permissions: ['driver_user', 'view_my_bookings'],
    });
    // The branch manager holds user_write but not super_users.
    expect((await call(manager, 'GET', '/roles/summary/')).status).toBe(403);
    expect((await call(manager, 'POST', '/roles/', { name: 'Nope', permissions: [] })).status).toBe(403);
    expect((await call(manager, 'PUT', `/roles/${adminRole?.pk}/`, { name: 'Admin', permissions: [] })).status).toBe(403);
    // Every member's forms still read the names.
    expect((await call(manager, 'GET', '/roles/')).status).toBe(200);
  });

  it('creates, renames, changes the permissions of and deletes a custom role, each on its trail', async () => {
    const created = await createRole('  Night shift ', ['note_read', 'driver_user']);
    expect(created).toMatchObject({ name: 'Night shift', permissions: ['driver_user', 'note_read'], is_default: false, is_admin_role: false, member_count: 0 });
    const renamed = await call(admin, 'PUT', `/roles/${created.pk}/`, { name: 'Late shift', permissions: ['note_read'] });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: 'Late shift', permissions: ['note_read'] });
    expect(await (await call(admin, 'GET', `/roles/${created.pk}/`)).json()).toMatchObject({ name: 'Late shift' });
    const deleted = await call(admin, 'DELETE', `/roles/${created.pk}/`);
    expect(deleted.status).toBe(200);
    expect((await call(admin, 'GET', `/roles/${created.pk}/`)).status).toBe(404);
    const trail = (await (
      await harness.call('GET', `/api/v1/organisations/audits/?record_type=role&record_key=${created.pk}`, { token: admin, organisation: DEMO_FLEET })
    ).json()) as { results: AuditEntry[] };
    expect(trail.results.map((entry) => entry.action)).toEqual(['Deleted Late shift', 'Updated', 'Created Night shift']);
    expect(trail.results[1]?.changes).toEqual({ name: ['Night shift', 'Late shift'], permissions: [['driver_user', 'note_read'], ['note_read']] });
    expect(
      (await harness.call('GET', `/api/v1/organisations/audits/?record_type=role&record_key=${created.pk}`, { token: manager, organisation: DEMO_FLEET }))
        .status,
    ).toBe(403);
  });

  it('refuses a name already used in the organisation whatever its case (409, field name), not one used by another organisation', async () => {
    const taken = await call(admin, 'POST', '/roles/', { name: 'driver', permissions: [] });
    expect(taken.status).toBe(409);
    expect(await errorsOf(taken)).toMatchObject({ title: roleMessages.nameTaken, fields: { name: roleMessages.nameTaken } });
    const own = await createRole('Auditor', []);
    const renamedOnto = await call(admin, 'PUT', `/roles/${own.pk}/`, { name: 'BRANCH MANAGER', permissions: [] });
    expect(renamedOnto.status).toBe(409);
    const elsewhere = await harness.login('multi@demo.fleet', FLEET_SHARE);
    // multi is a Branch Manager in Fleet Share, not a super user there.
    expect((await call(elsewhere, 'POST', '/roles/', { name: 'Auditor', permissions: [] }, FLEET_SHARE)).status).toBe(403);
    // Another organisation's role is not found here.
    expect((await call(admin, 'GET', `/roles/${(await roleNamed('Driver', FLEET_SHARE)).id}/`)).status).toBe(404);
    await call(admin, 'DELETE', `/roles/${own.pk}/`);
  });

  it('validates the payload with the field named: empty name, unknown permission', async () => {
    const empty = await call(admin, 'POST', '/roles/', { name: '  ', permissions: [] });
    expect(empty.status).toBe(400);
    expect(await errorsOf(empty)).toMatchObject({ fields: { name: roleMessages.nameRequired } });
    const unknown = await call(admin, 'POST', '/roles/', { name: 'Odd', permissions: ['fly_planes'] });
    expect(unknown.status).toBe(400);
    expect(Object.keys((await errorsOf(unknown)).fields ?? {})).toEqual([expect.stringMatching(/^permissions/)]);
  });

  it('renames a default role but never deletes it (409)', async () => {
    const driver = await roleNamed('Driver');
    const renamed = await call(admin, 'PUT', `/roles/${driver.id}/`, { name: 'Pool driver', permissions: ['driver_user', 'view_my_bookings'] });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: 'Pool driver', is_default: true });
    const refused = await call(admin, 'DELETE', `/roles/${driver.id}/`);
    expect(refused.status).toBe(409);
    expect((await errorsOf(refused)).title).toBe(roleMessages.defaultNotDeletable);
    // New drivers still get it under its new name: the role is marked for sign-up, not found by its name.
    const invited = await harness.call('POST', '/api/v1/accounts/user/invite/', {
      token: admin,
      organisation: DEMO_FLEET,
      body: { email: 'renamed.driver@example.com', invitee_name: 'Renamed Driver' },
    });
    expect(invited.status).toBe(201);
    const [invitation] = await harness.db.select({ roleId: invites.roleId }).from(invites).where(eq(invites.email, 'renamed.driver@example.com'));
    expect(invitation?.roleId).toBe(driver.id);
    await call(admin, 'PUT', `/roles/${driver.id}/`, { name: 'Driver', permissions: ['driver_user', 'view_my_bookings'] });
  });

  it('refuses to delete a custom role while members hold it, saying how many; approval rules naming it stop naming it', async () => {
    const role = await createRole('Temporary', ['driver_user']);
    const driver = await memberOf(harness.db, DEMO_FLEET, 'driver@demo.fleet');
    const before = await roleNamed('Driver');
    await giveRole(driver.extensionId, role.pk);
    const refused = await call(admin, 'DELETE', `/roles/${role.pk}/`);
    expect(refused.status).toBe(409);
    expect((await errorsOf(refused)).title).toBe(roleMessages.inUse(1));
    expect((await summary()).find((row) => row.pk === role.pk)?.member_count).toBe(1);
    await giveRole(driver.extensionId, before.id);
    const rule = await call(admin, 'POST', '/booking-approval-rules/', { name: 'Temps', role_pks: [role.pk, before.id], approvers: ['admin'] });
    expect(rule.status).toBe(201);
    expect((await call(admin, 'DELETE', `/roles/${role.pk}/`)).status).toBe(200);
    const [kept] = await harness.db.select().from(bookingApprovalRules).where(eq(bookingApprovalRules.organisationId, DEMO_FLEET));
    expect(kept?.roleIds).toEqual([before.id]);
    await harness.db.delete(bookingApprovalRules).where(eq(bookingApprovalRules.organisationId, DEMO_FLEET));
  });

  it('refuses to delete a custom role an invitation offers', async () => {
    const role = await createRole('Invited only', ['driver_user']);
    const central = await branchIdOf(harness.db, DEMO_FLEET, 'Sydney Central');
    await harness.db.insert(invites).values({
      organisationId: DEMO_FLEET,
      email: 'new.person@demo.fleet',
      name: 'New Person',
      roleId: role.pk,
      branchId: central,
      tokenHash: 'roles-test-invite',
      expiresAt: hoursFromNow(24),
    });
    const refused = await call(admin, 'DELETE', `/roles/${role.pk}/`);
    expect(refused.status).toBe(409);
    expect((await errorsOf(refused)).title).toBe(roleMessages.invited(1));
    await harness.db.delete(invites).where(eq(invites.tokenHash, 'roles-test-invite'));
    expect((await call(admin, 'DELETE', `/roles/${role.pk}/`)).status).toBe(200);
  });

  it('the admin role keeps organisation_write and super_users (400 naming permissions), whatever it is called; its other permissions change', async () => {
    const adminRole = await roleNamed('Admin');
    const without = PERMISSION_NAMES.filter((name) => name !== 'super_users');
    const refused = await call(admin, 'PUT', `/roles/${adminRole.id}/`, { name: 'Admin', permissions: without });
    expect(refused.status).toBe(400);
    expect(await errorsOf(refused)).toMatchObject({
      title: roleMessages.adminRoleLocked('super_users'),
      fields: { permissions: roleMessages.adminRoleLocked('super_users') },
    });
    const renamed = await call(admin, 'PUT', `/roles/${adminRole.id}/`, { name: 'Owners', permissions: ['organisation_write', 'super_users', 'user_write'] });
    expect(renamed.status).toBe(200);
    const lost = await call(admin, 'PUT', `/roles/${adminRole.id}/`, { name: 'Owners', permissions: ['super_users'] });
    expect((await errorsOf(lost)).title).toBe(roleMessages.adminRoleLocked('organisation_write'));
    expect((await call(admin, 'PUT', `/roles/${adminRole.id}/`, { name: 'Admin', permissions: [...PERMISSION_NAMES] })).status).toBe(200);
  });

  it("a permission change reaches the role's members on their next request, with no sign-in again", async () => {
    const role = await createRole('Settings keeper', ['driver_user']);
    const multi = await memberOf(harness.db, DEMO_FLEET, 'multi@demo.fleet');
    const driverRole = await roleNamed('Driver');
    await giveRole(multi.extensionId, role.pk);
    const token = await harness.login('multi@demo.fleet', DEMO_FLEET);
    const settings = () => harness.call('GET', '/api/v1/organisations/company-settings/', { token, organisation: DEMO_FLEET });
    const profile = async () => (await (await harness.call('GET', '/api/v1/accounts/user/profile/', { token, organisation: DEMO_FLEET })).json()) as Profile;
    expect((await settings()).status).toBe(403);
    await call(admin, 'PUT', `/roles/${role.pk}/`, { name: 'Settings keeper', permissions: ['driver_user', 'organisation_write'] });
    expect((await settings()).status).toBe(200);
    expect((await profile()).permissions).toContain('organisation_write');
    await call(admin, 'PUT', `/roles/${role.pk}/`, { name: 'Settings keeper', permissions: ['driver_user'] });
    expect((await settings()).status).toBe(403);
    expect((await profile()).permissions).not.toContain('organisation_write');
    await giveRole(multi.extensionId, driverRole.id);
    await call(admin, 'DELETE', `/roles/${role.pk}/`);
  });
});

describe('booking_approve: an approver kind beside branch, hub managers and admins', () => {
  it('lets a holder at the booking’s branch approve (button and endpoint); once the permission is removed the next approve is 403 and the action goes', async () => {
    const parramatta = await branchIdOf(harness.db, DEMO_FLEET, 'Parramatta');
    const central = await branchIdOf(harness.db, DEMO_FLEET, 'Sydney Central');
    const driver = await memberOf(harness.db, DEMO_FLEET, 'driver@demo.fleet');
    // multi works from Parramatta in Demo Fleet.
    const multi = await memberOf(harness.db, DEMO_FLEET, 'multi@demo.fleet');
    const driverRole = await roleNamed('Driver');
    const coordinator = await createRole('Pool coordinator', ['view_my_bookings', 'booking_approve']);
    await giveRole(multi.extensionId, coordinator.pk);
    const token = await harness.login('multi@demo.fleet', DEMO_FLEET);
    expect((await call(admin, 'POST', '/booking-approval-rules/', { name: 'Coordinators approve', approvers: ['booking_approver'] })).status).toBe(201);
    const pendingAt = async (branchId: number) => {
      const vehicle = await seedVehicle(harness.db, { organisationId: DEMO_FLEET, branchId });
      const start = hoursFromNow(24);
      return seedBooking(harness.db, {
        organisationId: DEMO_FLEET,
        branchId,
        vehicleId: vehicle.id,
        driverId: driver.extensionId,
        startAt: start,
        endAt: new Date(start.getTime() + 2 * 3600_000),
        status: 'Pending Approval',
      });
    };
    const actionsOf = async (id: number) => ((await (await call(token, 'GET', `/bookings/${id}/`)).json()) as { allowed_actions: string[] }).allowed_actions;

    const first = await pendingAt(parramatta);
    expect(await actionsOf(first.id)).toContain('approve');
    expect((await call(token, 'POST', `/bookings/${first.id}/approve/`, {})).status).toBe(200);
    // Not at their branch: Sydney Central is not Parramatta and Parramatta serves no other branch.
    const elsewhere = await pendingAt(central);
    expect((await call(token, 'POST', `/bookings/${elsewhere.id}/approve/`, {})).status).toBe(403);

    const second = await pendingAt(parramatta);
    await call(admin, 'PUT', `/roles/${coordinator.pk}/`, { name: 'Pool coordinator', permissions: ['view_my_bookings'] });
    expect((await call(token, 'POST', `/bookings/${second.id}/approve/`, {})).status).toBe(403);
    expect((await call(token, 'POST', `/bookings/${second.id}/decline/`, { reason: 'No' })).status).toBe(403);
    expect(await actionsOf(second.id)).not.toContain('approve');

    await giveRole(multi.extensionId, driverRole.id);
    await harness.db.delete(bookingApprovalRules).where(eq(bookingApprovalRules.organisationId, DEMO_FLEET));
  });

  it('reaches the branches the holder’s branch serves (branch relations), and the notification goes to the holders there', async () => {
    const parramatta = await branchIdOf(harness.db, DEMO_FLEET, 'Parramatta');
    const driver = await memberOf(harness.db, DEMO_FLEET, 'driver@demo.fleet');
    // The hub manager works from Sydney Hub, which serves Sydney Central and Parramatta.
    const hub = await memberOf(harness.db, DEMO_FLEET, 'hub.manager@demo.fleet');
    const hubRole = await roleNamed('Hub Manager');
    const coordinator = await createRole('Hub coordinator', ['booking_approve']);
    await giveRole(hub.extensionId, coordinator.pk);
    const scope = { organisationId: DEMO_FLEET, tenancy: { organisation: null, membership: null, permissions: new Set<string>() } };
    const vehicle = await seedVehicle(harness.db, { organisationId: DEMO_FLEET, branchId: parramatta });
    const start = hoursFromNow(48);
    const booking = await seedBooking(harness.db, {
      organisationId: DEMO_FLEET,
      branchId: parramatta,
      vehicleId: vehicle.id,
      driverId: driver.extensionId,
      startAt: start,
      endAt: new Date(start.getTime() + 3600_000),
      status: 'Pending Approval',
    });
    expect(await approverUserIds(harness.db, scope, booking, ['booking_approver'])).toEqual([hub.userId]);
    expect((await call(admin, 'POST', '/booking-approval-rules/', { name: 'Coordinators approve', approvers: ['booking_approver'] })).status).toBe(201);
    const token = await harness.login('hub.manager@demo.fleet');
    expect((await call(token, 'POST', `/bookings/${booking.id}/approve/`, {})).status).toBe(200);
    await giveRole(hub.extensionId, hubRole.id);
    await call(admin, 'DELETE', `/roles/${coordinator.pk}/`);
    await harness.db.delete(bookingApprovalRules).where(eq(bookingApprovalRules.organisationId, DEMO_FLEET));
  });
});
