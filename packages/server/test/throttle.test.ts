import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@motorpool/api';
import { outbox, throttleCounters, users } from '../src/db/schema';
import { createHarness, DEMO_PASSWORD, type Harness } from './harness';
import { movableClock } from './movable-clock';

const MINUTE = 60_000;
const clock = movableClock();
let harness: Harness;
beforeAll(async () => {
  // Behind a trusted proxy, so each test can sign in from addresses of its own.
  harness = await createHarness({ config: { trustProxy: true }, clock });
});
afterEach(async () => {
  await harness.db.delete(throttleCounters);
  // Past every wait a test may have started, so the next one starts clean.
  clock.advance(24 * 60 * MINUTE);
});
afterAll(() => harness.close());

const LOGIN = '/api/v1/accounts/user/login/';
const WRONG = 'Wrong@12345';

const login = (email: string, password: string, address = '198.51.100.1') =>
  harness.call('POST', LOGIN, { body: { email, password }, headers: { 'x-forwarded-for': address } });

/** Failed sign-ins one after another, so each is checked before the next is counted. */
async function fail(email: string, times: number, address?: string) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) statuses.push((await login(email, WRONG, address)).status);
  return statuses;
}

const retryAfter = (response: Response) => Number(response.headers.get('retry-after'));

async function expectThrottled(response: Response) {
  expect(response.status).toBe(429);
  expect(await response.json()).toEqual({ errors: { title: messages.throttled } });
  expect(retryAfter(response)).toBeGreaterThan(0);
}

/** Sign-in failures from several addresses, four each (under the per-account-and-address limit), `total` in all. */
async function failFromMany(email: string, total: number) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < total; attempt += 1) {
    statuses.push((await login(email, WRONG, `192.0.2.${10 + Math.floor(attempt / 4)}`)).status);
  }
  return statuses;
}

/** Failures as the sign-in would have counted them in the current window, without hashing each one. */
const counted = (bucket: string, hits: number) => harness.db.insert(throttleCounters).values({ bucket, hits, windowStartedAt: clock() });

const lockNotices = (recipient: string) =>
  harness.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.template, 'sign_in_paused')));

describe('sign-in throttling per account and address', { timeout: 120_000 }, () => {
  it('answers 429 with Retry-After after five failures from one address, and only to that address', async () => {
    expect(await fail('driver@demo.fleet', 5)).toEqual([400, 400, 400, 400, 400]);
    const blocked = await login('driver@demo.fleet', DEMO_PASSWORD);
    await expectThrottled(blocked);
    expect(retryAfter(blocked)).toBe(15 * 60);
    // Case and spacing of the email make no difference.
    expect((await login(' DRIVER@demo.fleet', DEMO_PASSWORD)).status).toBe(429);
    // The owner elsewhere is not shut out by someone guessing from one address.
    expect((await login('driver@demo.fleet', DEMO_PASSWORD, '198.51.100.2')).status).toBe(200);
    expect((await login('admin@demo.fleet', DEMO_PASSWORD)).status).toBe(200);

    // Once the wait has passed, the address is let in again.
    clock.advance(15 * MINUTE + 1000);
    expect((await login('driver@demo.fleet', DEMO_PASSWORD)).status).toBe(200);
  });

  it('makes the wait grow while failures go on', async () => {
    await fail('driver@demo.fleet', 5);
    const first = await login('driver@demo.fleet', WRONG);
    expect(retryAfter(first)).toBe(15 * 60);
    clock.advance(5 * MINUTE);
    const later = await login('driver@demo.fleet', WRONG);
    expect(retryAfter(later)).toBe(10 * 60);

    clock.advance(10 * MINUTE);
    expect(await fail('driver@demo.fleet', 5)).toEqual([400, 400, 400, 400, 400]);
    const second = await login('driver@demo.fleet', WRONG);
    await expectThrottled(second);
    expect(retryAfter(second)).toBe(30 * 60);

    clock.advance(30 * MINUTE);
    await fail('driver@demo.fleet', 5);
    expect(retryAfter(await login('driver@demo.fleet', WRONG))).toBe(60 * 60);
  });

  it('counts failures within the window only', async () => {
    await fail('driver@demo.fleet', 4);
    clock.advance(16 * MINUTE);
    await fail('driver@demo.fleet', 4);
    expect((await login('driver@demo.fleet', DEMO_PASSWORD)).status).toBe(200);
  });

  it('forgets the failures from an address once the right password comes from it', async () => {
    await fail('driver@demo.fleet', 4);
    expect((await login('driver@demo.fleet', DEMO_PASSWORD)).status).toBe(200);
    expect(await fail('driver@demo.fleet', 5)).toEqual([400, 400, 400, 400, 400]);
    expect((await login('driver@demo.fleet', DEMO_PASSWORD)).status).toBe(429);
  });

  it('throttles an unknown email the same way, so a 429 does not reveal which accounts exist', async () => {
    expect(await fail('nobody@demo.fleet', 5)).toEqual([400, 400, 400, 400, 400]);
    const unknown = await login('nobody@demo.fleet', WRONG);
    await expectThrottled(unknown);
    expect(retryAfter(unknown)).toBe(15 * 60);
  });

  it('does not count successful or malformed sign-ins', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) expect((await login('admin@demo.fleet', DEMO_PASSWORD)).status).toBe(200);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await harness.call('POST', LOGIN, { body: { email: 'admin@demo.fleet' }, headers: { 'x-forwarded-for': '198.51.100.1' } })).status).toBe(400);
    }
    const buckets = await harness.db.select({ bucket: throttleCounters.bucket, hits: throttleCounters.hits }).from(throttleCounters);
    expect(buckets.filter((row) => row.hits > 0)).toEqual([]);
  });

  it('counts wrong two-factor codes as failed sign-ins', async () => {
    await harness.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.email, 'hub.manager@demo.fleet'));
    try {
      expect((await login('hub.manager@demo.fleet', DEMO_PASSWORD)).status).toBe(200);
      const code = /Your code is (\d{6})\./.exec((await harness.lastMessageTo('hub.manager@demo.fleet'))?.text ?? '')?.[1] ?? '';
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      const submit = (otp: string) =>
        harness.call('POST', '/api/v1/accounts/user/login/otp/submit/', {
          body: { email: 'hub.manager@demo.fleet', otp },
          headers: { 'x-forwarded-for': '198.51.100.1' },
        });
      await fail('hub.manager@demo.fleet', 3);
      expect((await submit(wrong)).status).toBe(400);
      expect((await submit(wrong)).status).toBe(400);
      expect((await submit(code)).status).toBe(429);
      expect((await login('hub.manager@demo.fleet', DEMO_PASSWORD)).status).toBe(429);
    } finally {
      await harness.db.update(users).set({ twoFactorEnabled: false }).where(eq(users.email, 'hub.manager@demo.fleet'));
    }
  });
});

describe('sign-in throttling per account across addresses', { timeout: 120_000 }, () => {
  it('pauses the account after twenty failures from anywhere, with growing waits and one email to the holder per pause', async () => {
    expect(new Set(await failFromMany('branch.manager@demo.fleet', 20))).toEqual(new Set([400]));
    const paused = await login('branch.manager@demo.fleet', DEMO_PASSWORD, '198.51.100.99');
    await expectThrottled(paused);
    expect(retryAfter(paused)).toBe(15 * 60);
    await vi.waitFor(async () => expect(await lockNotices('branch.manager@demo.fleet')).toHaveLength(1));
    const [notice] = await lockNotices('branch.manager@demo.fleet');
    expect(notice?.text).toContain('Hello Blake,');
    expect(notice?.text).toContain('paused for 15 minutes');
    expect(notice?.text).toContain('/forgot-password');

    // More attempts during the pause are refused without another email.
    expect((await login('branch.manager@demo.fleet', WRONG, '198.51.100.98')).status).toBe(429);
    expect((await login('branch.manager@demo.fleet', DEMO_PASSWORD, '198.51.100.97')).status).toBe(429);

    clock.advance(15 * MINUTE);
    expect((await login('branch.manager@demo.fleet', DEMO_PASSWORD, '198.51.100.99')).status).toBe(200);
    await harness.db.update(throttleCounters).set({ hits: 20 }).where(eq(throttleCounters.bucket, 'login-fail:branch.manager@demo.fleet'));
    const again = await login('branch.manager@demo.fleet', DEMO_PASSWORD, '198.51.100.99');
    await expectThrottled(again);
    expect(retryAfter(again)).toBe(30 * 60);
    await vi.waitFor(async () => expect(await lockNotices('branch.manager@demo.fleet')).toHaveLength(2));
    expect((await lockNotices('branch.manager@demo.fleet'))[1]?.text).toContain('paused for 30 minutes');
  });

  it('answers an unknown email the same way and emails nobody', async () => {
    await counted('login-fail:ghost@demo.fleet', 20);
    const paused = await login('ghost@demo.fleet', WRONG, '198.51.100.99');
    await expectThrottled(paused);
    expect(retryAfter(paused)).toBe(15 * 60);
    expect(await lockNotices('ghost@demo.fleet')).toEqual([]);
  });

  it('lets a reset password in at once', async () => {
    await counted('login-fail:driver@demo.fleet', 20);
    expect((await login('driver@demo.fleet', DEMO_PASSWORD, '198.51.100.99')).status).toBe(429);
    expect((await harness.call('POST', '/api/v1/accounts/user/recover-password/', { body: { email: 'driver@demo.fleet' } })).status).toBe(200);
    const link = /token=([^\s&]+)/.exec((await harness.lastMessageTo('driver@demo.fleet'))?.text ?? '')?.[1] ?? '';
    const reset = await harness.call('POST', '/api/v1/accounts/user/new-password/', {
      body: { jwt_token: decodeURIComponent(link), new_password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD },
    });
    expect(reset.status).toBe(200);
    expect((await login('driver@demo.fleet', DEMO_PASSWORD, '198.51.100.99')).status).toBe(200);
  });
});

describe('sign-in throttling per address', { timeout: 120_000 }, () => {
  it('after a burst of failures on many accounts, holds the address back briefly, then a little longer each time', async () => {
    // A hundred failures from one address, as the sign-in would have counted them.
    await counted('login-fail-address:203.0.113.9', 100);
    const held = await login('admin@demo.fleet', DEMO_PASSWORD, '203.0.113.9');
    await expectThrottled(held);
    expect(retryAfter(held)).toBe(60);
    expect((await login('admin@demo.fleet', DEMO_PASSWORD, '203.0.113.10')).status).toBe(200);

    clock.advance(MINUTE);
    expect((await login('admin@demo.fleet', DEMO_PASSWORD, '203.0.113.9')).status).toBe(200);
    await harness.db.update(throttleCounters).set({ hits: 100 }).where(eq(throttleCounters.bucket, 'login-fail-address:203.0.113.9'));
    expect(retryAfter(await login('admin@demo.fleet', DEMO_PASSWORD, '203.0.113.9'))).toBe(120);
  });
});
