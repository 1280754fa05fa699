import { and, eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { embedKeys } from '../db/schema';
import { portalContentSecurityPolicy } from '../http/content-security-policy';

/** Paths that are not the portal's pages: the API and stored files keep their own headers. */
const NOT_PORTAL = /^\/(api|uploads)(\/|$)|^\/healthz\/?$/;

/** Embedded mode's query parameter (packages/portal/src/embed.ts); its value may name an embed key. */
const EMBED_PARAM = 'embed';
/** Roughly the shape of a key (`newEmbedKeyValue`), so that other values cost no query. */
const EMBED_KEY = /^mpk_[A-Za-z0-9_-]{1,64}$/;

/**
 * Who besides the portal may frame a page: the origins of the active embed
 * key that the page's address names (`?embed=mpk_…`), and nobody for any
 * other page. Read per request, so a paused or revoked key stops at once.
 */
export async function framingOrigins(db: Database, url: string): Promise<string[]> {
  const key = new URL(url).searchParams.get(EMBED_PARAM);
  if (key === null || !EMBED_KEY.test(key)) return [];
  const [row] = await db
    .select({ origins: embedKeys.allowedOrigins })
    .from(embedKeys)
    .where(and(eq(embedKeys.key, key), eq(embedKeys.isActive, true)));
  return row?.origins ?? [];
}

/**
 * Portal pages get the portal's Content-Security-Policy, whose
 * frame-ancestors is 'self' plus `framingOrigins`. Where that is 'self' alone
 * they also keep secureHeaders()'s `X-Frame-Options: SAMEORIGIN` for browsers
 * without frame-ancestors; where a key's origins may frame the page it goes,
 * since it cannot name them. Mounted outside secureHeaders() so it has the
 * last word on both headers.
 */
export function portalPageSecurityHeaders(db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (NOT_PORTAL.test(c.req.path) || !c.res.headers.get('content-type')?.startsWith('text/html')) return;
    const origins = await framingOrigins(db, c.req.url);
    c.res.headers.set('content-security-policy', portalContentSecurityPolicy(origins));
    if (origins.length > 0) c.res.headers.delete('x-frame-options');
    else c.res.headers.set('x-frame-options', 'SAMEORIGIN');
  });
}
