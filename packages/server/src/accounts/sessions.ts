import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { hashToken, newSessionToken } from '../auth/tokens';
import { brandForHost, rememberMeDays } from '../branding';
import type { Database } from '../db/database';
import { sessions } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Opens a session after a finished sign-in (password, or password and 2FA code)
 * and returns its bearer token. Remember me keeps it for the brand's period of
 * spec §4 instead of the configured default.
 */
export async function startSession(c: Context<AppEnv>, userId: number, organisationId: number | null, rememberMe: boolean): Promise<string> {
  const config = c.get('config');
  const days = rememberMe ? rememberMeDays(brandForHost(c.req.header('host'), config)) : config.sessionDays;
  const token = newSessionToken();
  await c
    .get('db')
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      organisationId,
      expiresAt: new Date(c.get('clock')().getTime() + days * DAY_MS),
    });
  return token;
}

/** Ends the user's live sessions, all of them or all but the one making the change. */
export async function revokeSessions(db: Database, userId: number, now: Date, keepSessionId?: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId)));
}
