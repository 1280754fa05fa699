import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import { embedMessages } from '@motorpool/api';
import type { AppEnv } from '../app-env';
import { liveSessionCaller } from '../auth/authenticate';
import { embedKeys, organisations } from '../db/schema';
import { forbidden, HttpError, unauthorized } from '../http/errors';
import { QueryText, readQuery } from '../http/query';
import { requestedOrganisation, requireOrganisation, tenancyOf } from '../tenancy/tenancy';
import { calendarReadCall, checkCalendarReadQuery } from './calendar-read';
import { readWidgetToken } from './widget-token';

const WIDGET_SCHEME = /^Widget(\s|$)/;
const WIDGET = /^Widget\s+([A-Za-z0-9_-]{1,2000}\.[A-Za-z0-9_-]{1,100})$/;

/**
 * `Authorization: Widget <token>`: a partner page's widget. Its Origin must be
 * the token's on every request (a token copied to another site is useless in a
 * browser), its key must still be active and list that origin, and the scope
 * decides what it reaches: the read-only calendar's calls (calendar-read.ts),
 * or the signed-in user's own permissions while that session lives. Requests without a widget
 * token pass untouched to the usual bearer authentication.
 */
export const widgetAuthentication = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  if (!WIDGET_SCHEME.test(header)) return next();
  const origin = c.req.header('origin');
  if (!origin) throw forbidden(embedMessages.originMissing);
  const token = WIDGET.exec(header)?.[1];
  const now = c.get('clock')();
  const claims = token ? readWidgetToken(c.get('signingKey'), token, now) : null;
  if (!claims) throw new HttpError(401, embedMessages.tokenInvalid);
  if (origin !== claims.origin) throw forbidden(embedMessages.originMismatch);
  const requested = requestedOrganisation(c.req.header('organisation'));
  if (requested !== null && requested !== claims.organisationId) throw forbidden(embedMessages.otherOrganisation);

  const db = c.get('db');
  const [key] = await db
    .select({ key: embedKeys, organisation: organisations })
    .from(embedKeys)
    .innerJoin(organisations, eq(organisations.id, embedKeys.organisationId))
    .where(and(eq(embedKeys.id, claims.keyId), eq(embedKeys.organisationId, claims.organisationId)));
  // An admin who revokes the key, pauses it, drops the origin or changes the scope stops its tokens at once.
  if (!key?.key.isActive || key.key.scope !== claims.scope || !key.key.allowedOrigins.includes(claims.origin)) {
    throw forbidden(key?.key.revokedAt ? embedMessages.keyRevoked : embedMessages.keyInactive);
  }

  if (claims.user === null) {
    // Answered from the read-only table alone: no route of the API ever sees a token without a user.
    const matched = calendarReadCall(c.req.method, c.req.path);
    if (!matched) throw forbidden(embedMessages.notAllowedForScope);
    checkCalendarReadQuery(matched.call, new URL(c.req.url).searchParams);
    const scope = requireOrganisation({ organisation: key.organisation, membership: null, permissions: new Set() });
    const answer = await matched.call.answer({ db, scope, showDriverName: key.key.showDriverName, now, pk: matched.pk, query: readQuery(c, QueryText) });
    return c.json(answer);
  }

  // Bound to the session it was issued from: signing out ends the widget's booking rights too.
  const caller = await liveSessionCaller(db, { id: claims.user.sessionId }, now);
  if (!caller || caller.user.id !== claims.user.id) throw unauthorized();
  c.set('caller', caller);
  c.set('tenancy', await tenancyOf(db, caller.user, claims.organisationId));
  c.set('embed', claims);
  await next();
  c.res.headers.delete('set-cookie');
});
