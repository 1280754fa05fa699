import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { and, eq, sql } from 'drizzle-orm';
import { AcceptedInvite, Invite, InviteDetails, InviteOptions, listOf, messages, newPasswordMessages, Profile } from '@motorpool/api';
import { employeeExtensions, invites, roles, users } from '../src/db/schema';
import { createHarness, DEMO_PASSWORD, type Harness } from './harness';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

let harness: Harness;
let adminToken: string;
let demoRoles: Map<string, number>;
let demoBranches: Map<string, number>;
beforeAll(async () => {
  harness = await createHarness();
  adminToken = await harness.login('admin@demo.fleet');
  const options = (await (await harness.call('GET', `${TFM}/invite/options/`, { token: adminToken })).json()) as InviteOptions;
  demoRoles = new Map(options.roles.map((role) => [role.name, role.pk]));
  demoBranches = new Map(options.branches.map((branch) => [branch.name, branch.pk]));
});
afterAll(() => harness.close());

const INVITES = `${TFM}/invite-user/`;
const resend = (pk: number | undefined) => `${TFM}/invite-user/resend-invite/?invite_pk=${pk}`;

async function invite(token: string, body: Record<string, unknown>, organisation?: number) {
  return harness.call('POST', INVITES, { token, body, organisation });
}

async function driverInvite(email: string, name = 'Ivy Invitee'): Promise<Invite> {
  const response = await invite(adminToken, { email, name, role: demoRoles.get('Driver'), branch: demoBranches.get('Sydney Central') });
  expect(response.status).toBe(201);
  return (await response.json()) as Invite;
}

async function linkTokenFor(email: string): Promise<string> {
  const mail = await harness.lastMessageTo(email);
  expect(mail?.template).toBe('invitation');
  const token = /\/csl-register\?invite=([A-Za-z0-9._~%-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation link to ${email}`);
  return decodeURIComponent(token);
}

const validate = (token: string, email?: string) => harness.call('POST', `${TFM}/invite/validate/`, { body: email ? { token, email } : { token } });
const acceptInvite = (token: string, details: Record<string, unknown>) =>
  harness.call('POST', `${TFM}/invite-user/update/`, { body: { token, employee_extension: { first_name: 'Ivy', last_name: 'Invitee', ...details } } });
const NEW_PASSWORD = 'Welcome@2024';

describe('GET invite/options/', () => {
  it("offers the organisation's roles and active branches", async () => {
    const response = await harness.call('GET', `${TFM}/invite/options/`, { token: adminToken });
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, InviteOptions);
    expect(body.roles.map((role) => role.name)).toEqual(['Admin', 'Branch Manager', 'Driver', 'Hub Manager', 'HubBranch']);
    expect(body.branches.map((branch) => branch.name)).toEqual(['Parramatta', 'Sydney Central', 'Sydney Hub']);
  });

  it('keeps the all-powerful Admin role from inviters who lack super_users', async () => {
    const token = await harness.login('hub.manager@demo.fleet');
    const body = (await (await harness.call('GET', `${TFM}/invite/options/`, { token })).json()) as InviteOptions;
    expect(body.roles.map((role) => role.name)).not.toContain('Admin');
    const escalation = await invite(token, { email: 'crony@example.com', name: 'Crony', role: demoRoles.get('Admin'), branch: demoBranches.get('Sydney Hub') });
    expect(escalation.status).toBe(403);
  });

  it('needs user_write', async () => {
    const token = await harness.login('driver@demo.fleet');
    expect((await harness.call('GET', `${TFM}/invite/options/`, { token })).status).toBe(403);
    expect((await harness.call('GET', INVITES, { token })).status).toBe(403);
    expect((await invite(token, { email: 'x@example.com', name: 'X', role: demoRoles.get('Driver'), branch: demoBranches.get('Sydney Hub') })).status).toBe(
      403,
    );
  });
});

describe('invitation lifecycle', () => {
  const email = 'ivy.invitee@example.com';
  let created: Invite;
  let firstLink: string;

  it('creates a pending invitation and emails a /csl-register link', async () => {
    const before = Date.now();
    created = await driverInvite(email);
    assert(created, Invite);
    expect(created).toMatchObject({
      status: { name: 'Pending Approval' },
      role: { pk: demoRoles.get('Driver'), name: 'Driver' },
      branch: { pk: demoBranches.get('Sydney Central'), name: 'Sydney Central' },
      email,
      name: 'Ivy Invitee',
    });
    const [admin] = await harness.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.fleet'));
    expect(created.invited_by).toEqual({ pk: admin?.id });
    const expiresIn = new Date(created.expires_at ?? 0).getTime() - before;
    expect(expiresIn).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(expiresIn).toBeLessThan(7 * 24 * 3600_000 + 60_000);
    firstLink = await linkTokenFor(email);
    const [row] = await harness.db
      .select()
      .from(invites)
      .where(eq(invites.id, created.pk ?? 0));
    expect(row?.tokenHash).not.toContain(firstLink);
  });

  it('lists it', async () => {
    const response = await harness.call('GET', INVITES, { token: adminToken });
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, listOf(Invite));
    expect(body.results.find((item) => item.pk === created.pk)?.status.name).toBe('Pending Approval');
  });

  it('describes the invitation to the link holder', async () => {
    const response = await validate(firstLink, 'IVY.invitee@example.com');
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, InviteDetails);
    expect(body).toEqual({
      email,
      name: 'Ivy Invitee',
      organisation: { pk: DEMO_FLEET, name: 'Demo Fleet' },
      role: { pk: demoRoles.get('Driver'), name: 'Driver' },
      branch: { pk: demoBranches.get('Sydney Central'), name: 'Sydney Central' },
      existing_account: false,
    });
    expect((await errorsOf(await validate(firstLink, 'someone.else@example.com'))).title).toBe(messages.invite.invalid);
    expect((await errorsOf(await validate('made-up-token'))).title).toBe(messages.invite.invalid);
    expect((await errorsOf(await validate(''))).fields).toEqual({ token: messages.invite.tokenRequired });
  });

  it('resends with a new link, status Resent; the old link stops working', async () => {
    const response = await harness.call('POST', resend(created.pk), { token: adminToken });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Invite;
    expect(body.status.name).toBe('Resent');
    const secondLink = await linkTokenFor(email);
    expect(secondLink).not.toBe(firstLink);
    expect((await errorsOf(await validate(firstLink))).title).toBe(messages.invite.invalid);
    expect((await validate(secondLink)).status).toBe(200);
    firstLink = secondLink;
  });

  it('needs a password for a new account, confirmed', async () => {
    const none = await acceptInvite(firstLink, {});
    expect(none.status).toBe(400);
    expect((await errorsOf(none)).fields).toEqual({ 'employee_extension.password': newPasswordMessages.required });
    const mismatch = await acceptInvite(firstLink, { password: NEW_PASSWORD, confirm_password: 'Welcome@2025' });
    expect(mismatch.status).toBe(400);
    expect((await errorsOf(mismatch)).fields).toEqual({ 'employee_extension.confirm_password': newPasswordMessages.mismatch });
    const weak = await acceptInvite(firstLink, { password: 'weak', confirm_password: 'weak' });
    expect((await errorsOf(weak)).fields).toEqual({ 'employee_extension.password': newPasswordMessages.weak });
  });

  it('creates the account and the membership, and signs the person in', async () => {
    const response = await acceptInvite(firstLink, { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD, phone: '+61412345678' });
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, AcceptedInvite);
    expect(body.organisation).toBe(DEMO_FLEET);

    const profile = await harness.call('GET', '/api/v1/accounts/user/profile/', { token: body.token });
    expect(profile.status).toBe(200);
    const me = await profile.json();
    assert(me, Profile);
    expect(me.email).toBe(email);

    const [user] = await harness.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ firstName: 'Ivy', lastName: 'Invitee', phone: '+61412345678', isEmailVerified: true });
    const [membership] = await harness.db
      .select({ status: employeeExtensions.status, branchId: employeeExtensions.branchId, role: roles.name })
      .from(employeeExtensions)
      .innerJoin(roles, eq(roles.id, employeeExtensions.roleId))
      .where(eq(employeeExtensions.userId, user?.id ?? 0));
    expect(membership).toEqual({ status: 'Active', branchId: demoBranches.get('Sydney Central'), role: 'Driver' });

    const login = await harness.call('POST', '/api/v1/accounts/user/login/', { body: { email, password: NEW_PASSWORD } });
    expect(login.status).toBe(200);
  });

  it('refuses the link a second time, shows Accepted and disables resending', async () => {
    const reuse = await acceptInvite(firstLink, { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(reuse.status).toBe(400);
    expect((await errorsOf(reuse)).title).toBe(messages.invite.accepted);
    expect((await errorsOf(await validate(firstLink))).title).toBe(messages.invite.accepted);

    const again = await harness.call('POST', resend(created.pk), { token: adminToken });
    expect(again.status).toBe(409);
    expect((await errorsOf(again)).title).toBe(messages.invite.accepted);

    const list = (await (await harness.call('GET', INVITES, { token: adminToken })).json()) as { results: Invite[] };
    expect(list.results.find((item) => item.pk === created.pk)?.status.name).toBe('Accepted');
  });

  it('refuses to invite someone who is already an active member', async () => {
    const response = await invite(adminToken, {
      email: 'Ivy.Invitee@example.com',
      name: 'Ivy',
      role: demoRoles.get('Driver'),
      branch: demoBranches.get('Parramatta'),
    });
    expect(response.status).toBe(409);
    expect((await errorsOf(response)).title).toBe(messages.invite.alreadyMember);
  });
});

describe('expiry and races', () => {
  it('shows an unaccepted invitation past its date as Expired and refuses its link', async () => {
    const created = await driverInvite('late.comer@example.com', 'Late Comer');
    const link = await linkTokenFor('late.comer@example.com');
    await harness.db
      .update(invites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invites.id, created.pk ?? 0));

    const list = (await (await harness.call('GET', `${INVITES}?page_size=100`, { token: adminToken })).json()) as { results: Invite[] };
    expect(list.results.find((item) => item.pk === created.pk)?.status.name).toBe('Expired');
    expect((await errorsOf(await validate(link))).title).toBe(messages.invite.expired);
    const accept = await acceptInvite(link, { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect((await errorsOf(accept)).title).toBe(messages.invite.expired);

    // Resending revives it.
    expect((await harness.call('POST', resend(created.pk), { token: adminToken })).status).toBe(200);
    expect((await validate(await linkTokenFor('late.comer@example.com'))).status).toBe(200);
  });

  it('accepts a link once when submitted twice at the same time', async () => {
    await driverInvite('double.click@example.com', 'Double Click');
    const link = await linkTokenFor('double.click@example.com');
    const responses = await Promise.all([1, 2].map(() => acceptInvite(link, { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD })));
    expect(responses.map((response) => response.status).sort()).toEqual([200, 400]);
    const [user] = await harness.db.select({ id: users.id }).from(users).where(eq(users.email, 'double.click@example.com'));
    const memberships = await harness.db
      .select()
      .from(employeeExtensions)
      .where(eq(employeeExtensions.userId, user?.id ?? 0));
    expect(memberships).toHaveLength(1);
  });

  it('refuses role and branch of another organisation', async () => {
    const sysadmin = await harness.login('sysadmin@demo.fleet');
    const fleetShare = (await (await harness.call('GET', `${TFM}/invite/options/`, { token: sysadmin, organisation: FLEET_SHARE })).json()) as InviteOptions;
    const response = await invite(adminToken, { email: 'x@example.com', name: 'X', role: fleetShare.roles[0]?.pk, branch: fleetShare.branches[0]?.pk });
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).fields).toEqual({ role: messages.field.invalid, branch: messages.field.invalid });
  });
});

describe('an existing account joins another organisation', () => {
  let sysadmin: string;
  let fleetShareInvite: Invite;
  beforeAll(async () => {
    sysadmin = await harness.login('sysadmin@demo.fleet');
    const options = (await (await harness.call('GET', `${TFM}/invite/options/`, { token: sysadmin, organisation: FLEET_SHARE })).json()) as InviteOptions;
    const driverRole = options.roles.find((role) => role.name === 'Driver');
    const response = await invite(
      sysadmin,
      { email: 'hub.manager@demo.fleet', name: 'Harper Hub', role: driverRole?.pk, branch: options.branches[0]?.pk },
      FLEET_SHARE,
    );
    expect(response.status).toBe(201);
    fleetShareInvite = (await response.json()) as Invite;
  });

  it('links the account without asking for a password and keeps the old one', async () => {
    const link = await linkTokenFor('hub.manager@demo.fleet');
    const details = (await (await validate(link)).json()) as InviteDetails;
    expect(details).toMatchObject({ existing_account: true, organisation: { pk: FLEET_SHARE } });
    const response = await acceptInvite(link, {});
    expect(response.status).toBe(200);
    expect(((await response.json()) as AcceptedInvite).organisation).toBe(FLEET_SHARE);
    const login = await harness.call('POST', '/api/v1/accounts/user/login/', {
      body: { email: 'hub.manager@demo.fleet', password: DEMO_PASSWORD, organisation_id: FLEET_SHARE },
    });
    expect(login.status).toBe(200);
    const [user] = await harness.db.select().from(users).where(eq(users.email, 'hub.manager@demo.fleet'));
    expect(user?.firstName).toBe('Harper');
  });

  it("keeps each organisation's invitations to itself", async () => {
    const list = (await (await harness.call('GET', `${INVITES}?page_size=100`, { token: adminToken })).json()) as { results: Invite[] };
    expect(list.results.map((item) => item.pk)).not.toContain(fleetShareInvite.pk);
    expect((await harness.call('POST', resend(fleetShareInvite.pk), { token: adminToken })).status).toBe(404);
    const own = (await (await harness.call('GET', INVITES, { token: sysadmin, organisation: FLEET_SHARE })).json()) as { results: Invite[]; count: number };
    expect(own.results.map((item) => item.pk)).toEqual([fleetShareInvite.pk]);
  });
});

describe('POST accounts/user/invite/', () => {
  it("invites with the Driver role into the inviter's branch", async () => {
    const response = await harness.call('POST', '/api/v1/accounts/user/invite/', {
      token: adminToken,
      body: { email: 'quick@example.com', invitee_name: 'Quinn Quick' },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ message: messages.invite.sent });
    const [row] = await harness.db
      .select({ role: roles.name, branchId: invites.branchId, name: invites.name })
      .from(invites)
      .innerJoin(roles, eq(roles.id, invites.roleId))
      .where(and(eq(invites.organisationId, DEMO_FLEET), sql`${invites.email} = 'quick@example.com'`));
    expect(row).toEqual({ role: 'Driver', branchId: demoBranches.get('Sydney Central'), name: 'Quinn Quick' });
    expect((await linkTokenFor('quick@example.com')).length).toBeGreaterThan(20);
  });

  it('needs user_write and valid input', async () => {
    const driver = await harness.login('driver@demo.fleet');
    expect((await harness.call('POST', '/api/v1/accounts/user/invite/', { token: driver, body: { email: 'q@example.com', invitee_name: 'Q' } })).status).toBe(
      403,
    );
    const bad = await harness.call('POST', '/api/v1/accounts/user/invite/', { token: adminToken, body: { email: 'nope', invitee_name: '' } });
    expect(bad.status).toBe(400);
    expect((await errorsOf(bad)).fields).toEqual({ email: messages.email.invalid, invitee_name: 'Name is required' });
  });
});
