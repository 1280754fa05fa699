/**
 * `pnpm bench:jobs`: the job queue under load, on PostgreSQL with two instances.
 *
 * On a temporary database (see bench-kit.ts) with 100,000 past bookings, 10,000
 * upcoming Approved bookings are planned as a first start plans them; 1,000 of
 * them start in the same minute, so their reminders fall due together. Two job
 * queues, each on its own pool as two server instances would be, hand over and
 * run them; every reminder must be written to the outbox once, within 60 s.
 * Then both sit idle for a minute with their pollers on: what that costs.
 */
import { performance } from 'node:perf_hooks';
import { cpus } from 'node:os';
import { sql } from 'drizzle-orm';
import { bookingJobHandlers } from '../src/bookings/timed-handlers';
import { planUnplannedBookings } from '../src/bookings/timed-rules';
import { adjustableClock, systemClock } from '../src/clock';
import { readConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { openJobQueue, type JobQueue } from '../src/jobs/queue';
import { createMailer } from '../src/mail/mailer';
import { loadSigningKey } from '../src/security/signing-key';
import { BOOKINGS, DEMO_FLEET, fixed, missedAny, printResults, record, seedFleetHistory, temporaryDatabase } from './bench-kit';

const UPCOMING = 10_000;
const DUE_TOGETHER = 1_000;
const BENCH_CARS = 200;
const DELIVERY_TARGET_S = 60;
const IDLE_MS = 60_000;
const MINUTE = 60_000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** 1,000 cars of their own start together; the other 9,000 bookings follow one another on the bench cars, 8 hours apart. */
async function seedUpcoming(handle: DatabaseHandle, start: Date) {
  const { db } = handle;
  await db.execute(sql`
    insert into vehicles (organisation_id, branch_id, name, vehicle_class, registration_num)
    select ${DEMO_FLEET}, (select id from branches where organisation_id = ${DEMO_FLEET} and branch_type = 'branch' order by id limit 1),
           'Queue Car ' || g, 'C', 'QUEUE' || g
    from generate_series(1, ${DUE_TOGETHER}) g`);
  const driver = sql`(select id from employee_extensions where organisation_id = ${DEMO_FLEET} order by id limit 1)`;
  await db.execute(sql`
    insert into bookings (organisation_id, branch_id, vehicle_id, driver_id, start_at, end_at, blocked_until, status)
    select ${DEMO_FLEET}, v.branch_id, v.id, ${driver}, ${start}::timestamptz, ${start}::timestamptz + interval '1 hour', ${start}::timestamptz + interval '1 hour', 'Approved'
    from vehicles v where v.name like 'Queue Car %'`);
  await db.execute(sql`
    insert into bookings (organisation_id, branch_id, vehicle_id, driver_id, start_at, end_at, blocked_until, status)
    select ${DEMO_FLEET}, v.branch_id, v.id, ${driver},
           ${start}::timestamptz + (n + 1) * interval '8 hours',
           ${start}::timestamptz + (n + 1) * interval '8 hours' + interval '2 hours',
           ${start}::timestamptz + (n + 1) * interval '8 hours' + interval '2 hours',
           'Approved'
    from (select id, branch_id from vehicles where name like 'Bench Car %' order by id limit ${BENCH_CARS}) v
    cross join generate_series(0, ${(UPCOMING - DUE_TOGETHER) / BENCH_CARS - 1}) n`);
}

const reminderCount = async (handle: DatabaseHandle) =>
  rowsOf<{ total: number; distinct: number }>(
    await handle.db.execute(
      sql`select count(*)::int as total, count(distinct subject)::int as distinct from outbox where subject like 'Your booking starts soon: Queue Car%'`,
    ),
  )[0] ?? { total: 0, distinct: 0 };

const transactions = async (handle: DatabaseHandle) =>
  rowsOf<{ commits: number }>(await handle.db.execute(sql`select xact_commit::int as commits from pg_stat_database where datname = current_database()`))[0]
    ?.commits ?? 0;

async function main() {
  const database = await temporaryDatabase();
  if (!database) return;
  const handles = [await openDatabase({ databaseUrl: database.url }), await openDatabase({ databaseUrl: database.url })] as const;
  const [one] = handles;
  const queues: JobQueue[] = [];
  try {
    await runMigrations(one);
    await seedFleetHistory(one);
    const clock = adjustableClock(systemClock);
    const start = new Date(Math.ceil((clock().getTime() + 2 * 60 * MINUTE) / MINUTE) * MINUTE);
    await seedUpcoming(one, start);

    const planning = performance.now();
    const planned = await planUnplannedBookings(one.db, clock());
    record(
      `First start over ${BOOKINGS.toLocaleString('en-AU')} past and ${planned.toLocaleString('en-AU')} upcoming bookings: planning their jobs`,
      `${fixed((performance.now() - planning) / 1000)} s`,
    );

    const config = { ...readConfig({ DATABASE_URL: database.url }), staticDir: '' };
    for (const handle of handles) {
      const mailer = createMailer({ smtpUrl: null, from: config.mailFrom, clock, log: () => {} });
      queues.push(
        await openJobQueue(handle, clock, bookingJobHandlers({ db: handle.db, mailer, signingKey: await loadSigningKey(handle.db, config.appSecret), config })),
      );
    }

    // The reminders of the 1,000 fall due at start − 60 minutes: the clock moves there, and both instances work.
    clock.advance(start.getTime() - 60 * MINUTE - clock().getTime());
    const delivering = performance.now();
    let delivered = { total: 0, distinct: 0 };
    while (performance.now() - delivering < 2 * DELIVERY_TARGET_S * 1000) {
      await Promise.all(queues.map(async (queue) => (await queue.handOverDue()) + (await queue.drain())));
      delivered = await reminderCount(one);
      if (delivered.distinct >= DUE_TOGETHER) break;
    }
    const seconds = (performance.now() - delivering) / 1000;
    record(
      `${DUE_TOGETHER.toLocaleString('en-AU')} reminders due in one minute, two instances: all in the outbox`,
      `${fixed(seconds)} s`,
      `≤ ${DELIVERY_TARGET_S} s`,
      seconds <= DELIVERY_TARGET_S && delivered.distinct === DUE_TOGETHER,
    );
    record(
      'Reminders written (each once)',
      `${delivered.total} rows, ${delivered.distinct} bookings`,
      `${DUE_TOGETHER} once each`,
      delivered.total === DUE_TOGETHER && delivered.distinct === DUE_TOGETHER,
    );

    // Idle: nothing due for hours; both pollers on at the default second.
    for (const queue of queues) await queue.startWorking({ pollMs: 1000 });
    const commitsBefore = await transactions(one);
    const cpuBefore = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const cpu = process.cpuUsage(cpuBefore);
    const commits = (await transactions(one)) - commitsBefore;
    record('Idle minute, two instances polling every second: database transactions', String(commits));
    record('Idle minute, two instances: CPU of both', `${fixed((cpu.user + cpu.system) / 1000, 0)} ms`);
  } finally {
    await Promise.all(queues.map((queue) => queue.stop()));
    await Promise.all(handles.map((handle) => handle.close()));
    if (process.env.BENCH_KEEP_DATABASE === 'true') console.log(`Database kept: ${database.url}`);
    else await database.drop();
  }
  printResults(`Motorpool job queue benchmark (PostgreSQL, two instances in one process, Node ${process.version}, ${cpus().length} cores)`);
  if (missedAny()) process.exitCode = 1;
}

await main();
