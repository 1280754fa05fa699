import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessage, bookingMessages, formatBookingDateTime, parseBookingDateTime } from '@motorpool/api';
import { createApp } from '../src/app';
import { readConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { runMigrations } from '../src/db/migrate';
import { bookings } from '../src/db/schema';
import { createMailer } from '../src/mail/mailer';
import { loadSigningKey } from '../src/security/signing-key';
import { seedDemo } from '../src/seed/demo';
import { addVehicle, branchId, memberId, midweekDate, payload, SYDNEY, type ErrorBody } from './booking-write-fixtures';
import { DEMO_PASSWORD, freshDatabase, type Harness } from './harness';
import { DEMO_FLEET, TFM } from './sign-up-flow';
import { systemClock } from '../src/clock';

/**
 * No double booking across server instances. Two apps, each with its
 * own connection pool, share one PostgreSQL database; nothing in either
 * process can see the other's in-flight transaction, so only the database's
 * exclusion constraint can keep the vehicle single-booked.
 */

const CONCURRENT = 50;

/** The write fixtures take a Harness but read only its `db`. */
const onDatabase = (handle: DatabaseHandle) => ({ db: handle.db }) as Pick<Harness, 'db'> as Harness;

type Instance = { handle: DatabaseHandle; request(method: string, path: string, token?: string, body?: unknown): Promise<Response> };

/** An app as main.ts builds one, on its own handle (its own pool). */
async function startInstance(handle: DatabaseHandle): Promise<Instance> {
  const config = { ...readConfig({}), staticDir: '' };
  const signingKey = await loadSigningKey(handle.db, config.appSecret);
  const app = createApp({
    db: handle.db,
    config,
    mailer: createMailer({ smtpUrl: null, from: config.mailFrom, clock: systemClock, log: () => {} }),
    signingKey,
  });
  return {
    handle,
    async request(method, path, token, body) {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      return app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    },
  };
}

describe.skipIf(!process.env.DATABASE_URL)(`${CONCURRENT} concurrent creates of one vehicle through two server instances on one PostgreSQL`, () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const handles: DatabaseHandle[] = [];
  let instances: [Instance, Instance];
  let admin: string;
  let central: number;
  let dana: number;

  beforeAll(async () => {
    database = await freshDatabase();
    for (let index = 0; index < 2; index++) handles.push(await openDatabase({ databaseUrl: database.url! }));
    const [one, two] = handles as [DatabaseHandle, DatabaseHandle];
    await runMigrations(one);
    await seedDemo(one.db, systemClock());
    instances = [await startInstance(one), await startInstance(two)];
    const [first] = instances;
    // A token from one instance is good on the other: sessions live in the shared database.
    const login = await first.request('POST', '/api/v1/accounts/user/login/', undefined, { email: 'admin@demo.fleet', password: DEMO_PASSWORD });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    admin = ((await login.json()) as { token: string }).token;
    central = await branchId(onDatabase(first.handle), 'Sydney Central');
    dana = await memberId(onDatabase(first.handle), 'driver@demo.fleet', DEMO_FLEET);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await database?.drop();
  });

  type Range = [start: string, end: string];

  /** Fires every request at once, request n through instance n mod 2; the database alone decides who wins. */
  async function race(vehicle: { id: number }, ranges: Range[]) {
    const responses = await Promise.all(
      ranges.map(([start, end], index) => instances[index % 2]!.request('POST', `${TFM}/bookings/`, admin, payload(central, vehicle.id, dana, start, end))),
    );
    const refusals = await Promise.all(responses.filter((response) => response.status === 409).map((response) => response.json() as Promise<ErrorBody>));
    const kept = await instances[1].handle.db
      .select({ startAt: bookings.startAt, endAt: bookings.endAt })
      .from(bookings)
      .where(and(eq(bookings.vehicleId, vehicle.id), inArray(bookings.status, ['Pending Approval', 'Approved'])));
    return { statuses: responses.map((response) => response.status), refusals, kept };
  }

  function expectOneWinner({ statuses, refusals, kept }: Awaited<ReturnType<typeof race>>, vehicle: { name: string }) {
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CONCURRENT - 1);
    expect(kept).toHaveLength(1);
    const winner = kept[0]!;
    const title = bookingMessage(bookingMessages.vehicleTaken, {
      vehicle: vehicle.name,
      range: `${formatBookingDateTime(winner.startAt, SYDNEY)} – ${formatBookingDateTime(winner.endAt, SYDNEY)}`,
    });
    for (const refusal of refusals) expect(refusal.errors.title).toBe(title);
  }

  it('the same slot: exactly one 201 and every other request 409 naming the winner', async () => {
    const vehicle = await addVehicle(onDatabase(instances[0].handle), DEMO_FLEET, central);
    const day = midweekDate(10);
    const outcome = await race(
      vehicle,
      Array.from({ length: CONCURRENT }, (): Range => [`${day}T09:00`, `${day}T11:00`]),
    );
    expectOneWinner(outcome, vehicle);
  }, 120_000);

  it('overlapping but different ranges: one wins, the rest are refused', async () => {
    const vehicle = await addVehicle(onDatabase(instances[1].handle), DEMO_FLEET, central);
    const day = midweekDate(11);
    // Each range starts 5 minutes after the previous and lasts 5 hours, so every pair overlaps.
    const ranges = Array.from({ length: CONCURRENT }, (_, index): Range => {
      const start = new Date(parseBookingDateTime(`${day}T08:00`, SYDNEY).getTime() + index * 5 * 60_000);
      return [start.toISOString(), new Date(start.getTime() + 5 * 60 * 60_000).toISOString()];
    });
    expectOneWinner(await race(vehicle, ranges), vehicle);
  }, 120_000);
});
