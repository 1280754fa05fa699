import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { assert } from 'superstruct';
import { LinkTokenDetails, MessageResponse, messages, newPasswordMessages } from '@motorpool/api';
import { linkTokens, organisations, outbox, throttleCounters, users } from '../src/db/schema';
import { createApp } from '../src/app';
import { readConfig, type PasswordRecovery } from '../src/config';
import { createMailer } from '../src/mail/mailer';
import { RECOVERY_RESPONSE_MS } from '../src/routes/accounts/recovery';
import { loadSigningKey } from '../src/security/signing-key';
import { createHarness, DEMO_PASSWORD, type Harness } from './harness';
import { systemClock } from '../src/clock';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness({ config: { publicUrl: 'https://portal.example' } });
});
afterEach(() => harness.db.delete(throttleCounters));
afterAll(() => harness.close());

const RECOVER = '/api/v1/accounts/user/recover-password/';
const NEW_PASSWORD = '/api/v1/accounts/user/new-password/';
const VERIFY_TOKEN = '/api/v1/accounts/user/verify-token/';
const CHOSEN = 'Chosen#2024';

type Errors = { title: string; fields?: Record<string, string> };
const errorsOf = async (response: Response) => ((await response.json()) as { errors: Errors }).errors;

async function outboxCount() {
  const [row] = await harness.db.select({ value: count() }).from(outbox);
  return row?.value ?? 0;
}

/** Asks for a reset and returns the token from the emailed link. */
async function resetToken(email: string): Promise<string> {
  const response = await harness.call('POST', RECOVER, { body: { email } });
  expect(response.status).toBe(200);
  const message = await harness.lastMessageTo(email);
  const link = /https:\/\/portal\.example\/forgot-password\?token=(\S+)/.exec(message?.text ?? '')?.[1];
  if (!link) throw new Error(`no reset link emailed to ${email}`);
  return decodeURIComponent(link);
}

const setPassword = (token: string, password = CHOSEN, confirm = password) =>
  harness.call('POST', NEW_PASSWORD, { body: { jwt_token: token, new_password: password, confirm_password: confirm } });
const signIn = (email: string, password: string) => harness.call('POST', '/api/v1/accounts/user/login/', { body: { email, password } });

/** Flips one character inside the signed part of a token. */
function tamper(token: string): string {
  const position = 5;
  const replacement = token[position] === 'A' ? 'B' : 'A';
  return `${token.slice(0, position)}${replacement}${token.slice(position + 1)}`;
}

describe('POST accounts/user/recover-password/', () => {
  it('answers an existing and an unknown email identically, no sooner than the padding', async () => {
    const before = await outboxCount();
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await harness.call('POST', RECOVER, { body: { email } });
      return { status: response.status, body: await response.text(), elapsed: performance.now() - started };
    };
    const existing = await timed('driver@demo.fleet');
    const unknown = await timed('nobody@demo.fleet');
    expect(existing.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(existing.body).toBe(unknown.body);
    const body = JSON.parse(existing.body);
    assert(body, MessageResponse);
    expect(body).toEqual({ message: messages.forgotPassword.sent });
    // setTimeout may fire a millisecond early.
    expect(existing.elapsed).toBeGreaterThanOrEqual(RECOVERY_RESPONSE_MS - 2);
    expect(unknown.elapsed).toBeGreaterThanOrEqual(RECOVERY_RESPONSE_MS - 2);
    expect(Math.abs(existing.elapsed - unknown.elapsed)).toBeLessThan(250);

    // Only the existing account got a message: a link to the portal's reset step.
    expect(await outboxCount()).toBe(before + 1);
    const message = await harness.lastMessageTo('driver@demo.fleet');
    expect(message?.template).toBe('password_reset');
    expect(message?.text).toMatch(/https:\/\/portal\.example\/forgot-password\?token=[A-Za-z0-9._~%-]+/);
    expect(await harness.lastMessageTo('nobody@demo.fleet')).toBeUndefined();
    // The database holds only a hash of the token.
    const token = /token=(\S+)/.exec(message?.text ?? '')?.[1] ?? '';
    const stored = await harness.db.select().from(linkTokens);
    expect(stored.some((row) => row.tokenHash === decodeURIComponent(token))).toBe(false);
  });

  it('sends nothing (with the same answer) when the account is not a member of the organisation named', async () => {
    const [fleetShare] = await harness.db.select().from(organisations).where(eq(organisations.name, 'Harbour City FleetShare'));
    const before = await outboxCount();
    const response = await harness.call('POST', RECOVER, { body: { email: 'admin@demo.fleet', organisation_id: fleetShare?.id } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: messages.forgotPassword.sent });
    expect(await outboxCount()).toBe(before);
    // The multi-organisation user is one account, so a named organisation of theirs just works.
    await harness.call('POST', RECOVER, { body: { email: 'multi@demo.fleet', organisation_id: fleetShare?.id } });
    expect(await outboxCount()).toBe(before + 1);
  });

  it('sends nothing to an account without an active membership', async () => {
    await harness.db.update(users).set({ isActive: false }).where(eq(users.email, 'hub.manager@demo.fleet'));
    const before = await outboxCount();
    expect((await harness.call('POST', RECOVER, { body: { email: 'hub.manager@demo.fleet' } })).status).toBe(200);
    expect(await outboxCount()).toBe(before);
    await harness.db.update(users).set({ isActive: true }).where(eq(users.email, 'hub.manager@demo.fleet'));
  });

  it('requires the email when recovery is by email', async () => {
    const response = await harness.call('POST', RECOVER, { body: { phone: '+61412345678' } });
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).fields).toEqual({ email: messages.forgotPassword.emailRequired });
  });

  it('throttles requests per email after five, for unknown and existing emails alike', async () => {
    const sequence = async (email: string) => {
      const statuses: number[] = [];
      for (let request = 0; request < 6; request += 1) statuses.push((await harness.call('POST', RECOVER, { body: { email } })).status);
      return statuses;
    };
    const [existing, unknown] = await Promise.all([sequence('branch.manager@demo.fleet'), sequence('someone.else@demo.fleet')]);
    expect(existing).toEqual([200, 200, 200, 200, 200, 429]);
    expect(unknown).toEqual([200, 200, 200, 200, 200, 429]);
    const throttled = await harness.call('POST', RECOVER, { body: { email: 'Someone.Else@demo.fleet' } });
    expect(await throttled.json()).toEqual({ errors: { title: messages.throttled } });
  });
});

describe('reset links', () => {
  it('tells the reset screen whose link it is', async () => {
    const token = await resetToken('driver@demo.fleet');
    const response = await harness.call('POST', VERIFY_TOKEN, { body: { type: 'password_reset', token } });
    expect(response.status).toBe(200);
    const details = await response.json();
    assert(details, LinkTokenDetails);
    expect(details).toEqual({ email: 'driver@demo.fleet', first_name: 'Dana', needs_password: true });
    // A reset link is no activation link.
    const wrongType = await harness.call('POST', VERIFY_TOKEN, { body: { type: 'activation', token } });
    expect(wrongType.status).toBe(400);
    expect(await errorsOf(wrongType)).toEqual({ title: messages.activation.invalid });
  });

  it('sets the new password once, ends every session, and then refuses the link', async () => {
    const session = await harness.login('admin@demo.fleet');
    const token = await resetToken('admin@demo.fleet');

    const done = await setPassword(token);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: messages.resetPassword.success });
    expect((await harness.call('GET', '/api/v1/accounts/user/profile/', { token: session })).status).toBe(401);
    expect((await signIn('admin@demo.fleet', CHOSEN)).status).toBe(200);
    expect((await signIn('admin@demo.fleet', DEMO_PASSWORD)).status).toBe(400);

    const again = await setPassword(token, 'Another#2024');
    expect(again.status).toBe(400);
    expect(await errorsOf(again)).toEqual({ title: messages.resetPassword.failure });
    const verify = await harness.call('POST', VERIFY_TOKEN, { body: { type: 'password_reset', token } });
    expect(await errorsOf(verify)).toEqual({ title: messages.resetPassword.failure });
  });

  it('lets exactly one of two simultaneous requests use a link', async () => {
    const token = await resetToken('driver@demo.fleet');
    const results = await Promise.all([setPassword(token, 'First#2024'), setPassword(token, 'Second#2024')]);
    expect(results.map((response) => response.status).sort()).toEqual([200, 400]);
    const winner = results[0]?.status === 200 ? 'First#2024' : 'Second#2024';
    expect((await signIn('driver@demo.fleet', winner)).status).toBe(200);
  });

  it('refuses an expired link', async () => {
    const token = await resetToken('hub.manager@demo.fleet');
    await harness.db.update(linkTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(linkTokens.purpose, 'password_reset'));
    const response = await setPassword(token);
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual({ title: messages.resetPassword.failure });
  });

  it('refuses a tampered link and an older link once a newer one was sent', async () => {
    const older = await resetToken('sysadmin@demo.fleet');
    const newer = await resetToken('sysadmin@demo.fleet');
    for (const token of [tamper(newer), older, `${newer}x`]) {
      const response = await setPassword(token);
      expect(response.status).toBe(400);
      expect(await errorsOf(response)).toEqual({ title: messages.resetPassword.failure });
    }
    expect((await setPassword(newer)).status).toBe(200);
  });

  it('checks the new password and its confirmation before touching the link', async () => {
    const token = await resetToken('branch.manager@demo.fleet');
    const mismatch = await setPassword(token, CHOSEN, 'Chosen#2025');
    expect(mismatch.status).toBe(400);
    expect((await errorsOf(mismatch)).fields).toEqual({ confirm_password: newPasswordMessages.mismatch });
    const weak = await setPassword(token, 'password', 'password');
    expect((await errorsOf(weak)).fields).toEqual({ new_password: newPasswordMessages.weak });
    const missing = await harness.call('POST', NEW_PASSWORD, { body: { new_password: CHOSEN, confirm_password: CHOSEN } });
    expect((await errorsOf(missing)).fields).toEqual({ jwt_token: messages.resetPassword.incomplete });
    expect((await setPassword(token)).status).toBe(200);
  });
});

describe('recovery by phone', () => {
  /** The same database served with another PASSWORD_RECOVERY setting (a second harness would migrate and seed again). */
  async function recoverWith(passwordRecovery: PasswordRecovery, body: unknown) {
    const config = { ...readConfig({}), staticDir: '', passwordRecovery };
    const mailer = createMailer({ smtpUrl: null, from: config.mailFrom, clock: systemClock, log: () => {} });
    const app = createApp({ db: harness.db, config, mailer, signingKey: await loadSigningKey(harness.db, null) });
    return app.request(RECOVER, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  it('sends the link by SMS to the one account with that number', async () => {
    await harness.db.update(users).set({ phone: '+61412345678' }).where(eq(users.email, 'driver@demo.fleet'));
    for (const mode of ['either', 'phone'] as const) {
      const before = await outboxCount();
      const response = await recoverWith(mode, { phone: '+61412345678' });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ message: messages.forgotPassword.sent });
      expect(await outboxCount()).toBe(before + 1);
      const message = await harness.lastMessageTo('+61412345678');
      expect(message?.channel).toBe('sms');
      expect(message?.text).toContain('/forgot-password?token=');
    }
  });

  it('sends nothing for a number several accounts share', async () => {
    const response = await recoverWith('either', { phone: '+61400000000' });
    expect(response.status).toBe(200);
    expect(await harness.lastMessageTo('+61400000000')).toBeUndefined();
  });

  it('asks for one of email and phone, or for the phone when recovery is by phone', async () => {
    const neither = await recoverWith('either', {});
    expect(neither.status).toBe(400);
    expect(await errorsOf(neither)).toEqual({
      title: messages.forgotPassword.emailOrPhone,
      fields: { email: messages.forgotPassword.emailOrPhone, phone: messages.forgotPassword.emailOrPhone },
    });
    const badPhone = await recoverWith('either', { phone: '12' });
    expect((await errorsOf(badPhone)).fields).toEqual({ phone: messages.forgotPassword.phoneInvalid });
    const emailOnly = await recoverWith('phone', { email: 'driver@demo.fleet' });
    expect(emailOnly.status).toBe(400);
    expect((await errorsOf(emailOnly)).fields).toEqual({ phone: messages.driverDetails.phoneRequired });
  });
});
