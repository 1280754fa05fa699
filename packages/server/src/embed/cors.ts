import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { crossOrigin, isEmbedOrigin } from './origins';

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'authorization, content-type, organisation';
const PREFLIGHT_MAX_AGE_SECONDS = '600';
/** Longer than any origin an embed key can list, so a bogus header costs no query. */
const ORIGIN_MAX_LENGTH = 200;

/**
 * CORS for partner pages: only origins an active embed key lists get
 * `Access-Control-Allow-Origin`, and never with credentials (widgets send a
 * token, not cookies). Every other origin gets no CORS headers, so browsers
 * refuse to hand it the response; same-origin requests pass untouched.
 */
export const embedCors = createMiddleware<AppEnv>(async (c, next) => {
  const origin = crossOrigin(c);
  if (origin === null || origin.length > ORIGIN_MAX_LENGTH || !(await isEmbedOrigin(c.get('db'), origin))) return next();
  if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
    return c.body(null, 204, {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': ALLOWED_METHODS,
      'access-control-allow-headers': ALLOWED_HEADERS,
      'access-control-max-age': PREFLIGHT_MAX_AGE_SECONDS,
      vary: 'Origin',
    });
  }
  await next();
  c.res.headers.set('access-control-allow-origin', origin);
  c.res.headers.append('vary', 'Origin');
  c.res.headers.delete('set-cookie');
});
