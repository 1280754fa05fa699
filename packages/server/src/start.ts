import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { runMigrations } from './db/migrate';
import { createMailer } from './mail/mailer';
import { adjustableClock, systemClock, type Clock } from './clock';
import { testControlRoutes } from './routes/test-controls';
import { DEMO_USERS, seedDemo } from './seed/demo';
import { seedDemoActivity } from './seed/demo-activity';
import { jobHandlers, planUnplannedJobs } from './jobs/handlers';
import { openJobQueue, type JobQueue } from './jobs/queue';
import { loadSigningKey } from './security/signing-key';
import { attachNotificationHub, startNotificationHub } from './notifications/realtime';

export type RunningServer = { url: string; database: DatabaseHandle; jobs: JobQueue; close(): Promise<void> };

/** Migrates, seeds the demo into an empty database, then serves the API and the portal; everything that acts at a time reads `clock`. */
export async function startServer(config: ServerConfig, systemTime: Clock = systemClock): Promise<RunningServer> {
  // Journeys move the server's time through the test controls; everywhere else it is the clock given.
  const adjustable = config.testControls ? adjustableClock(systemTime) : null;
  const clock = adjustable ?? systemTime;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { seeded, activity, signingKey } = await database.withExclusiveLock(async (db) => {
    await runMigrations(database, db);
    const seeded = config.seedDemo ? await seedDemo(db, clock()) : false;
    const activity = seeded && config.seedDemoActivity ? await seedDemoActivity(db, clock()) : 0;
    // What the clock must still do for data saved before (or without) the job planner: planned once per start.
    await planUnplannedJobs(db, clock());
    return { seeded, activity, signingKey: await loadSigningKey(db, config.appSecret) };
  });
  const where = database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`[db] ${where}: migrations applied${seeded ? `; demo seeded (${DEMO_USERS.length} users, ${activity} bookings around today)` : ''}`);

  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, clock });
  // Under the start-up lock: instances starting together would race to install the queue's schema.
  const jobs = await database.withExclusiveLock(() => openJobQueue(database, clock, jobHandlers({ db: database.db, mailer, signingKey, config })));
  const testControls = adjustable ? testControlRoutes(adjustable, jobs) : undefined;
  const app = createApp({ db: database.db, config, mailer, signingKey, clock, jobs: async () => jobs, testControls });
  if (config.jobsPollMs > 0) await jobs.startWorking({ pollMs: config.jobsPollMs });
  const notificationHub = await startNotificationHub(database);
  attachNotificationHub(database.db, notificationHub);
  const server: ServerType = await new Promise((resolve, reject) => {
    const listening = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(listening));
    listening.once('error', (error: NodeJS.ErrnoException) => {
      void jobs
        .stop()
        .then(() => notificationHub.close())
        .finally(() => database.close());
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${config.port} is in use; set PORT to another port.`) : error);
    });
  });
  const address = server.address() as AddressInfo;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${address.port}`;
  return {
    url,
    database,
    jobs,
    async close() {
      // Ends the open event streams first; they would otherwise hold server.close() forever.
      await notificationHub.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs.stop();
      await database.close();
    },
  };
}
