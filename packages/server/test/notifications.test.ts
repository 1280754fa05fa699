import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { eq, sql } from 'drizzle-orm';
import { Notification, NotificationCount, NotificationPage, type InviteOptions } from '@motorpool/api';
import { notifications, users } from '../src/db/schema';
import { notify } from '../src/notifications/notifications';
import { createHarness, type Harness } from './harness';
import { branchOptions, DEMO_FLEET, demoFleetDriver, errorsOf, FLEET_SHARE, register, TFM } from './sign-up-flow';

const BASE = '/api/v1/accounts/notifications';

let harness: Harness;
const ids = new Map<string, number>();
const tokens = new Map<string, string>();

async function userId(email: string): Promise<number> {
  const [user] = await harness.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

function token(email: string): string {
  const value = tokens.get(email);
  if (!value) throw new Error(`not signed in: ${email}`);
  return value;
}

async function get(email: string, path: string, organisation?: number) {
  return harness.call('GET', `${BASE}${path}`, { token: token(email), organisation });
}

async function post(email: string, path: string, organisation?: number) {
  return harness.call('POST', `${BASE}${path}`, { token: token(email), organisation });
}

async function page(email: string, query: string, organisation?: number): Promise<NotificationPage> {
  const response = await get(email, `/${query}`, organisation);
  expect(response.status).toBe(200);
  const body = await response.json();
  assert(body, NotificationPage);
  return body;
}

async function unread(email: string, organisation?: number): Promise<number> {
  const response = await get(email, '/count/', organisation);
  expect(response.status).toBe(200);
  const body = await response.json();
  assert(body, NotificationCount);
  return body.count;
}

const ADMIN = 'admin@demo.fleet';
const DRIVER = 'driver@demo.fleet';
const MULTI = 'multi@demo.fleet';

beforeAll(async () => {
  harness = await createHarness({ env: { REGISTRATION_ENABLED: 'true', TRUST_PROXY: 'true' } });
  for (const email of [ADMIN, DRIVER, MULTI, 'sysadmin@demo.fleet']) {
    ids.set(email, await userId(email));
    tokens.set(email, await harness.login(email, email === MULTI ? DEMO_FLEET : undefined));
  }
});
afterAll(() => harness.close());

describe('notify and the notification calls', () => {
  const adminPks: number[] = [];

  beforeAll(async () => {
    const admin = ids.get(ADMIN) ?? 0;
    for (let index = 1; index <= 25; index += 1) {
      const [created] = await notify(harness.db, { organisationId: DEMO_FLEET, userIds: [admin], text: `Message <b>${index}</b>`, url: `/bookings/${index}` });
      adminPks.push(created?.pk ?? 0);
    }
  });

  it('lists 20 a page, newest first, with the next page until the last', async () => {
    const first = await page(ADMIN, '');
    expect(first.list).toHaveLength(20);
    expect(first.nextPage).toBe(2);
    expect(first.list[0]).toMatchObject({ pk: adminPks[24], text: 'Message <b>25</b>', status: false, url: '/bookings/25' });
    expect(new Date(first.list[0]?.createdAt ?? '').toISOString()).toBe(first.list[0]?.createdAt);
    const second = await page(ADMIN, '?page=2');
    expect(second.list.map((item) => item.pk)).toEqual(adminPks.slice(0, 5).reverse());
    expect(second.nextPage).toBeNull();
    expect((await page(ADMIN, '?page=3')).list).toEqual([]);
  });

  it('counts unread, marks one read (keeping it read) and filters unread', async () => {
    expect(await unread(ADMIN)).toBe(25);
    const pk = adminPks[24] ?? 0;
    const response = await post(ADMIN, `/${pk}/read/`);
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, Notification);
    expect(body).toMatchObject({ pk, status: true });
    expect((await post(ADMIN, `/${pk}/read/`)).status).toBe(200);
    expect(await unread(ADMIN)).toBe(24);

    const unreadPage = await page(ADMIN, '?unread=true');
    expect(unreadPage.list.map((item) => item.pk)).not.toContain(pk);
    expect(unreadPage.list.every((item) => !item.status)).toBe(true);
    expect(unreadPage.nextPage).toBe(2);
    expect((await page(ADMIN, '?unread=true&page=2')).list).toHaveLength(4);
    expect((await page(ADMIN, '?unread=false')).list[0]).toMatchObject({ pk, status: true });
  });

  it("answers 404 for another user's notification and changes nothing", async () => {
    const pk = adminPks[0] ?? 0;
    expect((await post(DRIVER, `/${pk}/read/`)).status).toBe(404);
    expect((await post(ADMIN, '/999999/read/')).status).toBe(404);
    expect((await post(ADMIN, '/abc/read/')).status).toBe(404);
    const [row] = await harness.db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, pk));
    expect(row?.readAt).toBeNull();
    expect((await page(DRIVER, '')).list).toEqual([]);
    expect(await unread(DRIVER)).toBe(0);
  });

  it('keeps each organisation apart for someone in two', async () => {
    const multi = ids.get(MULTI) ?? 0;
    const [inDemo] = await notify(harness.db, { organisationId: DEMO_FLEET, userIds: [multi], text: 'Demo Fleet news', url: null });
    const [inFleetShare] = await notify(harness.db, { organisationId: FLEET_SHARE, userIds: [multi], text: 'FleetShare news', url: null });
    expect((await page(MULTI, '', DEMO_FLEET)).list.map((item) => item.pk)).toEqual([inDemo?.pk]);
    expect((await page(MULTI, '', FLEET_SHARE)).list.map((item) => item.pk)).toEqual([inFleetShare?.pk]);
    expect(await unread(MULTI, FLEET_SHARE)).toBe(1);
    // The Demo Fleet one is invisible from FleetShare, so it is not found there.
    expect((await post(MULTI, `/${inDemo?.pk}/read/`, FLEET_SHARE)).status).toBe(404);
    expect((await post(MULTI, `/${inDemo?.pk}/read/`, DEMO_FLEET)).status).toBe(200);
    // Someone else's organisation cannot be chosen at all.
    expect((await get(DRIVER, '/count/', FLEET_SHARE)).status).toBe(403);
  });

  it('marks all read and answers how many it marked', async () => {
    const response = await post(ADMIN, '/read-all/');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ count: 24 });
    expect(await unread(ADMIN)).toBe(0);
    expect(await (await post(ADMIN, '/read-all/')).json()).toEqual({ count: 0 });
    expect(await unread(MULTI, FLEET_SHARE)).toBe(1);
  });

  it('needs a session and an organisation, and a sound query', async () => {
    expect((await harness.call('GET', `${BASE}/`)).status).toBe(401);
    const noOrganisation = await get('sysadmin@demo.fleet', '/count/');
    expect(noOrganisation.status).toBe(400);
    expect((await errorsOf(noOrganisation)).code).toBe('organisation_missing');
    expect((await get(ADMIN, '/?page=0')).status).toBe(400);
    expect((await get(ADMIN, '/?page=x')).status).toBe(400);
    expect((await get(ADMIN, '/?unread=maybe')).status).toBe(400);
  });

  it('creates nothing for no recipients and one each for repeated ones', async () => {
    expect(await notify(harness.db, { organisationId: DEMO_FLEET, userIds: [], text: 'nobody', url: null })).toEqual([]);
    const driver = ids.get(DRIVER) ?? 0;
    expect(await notify(harness.db, { organisationId: DEMO_FLEET, userIds: [driver, driver], text: 'once', url: null })).toHaveLength(1);
  });
});

describe('features that notify', () => {
  it("tells each sign-up approver about a new registration request, the driver's name escaped", async () => {
    const branches = await branchOptions(harness, DEMO_FLEET);
    const response = await register(harness, DEMO_FLEET, 'notify.me@example.com', demoFleetDriver(branches.get('Parramatta') ?? 0));
    expect(response.status).toBe(201);
    const [latest] = (await page(ADMIN, '?unread=true')).list;
    expect(latest).toMatchObject({ text: 'New registration request from <b>Riley Rider</b>', url: '/registration-request', status: false });
    // Only approvers hear of it.
    expect((await page(DRIVER, '')).list.some((item) => item.text.includes('Riley'))).toBe(false);
  });

  it('tells the inviter when an invitation is accepted', async () => {
    const options = (await (await harness.call('GET', `${TFM}/invite/options/`, { token: token(ADMIN) })).json()) as InviteOptions;
    const role = options.roles.find((option) => option.name === 'Driver')?.pk;
    const branch = options.branches.find((option) => option.name === 'Sydney Central')?.pk;
    const email = 'invited.notify@example.com';
    const created = await harness.call('POST', `${TFM}/invite-user/`, { token: token(ADMIN), body: { email, name: 'Ivy Invitee', role, branch } });
    expect(created.status).toBe(201);
    const link = /\/csl-register\?invite=([A-Za-z0-9._~%-]+)/.exec((await harness.lastMessageTo(email))?.text ?? '')?.[1] ?? '';
    const accepted = await harness.call('POST', `${TFM}/invite-user/update/`, {
      body: {
        token: decodeURIComponent(link),
        employee_extension: { first_name: '<i>Ivy</i>', last_name: 'Invitee', password: 'Welcome@2024', confirm_password: 'Welcome@2024' },
      },
    });
    expect(accepted.status).toBe(200);
    const [latest] = (await page(ADMIN, '?unread=true')).list;
    expect(latest).toMatchObject({ text: '<b>&lt;i&gt;Ivy&lt;/i&gt; Invitee</b> accepted your invitation to Demo Fleet', url: '/invite-users' });
  });
});
