import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/database';
import { activeEmbedOrigins } from './origins';

/** Paths that are not the portal's pages: the API and stored files keep their own headers. */
const NOT_PORTAL = /^\/(api|uploads)(\/|$)|^\/healthz\/?$/;

/** The portal may be framed by itself and by the origins of active embed keys. */
export function frameAncestorsPolicy(origins: readonly string[]): string {
  return ["frame-ancestors 'self'", ...origins].join(' ');
}

/**
 * Portal pages send `Content-Security-Policy: frame-ancestors …` instead of
 * `X-Frame-Options`, which cannot name a list of origins. Mounted outside
 * secureHeaders() so it has the last word on those two headers.
 */
export function portalFrameAncestors(db: Database) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (NOT_PORTAL.test(c.req.path) || !c.res.headers.get('content-type')?.startsWith('text/html')) return;
    c.res.headers.set('content-security-policy', frameAncestorsPolicy(await activeEmbedOrigins(db)));
    c.res.headers.delete('x-frame-options');
  });
}
