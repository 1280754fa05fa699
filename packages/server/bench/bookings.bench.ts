/**
 * `pnpm bench:bookings`: bookings under load, on PostgreSQL.
 *
 * A temporary database is created on the server of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) and dropped at the end.
 * 10,000 members, 200 vehicles and 100,000 bookings of one organisation are
 * seeded with set-based SQL (each vehicle's bookings follow one another, so
 * the no-overlap constraint holds), then the real app is measured through
 * `app.request` (no socket, so the numbers are the app's and the database's):
 *   - the bookings list page: 50 rows, one filter (branch), ordered by start_datetime;
 *     latency one request at a time, throughput with several in flight;
 *   - booking creation per second: non-conflicting creates through POST bookings/,
 *     every rule and the exclusion constraint included.
 * BENCH_KEEP_DATABASE=true keeps the database afterwards, for EXPLAIN ANALYZE.
 */
import { performance } from 'node:perf_hooks';
import { cpus } from 'node:os';
import { sql } from 'drizzle-orm';
import { toWallTime } from '@motorpool/api';
import { createApp } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { createMailer } from '../src/mail/mailer';
import { DEMO_PASSWORD } from '../src/seed/demo';
import { BOOKINGS, fixed, MEMBERS, percentile, missedAny, printResults, record, seedFleetHistory, temporaryDatabase, VEHICLES } from './bench-kit';
import { loadSigningKey } from '../src/security/signing-key';
import { systemClock } from '../src/clock';

const PAGE_SIZE = 50;
const LIST_REQUESTS = 300;
const IN_FLIGHT = 8;
const CREATES = 400;
// The substance: a list page fast enough for a person, creation fast enough for a busy branch.
// Requests per second under concurrency is recorded, not judged: on a shared 2-core machine it
// measures the machine as much as the app.
const TARGETS = { listP99Ms: 150, createsPerSecond: 20 };

const SYDNEY = 'Australia/Sydney';

type App = ReturnType<typeof createApp>;

async function call(app: App, token: string, method: string, path: string, body?: unknown) {
  return app.request(`/api/v1/tfm${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Runs `work(0…count-1)` with `inFlight` at a time; answers each one's milliseconds and the whole run's seconds. */
async function measure(count: number, inFlight: number, work: (index: number) => Promise<void>) {
  const timings: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) {
        const index = next++;
        const begun = performance.now();
        await work(index);
        timings.push(performance.now() - begun);
      }
    }),
  );
  return { timings: timings.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000 };
}

async function listScenario(app: App, token: string, branchIds: number[]) {
  const path = (index: number) =>
    `/bookings/?page_size=${PAGE_SIZE}&branch_pk=${branchIds[index % branchIds.length]}&ordering=start_datetime&page=${1 + (index % 20)}`;
  let matching = 0;
  const fetchPage = async (index: number) => {
    const response = await call(app, token, 'GET', path(index));
    const body = (await response.json()) as { results: unknown[]; count: number };
    if (response.status !== 200 || body.results.length !== PAGE_SIZE) throw new Error(`list failed: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    matching = body.count;
  };
  await measure(10, 1, fetchPage);
  const one = await measure(LIST_REQUESTS, 1, fetchPage);
  const p99 = percentile(one.timings, 99);
  record(
    `List page (${PAGE_SIZE} rows, branch filter, by start_datetime; ${matching.toLocaleString('en-AU')} matching): p50`,
    `${fixed(percentile(one.timings, 50))} ms`,
  );
  record(`List page: p99, one request at a time`, `${fixed(p99)} ms`, `≤ ${TARGETS.listP99Ms} ms`, p99 <= TARGETS.listP99Ms);
  const many = await measure(LIST_REQUESTS, IN_FLIGHT, fetchPage);
  const rate = LIST_REQUESTS / many.seconds;
  record(`List page: requests/s with ${IN_FLIGHT} in flight (p99 ${fixed(percentile(many.timings, 99))} ms)`, fixed(rate));
}

async function createScenario(app: App, token: string, handle: DatabaseHandle) {
  const fleet = (await handle.db.execute(sql`select id, branch_id from vehicles where name like 'Bench Car %' order by id`)) as unknown as {
    rows: { id: number; branch_id: number }[];
  };
  const driverRows = (await handle.db.execute(sql`select id from employee_extensions where license_number like 'LN%' order by id limit 100`)) as unknown as {
    rows: { id: number }[];
  };
  const today = toWallTime(new Date(), SYDNEY).slice(0, 10);
  const dateAfter = (days: number) => {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + days);
    return date.toISOString().slice(0, 10);
  };
  // Every create takes its own vehicle and day: nothing clashes, so each one is a full, successful write.
  const body = (index: number) => {
    const vehicle = fleet.rows[index % fleet.rows.length]!;
    const day = dateAfter(2 + Math.floor(index / fleet.rows.length));
    return {
      branch: { pk: vehicle.branch_id },
      vehicle: { pk: vehicle.id },
      driver: { pk: driverRows.rows[index % driverRows.rows.length]!.id },
      start_datetime: `${day}T09:00`,
      end_datetime: `${day}T11:00`,
    };
  };
  const create = async (index: number) => {
    const response = await call(app, token, 'POST', '/bookings/', body(index));
    if (response.status !== 201) throw new Error(`create failed: ${response.status} ${await response.text()}`);
  };
  const half = CREATES / 2;
  const one = await measure(half, 1, create);
  const oneRate = half / one.seconds;
  record(
    `Create (non-conflicting): per second, one at a time (p99 ${fixed(percentile(one.timings, 99))} ms)`,
    fixed(oneRate),
    `≥ ${TARGETS.createsPerSecond}`,
    oneRate >= TARGETS.createsPerSecond,
  );
  const many = await measure(half, IN_FLIGHT, (index) => create(half + index));
  record(`Create (non-conflicting): per second, ${IN_FLIGHT} in flight (p99 ${fixed(percentile(many.timings, 99))} ms)`, fixed(half / many.seconds));
}

async function main() {
  const database = await temporaryDatabase();
  if (!database) return;
  const handle = await openDatabase({ databaseUrl: database.url });
  try {
    await runMigrations(handle);
    const started = performance.now();
    await seedFleetHistory(handle);
    record(
      `Seed ${BOOKINGS.toLocaleString('en-AU')} bookings, ${MEMBERS.toLocaleString('en-AU')} members, ${VEHICLES} vehicles`,
      `${fixed((performance.now() - started) / 1000)} s`,
    );

    const config = { ...readConfig({ DATABASE_URL: database.url }), staticDir: '' };
    const signingKey = await loadSigningKey(handle.db, config.appSecret);
    const app = createApp({
      db: handle.db,
      config,
      mailer: createMailer({ smtpUrl: null, from: config.mailFrom, clock: systemClock, log: () => {} }),
      signingKey,
    });
    const login = await app.request('/api/v1/accounts/user/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.fleet', password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };

    const branchRows = (await handle.db.execute(sql`select distinct branch_id as id from vehicles where name like 'Bench Car %' order by 1`)) as unknown as {
      rows: { id: number }[];
    };
    await listScenario(
      app,
      token,
      branchRows.rows.map((row) => row.id),
    );
    await createScenario(app, token, handle);
  } finally {
    await handle.close();
    if (process.env.BENCH_KEEP_DATABASE === 'true') console.log(`Database kept: ${database.url}`);
    else await database.drop();
  }

  printResults(`Motorpool bookings benchmark (PostgreSQL, Node ${process.version}, ${cpus().length} cores)`);
  if (missedAny()) process.exitCode = 1;
}

await main();
