import { existsSync } from 'node:fs';
import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { staticFiles } from '../http/static-files';

/** Unversioned names: a release reaches partner pages within minutes. */
const embedScriptCacheControl = () => 'public, max-age=300';

/** Where partner pages load the standalone widget scripts from. */
export const EMBED_SCRIPTS_PATH = '/embed/';

const isEmbedScriptPath = (path: string) => path.startsWith(EMBED_SCRIPTS_PATH);

/**
 * Partner pages load the standalone scripts with `<script src>` from their own
 * origin, which `Cross-Origin-Resource-Policy: same-origin` (secureHeaders)
 * would block. The scripts are public, so they may be read cross-origin (and
 * `crossorigin` with Subresource Integrity works). Mounted outside
 * secureHeaders() so it has the last word on these headers.
 */
export const embedScriptHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (!isEmbedScriptPath(c.req.path) || !c.res.ok) return;
  c.res.headers.set('cross-origin-resource-policy', 'cross-origin');
  c.res.headers.set('access-control-allow-origin', '*');
});

/** Serves the widgets' standalone build (`packages/widgets/dist/standalone`) under `/embed/`. */
export function serveEmbedScripts(app: Hono<AppEnv>, scriptsDir: string) {
  if (scriptsDir === '' || !existsSync(scriptsDir)) {
    if (scriptsDir !== '') console.warn(`[embed] no standalone widget build at ${scriptsDir}; run "pnpm build" to serve /embed/ scripts`);
    return;
  }
  app.use(
    `${EMBED_SCRIPTS_PATH}*`,
    ...staticFiles({ root: scriptsDir, cacheControl: embedScriptCacheControl, rewriteRequestPath: (path) => path.slice(EMBED_SCRIPTS_PATH.length - 1) }),
  );
  // A missing script is a 404, not the portal's index.html.
  app.all(`${EMBED_SCRIPTS_PATH}*`, (c) => c.text('Not found', 404));
}
