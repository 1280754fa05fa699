import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages, type ApprovalRule } from '@motorpool/api';
import { approvalFor, approvalOfBooking, approverUserIds } from '../src/bookings/approval';
import { notifyBookingEvent } from '../src/bookings/notify';
import { readConfig } from '../src/config';
import { notifications, outbox, roles, tagGroups, bookingTagValues } from '../src/db/schema';
import { createMailer } from '../src/mail/mailer';
import { anonymousScope, findOrganisation } from '../src/registration/public-organisation';
import { loadSigningKey } from '../src/security/signing-key';
import { SETTING_KEYS, writeSetting } from '../src/settings/organisation-settings';
import type { OrganisationScope } from '../src/tenancy/tenancy';
import { createHarness, type Harness } from './harness';
import { branchIdOf, hoursFromNow, memberOf, seedBooking, seedVehicle } from './booking-fixtures';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';
import { systemClock } from '../src/clock';

let harness: Harness;
let scope: OrganisationScope;
const tokens = {} as Record<'admin' | 'driver' | 'manager' | 'hub' | 'multiFleetShare', string>;
const ids = {} as Record<'central' | 'parramatta' | 'harbour' | 'driverRole' | 'managerRole' | 'fleetShareRole', number>;
const people = {} as Record<'admin' | 'driver' | 'manager' | 'hub', { extensionId: number; userId: number }>;

const call = (token: string, method: string, path: string, body?: unknown, organisation = DEMO_FLEET) =>
  harness.call(method, `${TFM}${path}`, { token, body, organisation });

async function roleId(organisationId: number, name: string) {
  const [row] = await harness.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organisationId, organisationId), eq(roles.name, name)));
  return row!.id;
}

async function createRule(body: Record<string, unknown>): Promise<ApprovalRule> {
  const response = await call(tokens.admin, 'POST', '/booking-approval-rules/', body);
  if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as ApprovalRule;
}

async function clearRules() {
  const rules = (await (await call(tokens.admin, 'GET', '/booking-approval-rules/')).json()) as { results: ApprovalRule[] };
  for (const rule of rules.results) await call(tokens.admin, 'DELETE', `/booking-approval-rules/${rule.pk}/`);
}

async function pendingAt(branchId: number, hours = 2) {
  const vehicle = await seedVehicle(harness.db, { organisationId: DEMO_FLEET, branchId });
  const start = hoursFromNow(24);
  return seedBooking(harness.db, {
    organisationId: DEMO_FLEET,
    branchId,
    vehicleId: vehicle.id,
    driverId: people.driver.extensionId,
    startAt: start,
    endAt: new Date(start.getTime() + hours * 3600_000),
    status: 'Pending Approval',
  });
}

beforeAll(async () => {
  harness = await createHarness();
  const organisation = await findOrganisation(harness.db, DEMO_FLEET);
  scope = anonymousScope(organisation!);
  ids.central = await branchIdOf(harness.db, DEMO_FLEET, 'Sydney Central');
  ids.parramatta = await branchIdOf(harness.db, DEMO_FLEET, 'Parramatta');
  ids.harbour = await branchIdOf(harness.db, FLEET_SHARE, 'Harbour City Depot');
  ids.driverRole = await roleId(DEMO_FLEET, 'Driver');
  ids.managerRole = await roleId(DEMO_FLEET, 'Branch Manager');
  ids.fleetShareRole = await roleId(FLEET_SHARE, 'Driver');
  people.admin = await memberOf(harness.db, DEMO_FLEET, 'admin@demo.fleet');
  people.driver = await memberOf(harness.db, DEMO_FLEET, 'driver@demo.fleet');
  people.manager = await memberOf(harness.db, DEMO_FLEET, 'branch.manager@demo.fleet');
  people.hub = await memberOf(harness.db, DEMO_FLEET, 'hub.manager@demo.fleet');
  [tokens.admin, tokens.driver, tokens.manager, tokens.hub, tokens.multiFleetShare] = await Promise.all([
    harness.login('admin@demo.fleet'),
    harness.login('driver@demo.fleet'),
    harness.login('branch.manager@demo.fleet'),
    harness.login('hub.manager@demo.fleet'),
    harness.login('multi@demo.fleet', FLEET_SHARE),
  ]);
});
afterAll(() => harness.close());

describe('booking-approval-rules/ (organisation_write or super_users)', () => {
  it('creates, lists, updates and deletes; others get 403; foreign pks are refused; other organisations see none', async () => {
    const rule = await createRule({
      name: 'Long trips',
      branch_pks: [ids.parramatta],
      role_pks: [ids.driverRole],
      min_duration_minutes: 240,
      approvers: ['branch_manager'],
    });
    expect(rule).toMatchObject({
      name: 'Long trips',
      branch_pks: [ids.parramatta],
      role_pks: [ids.driverRole],
      booking_tag_group_pks: [],
      approvers: ['branch_manager'],
      is_active: true,
    });
    for (const token of [tokens.driver, tokens.manager, tokens.hub]) {
      expect((await call(token, 'GET', '/booking-approval-rules/')).status).toBe(403);
      expect((await call(token, 'POST', '/booking-approval-rules/', { name: 'x', approvers: ['admin'] })).status).toBe(403);
    }
    const foreign = await call(tokens.admin, 'POST', '/booking-approval-rules/', {
      name: 'Bad',
      branch_pks: [ids.harbour],
      role_pks: [ids.fleetShareRole],
      approvers: ['admin'],
    });
    expect(foreign.status).toBe(400);
    expect((await errorsOf(foreign)).fields).toEqual({ branch_pks: 'Unknown branch.', role_pks: 'Unknown role.' });
    expect((await call(tokens.admin, 'POST', '/booking-approval-rules/', { name: 'None', approvers: [] })).status).toBe(400);

    const updated = await call(tokens.admin, 'PUT', `/booking-approval-rules/${rule.pk}/`, {
      name: 'Long trips',
      approvers: ['admin', 'hub_manager'],
      is_active: false,
    });
    expect(await updated.json()).toMatchObject({ pk: rule.pk, approvers: ['admin', 'hub_manager'], branch_pks: [], is_active: false });
    const theirs = (await (await call(tokens.multiFleetShare, 'GET', '/booking-approval-rules/', undefined, FLEET_SHARE)).json()) as {
      count?: number;
      results?: unknown[];
    };
    expect(theirs.results ?? []).toHaveLength(0);
    expect((await call(tokens.admin, 'DELETE', `/booking-approval-rules/${rule.pk}/`)).status).toBe(200);
    expect((await call(tokens.admin, 'DELETE', `/booking-approval-rules/${rule.pk}/`)).status).toBe(404);
  });
});

describe('approvalFor (which bookings need approval, and from whom)', () => {
  it('no rule and no approval tag: no approval', async () => {
    await clearRules();
    const draft = { branchId: ids.parramatta, driverId: people.driver.extensionId, startAt: hoursFromNow(1), endAt: hoursFromNow(2), tagGroupIds: [] };
    expect(await approvalFor(harness.db, scope, draft)).toEqual({ required: false, approvers: [] });
  });

  it('a rule matches only when every condition it sets holds; matching rules add their approvers', async () => {
    await clearRules();
    await createRule({
      name: 'Parramatta drivers, 4h+',
      branch_pks: [ids.parramatta],
      role_pks: [ids.driverRole],
      min_duration_minutes: 240,
      approvers: ['branch_manager'],
    });
    await createRule({ name: 'Everything long', min_duration_minutes: 600, approvers: ['admin'] });
    await createRule({ name: 'Inactive', approvers: ['hub_manager'], is_active: false });
    const base = { driverId: people.driver.extensionId, startAt: hoursFromNow(1), tagGroupIds: [] as number[] };
    expect(await approvalFor(harness.db, scope, { ...base, branchId: ids.parramatta, endAt: hoursFromNow(4) })).toEqual({ required: false, approvers: [] });
    expect(await approvalFor(harness.db, scope, { ...base, branchId: ids.parramatta, endAt: hoursFromNow(5) })).toEqual({
      required: true,
      approvers: ['branch_manager'],
    });
    expect(await approvalFor(harness.db, scope, { ...base, branchId: ids.central, endAt: hoursFromNow(5) })).toEqual({ required: false, approvers: [] });
    const long = await approvalFor(harness.db, scope, { ...base, branchId: ids.parramatta, endAt: hoursFromNow(11) });
    expect(long.approvers.sort()).toEqual(['admin', 'branch_manager']);
    // The branch manager drives under another role: the role condition fails.
    expect(await approvalFor(harness.db, scope, { ...base, driverId: people.manager.extensionId, branchId: ids.parramatta, endAt: hoursFromNow(5) })).toEqual({
      required: false,
      approvers: [],
    });
  });

  it('a booking tag in a group flagged is_booking_approval asks the branch manager and admins', async () => {
    await clearRules();
    const [group] = await harness.db
      .insert(tagGroups)
      .values({ organisationId: DEMO_FLEET, tagType: 'booking', tagGroupName: 'Interstate', tagDataType: 'toggle', tags: ['false'], isBookingApproval: true })
      .returning();
    const draft = { branchId: ids.central, driverId: people.driver.extensionId, startAt: hoursFromNow(1), endAt: hoursFromNow(2), tagGroupIds: [group!.id] };
    expect(await approvalFor(harness.db, scope, draft)).toEqual({ required: true, approvers: ['branch_manager', 'admin'] });
  });
});

describe('who approves', () => {
  it('approverUserIds: branch managers via branch_managers, hub managers of the hub serving the branch, admins', async () => {
    const booking = await pendingAt(ids.parramatta);
    expect(await approverUserIds(harness.db, scope, booking, ['branch_manager'])).toEqual([people.manager.userId]);
    expect(await approverUserIds(harness.db, scope, booking, ['hub_manager'])).toEqual([people.hub.userId]);
    expect(await approverUserIds(harness.db, scope, booking, ['admin'])).toEqual([people.admin.userId]);
    const central = await pendingAt(ids.central);
    expect(await approverUserIds(harness.db, scope, central, ['branch_manager'])).toEqual([]);
  });

  it('a hub_manager rule lets the hub manager approve, not the branch manager; the admin (super user) always may', async () => {
    await clearRules();
    await createRule({ name: 'Hub approves', approvers: ['hub_manager'] });
    const booking = await pendingAt(ids.parramatta);
    const byManager = await call(tokens.manager, 'POST', `/bookings/${booking.id}/approve/`, {});
    expect(byManager.status).toBe(403);
    expect((await errorsOf(byManager)).title).toBe(bookingMessages.cannotApprove);
    expect((await call(tokens.hub, 'POST', `/bookings/${booking.id}/approve/`, {})).status).toBe(200);
    const other = await pendingAt(ids.parramatta);
    expect((await call(tokens.admin, 'POST', `/bookings/${other.id}/decline/`, { reason: 'No' })).status).toBe(200);
    await clearRules();
  });

  it("with hubs off ('Enable Hubs') a hub_manager rule falls to the booking branch's managers, and the hub manager approves nothing through the hub", async () => {
    await clearRules();
    await createRule({ name: 'Hub approves', approvers: ['hub_manager'] });
    await writeSetting(harness.db, scope, SETTING_KEYS.enableHubs, false);
    try {
      const booking = await pendingAt(ids.parramatta);
      expect(await approverUserIds(harness.db, scope, booking, ['hub_manager'])).toEqual([people.manager.userId]);
      const byHub = await call(tokens.hub, 'POST', `/bookings/${booking.id}/approve/`, {});
      expect(byHub.status).toBe(403);
      expect((await errorsOf(byHub)).title).toBe(bookingMessages.cannotApprove);
      expect((await call(tokens.manager, 'POST', `/bookings/${booking.id}/approve/`, {})).status).toBe(200);
    } finally {
      await writeSetting(harness.db, scope, SETTING_KEYS.enableHubs, true);
      await clearRules();
    }
  });

  it('approving as a hub manager follows the is_hub_manager permission, not the role’s name', async () => {
    await clearRules();
    await createRule({ name: 'Hub approves', approvers: ['hub_manager'] });
    const [hubRole] = await harness.db
      .select()
      .from(roles)
      .where(and(eq(roles.organisationId, DEMO_FLEET), eq(roles.name, 'Hub Manager')));
    await harness.db.update(roles).set({ name: 'Regional Lead' }).where(eq(roles.id, hubRole!.id));
    try {
      const booking = await pendingAt(ids.parramatta);
      expect(await approverUserIds(harness.db, scope, booking, ['hub_manager'])).toEqual([people.hub.userId]);
      expect((await call(tokens.hub, 'POST', `/bookings/${booking.id}/approve/`, {})).status).toBe(200);
    } finally {
      await harness.db.update(roles).set({ name: 'Hub Manager' }).where(eq(roles.id, hubRole!.id));
      await clearRules();
    }
  });

  it('created: the driver, the approvers and the branch managers hear once each, never the actor; approvers get the links', async () => {
    await clearRules();
    await createRule({ name: 'Parramatta', branch_pks: [ids.parramatta], approvers: ['branch_manager', 'admin'] });
    const booking = await pendingAt(ids.parramatta);
    const config = readConfig({});
    const context = {
      scope,
      mailer: createMailer({ smtpUrl: null, from: config.mailFrom, clock: systemClock, log: () => {} }),
      signingKey: await loadSigningKey(harness.db, null),
      config,
      now: new Date(),
    };
    await notifyBookingEvent(harness.db, context, 'created', booking, { actorUserId: people.driver.userId });
    const bell = await harness.db
      .select()
      .from(notifications)
      .where(eq(notifications.url, `/bookings/edit/${booking.id}`));
    expect(bell.map((item) => item.userId).sort()).toEqual([people.admin.userId, people.manager.userId].sort());
    const mails = await harness.db
      .select()
      .from(outbox)
      .where(inArray(outbox.recipient, ['admin@demo.fleet', 'branch.manager@demo.fleet', 'driver@demo.fleet', 'hub.manager@demo.fleet']));
    const aboutThis = mails.filter((mail) => mail.text.includes(`Booking #${booking.id}:`));
    expect(aboutThis.map((mail) => [mail.recipient, mail.template]).sort()).toEqual([
      ['admin@demo.fleet', 'booking_approval_request'],
      ['branch.manager@demo.fleet', 'booking_approval_request'],
    ]);
    expect(aboutThis[0]?.text).toMatch(/\/booking\/action\?pk=\d+&signature=[^&]+&action=approve/);
    await clearRules();
  });

  it('approval tags on a stored booking count only with a value: a toggle left at false asks nothing', async () => {
    await clearRules();
    const [group] = await harness.db
      .insert(tagGroups)
      .values({ organisationId: DEMO_FLEET, tagType: 'booking', tagGroupName: 'Towing', tagDataType: 'toggle', tags: ['false'], isBookingApproval: true })
      .returning();
    const quiet = await pendingAt(ids.central);
    const asking = await pendingAt(ids.central);
    await harness.db.insert(bookingTagValues).values([
      { bookingId: quiet.id, tagGroupId: group!.id, organisationId: DEMO_FLEET, value: ['false'] },
      { bookingId: asking.id, tagGroupId: group!.id, organisationId: DEMO_FLEET, value: ['true'] },
    ]);
    expect(await approvalOfBooking(harness.db, scope, quiet)).toEqual({ required: false, approvers: [] });
    expect(await approvalOfBooking(harness.db, scope, asking)).toEqual({ required: true, approvers: ['branch_manager', 'admin'] });
  });
});
