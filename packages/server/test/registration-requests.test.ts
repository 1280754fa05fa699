import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { and, eq, sql } from 'drizzle-orm';
import { listOf, messages, MessageResponse, RegistrationRequest } from '@motorpool/api';
import { employeeExtensions, registrationRequests, users } from '../src/db/schema';
import { ALREADY_DECIDED } from '../src/registration/approvals';
import { anonymousScope, findOrganisation } from '../src/registration/public-organisation';
import { findLiveLinkToken } from '../src/security/link-tokens';
import { loadSigningKey } from '../src/security/signing-key';
import { SETTING_KEYS, writeSetting } from '../src/settings/organisation-settings';
import { createHarness, type Harness } from './harness';
import { branchOptions, DEMO_FLEET, demoFleetDriver, errorsOf, FLEET_SHARE, register, TFM } from './sign-up-flow';

let harness: Harness;
let adminToken: string;
let pendingPk: number;
const driverEmail = 'awaiting.approval@example.com';

async function userId(email: string): Promise<number> {
  const [user] = await harness.db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

beforeAll(async () => {
  harness = await createHarness({ env: { REGISTRATION_ENABLED: 'true', TRUST_PROXY: 'true' } });
  const demoBranches = await branchOptions(harness, DEMO_FLEET);
  const response = await register(harness, DEMO_FLEET, driverEmail, demoFleetDriver(demoBranches.get('Parramatta') ?? 0));
  expect(response.status).toBe(201);
  adminToken = await harness.login('admin@demo.fleet');
  const [request] = await harness.db.select({ id: registrationRequests.id }).from(registrationRequests);
  pendingPk = request?.id ?? 0;
});
afterAll(() => harness.close());

const LIST = `${TFM}/registration-request/`;
const accept = (pk: number | string) => `${TFM}/registration-request/${pk}/accept/`;

describe('GET registration-request/', () => {
  it("lists the organisation's pending requests for an approver named in USER_SIGNUP_APPROVER", async () => {
    const response = await harness.call('GET', LIST, { token: adminToken });
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, listOf(RegistrationRequest));
    expect(body.count).toBe(1);
    expect(body.next_page).toBeNull();
    expect(body.results[0]).toMatchObject({
      pk: pendingPk,
      name: 'Riley Rider',
      email: driverEmail,
      branch: { name: 'Parramatta' },
      status: { name: 'Pending Approval' },
      details: { licenseNumber: 'NSW1234567', licenseClass: ['C', 'LR'] },
    });
  });

  it('refuses members who are not approvers, even with user_write', async () => {
    for (const email of ['branch.manager@demo.fleet', 'driver@demo.fleet']) {
      const token = await harness.login(email);
      expect((await harness.call('GET', LIST, { token })).status).toBe(403);
      expect((await harness.call('POST', accept(pendingPk), { token })).status).toBe(403);
    }
  });

  it('needs a session', async () => {
    expect((await harness.call('GET', LIST)).status).toBe(401);
  });
});

describe('POST registration-request/{pk}/accept/', () => {
  it("answers 404 to another organisation's approver", async () => {
    const fleetShare = await findOrganisation(harness.db, FLEET_SHARE);
    if (!fleetShare) throw new Error('no FleetShare');
    await writeSetting(harness.db, anonymousScope(fleetShare), SETTING_KEYS.signUpApprovers, ` ${await userId('multi@demo.fleet')} , junk`);
    const token = await harness.login('multi@demo.fleet', FLEET_SHARE);
    expect((await harness.call('GET', LIST, { token })).status).toBe(200);
    const response = await harness.call('POST', accept(pendingPk), { token });
    expect(response.status).toBe(404);
    expect((await errorsOf(response)).title).toBe(messages.request.notFound);
  });

  it('answers 404 for a request that does not exist', async () => {
    expect((await harness.call('POST', accept(99999), { token: adminToken })).status).toBe(404);
    expect((await harness.call('POST', accept('abc'), { token: adminToken })).status).toBe(404);
  });

  it('activates the membership and emails the activation link', async () => {
    const response = await harness.call('POST', accept(pendingPk), { token: adminToken });
    expect(response.status).toBe(200);
    assert(await response.json(), MessageResponse);

    const driverId = await userId(driverEmail);
    const [membership] = await harness.db
      .select()
      .from(employeeExtensions)
      .where(and(eq(employeeExtensions.userId, driverId), eq(employeeExtensions.organisationId, DEMO_FLEET)));
    expect(membership?.status).toBe('Active');
    const [request] = await harness.db.select().from(registrationRequests).where(eq(registrationRequests.id, pendingPk));
    expect(request).toMatchObject({ status: 'Active', decidedBy: await userId('admin@demo.fleet') });
    expect(request?.decidedAt).toBeInstanceOf(Date);

    const mail = await harness.lastMessageTo(driverEmail);
    expect(mail?.template).toBe('registration_accepted');
    const token = /\/welcome-user\?token=([A-Za-z0-9._~-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const link = await findLiveLinkToken(harness.db, await loadSigningKey(harness.db, null), decodeURIComponent(token ?? ''), 'activation', new Date());
    expect(link).toMatchObject({ userId: driverId, organisationId: DEMO_FLEET });
  });

  it('refuses a second accept with 409 and no second email', async () => {
    const before = await harness.lastMessageTo(driverEmail);
    const response = await harness.call('POST', accept(pendingPk), { token: adminToken });
    expect(response.status).toBe(409);
    expect((await errorsOf(response)).title).toBe(ALREADY_DECIDED);
    expect((await harness.lastMessageTo(driverEmail))?.id).toBe(before?.id);
  });

  it('leaves nothing pending afterwards', async () => {
    const body = (await (await harness.call('GET', LIST, { token: adminToken })).json()) as { count: number };
    expect(body.count).toBe(0);
  });

  it('lets two concurrent accepts succeed only once', async () => {
    const demoBranches = await branchOptions(harness, DEMO_FLEET);
    expect((await register(harness, DEMO_FLEET, 'racer@example.com', demoFleetDriver(demoBranches.get('Sydney Hub') ?? 0))).status).toBe(201);
    const [request] = await harness.db
      .select({ id: registrationRequests.id })
      .from(registrationRequests)
      .where(eq(registrationRequests.userId, await userId('racer@example.com')));
    const statuses = await Promise.all([1, 2, 3].map(() => harness.call('POST', accept(request?.id ?? 0), { token: adminToken })));
    expect(statuses.map((response) => response.status).sort()).toEqual([200, 409, 409]);
  });
});
