import { eq } from 'drizzle-orm';
import { embedMessages, type EmbedScope, type WidgetToken } from '@motorpool/api';
import { bearerToken, liveSessionCaller } from '../auth/authenticate';
import { hashToken } from '../auth/tokens';
import type { Database } from '../db/database';
import { embedKeys } from '../db/schema';
import { forbidden, HttpError } from '../http/errors';
import { tenancyOf } from '../tenancy/tenancy';
import { signWidgetToken } from './widget-token';

type TokenRequest = { embedKey: string; origin: string | undefined; authorization: string | undefined };

/**
 * Exchanges an embed key for a widget token when the page's origin is one the
 * active key lists; the booking scope also needs the signed-in user's session
 * (a member of the key's organisation) and is bound to it.
 */
export async function issueWidgetToken(db: Database, signingKey: Buffer, request: TokenRequest): Promise<WidgetToken> {
  if (!request.origin) throw forbidden(embedMessages.originMissing);
  const [key] = await db.select().from(embedKeys).where(eq(embedKeys.key, request.embedKey.trim()));
  if (!key) throw forbidden(embedMessages.keyInvalid);
  if (key.revokedAt) throw forbidden(embedMessages.keyRevoked);
  if (!key.isActive) throw forbidden(embedMessages.keyInactive);
  if (!key.allowedOrigins.includes(request.origin)) throw forbidden(embedMessages.originNotAllowed);

  const scope = key.scope as EmbedScope;
  let user = null;
  if (scope === 'booking') {
    const session = bearerToken(request.authorization);
    const caller = session ? await liveSessionCaller(db, { tokenHash: hashToken(session) }) : null;
    if (!caller) throw new HttpError(401, embedMessages.signInRequired);
    // Refuses anyone who could not act in the organisation when signed in.
    await tenancyOf(db, caller.user, key.organisationId);
    user = { id: caller.user.id, sessionId: caller.sessionId };
  }
  const { token, expiresAt } = signWidgetToken(signingKey, { keyId: key.id, organisationId: key.organisationId, scope, origin: request.origin, user });
  return { token, expires_at: expiresAt.toISOString(), scope, organisation: key.organisationId };
}
