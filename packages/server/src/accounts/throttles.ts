import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { clientAddress } from '../http/client-address';
import { composeMessage } from '../messages/deliver';
import { messageContextOf } from '../messages/request-messages';
import { clearBuckets, release, reserve, spend, THROTTLE, throttled, type Reservation, type ThrottleLimit, type ThrottleRule } from '../security/throttle';
import { findUserByEmail, normaliseEmail } from './users';

const MINUTE = 60 * 1000;

/**
 * Failed sign-ins (wrong passwords, wrong two-factor codes, wrong current
 * passwords) counted three ways. Each attempt takes its place in all three
 * before the password is hashed, so concurrent guesses cannot slip past a
 * count read before the slow check.
 */
export const LOGIN_THROTTLE = {
  /** One account from one address: someone guessing from one place is slowed without touching the owner elsewhere. */
  accountFromAddress: { limit: 5, windowMs: 15 * MINUTE, wait: { firstMs: 15 * MINUTE, maxMs: 4 * 60 * MINUTE } },
  /**
   * One account from anywhere: caps guessing spread over many addresses.
   * Higher than the above, so no single address can pause the account; the
   * holder is emailed when it pauses.
   */
  account: { limit: 20, windowMs: 15 * MINUTE, wait: { firstMs: 15 * MINUTE, maxMs: 4 * 60 * MINUTE } },
  /**
   * Every account from one address: generous and at first brief, so an office
   * behind one address (or the end-to-end tests on 127.0.0.1) is never shut
   * out for long, while one address spraying passwords across many accounts
   * waits longer each time.
   */
  address: { limit: 100, windowMs: 15 * MINUTE, wait: { firstMs: MINUTE, maxMs: 60 * MINUTE } },
} as const satisfies Record<string, ThrottleLimit>;

const accountBucket = (email: string) => `login-fail:${normaliseEmail(email)}`;
// Emails hold no spaces, so the space ends the account's part and its buckets share a prefix.
const accountFromAddressPrefix = (email: string) => `login-fail-from:${normaliseEmail(email)} `;

/** Who is trying to sign in, and from where: the buckets the attempt is counted in. */
export type LoginAttempt = { email: string; accountFromAddress: ThrottleRule; account: ThrottleRule; address: ThrottleRule };

export function loginAttempt(c: Context<AppEnv>, email: string): LoginAttempt {
  const address = clientAddress(c, c.get('config').trustProxy);
  // Counted for unknown emails too, so a 429 says nothing about whether the account exists.
  return {
    email: normaliseEmail(email),
    accountFromAddress: { bucket: `${accountFromAddressPrefix(email)}${address}`, ...LOGIN_THROTTLE.accountFromAddress },
    account: { bucket: accountBucket(email), ...LOGIN_THROTTLE.account },
    address: { bucket: `login-fail-address:${address}`, ...LOGIN_THROTTLE.address },
  };
}

/** An attempt that has its place in every bucket and may now be checked. */
export type AdmittedLogin = { attempt: LoginAttempt; places: { rule: ThrottleRule; reservation: Reservation }[] };

/**
 * Takes the attempt's place in each bucket before any password is checked;
 * 429 with Retry-After when one is spent (places already taken are given
 * back). A failed check keeps its places: that is the count.
 */
export async function admitLoginAttempt(c: Context<AppEnv>, attempt: LoginAttempt): Promise<AdmittedLogin> {
  const db = c.get('db');
  const now = c.get('clock')();
  const places: AdmittedLogin['places'] = [];
  for (const rule of [attempt.accountFromAddress, attempt.account, attempt.address]) {
    const reservation = await reserve(db, rule, now);
    if (!reservation.allowed) {
      for (const place of places) await release(db, place.rule, place.reservation);
      if (rule === attempt.account && reservation.filled) tellHolderSignInPaused(c, attempt.email, reservation.retryAfterSeconds);
      throw throttled(reservation.retryAfterSeconds);
    }
    places.push({ rule, reservation });
  }
  return { attempt, places };
}

/** The right password (or code): the attempt does not count anywhere. */
export async function releaseLoginAttempt(db: Database, admitted: AdmittedLogin): Promise<void> {
  for (const { rule, reservation } of admitted.places) await release(db, rule, reservation);
}

/**
 * Signed in: the attempt does not count, and the account starts over from
 * this address. Not at a two-factor account's password step, or knowing the
 * password would buy fresh code guesses each time.
 */
export async function loginSucceeded(db: Database, admitted: AdmittedLogin): Promise<void> {
  await releaseLoginAttempt(db, admitted);
  await clearBuckets(db, [{ exact: admitted.attempt.accountFromAddress.bucket }]);
}

/** Lifts a paused sign-in: the account's failures from everywhere are forgotten (the per-address buckets of other accounts stay). */
export async function clearSignInLock(db: Database, email: string): Promise<void> {
  await clearBuckets(db, [{ exact: accountBucket(email) }, { prefix: accountFromAddressPrefix(email) }]);
}

function inWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/**
 * Emails the holder, once per pause, that sign-in is paused and why. Not
 * awaited: the lookup and the delivery must not make a 429 for an existing
 * account slower than one for an unknown email.
 */
function tellHolderSignInPaused(c: Context<AppEnv>, email: string, retryAfterSeconds: number): void {
  const db = c.get('db');
  const context = messageContextOf(c);
  void (async () => {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    await c.get('mailer').send(db, {
      channel: 'email',
      to: user.email,
      organisationId: null,
      content: await composeMessage(
        db,
        null,
        'sign_in_paused',
        {
          first_name: user.firstName,
          failures: `${LOGIN_THROTTLE.account.limit} times within ${inWords(LOGIN_THROTTLE.account.windowMs / 1000)}`,
          wait: inWords(retryAfterSeconds),
          url: `${context.publicUrl}/forgot-password`,
        },
        context,
      ),
    });
  })().catch((error: unknown) => console.error('[sign-in] the paused sign-in notice could not be queued', error));
}

/**
 * Counts a request that sends a code or a link (2FA, verification, email and
 * phone changes, password reset) against its recipient and, unless the caller
 * already proved a password, the client address; 429 when either is spent.
 */
export async function spendMessageRequest(c: Context<AppEnv>, kind: string, recipient: string, { perAddress = true } = {}): Promise<void> {
  const db = c.get('db');
  const now = c.get('clock')();
  if (perAddress) {
    const address = clientAddress(c, c.get('config').trustProxy);
    await spend(db, { bucket: `${kind}-address:${address}`, ...THROTTLE.requestsPerAddress }, now);
  }
  await spend(db, { bucket: `${kind}:${recipient.trim().toLowerCase()}`, ...THROTTLE.requestsPerEmail }, now);
}
