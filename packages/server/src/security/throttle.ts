import { and, eq, gte, lte, or, sql } from 'drizzle-orm';
import { messages } from '@motorpool/api';
import type { Database } from '../db/database';
import { throttleCounters } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * How long a full bucket stays shut: `firstMs` the first time, doubled for
 * each further time it fills, never more than `maxMs`.
 */
export type ThrottleWait = { firstMs: number; maxMs: number };

export type ThrottleLimit = {
  /** Attempts allowed in one window. */
  limit: number;
  windowMs: number;
  /** Without it, a full bucket stays shut for one window. */
  wait?: ThrottleWait;
};

export type ThrottleRule = ThrottleLimit & { bucket: string };

/** OTP, reset and registration requests per email and per address; code checks per address. */
export const THROTTLE = {
  requestsPerEmail: { limit: 5, windowMs: 15 * 60 * 1000 },
  requestsPerAddress: { limit: 30, windowMs: 60 * 60 * 1000 },
  codeChecksPerAddress: { limit: 60, windowMs: 15 * 60 * 1000 },
} as const satisfies Record<string, ThrottleLimit>;

/** After a day without filling, a bucket's waits start again from the first. */
const STRIKES_FORGOTTEN_AFTER_MS = 24 * 60 * 60 * 1000;

/** One attempt's place in its bucket, taken before the work it guards. */
export type Reservation = {
  allowed: boolean;
  /** The window the attempt was counted in: a release only gives back a count of that same window. */
  windowStartedAt: Date;
  /** This attempt filled the bucket: the one moment to tell someone, once per wait. */
  filled: boolean;
  /** Whole seconds until the bucket opens again (0 when allowed). */
  retryAfterSeconds: number;
};

export function throttled(retryAfterSeconds: number): HttpError {
  return new HttpError(429, messages.throttled, { headers: { 'retry-after': String(retryAfterSeconds) } });
}

const timestamp = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * Counts one attempt and answers whether it may go ahead, in one statement,
 * so the database orders concurrent attempts and no more than `limit` are
 * ever let through in a window, however many arrive at once. The attempt that
 * fills the bucket shuts it for the wait; once the wait is over a fresh window
 * starts. While shut the count stays just above the limit, so exactly one
 * attempt per wait sees `filled`.
 */
export async function reserve(db: Database, rule: ThrottleRule, now: Date): Promise<Reservation> {
  const { bucket, limit, windowMs } = rule;
  const wait = rule.wait ?? { firstMs: windowMs, maxMs: windowMs };
  const t = throttleCounters;
  const at = timestamp(now);
  const shut = sql`(${t.blockedUntil} is not null and ${t.blockedUntil} > ${at})`;
  // The window ran out, or it was shut and the wait is over.
  const freshWindow = sql`(not ${shut} and (${t.windowStartedAt} <= ${timestamp(new Date(now.getTime() - windowMs))} or (${t.blockedUntil} is not null and ${t.blockedUntil} > ${t.windowStartedAt})))`;
  const fills = sql`(not ${shut} and not ${freshWindow} and ${t.hits} + 1 > ${limit})`;
  const strikes = sql`(case when ${t.blockedUntil} > ${timestamp(new Date(now.getTime() - STRIKES_FORGOTTEN_AFTER_MS))} then ${t.strikes} else 0 end + 1)`;
  const waitMs = sql`least(${wait.firstMs}::double precision * power(2, ${strikes} - 1), ${wait.maxMs}::double precision)`;

  const [row] = await db
    .insert(t)
    .values({ bucket, hits: 1, windowStartedAt: now, strikes: 0 })
    .onConflictDoUpdate({
      target: t.bucket,
      set: {
        hits: sql`case when ${freshWindow} then 1 else least(${t.hits} + 1, ${limit + 2}) end`,
        windowStartedAt: sql`case when ${freshWindow} then ${at} else ${t.windowStartedAt} end`,
        strikes: sql`case when ${fills} then ${strikes} else ${t.strikes} end`,
        blockedUntil: sql`case when ${fills} then ${at} + ${waitMs} * interval '1 millisecond' else ${t.blockedUntil} end`,
      },
    })
    .returning({ hits: t.hits, windowStartedAt: t.windowStartedAt, blockedUntil: t.blockedUntil });
  if (!row) throw new Error(`throttle bucket ${bucket} was not counted`);
  const allowed = row.hits <= limit;
  const shutFor = allowed || !row.blockedUntil ? 0 : row.blockedUntil.getTime() - now.getTime();
  return {
    allowed,
    windowStartedAt: row.windowStartedAt,
    filled: row.hits === limit + 1,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(shutFor / 1000)),
  };
}

/**
 * Gives back an allowed attempt that turned out not to count (the right
 * password), as long as its window is still the bucket's and was never shut.
 */
export async function release(db: Database, rule: ThrottleRule, reservation: Reservation): Promise<void> {
  if (!reservation.allowed) return;
  const t = throttleCounters;
  await db
    .update(t)
    .set({ hits: sql`${t.hits} - 1` })
    .where(and(eq(t.bucket, rule.bucket), eq(t.windowStartedAt, reservation.windowStartedAt), gte(t.hits, 1), lte(t.hits, rule.limit)));
}

/** Forgets buckets: their counts, waits and how often they filled. */
export async function clearBuckets(db: Database, buckets: { exact?: string; prefix?: string }[]): Promise<void> {
  const t = throttleCounters;
  const conditions = buckets.map(({ exact, prefix }) => (exact !== undefined ? eq(t.bucket, exact) : sql`starts_with(${t.bucket}, ${prefix ?? ''})`));
  if (conditions.length > 0) await db.delete(t).where(or(...conditions));
}

/** Answers 429 (with Retry-After) when the bucket is spent, otherwise counts this request. */
export async function spend(db: Database, rule: ThrottleRule, now: Date): Promise<void> {
  const reservation = await reserve(db, rule, now);
  if (!reservation.allowed) throw throttled(reservation.retryAfterSeconds);
}
