import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { bookings, outbox, vehicles } from '../src/db/schema';
import { jobHandlers, planUnplannedJobs } from '../src/jobs/handlers';
import { openJobQueue, type JobQueue } from '../src/jobs/queue';
import { createMailer } from '../src/mail/mailer';
import { loadSigningKey } from '../src/security/signing-key';
import { seedDemo } from '../src/seed/demo';
import { branchId, memberId } from './booking-write-fixtures';
import { freshDatabase, type Harness } from './harness';
import { movableClock } from './movable-clock';
import { DEMO_FLEET } from './sign-up-flow';

const REMINDERS = 500;
const MINUTE = 60_000;

/** The write fixtures take a Harness but read only its `db`. */
const onDatabase = (handle: DatabaseHandle) => ({ db: handle.db }) as Pick<Harness, 'db'> as Harness;

/**
 * Exactly once across instances: two job queues, each on its own pool, hand
 * over and run the same minute's reminders at the same time; every driver
 * email is written once. PostgreSQL only (PGlite is one process's database).
 */
describe.skipIf(!process.env.DATABASE_URL)(`${REMINDERS} reminders due in one minute, run by two instances on one PostgreSQL`, () => {
  const clock = movableClock(new Date('2026-06-02T00:00:00Z'));
  const start = new Date('2026-06-02T02:00:00Z');
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const handles: DatabaseHandle[] = [];
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    for (let index = 0; index < 2; index++) handles.push(await openDatabase({ databaseUrl: database.url! }));
    const [one] = handles as [DatabaseHandle, DatabaseHandle];
    await runMigrations(one);
    await seedDemo(one.db, clock());
    const branch = await branchId(onDatabase(one), 'Parramatta');
    const driver = await memberId(onDatabase(one), 'driver@demo.fleet', DEMO_FLEET);
    const cars = await one.db
      .insert(vehicles)
      .values(
        Array.from({ length: REMINDERS }, (_, index) => ({
          organisationId: DEMO_FLEET,
          branchId: branch,
          vehicleClass: 'C',
          registrationNum: `J${index}`,
          name: `Queue car ${index}`,
        })),
      )
      .returning({ id: vehicles.id });
    const end = new Date(start.getTime() + 60 * MINUTE);
    await one.db.insert(bookings).values(
      cars.map((car) => ({
        organisationId: DEMO_FLEET,
        branchId: branch,
        vehicleId: car.id,
        driverId: driver,
        startAt: start,
        endAt: end,
        blockedUntil: end,
        status: 'Approved',
      })),
    );
    await planUnplannedJobs(one.db, clock());
    const config = { ...readConfig({}), staticDir: '' };
    for (const handle of handles) {
      const mailer = createMailer({ smtpUrl: null, from: config.mailFrom, clock, log: () => {} });
      const signingKey = await loadSigningKey(handle.db, config.appSecret);
      queues.push(await openJobQueue(handle, clock, jobHandlers({ db: handle.db, mailer, signingKey, config })));
    }
  }, 300_000);

  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await Promise.all(handles.map((handle) => handle.close()));
    await database?.drop();
  });

  it('sends each reminder exactly once', async () => {
    clock.advance(start.getTime() - 60 * MINUTE - clock().getTime());
    const handedOver = await Promise.all(queues.map((queue) => queue.handOverDue()));
    expect(handedOver.reduce((sum, count) => sum + count, 0)).toBe(REMINDERS);
    const ran = await Promise.all(queues.map((queue) => queue.drain()));
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(REMINDERS);

    const [one] = handles as [DatabaseHandle];
    const sent = await one.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(inArray(outbox.recipient, ['driver@demo.fleet']));
    const reminders = sent.map((row) => row.subject).filter((subject) => subject.startsWith('Your booking starts soon: Queue car'));
    expect(reminders).toHaveLength(REMINDERS);
    expect(new Set(reminders).size).toBe(REMINDERS);
    expect(await one.db.$count(outbox, like(outbox.subject, 'Your booking starts soon%'))).toBe(REMINDERS);
  }, 300_000);
});
