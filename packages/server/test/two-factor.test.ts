import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { eq, sql } from 'drizzle-orm';
import { LoginResponse, Profile, messages } from '@motorpool/api';
import { oneTimeCodes, sessions, throttleCounters, users } from '../src/db/schema';
import { createHarness, DEMO_PASSWORD, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
  await harness.db
    .update(users)
    .set({ twoFactorEnabled: true })
    .where(sql`${users.email} in ('driver@demo.fleet', 'multi@demo.fleet', 'hub.manager@demo.fleet', 'branch.manager@demo.fleet')`);
});
// Each test starts with no failed attempts counted; throttling has its own file.
afterEach(() => harness.db.delete(throttleCounters));
afterAll(() => harness.close());

const LOGIN = '/api/v1/accounts/user/login/';
const OTP_SUBMIT = '/api/v1/accounts/user/login/otp/submit/';

type Errors = { title: string; fields?: Record<string, string> };
const errorsOf = async (response: Response) => ((await response.json()) as { errors: Errors }).errors;

async function passwordStep(email: string, extra: Record<string, unknown> = {}) {
  const response = await harness.call('POST', LOGIN, { body: { email, password: DEMO_PASSWORD, ...extra } });
  expect(response.status).toBe(200);
  const body = await response.json();
  assert(body, LoginResponse);
  const message = await harness.lastMessageTo(email);
  const code = /Your code is (\d{6})\./.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code emailed to ${email}`);
  return { body, code, message };
}

const submit = (email: string, otp: string) => harness.call('POST', OTP_SUBMIT, { body: { email, otp } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('two-factor sign-in', () => {
  it('answers a correct password with no token and emails a code that finishes the sign-in once', async () => {
    const [{ value: sessionsBefore } = { value: 0 }] = await harness.db.select({ value: sql<number>`count(*)::int` }).from(sessions);
    const { body, code, message } = await passwordStep('driver@demo.fleet');
    expect(body).toEqual({ response_status: 'success', token: null, two_factor: true, organisation: expect.any(Number) });
    expect(message?.template).toBe('one_time_code');
    expect(message?.channel).toBe('email');
    const [{ value: sessionsAfter } = { value: 0 }] = await harness.db.select({ value: sql<number>`count(*)::int` }).from(sessions);
    expect(sessionsAfter).toBe(sessionsBefore);
    // Only a hash of the code is kept.
    const stored = await harness.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.purpose, 'login_2fa'));
    expect(stored.some((row) => row.codeHash.includes(code))).toBe(false);

    const finished = await submit('driver@demo.fleet', code);
    expect(finished.status).toBe(200);
    const login = await finished.json();
    assert(login, LoginResponse);
    expect(login).toEqual({
      response_status: 'success',
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      two_factor: false,
      organisation: body.organisation,
    });

    const profile = await (await harness.call('GET', '/api/v1/accounts/user/profile/', { token: login.token ?? '' })).json();
    assert(profile, Profile);
    expect(profile.two_factor_enabled).toBe(true);
    expect(profile.current_organisation?.pk).toBe(body.organisation);

    const reused = await submit('driver@demo.fleet', code);
    expect(reused.status).toBe(400);
    expect(await errorsOf(reused)).toEqual({ title: messages.twoFactor.failure });
  });

  it('refuses a wrong code with the otp field, and still accepts the right one afterwards', async () => {
    const { code } = await passwordStep('driver@demo.fleet');
    const wrong = await submit('driver@demo.fleet', wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(await errorsOf(wrong)).toEqual({ title: messages.twoFactor.failure, fields: { otp: messages.otp.invalid } });
    expect((await submit('driver@demo.fleet', code)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { code } = await passwordStep('driver@demo.fleet');
    await harness.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.purpose, 'login_2fa'));
    const expired = await submit('driver@demo.fleet', code);
    expect(expired.status).toBe(400);
    expect(await errorsOf(expired)).toEqual({ title: messages.twoFactor.failure });
  });

  it('kills the code after five wrong tries, so even the right one fails', async () => {
    const { code } = await passwordStep('hub.manager@demo.fleet');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await submit('hub.manager@demo.fleet', wrongCode(code))).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    // Lift the sign-in throttle (five failures) to see the code itself is dead.
    await harness.db.delete(throttleCounters);
    const late = await submit('hub.manager@demo.fleet', code);
    expect(late.status).toBe(400);
    expect(await errorsOf(late)).toEqual({ title: messages.twoFactor.failure });
  });

  it('only the newest code works', async () => {
    const first = await passwordStep('driver@demo.fleet');
    const second = await passwordStep('driver@demo.fleet');
    if (first.code !== second.code) expect((await submit('driver@demo.fleet', first.code)).status).toBe(400);
    expect((await submit('driver@demo.fleet', second.code)).status).toBe(200);
  });

  it('keeps the organisation chosen and remember me from the password step', async () => {
    const chooser = await harness.call('POST', LOGIN, { body: { email: 'multi@demo.fleet', password: DEMO_PASSWORD } });
    expect(chooser.status).toBe(400);
    const { organisations } = ((await chooser.json()) as { errors: { organisations: { pk: number; name: string }[] } }).errors;
    const chosen = organisations.find((organisation) => organisation.name === 'Harbour City FleetShare')?.pk;

    const { body, code } = await passwordStep('multi@demo.fleet', { organisation_id: chosen, remember_me: true });
    expect(body.organisation).toBe(chosen);
    const login = (await (await submit('multi@demo.fleet', code)).json()) as LoginResponse;
    expect(login.organisation).toBe(chosen);
    const [session] = await harness.db.select().from(sessions).orderBy(sql`${sessions.id} desc`).limit(1);
    expect(session?.organisationId).toBe(chosen);
    // Remember me on the default brand: 300 days rather than one.
    expect(session!.expiresAt.getTime() - Date.now()).toBeGreaterThan(299 * 24 * 60 * 60 * 1000);
  });

  it('refuses a code for an account without two-factor or an unknown email', async () => {
    const code = '123456';
    for (const email of ['admin@demo.fleet', 'nobody@demo.fleet']) {
      const response = await submit(email, code);
      expect(response.status).toBe(400);
      expect(await errorsOf(response)).toEqual({ title: messages.twoFactor.failure });
    }
  });

  it('validates the body', async () => {
    const response = await harness.call('POST', OTP_SUBMIT, { body: { email: 'driver@demo.fleet', otp: '12ab' } });
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).fields).toEqual({ otp: messages.otp.invalid });
  });

  it('still refuses a wrong password without sending a code', async () => {
    const before = await harness.lastMessageTo('branch.manager@demo.fleet');
    const response = await harness.call('POST', LOGIN, { body: { email: 'branch.manager@demo.fleet', password: 'Wrong@12345' } });
    expect(response.status).toBe(400);
    expect((await harness.lastMessageTo('branch.manager@demo.fleet'))?.id).toBe(before?.id);
  });
});
