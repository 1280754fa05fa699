import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

/**
 * The method and path of every route the app serves, against a committed
 * list: moving routes between sub-apps, or middleware from routes to
 * `.use()`, must not add, drop or rename a path. Middleware entries
 * (method ALL, wildcard paths) are how the app is arranged, not what it
 * serves, and a route listed once per handler is one route.
 * `UPDATE_SERVED_ROUTES=1` rewrites the list when a path is meant to change.
 */

const SNAPSHOT = path.join(import.meta.dirname, 'served-routes.txt');

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness({ seed: false });
});
afterAll(() => harness.close());

function servedRoutes(): string {
  const lines = new Set<string>();
  for (const { method, path: routePath } of harness.app.routes) {
    if (method === 'ALL' || routePath.includes('*')) continue;
    lines.add(`${method} ${routePath}`);
  }
  return `${[...lines].sort().join('\n')}\n`;
}

describe('served routes', () => {
  it('are the committed list, byte for byte', () => {
    const served = servedRoutes();
    if (process.env.UPDATE_SERVED_ROUTES === '1') writeFileSync(SNAPSHOT, served);
    expect(served).toBe(readFileSync(SNAPSHOT, 'utf8'));
  });
});
