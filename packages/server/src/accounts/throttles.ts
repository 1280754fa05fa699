import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { clientAddress } from '../http/client-address';
import { hitsInWindow, recordHit, spend, THROTTLE, throttled, type ThrottleRule } from '../security/throttle';
import { normaliseEmail } from './users';

/**
 * Failed sign-ins per client address. Generous, and only failures count, so an
 * office behind one address (or the demo and its end-to-end tests on
 * 127.0.0.1, which sign in over and over) is never shut out, while one address
 * spraying passwords across many accounts is.
 */
export const LOGIN_FAILURES_PER_ADDRESS = { limit: 100, windowMs: 15 * 60 * 1000 } as const;

/** Who is trying to sign in, and from where: the two things failed attempts are counted by. */
export type LoginAttempt = { account: ThrottleRule; address: ThrottleRule };

export function loginAttempt(c: Context<AppEnv>, email: string): LoginAttempt {
  const address = clientAddress(c, c.get('config').trustProxy);
  return {
    // Counted for unknown emails too, so a 429 says nothing about whether the account exists.
    account: { bucket: `login-fail:${normaliseEmail(email)}`, ...THROTTLE.loginFailuresPerAccount },
    address: { bucket: `login-fail-address:${address}`, ...LOGIN_FAILURES_PER_ADDRESS },
  };
}

/**
 * Answers 429 once the account (or the address) has used up its failures in
 * the window, before any password is checked: the right password gets the
 * same answer until the window has passed.
 */
export async function refuseIfLoginThrottled(db: Database, attempt: LoginAttempt): Promise<void> {
  const accountHits = await hitsInWindow(db, attempt.account.bucket, attempt.account.windowMs);
  const addressHits = await hitsInWindow(db, attempt.address.bucket, attempt.address.windowMs);
  if (accountHits >= attempt.account.limit || addressHits >= attempt.address.limit) throw throttled();
}

export async function recordLoginFailure(db: Database, attempt: LoginAttempt): Promise<void> {
  await recordHit(db, attempt.account.bucket, attempt.account.windowMs);
  await recordHit(db, attempt.address.bucket, attempt.address.windowMs);
}

/**
 * Counts a request that sends a code or a link (2FA, verification, email and
 * phone changes, password reset) against its recipient and, unless the caller
 * already proved a password, the client address; 429 when either is spent.
 */
export async function spendMessageRequest(c: Context<AppEnv>, kind: string, recipient: string, { perAddress = true } = {}): Promise<void> {
  const db = c.get('db');
  if (perAddress) {
    const address = clientAddress(c, c.get('config').trustProxy);
    await spend(db, { bucket: `${kind}-address:${address}`, ...THROTTLE.requestsPerAddress });
  }
  await spend(db, { bucket: `${kind}:${recipient.trim().toLowerCase()}`, ...THROTTLE.requestsPerEmail });
}
