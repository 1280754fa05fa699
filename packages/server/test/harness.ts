import { desc, eq } from 'drizzle-orm';
import { outbox } from '../src/db/schema';
import type { Hono } from 'hono';
import { createApp } from '../src/app';
import type { AppEnv } from '../src/app-env';
import { readConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { createMailer } from '../src/mail/mailer';
import { DEMO_PASSWORD, seedDemo } from '../src/seed/demo';
import { loadSigningKey } from '../src/security/signing-key';
import { attachNotificationHub, startNotificationHub } from '../src/notifications/realtime';
import type { ServerConfig } from '../src/config';
import { systemClock, type Clock } from '../src/clock';
import { jobHandlers } from '../src/jobs/handlers';
import { openJobQueue, type JobQueue } from '../src/jobs/queue';
import { createTemporaryDatabase } from './temporary-database';

export { DEMO_PASSWORD };

export type Harness = {
  app: Hono<AppEnv>;
  db: Database;
  kind: 'pglite' | 'postgres';
  call(method: string, path: string, options?: CallOptions): Promise<Response>;
  login(email: string, organisation?: number): Promise<string>;
  /** The job queue on this database, opened on first use; tests hand over and drain it by the moved clock. */
  jobs(): Promise<JobQueue>;
  /** The newest outbox message to this address or number (codes and links are read from here). */
  lastMessageTo(recipient: string): Promise<typeof outbox.$inferSelect | undefined>;
  close(): Promise<void>;
};

type CallOptions = { token?: string; organisation?: number | string; body?: unknown; rawBody?: string; headers?: Record<string, string> };

/**
 * A fresh database per test file: in-memory PGlite by default, or, when
 * DATABASE_URL is set (CI), a new database on that PostgreSQL server that is
 * dropped afterwards. Files never share data, so they can run in parallel.
 */
export async function freshDatabase(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: async () => {} };
  return createTemporaryDatabase(adminUrl, 'motorpool_test');
}

type HarnessOptions = { seed?: boolean; env?: NodeJS.ProcessEnv; config?: Partial<ServerConfig>; clock?: Clock };

export async function createHarness({ seed = true, env = {}, config: overrides = {}, clock = systemClock }: HarnessOptions = {}): Promise<Harness> {
  const database = await freshDatabase();
  const handle = await openDatabase({ databaseUrl: database.url });
  await runMigrations(handle);
  if (seed) await seedDemo(handle.db, clock());
  const config = { ...readConfig(env), staticDir: '', embedScriptsDir: '', ...overrides };
  const signingKey = await loadSigningKey(handle.db, config.appSecret);
  // Messages stay in the outbox (tests read codes and links from it) without cluttering the test log.
  const mailer = createMailer({ smtpUrl: null, from: config.mailFrom, clock, log: () => {} });
  let jobs: Promise<JobQueue> | undefined;
  const openJobs = () => {
    jobs ??= openJobQueue(handle, clock, jobHandlers({ db: handle.db, mailer, signingKey, config }));
    return jobs;
  };
  // The jobs screen's retry opens the queue as harness.jobs() does, on first use.
  const app = createApp({ db: handle.db, config, mailer, signingKey, clock, jobs: openJobs });
  const notificationHub = await startNotificationHub(handle);
  attachNotificationHub(handle.db, notificationHub);

  async function call(method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.organisation !== undefined) headers.organisation = String(options.organisation);
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    return app.request(path, { method, headers, body });
  }

  return {
    app,
    db: handle.db,
    kind: handle.kind,
    call,
    async login(email, organisation) {
      const response = await call('POST', '/api/v1/accounts/user/login/', {
        body: { email, password: DEMO_PASSWORD, ...(organisation ? { organisation_id: organisation } : {}) },
      });
      if (response.status !== 200) throw new Error(`login ${email} failed: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { token: string }).token;
    },
    jobs: openJobs,
    async lastMessageTo(recipient) {
      const [message] = await handle.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1);
      return message;
    },
    async close() {
      await (await jobs)?.stop();
      await notificationHub.close();
      await handle.close();
      await database.drop();
    },
  };
}
