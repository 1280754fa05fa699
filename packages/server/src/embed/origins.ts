import { and, arrayContains, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/database';
import { embedKeys } from '../db/schema';

/**
 * The request's `Origin` when it comes from another host than the one it was
 * sent to; null for same-origin requests and requests without one. The portal's
 * own pages therefore never reach the embed rules.
 */
export function crossOrigin(c: Context): string | null {
  const origin = c.req.header('origin');
  if (!origin) return null;
  try {
    return new URL(origin).host === new URL(c.req.url).host ? null : origin;
  } catch {
    return origin;
  }
}

/** Whether any organisation's active embed key lists the origin. Read per request: every instance sees a revocation at once. */
export async function isEmbedOrigin(db: Database, origin: string): Promise<boolean> {
  const [row] = await db
    .select({ id: embedKeys.id })
    .from(embedKeys)
    .where(and(eq(embedKeys.isActive, true), arrayContains(embedKeys.allowedOrigins, [origin])))
    .limit(1);
  return row !== undefined;
}
