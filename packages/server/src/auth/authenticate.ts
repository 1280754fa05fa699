import { and, eq, gt, isNull } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';
import { unauthorized } from '../http/errors';
import { hashToken } from './tokens';

export type Caller = {
  user: typeof users.$inferSelect;
  sessionId: number;
  /** The organisation chosen when this session signed in, used when a request names none. */
  sessionOrganisationId: number | null;
};

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;

/** The caller behind a live session of an active user; null when the session is unknown, revoked or expired. */
export async function liveSessionCaller(db: Database, session: { tokenHash: string } | { id: number }, now: Date): Promise<Caller | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        'id' in session ? eq(sessions.id, session.id) : eq(sessions.tokenHash, session.tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row ? { user: row.user, sessionId: row.session.id, sessionOrganisationId: row.session.organisationId } : null;
}

/** The bearer token of `Authorization: Bearer <token>`, if the header has that form. */
export function bearerToken(header: string | undefined): string | null {
  return BEARER.exec(header ?? '')?.[1] ?? null;
}

/**
 * Resolves `Authorization: Bearer <token>` to a live session of an active user, or answers 401.
 * A request the widget middleware (src/embed/widget-auth.ts) already authenticated passes as it is.
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('embed')) return next();
  const token = bearerToken(c.req.header('authorization'));
  if (!token) throw unauthorized();
  const caller = await liveSessionCaller(c.get('db'), { tokenHash: hashToken(token) }, c.get('clock')());
  if (!caller) throw unauthorized();
  c.set('caller', caller);
  await next();
});
