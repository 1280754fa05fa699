import { eq } from 'drizzle-orm';
import { embedMessages, type EmbedScope, type WidgetToken } from '@motorpool/api';
import { bearerToken, liveSessionCaller } from '../auth/authenticate';
import { hashToken } from '../auth/tokens';
import type { Database } from '../db/database';
import { embedKeys, organisations } from '../db/schema';
import { forbidden, HttpError } from '../http/errors';
import { spend } from '../security/throttle';
import { themeColoursOf } from '../settings/theme';
import { tenancyOf } from '../tenancy/tenancy';
import { signWidgetToken, WIDGET_TOKEN_LIFETIME_MS } from './widget-token';

type TokenRequest = { embedKey: string; origin: string | undefined; authorization: string | undefined; clientAddress: string; now: Date };

/**
 * An open page renews its token about once per token lifetime, so a key's
 * budget is roughly how many page loads it serves in that time: a hundred
 * behind one address (an office behind one NAT), a thousand in all. Anyone
 * can read a key off the partner's page; these bound what one of them can mint.
 */
export const WIDGET_TOKEN_THROTTLE = {
  perKeyAndAddress: { limit: 100, windowMs: WIDGET_TOKEN_LIFETIME_MS },
  perKey: { limit: 1000, windowMs: WIDGET_TOKEN_LIFETIME_MS },
} as const;

export function widgetTokenBuckets(keyId: number, clientAddress: string) {
  return { perKeyAndAddress: `widget-token:key:${keyId}:address:${clientAddress}`, perKey: `widget-token:key:${keyId}` };
}

/**
 * Exchanges an embed key for a widget token when the page's origin is one the
 * active key lists; the booking scope also needs the signed-in user's session
 * (a member of the key's organisation) and is bound to it. Every request for a
 * known key counts against its limits, refused ones included (429 when spent).
 */
export async function issueWidgetToken(db: Database, signingKey: Buffer, request: TokenRequest): Promise<WidgetToken> {
  if (!request.origin) throw forbidden(embedMessages.originMissing);
  const [key] = await db.select().from(embedKeys).where(eq(embedKeys.key, request.embedKey.trim()));
  if (!key) throw forbidden(embedMessages.keyInvalid);
  // The address first: one client flooding a key spends its own budget, not the whole key's.
  const buckets = widgetTokenBuckets(key.id, request.clientAddress);
  await spend(db, { bucket: buckets.perKeyAndAddress, ...WIDGET_TOKEN_THROTTLE.perKeyAndAddress }, request.now);
  await spend(db, { bucket: buckets.perKey, ...WIDGET_TOKEN_THROTTLE.perKey }, request.now);
  if (key.revokedAt) throw forbidden(embedMessages.keyRevoked);
  if (!key.isActive) throw forbidden(embedMessages.keyInactive);
  if (!key.allowedOrigins.includes(request.origin)) throw forbidden(embedMessages.originNotAllowed);

  const scope = key.scope as EmbedScope;
  let user = null;
  if (scope === 'booking') {
    const session = bearerToken(request.authorization);
    const caller = session ? await liveSessionCaller(db, { tokenHash: hashToken(session) }, request.now) : null;
    if (!caller) throw new HttpError(401, embedMessages.signInRequired);
    // Refuses anyone who could not act in the organisation when signed in.
    await tenancyOf(db, caller.user, key.organisationId);
    user = { id: caller.user.id, sessionId: caller.sessionId };
  }
  const { token, expiresAt } = signWidgetToken(
    signingKey,
    { keyId: key.id, organisationId: key.organisationId, scope, origin: request.origin, user },
    request.now,
  );
  // The element themes itself with the organisation's colours (its /theme) as it starts.
  const [organisation] = await db
    .select({ brandColor: organisations.brandColor, brandContrastColor: organisations.brandContrastColor })
    .from(organisations)
    .where(eq(organisations.id, key.organisationId));
  const theme = organisation ? themeColoursOf(organisation) : null;
  return { token, expires_at: expiresAt.toISOString(), scope, organisation: key.organisationId, theme };
}
