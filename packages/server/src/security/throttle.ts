import { and, count, eq, gte, lt } from 'drizzle-orm';
import { messages } from '@motorpool/api';
import type { Database } from '../db/database';
import { throttleHits } from '../db/schema';
import { HttpError } from '../http/errors';

export type ThrottleRule = { bucket: string; limit: number; windowMs: number };

/** Limits of issue #3: failed logins per account; OTP, reset and registration requests per email and per address. */
export const THROTTLE = {
  loginFailuresPerAccount: { limit: 5, windowMs: 15 * 60 * 1000 },
  requestsPerEmail: { limit: 5, windowMs: 15 * 60 * 1000 },
  requestsPerAddress: { limit: 30, windowMs: 60 * 60 * 1000 },
  codeChecksPerAddress: { limit: 60, windowMs: 15 * 60 * 1000 },
} as const;

export function throttled(): HttpError {
  return new HttpError(429, messages.throttled);
}

/** How many hits the bucket has inside its window. */
export async function hitsInWindow(db: Database, bucket: string, windowMs: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(throttleHits)
    .where(and(eq(throttleHits.bucket, bucket), gte(throttleHits.at, new Date(Date.now() - windowMs))));
  return row?.value ?? 0;
}

export async function recordHit(db: Database, bucket: string, windowMs: number): Promise<void> {
  await db.insert(throttleHits).values({ bucket });
  // Keep the table small: hits older than the window no longer count.
  await db.delete(throttleHits).where(and(eq(throttleHits.bucket, bucket), lt(throttleHits.at, new Date(Date.now() - windowMs))));
}

/** Answers 429 when the bucket is full, otherwise counts this request. */
export async function spend(db: Database, rule: ThrottleRule): Promise<void> {
  if ((await hitsInWindow(db, rule.bucket, rule.windowMs)) >= rule.limit) throw throttled();
  await recordHit(db, rule.bucket, rule.windowMs);
}
