import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import { registerDriver, signIn } from './journeys';
import { repoRoot, startServer, type RunningServer } from './server';

/**
 * The bell on one server instance receives a notification created
 * through another, both on the same PostgreSQL (LISTEN/NOTIFY fan-out). Runs
 * only with DATABASE_URL (CI runs it after the server suite on PostgreSQL);
 * it creates a fresh database there and drops it afterwards.
 */
const adminDatabaseUrl = process.env.DATABASE_URL;

type PgClient = { connect(): Promise<void>; query(text: string): Promise<unknown>; end(): Promise<void> };
// The server's own PostgreSQL driver: the portal does not depend on one.
const pg = createRequire(join(repoRoot, 'packages/server/package.json'))('pg') as {
  Client: new (options: { connectionString: string }) => PgClient;
};

async function onAdminDatabase(statement: string) {
  const client = new pg.Client({ connectionString: adminDatabaseUrl! });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const ADMIN = 'admin@demo.fleet';
const DRIVER = { first: 'Tess', last: 'Twoserver', email: 'tess.twoserver@example.com', licenceNumber: 'NSW7654322', phone: '0412345670' };

const databaseName = `motorpool_e2e_${randomBytes(6).toString('hex')}`;
let instanceA: RunningServer | undefined;
let instanceB: RunningServer | undefined;
let browser: Browser | undefined;
const uncaught: string[] = [];

beforeAll(async () => {
  if (!adminDatabaseUrl) return;
  await onAdminDatabase(`CREATE DATABASE ${databaseName}`);
  const url = new URL(adminDatabaseUrl);
  url.pathname = `/${databaseName}`;
  const env = { DATABASE_URL: url.toString(), REGISTRATION_ENABLED: 'true' };
  // One after the other: the first migrates and seeds, the second finds it done.
  instanceA = await startServer({ env });
  instanceB = await startServer({ env });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([instanceA?.stop(), instanceB?.stop()]);
  if (adminDatabaseUrl) await onAdminDatabase(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

async function pageOn(server: RunningServer): Promise<Page> {
  const context = await browser!.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => uncaught.push(`${server.baseUrl}: ${error.message}`));
  return page;
}

/** A driver signs up through instance A's portal (the code is in A's outbox), which notifies Demo Fleet's approvers. */
async function registerDriverOn(server: RunningServer) {
  await registerDriver(await pageOn(server), server.baseUrl, DRIVER);
}

describe('notification bell across two server instances (issue 4)', () => {
  it.runIf(adminDatabaseUrl)('shows on instance B a notification created through instance A, without reload', async () => {
    const a = instanceA!;
    const b = instanceB!;
    expect(a.baseUrl).not.toBe(b.baseUrl);

    const admin = await pageOn(b);
    await signIn(admin, ADMIN);
    await admin.waitForURL('**/dashboard');
    const bell = admin.getByRole('button', { name: /^Notifications, \d+ unread/ });
    await bell.waitFor();
    const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

    await registerDriverOn(a);

    // Well inside the 60 s poll fallback, so only the push can deliver it in time.
    await admin.getByRole('button', { name: `Notifications, ${before + 1} unread` }).waitFor({ timeout: 15_000 });
    await admin.getByRole('button', { name: /^Notifications, / }).click();
    await admin
      .getByRole('dialog')
      .getByText(new RegExp(`${DRIVER.first} ${DRIVER.last}`))
      .first()
      .waitFor();
    await screenshot(admin, 'two-instances-01-bell-on-b');
    expect(uncaught).toEqual([]);
  });
});
