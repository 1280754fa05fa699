import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages } from '@motorpool/api';
import { throttleHits, users } from '../src/db/schema';
import { createHarness, DEMO_PASSWORD, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  // Behind a trusted proxy, so each test can sign in from an address of its own.
  harness = await createHarness({ config: { trustProxy: true } });
});
afterEach(() => harness.db.delete(throttleHits));
afterAll(() => harness.close());

const LOGIN = '/api/v1/accounts/user/login/';
const WRONG = 'Wrong@12345';

const login = (email: string, password: string, address = '198.51.100.1') =>
  harness.call('POST', LOGIN, { body: { email, password }, headers: { 'x-forwarded-for': address } });

/** Failed sign-ins side by side (scrypt runs on the thread pool); keep `times` within the limit, as each checks before counting. */
async function fail(email: string, times: number, address?: string) {
  return Promise.all(Array.from({ length: times }, async () => (await login(email, WRONG, address)).status));
}

describe('sign-in throttling', () => {
  it('answers 429 after five failures on an account, even with the right password, and leaves other accounts alone', async () => {
    expect(await fail('driver@demo.fleet', 5)).toEqual([400, 400, 400, 400, 400]);
    const blocked = await login('driver@demo.fleet', DEMO_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ errors: { title: messages.throttled } });
    // Case and spacing of the email make no difference, nor does another address.
    expect((await login(' DRIVER@demo.fleet', DEMO_PASSWORD, '198.51.100.2')).status).toBe(429);
    expect((await login('admin@demo.fleet', DEMO_PASSWORD)).status).toBe(200);

    // Once the window has passed, the account is let in again.
    await harness.db.update(throttleHits).set({ at: sql`${throttleHits.at} - interval '16 minutes'` });
    expect((await login('driver@demo.fleet', DEMO_PASSWORD)).status).toBe(200);
  });

  it('counts failures within the window only', async () => {
    await fail('driver@demo.fleet', 4);
    await harness.db.update(throttleHits).set({ at: sql`${throttleHits.at} - interval '16 minutes'` });
    await fail('driver@demo.fleet', 1);
    expect((await login('driver@demo.fleet', DEMO_PASSWORD)).status).toBe(200);
  });

  it('throttles an unknown email the same way, so a 429 does not reveal which accounts exist', async () => {
    expect(await fail('nobody@demo.fleet', 5)).toEqual([400, 400, 400, 400, 400]);
    expect((await login('nobody@demo.fleet', WRONG)).status).toBe(429);
  });

  it('counts wrong two-factor codes as failed sign-ins', async () => {
    await harness.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.email, 'hub.manager@demo.fleet'));
    expect((await login('hub.manager@demo.fleet', DEMO_PASSWORD)).status).toBe(200);
    const code = /Your code is (\d{6})\./.exec((await harness.lastMessageTo('hub.manager@demo.fleet'))?.text ?? '')?.[1] ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const submit = (otp: string) =>
      harness.call('POST', '/api/v1/accounts/user/login/otp/submit/', { body: { email: 'hub.manager@demo.fleet', otp }, headers: { 'x-forwarded-for': '198.51.100.1' } });
    await fail('hub.manager@demo.fleet', 3);
    expect((await submit(wrong)).status).toBe(400);
    expect((await submit(wrong)).status).toBe(400);
    expect((await submit(code)).status).toBe(429);
    expect((await login('hub.manager@demo.fleet', DEMO_PASSWORD)).status).toBe(429);
  });

  it('does not count successful or malformed sign-ins', async () => {
    expect((await login('admin@demo.fleet', DEMO_PASSWORD)).status).toBe(200);
    expect((await login('admin@demo.fleet', DEMO_PASSWORD)).status).toBe(200);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await harness.call('POST', LOGIN, { body: { email: 'admin@demo.fleet' }, headers: { 'x-forwarded-for': '198.51.100.1' } })).status).toBe(400);
    }
    expect(await harness.db.select().from(throttleHits)).toEqual([]);
  });

  it('shuts out an address that has failed on many accounts, and only that address', async () => {
    // A hundred failures from one address, recorded as the login would have recorded them.
    await harness.db.insert(throttleHits).values(Array.from({ length: 100 }, () => ({ bucket: 'login-fail-address:203.0.113.9' })));
    expect((await login('admin@demo.fleet', DEMO_PASSWORD, '203.0.113.9')).status).toBe(429);
    expect((await login('admin@demo.fleet', DEMO_PASSWORD, '203.0.113.10')).status).toBe(200);
  });

  it('records failures per address as well as per account', async () => {
    await fail('admin@demo.fleet', 1, '203.0.113.20');
    await fail('driver@demo.fleet', 1, '203.0.113.20');
    const buckets = (await harness.db.select({ bucket: throttleHits.bucket }).from(throttleHits)).map((row) => row.bucket).sort();
    expect(buckets).toEqual([
      'login-fail-address:203.0.113.20',
      'login-fail-address:203.0.113.20',
      'login-fail:admin@demo.fleet',
      'login-fail:driver@demo.fleet',
    ]);
  });
});
