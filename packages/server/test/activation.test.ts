import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { assert } from 'superstruct';
import { LinkTokenDetails, messages, newPasswordMessages, type Profile } from '@motorpool/api';
import { linkTokens, oneTimeCodes, throttleCounters, users } from '../src/db/schema';
import { issueLinkToken } from '../src/security/link-tokens';
import { loadSigningKey } from '../src/security/signing-key';
import { createHarness, type Harness } from './harness';

let harness: Harness;
let signingKey: Buffer;
beforeAll(async () => {
  harness = await createHarness();
  signingKey = await loadSigningKey(harness.db, null);
});
afterEach(() => harness.db.delete(throttleCounters));
afterAll(() => harness.close());

const ACTIVATE_EMPLOYEE = '/api/v1/accounts/user/employee/activate/';
const VERIFY_TOKEN = '/api/v1/accounts/user/verify-token/';
const RESEND = '/api/v1/accounts/user/resend-activation/';
const ACTIVATE = '/api/v1/accounts/user/activate/';
const PROFILE = '/api/v1/accounts/user/profile/';
const CHOSEN = 'Welcome#2024';

type Errors = { title: string; fields?: Record<string, string> };
const errorsOf = async (response: Response) => ((await response.json()) as { errors: Errors }).errors;

/** An account as registration or an invitation leaves it: no password yet, email unverified, and its welcome link. */
async function newcomer(email: string) {
  const [user] = await harness.db.insert(users).values({ email, firstName: 'Nia', lastName: 'Newcomer' }).returning();
  if (!user) throw new Error('user insert returned nothing');
  const token = await issueLinkToken(harness.db, signingKey, { purpose: 'activation', userId: user.id }, new Date());
  return { user, token };
}

const activateEmployee = (token: string, password = CHOSEN, confirm = password) =>
  harness.call('POST', ACTIVATE_EMPLOYEE, { body: { jwt_token: token, new_password: password, confirm_password: confirm } });

describe('welcome links (POST user/employee/activate/)', () => {
  it('shows whose link it is, sets the password once and verifies the email', async () => {
    const { user, token } = await newcomer('nia@demo.fleet');
    const details = await harness.call('POST', VERIFY_TOKEN, { body: { type: 'activation', token } });
    expect(details.status).toBe(200);
    const body = await details.json();
    assert(body, LinkTokenDetails);
    expect(body).toEqual({ email: 'nia@demo.fleet', first_name: 'Nia', needs_password: true });

    const mismatch = await activateEmployee(token, CHOSEN, 'Welcome#2025');
    expect((await errorsOf(mismatch)).fields).toEqual({ confirm_password: newPasswordMessages.mismatch });

    const done = await activateEmployee(token);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: messages.activation.success });
    const [after] = await harness.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.isEmailVerified).toBe(true);
    expect(after?.passwordHash).toMatch(/^scrypt\$/);

    const signIn = await harness.call('POST', '/api/v1/accounts/user/login/', { body: { email: 'nia@demo.fleet', password: CHOSEN } });
    expect(signIn.status).toBe(200);

    const again = await activateEmployee(token, 'Another#2024');
    expect(again.status).toBe(400);
    expect(await errorsOf(again)).toEqual({ title: messages.activation.invalid });
    const verifyAgain = await harness.call('POST', VERIFY_TOKEN, { body: { type: 'activation', token } });
    expect(await errorsOf(verifyAgain)).toEqual({ title: messages.activation.invalid });
  });

  it('says no password is needed when the account already has one', async () => {
    const [driver] = await harness.db.select().from(users).where(eq(users.email, 'driver@demo.fleet'));
    const token = await issueLinkToken(harness.db, signingKey, { purpose: 'activation', userId: driver!.id }, new Date());
    const details = await (await harness.call('POST', VERIFY_TOKEN, { body: { type: 'activation', token } })).json();
    expect(details).toEqual({ email: 'driver@demo.fleet', first_name: 'Dana', needs_password: false });
  });

  it('activates an account that already has a password by the link alone, and a new one only with a password', async () => {
    const [driver] = await harness.db.select().from(users).where(eq(users.email, 'driver@demo.fleet'));
    const token = await issueLinkToken(harness.db, signingKey, { purpose: 'activation', userId: driver!.id }, new Date());
    const done = await harness.call('POST', ACTIVATE_EMPLOYEE, { body: { jwt_token: token } });
    expect(done.status).toBe(200);
    const [after] = await harness.db.select().from(users).where(eq(users.id, driver!.id));
    expect(after?.passwordHash).toBe(driver?.passwordHash);

    const { token: newcomerToken } = await newcomer('no-password@demo.fleet');
    const refused = await harness.call('POST', ACTIVATE_EMPLOYEE, { body: { jwt_token: newcomerToken } });
    expect(refused.status).toBe(400);
    expect((await errorsOf(refused)).fields).toEqual({ new_password: 'Password is required' });
  });

  it('refuses expired, tampered and reset links, and links of a deactivated account', async () => {
    const expired = await newcomer('expired@demo.fleet');
    await harness.db.update(linkTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(linkTokens.userId, expired.user.id));
    const tampered = await newcomer('tampered@demo.fleet');
    const flipped = `${tampered.token.slice(0, 5)}${tampered.token[5] === 'A' ? 'B' : 'A'}${tampered.token.slice(6)}`;
    const reset = await newcomer('reset@demo.fleet');
    const resetToken = await issueLinkToken(harness.db, signingKey, { purpose: 'password_reset', userId: reset.user.id }, new Date());
    const inactive = await newcomer('inactive@demo.fleet');
    await harness.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.user.id));

    for (const token of [expired.token, flipped, resetToken, inactive.token]) {
      const response = await activateEmployee(token);
      expect(response.status).toBe(400);
      expect(await errorsOf(response)).toEqual({ title: messages.activation.invalid });
    }
    // Nothing was set on the way.
    const [untouched] = await harness.db.select().from(users).where(eq(users.id, tampered.user.id));
    expect(untouched?.passwordHash).toBeNull();
    // And an activation link is no reset link.
    const asReset = await harness.call('POST', '/api/v1/accounts/user/new-password/', {
      body: { jwt_token: tampered.token, new_password: CHOSEN, confirm_password: CHOSEN },
    });
    expect(await errorsOf(asReset)).toEqual({ title: messages.resetPassword.failure });
  });
});

describe('account verification (/verify-account)', () => {
  let token: string;
  beforeAll(async () => {
    await harness.db.update(users).set({ isEmailVerified: false }).where(eq(users.email, 'admin@demo.fleet'));
    token = await harness.login('admin@demo.fleet');
  });

  async function sendCode(): Promise<string> {
    const response = await harness.call('POST', RESEND, { token, body: {} });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: messages.accountChange.otpSent });
    const code = /Your code is (\d{6})\./.exec((await harness.lastMessageTo('admin@demo.fleet'))?.text ?? '')?.[1];
    if (!code) throw new Error('no verification code emailed');
    return code;
  }
  const activate = (code: string) => harness.call('POST', ACTIVATE, { token, body: { token: code, email: 'admin@demo.fleet' } });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('needs a session', async () => {
    expect((await harness.call('POST', RESEND, { body: {} })).status).toBe(401);
    expect((await harness.call('POST', ACTIVATE, { body: { token: '123456' } })).status).toBe(401);
  });

  it('verifies the account with the emailed code, once', async () => {
    const code = await sendCode();
    const wrong = await activate(wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(await errorsOf(wrong)).toEqual({ title: messages.activation.verifyFailure, fields: { token: messages.otp.invalid } });

    const done = await activate(code);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: messages.activation.verified });
    const profile = (await (await harness.call('GET', PROFILE, { token })).json()) as Profile;
    expect(profile.is_email_verified).toBe(true);

    const reused = await activate(code);
    expect(reused.status).toBe(400);
    expect(await errorsOf(reused)).toEqual({ title: messages.activation.verifyFailure });
  });

  it('refuses an expired code and a code after five wrong tries', async () => {
    const expiring = await sendCode();
    await harness.db.update(oneTimeCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(oneTimeCodes.purpose, 'verify_account'));
    expect((await activate(expiring)).status).toBe(400);

    const code = await sendCode();
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await activate(wrongCode(code))).status).toBe(400);
    const late = await activate(code);
    expect(late.status).toBe(400);
    expect(await errorsOf(late)).toEqual({ title: messages.activation.verifyFailure });
  });

  it('validates the code', async () => {
    const response = await harness.call('POST', ACTIVATE, { token, body: { token: '12345' } });
    expect((await errorsOf(response)).fields).toEqual({ token: messages.otp.invalid });
  });

  it('sends at most five codes in the window', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 6; request += 1) statuses.push((await harness.call('POST', RESEND, { token, body: {} })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
