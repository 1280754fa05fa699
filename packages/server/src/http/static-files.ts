import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { etag } from 'hono/etag';
import type { AppEnv } from '../app-env';

/** Content-hashed names: a new build makes new names, so a browser keeps a file for a year without asking. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else: kept, but asked about (an ETag makes the answer a 304) before each use. */
export const REVALIDATE = 'no-cache';

type StaticFilesOptions = {
  root: string;
  /** The Cache-Control for a file, by its request path. */
  cacheControl: (requestPath: string) => string;
  rewriteRequestPath?: (requestPath: string) => string;
};

/**
 * A weak validator from what the file handler already reports (size, time and
 * encoding of the copy sent): it changes whenever a build replaces the file.
 */
function fileTag(headers: Headers): string | null {
  const modified = Date.parse(headers.get('last-modified') ?? '');
  const size = headers.get('content-length');
  if (Number.isNaN(modified) || size === null) return null;
  return `W/"${Number(size).toString(16)}-${modified.toString(16)}-${headers.get('content-encoding') ?? 'identity'}"`;
}

/**
 * Files from a build directory: the brotli or gzip copy the build wrote
 * beside a file when the browser takes it, the cache lifetime the caller
 * gives, and an ETag answered with 304 when the browser already holds it.
 */
export function staticFiles({ root, cacheControl, rewriteRequestPath }: StaticFilesOptions): MiddlewareHandler<AppEnv>[] {
  const fileHeaders = createMiddleware<AppEnv>(async (c, next) => {
    await next();
    // Only what the file handler sent: it alone sets Last-Modified here.
    if (c.res.status !== 200 || !c.res.headers.has('last-modified')) return;
    c.res.headers.set('cache-control', cacheControl(c.req.path));
    const tag = fileTag(c.res.headers);
    if (tag) c.res.headers.set('etag', tag);
  });
  return [etag(), fileHeaders, serveStatic<AppEnv>({ root, precompressed: true, ...(rewriteRequestPath ? { rewriteRequestPath } : {}) })];
}
