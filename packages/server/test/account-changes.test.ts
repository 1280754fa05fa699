import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages, newPasswordMessages, type Profile } from '@motorpool/api';
import { oneTimeCodes, throttleCounters, users } from '../src/db/schema';
import { createHarness, DEMO_PASSWORD, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterEach(() => harness.db.delete(throttleCounters));
afterAll(() => harness.close());

const ACCOUNTS = '/api/v1/accounts/user';
const PROFILE = `${ACCOUNTS}/profile/`;

type Errors = { title: string; fields?: Record<string, string> };
const errorsOf = async (response: Response) => ((await response.json()) as { errors: Errors }).errors;
const post = (path: string, token: string | undefined, body: unknown) => harness.call('POST', `${ACCOUNTS}/${path}`, { token, body });
const codeIn = async (recipient: string) => {
  const code = /Your code is (\d{6})\./.exec((await harness.lastMessageTo(recipient))?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
};
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const profileOf = async (token: string) => (await (await harness.call('GET', PROFILE, { token })).json()) as Profile;

describe('account changes', () => {
  it.each([
    ['change-password/', { password: DEMO_PASSWORD, new_password: 'Changed#2024', confirm_new_password: 'Changed#2024' }],
    ['change/email/request/', { password: DEMO_PASSWORD, new_email: 'x@demo.fleet' }],
    ['change/email/', { otp: '123456' }],
    ['change-phone/request/', { password: DEMO_PASSWORD, new_phone: '+61412345678', country_code: 'au' }],
    ['change-phone/', { otp: '123456' }],
  ])('%s needs a session', async (path, body) => {
    expect((await post(path, undefined, body)).status).toBe(401);
  });
});

describe('POST user/change-password/', () => {
  it('checks the current password and the confirmation, then keeps this session and ends the others', async () => {
    const [current, other] = await Promise.all([harness.login('driver@demo.fleet'), harness.login('driver@demo.fleet')]);

    const wrong = await post('change-password/', current, { password: 'Wrong@12345', new_password: 'Changed#2024', confirm_new_password: 'Changed#2024' });
    expect(wrong.status).toBe(400);
    expect(await errorsOf(wrong)).toEqual({ title: messages.accountChange.wrongPassword, fields: { password: messages.accountChange.wrongPassword } });

    const mismatch = await post('change-password/', current, { password: DEMO_PASSWORD, new_password: 'Changed#2024', confirm_new_password: 'Changed#2025' });
    expect((await errorsOf(mismatch)).fields).toEqual({ confirm_new_password: newPasswordMessages.mismatch });
    const weak = await post('change-password/', current, { password: DEMO_PASSWORD, new_password: 'changed', confirm_new_password: 'changed' });
    expect((await errorsOf(weak)).fields).toEqual({ new_password: newPasswordMessages.weak });

    const done = await post('change-password/', current, { password: DEMO_PASSWORD, new_password: 'Changed#2024', confirm_new_password: 'Changed#2024' });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: messages.accountChange.passwordChanged });
    expect((await harness.call('GET', PROFILE, { token: current })).status).toBe(200);
    expect((await harness.call('GET', PROFILE, { token: other })).status).toBe(401);
    const signIn = await harness.call('POST', `${ACCOUNTS}/login/`, { body: { email: 'driver@demo.fleet', password: 'Changed#2024' } });
    expect(signIn.status).toBe(200);
  });

  it('counts wrong current passwords as failed sign-ins', async () => {
    const token = await harness.login('hub.manager@demo.fleet');
    const attempt = () => post('change-password/', token, { password: 'Wrong@12345', new_password: 'Changed#2024', confirm_new_password: 'Changed#2024' });
    const statuses = await Promise.all(Array.from({ length: 5 }, async () => (await attempt()).status));
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    expect(
      (await post('change-password/', token, { password: DEMO_PASSWORD, new_password: 'Changed#2024', confirm_new_password: 'Changed#2024' })).status,
    ).toBe(429);
  });
});

describe('changing the email', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await harness.login('admin@demo.fleet');
  });

  it('sends a code to the new address and applies the change when it comes back', async () => {
    const token = await harness.login('branch.manager@demo.fleet');
    const wrongPassword = await post('change/email/request/', token, { password: 'Wrong@12345', new_email: 'blake@demo.fleet' });
    expect(wrongPassword.status).toBe(400);
    expect((await errorsOf(wrongPassword)).fields).toEqual({ password: messages.accountChange.wrongPassword });

    const requested = await post('change/email/request/', token, { password: DEMO_PASSWORD, new_email: 'Blake@demo.fleet' });
    expect(requested.status).toBe(200);
    expect(await requested.json()).toEqual({ message: messages.accountChange.otpSent });
    const code = await codeIn('Blake@demo.fleet');

    const wrong = await post('change/email/', token, { otp: wrongCode(code) });
    expect(wrong.status).toBe(400);
    expect(await errorsOf(wrong)).toEqual({ title: messages.activation.verifyFailure, fields: { otp: messages.otp.invalid } });

    const done = await post('change/email/', token, { otp: code });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: messages.accountChange.emailChanged });
    const profile = await profileOf(token);
    expect(profile.email).toBe('Blake@demo.fleet');
    expect(profile.is_email_verified).toBe(true);
    expect((await post('change/email/', token, { otp: code })).status).toBe(400);
    expect((await harness.call('POST', `${ACCOUNTS}/login/`, { body: { email: 'blake@demo.fleet', password: DEMO_PASSWORD } })).status).toBe(200);
  });

  it('refuses an address another account uses, whatever its case', async () => {
    const token = admin;
    const response = await post('change/email/request/', token, { password: DEMO_PASSWORD, new_email: 'DRIVER@demo.fleet' });
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual({ title: messages.signUp.emailTaken, fields: { new_email: messages.signUp.emailTaken } });
  });

  it('refuses the change when the address was taken after the code was sent', async () => {
    const token = admin;
    expect((await post('change/email/request/', token, { password: DEMO_PASSWORD, new_email: 'late@demo.fleet' })).status).toBe(200);
    const code = await codeIn('late@demo.fleet');
    await harness.db.insert(users).values({ email: 'LATE@demo.fleet', firstName: 'Lee', lastName: 'Late' });
    const response = await post('change/email/', token, { otp: code });
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).title).toBe(messages.signUp.emailTaken);
    expect((await profileOf(token)).email).toBe('admin@demo.fleet');
  });

  it('refuses an expired code', async () => {
    const token = admin;
    await post('change/email/request/', token, { password: DEMO_PASSWORD, new_email: 'alex@demo.fleet' });
    const code = await codeIn('alex@demo.fleet');
    await harness.db.update(oneTimeCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(oneTimeCodes.purpose, 'change_email'));
    const response = await post('change/email/', token, { otp: code });
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual({ title: messages.activation.verifyFailure });
  });
});

describe('changing the phone', () => {
  it('sends a code by SMS and applies the number and upper-cased country when it comes back', async () => {
    const token = await harness.login('hub.manager@demo.fleet');
    const requested = await post('change-phone/request/', token, { password: DEMO_PASSWORD, new_phone: '+61412345678', country_code: 'au' });
    expect(requested.status).toBe(200);
    const message = await harness.lastMessageTo('+61412345678');
    expect(message?.channel).toBe('sms');
    const code = await codeIn('+61412345678');

    const done = await post('change-phone/', token, { otp: code });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: messages.accountChange.phoneChanged });
    const profile = await profileOf(token);
    expect(profile.phone).toBe('+61412345678');
    expect(profile.country_code).toBe('AU');
    expect(profile.is_phone_verified).toBe(true);
  });

  it('validates the number and the country code', async () => {
    const token = await harness.login('sysadmin@demo.fleet');
    const badPhone = await post('change-phone/request/', token, { password: DEMO_PASSWORD, new_phone: '12', country_code: 'AU' });
    expect((await errorsOf(badPhone)).fields).toEqual({ new_phone: messages.driverDetails.phoneInvalid });
    const badCountry = await post('change-phone/request/', token, { password: DEMO_PASSWORD, new_phone: '+61412345678', country_code: 'Australia' });
    expect((await errorsOf(badCountry)).fields).toEqual({ country_code: messages.field.invalid });
  });

  it('sends at most five codes per user in the window', async () => {
    const token = await harness.login('sysadmin@demo.fleet');
    const statuses: number[] = [];
    for (let request = 0; request < 6; request += 1) {
      statuses.push((await post('change-phone/request/', token, { password: DEMO_PASSWORD, new_phone: `+6141234567${request}`, country_code: 'AU' })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
