import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@motorpool/api';
import { verifyAgainstDecoy, verifyPassword } from '../src/auth/passwords';
import { oneTimeCodes, throttleCounters } from '../src/db/schema';
import { HttpError } from '../src/http/errors';
import { spend } from '../src/security/throttle';
import { createHarness, DEMO_PASSWORD, type Harness } from './harness';

// The real checks, watched: how many passwords were actually hashed is what a guesser gets.
vi.mock('../src/auth/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/auth/passwords')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword), verifyAgainstDecoy: vi.fn(original.verifyAgainstDecoy) };
});

let harness: Harness;
beforeAll(async () => {
  // Behind a trusted proxy, so each request can say which address it comes from.
  harness = await createHarness({ config: { trustProxy: true } });
});
afterEach(async () => {
  await harness.db.delete(throttleCounters);
  vi.mocked(verifyPassword).mockClear();
  vi.mocked(verifyAgainstDecoy).mockClear();
});
afterAll(() => harness.close());

const LOGIN = '/api/v1/accounts/user/login/';
const WRONG = 'Wrong@12345';

const login = (email: string, password: string, address: string) =>
  harness.call('POST', LOGIN, { body: { email, password }, headers: { 'x-forwarded-for': address } });

const passwordChecks = () => vi.mocked(verifyPassword).mock.calls.length + vi.mocked(verifyAgainstDecoy).mock.calls.length;
const countOf = (statuses: number[], status: number) => statuses.filter((each) => each === status).length;

// Every password check is a deliberately slow scrypt hash.
describe('throttles under concurrency', { timeout: 120_000 }, () => {
  it('checks at most five of 30 simultaneous wrong passwords on one account from one address', async () => {
    const responses = await Promise.all(Array.from({ length: 30 }, () => login('driver@demo.fleet', WRONG, '198.51.100.30')));
    const statuses = responses.map((response) => response.status);
    expect(countOf(statuses, 429)).toBeGreaterThanOrEqual(25);
    expect(countOf(statuses, 400)).toBeLessThanOrEqual(5);
    expect(countOf(statuses, 400) + countOf(statuses, 429)).toBe(30);
    expect(passwordChecks()).toBeLessThanOrEqual(5);
    for (const response of responses.filter((each) => each.status === 429)) {
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await response.json()).toEqual({ errors: { title: messages.throttled } });
    }
  });

  it('checks no more than the per-account threshold allows of 30 simultaneous wrong passwords from 30 addresses', async () => {
    // Fifteen of the account's twenty already used, so five hashes tell the story.
    await harness.db.insert(throttleCounters).values({ bucket: 'login-fail:branch.manager@demo.fleet', hits: 15, windowStartedAt: new Date() });
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async (_, index) => (await login('branch.manager@demo.fleet', WRONG, `203.0.113.${index + 1}`)).status),
    );
    expect(countOf(statuses, 400)).toBeLessThanOrEqual(5);
    expect(countOf(statuses, 429)).toBeGreaterThanOrEqual(25);
    expect(passwordChecks()).toBeLessThanOrEqual(5);
  });

  it('does the same for an email without an account', async () => {
    const statuses = await Promise.all(Array.from({ length: 30 }, async () => (await login('nobody@demo.fleet', WRONG, '198.51.100.31')).status));
    expect(countOf(statuses, 429)).toBeGreaterThanOrEqual(25);
    expect(passwordChecks()).toBeLessThanOrEqual(5);
  });

  it('lets at most five of 40 simultaneous wrong codes be compared, and the code dies', async () => {
    const token = await harness.login('hub.manager@demo.fleet');
    const request = await harness.call('POST', '/api/v1/accounts/user/change/email/request/', {
      token,
      body: { password: DEMO_PASSWORD, new_email: 'harper.new@demo.fleet' },
    });
    expect(request.status).toBe(200);
    const code = /Your code is (\d{6})\./.exec((await harness.lastMessageTo('harper.new@demo.fleet'))?.text ?? '')?.[1] ?? '';
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    const answers = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const response = await harness.call('POST', '/api/v1/accounts/user/change/email/', { token, body: { otp: wrong } });
        return { status: response.status, body: (await response.json()) as { errors: { title: string; fields?: Record<string, string> } } };
      }),
    );
    expect(answers.every((answer) => answer.status === 400)).toBe(true);
    // 'Invalid OTP' is the answer of a comparison that still left attempts; the fifth comparison kills the code.
    expect(answers.filter((answer) => answer.body.errors.fields?.otp === messages.otp.invalid).length).toBeLessThanOrEqual(4);
    const [row] = await harness.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.purpose, 'change_email'));
    expect(row?.attempts).toBe(5);
    expect(row?.consumedAt).not.toBeNull();
    expect((await harness.call('POST', '/api/v1/accounts/user/change/email/', { token, body: { otp: code } })).status).toBe(400);
  });

  it('lets exactly the limit through when 50 spend one bucket at once', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => spend(harness.db, { bucket: 'race:spend', limit: 5, windowMs: 60_000 }, new Date())),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
    expect(refusals).toHaveLength(45);
    expect(refusals.every((reason) => reason instanceof HttpError && reason.status === 429)).toBe(true);
  });
});
