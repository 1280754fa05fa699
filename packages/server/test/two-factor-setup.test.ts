import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type AuditEntry, type TwoFactorStatus, twoFactorMessages } from '@motorpool/api';
import { throttleCounters, users } from '../src/db/schema';
import { createHarness, DEMO_PASSWORD, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterEach(() => harness.db.delete(throttleCounters));
afterAll(() => harness.close());

const LOGIN = '/api/v1/accounts/user/login/';
const TWO_FACTOR = '/api/v1/accounts/user/two-factor/';
const POLICY = '/api/v1/organisations/two-factor-policy/';

type Errors = { title: string; fields?: Record<string, string> };
const errorsOf = async (response: Response) => ((await response.json()) as { errors: Errors }).errors;
const codeIn = (text: string | undefined) => /Your code is (\d{6})\./.exec(text ?? '')?.[1] ?? '';
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function statusOf(token: string): Promise<TwoFactorStatus> {
  const response = await harness.call('GET', TWO_FACTOR, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as TwoFactorStatus;
}

async function passwordStep(email: string) {
  const response = await harness.call('POST', LOGIN, { body: { email, password: DEMO_PASSWORD } });
  expect(response.status).toBe(200);
  return (await response.json()) as { token: string | null; two_factor: boolean };
}

const enabledInDatabase = async (email: string) => (await harness.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.email, email)))[0]?.on;

describe('two-step sign-in from the profile', () => {
  it('turns on only once the emailed code comes back, then every sign-in asks for a code', async () => {
    const token = await harness.login('branch.manager@demo.fleet');
    expect(await statusOf(token)).toEqual({ enabled: false, required_by: null });

    const requested = await harness.call('POST', TWO_FACTOR, { token });
    expect(requested.status).toBe(200);
    expect(await requested.json()).toEqual({ message: twoFactorMessages.setupSent });
    const code = codeIn((await harness.lastMessageTo('branch.manager@demo.fleet'))?.text);
    expect(await enabledInDatabase('branch.manager@demo.fleet')).toBe(false);

    const wrong = await harness.call('POST', `${TWO_FACTOR}confirm/`, { token, body: { otp: wrongCode(code) } });
    expect(wrong.status).toBe(400);
    expect(await errorsOf(wrong)).toEqual({ title: twoFactorMessages.setupFailure, fields: { otp: messages.otp.invalid } });

    const confirmed = await harness.call('POST', `${TWO_FACTOR}confirm/`, { token, body: { otp: code } });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ enabled: true, required_by: null });
    expect((await passwordStep('branch.manager@demo.fleet')).two_factor).toBe(true);

    const again = await harness.call('POST', TWO_FACTOR, { token });
    expect(again.status).toBe(409);
    expect((await errorsOf(again)).title).toBe(twoFactorMessages.alreadyEnabled);
  });

  it('turns off with the current password only', async () => {
    await harness.db.update(users).set({ twoFactorEnabled: false }).where(eq(users.email, 'hub.manager@demo.fleet'));
    const token = await harness.login('hub.manager@demo.fleet');
    await harness.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.email, 'hub.manager@demo.fleet'));

    const wrong = await harness.call('POST', `${TWO_FACTOR}disable/`, { token, body: { password: 'Wrong@12345' } });
    expect(wrong.status).toBe(400);
    expect((await errorsOf(wrong)).fields).toEqual({ password: messages.accountChange.wrongPassword });
    expect(await enabledInDatabase('hub.manager@demo.fleet')).toBe(true);

    const missing = await harness.call('POST', `${TWO_FACTOR}disable/`, { token, body: {} });
    expect(missing.status).toBe(400);

    const off = await harness.call('POST', `${TWO_FACTOR}disable/`, { token, body: { password: DEMO_PASSWORD } });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ enabled: false, required_by: null });
    const login = await passwordStep('hub.manager@demo.fleet');
    expect(login.two_factor).toBe(false);
    expect(login.token).toEqual(expect.any(String));
  });

  it('needs a session', async () => {
    expect((await harness.call('GET', TWO_FACTOR)).status).toBe(401);
    expect((await harness.call('POST', `${TWO_FACTOR}confirm/`, { body: { otp: '123456' } })).status).toBe(401);
  });
});

describe('an organisation that requires two-step sign-in', () => {
  it('is set by organisation_write holders only, audited, and asks each member for a code at the next sign-in, which sets it up', async () => {
    const admin = await harness.login('admin@demo.fleet');
    const driverSession = await harness.login('driver@demo.fleet');
    expect((await harness.call('PUT', POLICY, { token: driverSession, body: { required: true } })).status).toBe(403);
    expect((await harness.call('GET', POLICY, { token: driverSession })).status).toBe(403);
    const malformed = await harness.call('PUT', POLICY, { token: admin, body: { required: 'yes' } });
    expect(malformed.status).toBe(400);
    expect(Object.keys((await errorsOf(malformed)).fields ?? {})).toEqual(['required']);

    expect(await (await harness.call('GET', POLICY, { token: admin })).json()).toEqual({ required: false });
    const saved = await harness.call('PUT', POLICY, { token: admin, body: { required: true } });
    expect(saved.status).toBe(200);
    expect(await (await harness.call('GET', POLICY, { token: admin })).json()).toEqual({ required: true });
    // Saving the same value again changes nothing and records nothing.
    await harness.call('PUT', POLICY, { token: admin, body: { required: true } });
    const trail = await harness.call('GET', '/api/v1/organisations/audits/?record_type=general_settings', { token: admin });
    const entries = ((await trail.json()) as { results: AuditEntry[] }).results;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'Updated', changes: { two_factor_required: [false, true] }, actor: { name: 'Alex Admin' } });

    // The session already open stays; the next sign-in sends a code.
    expect((await harness.call('GET', '/api/v1/accounts/user/profile/', { token: driverSession })).status).toBe(200);
    expect(await enabledInDatabase('driver@demo.fleet')).toBe(false);
    const step = await passwordStep('driver@demo.fleet');
    expect(step).toMatchObject({ token: null, two_factor: true });
    const code = codeIn((await harness.lastMessageTo('driver@demo.fleet'))?.text);
    const finished = await harness.call('POST', '/api/v1/accounts/user/login/otp/submit/', { body: { email: 'driver@demo.fleet', otp: code } });
    expect(finished.status).toBe(200);
    const { token } = (await finished.json()) as { token: string };
    expect(await enabledInDatabase('driver@demo.fleet')).toBe(true);

    expect(await statusOf(token)).toEqual({ enabled: true, required_by: 'Demo Fleet' });
    const refused = await harness.call('POST', `${TWO_FACTOR}disable/`, { token, body: { password: DEMO_PASSWORD } });
    expect(refused.status).toBe(409);
    expect((await errorsOf(refused)).title).toBe(twoFactorMessages.requiredBy('Demo Fleet'));

    // Someone in no organisation that requires it signs in as before.
    const sysadmin = await passwordStep('sysadmin@demo.fleet');
    expect(sysadmin.two_factor).toBe(false);

    // Lifting the requirement leaves it on for those who set it up; they may now turn it off.
    await harness.call('PUT', POLICY, { token: admin, body: { required: false } });
    const off = await harness.call('POST', `${TWO_FACTOR}disable/`, { token, body: { password: DEMO_PASSWORD } });
    expect(off.status).toBe(200);
  });
});
