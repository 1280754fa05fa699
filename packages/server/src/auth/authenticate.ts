import { and, eq, gt, isNull } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
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

/** Resolves `Authorization: Bearer <token>` to a live session of an active user, or answers 401. */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const match = BEARER.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) throw unauthorized();
  const db = c.get('db');
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(match[1])),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  if (!row) throw unauthorized();
  c.set('caller', { user: row.user, sessionId: row.session.id, sessionOrganisationId: row.session.organisationId });
  await next();
});
