import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidentMessages, parseBookingDateTime } from '@motorpool/api';
import { systemScope } from '../src/bookings/timed-rules';
import { bookings, incidents } from '../src/db/schema';
import { listAffectedBookings } from '../src/incidents/affected';
import { addVehicle, branchId, memberId, midweekDate, payload, setRules, SYDNEY, tfm, type ErrorBody } from './booking-write-fixtures';
import { createHarness, type Harness } from './harness';
import { blockVehicle } from './incident-blocks-fixtures';
import { DEMO_FLEET } from './sign-up-flow';

/**
 * A booking created in the same instant as a blocking incident is either
 * refused with the incident's title or listed on the incident as affected,
 * never silently kept. On PostgreSQL (DATABASE_URL, as in CI) the requests and
 * the block run on separate connections and only the vehicle row's locks
 * order them; on PGlite they interleave on its one connection.
 */

let harness: Harness;
let admin: string;
let central: number;
let dana: number;

const CONCURRENT = 40;
const SLOT_MINUTES = 15;

beforeAll(async () => {
  harness = await createHarness();
  admin = await harness.login('admin@demo.fleet', DEMO_FLEET);
  central = await branchId(harness, 'Sydney Central');
  dana = await memberId(harness, 'driver@demo.fleet', DEMO_FLEET);
  // Slots that only touch must not clash, so that the block is the one thing that refuses.
  await setRules(harness, admin, { buffer_minutes: 0 });
}, 60_000);

afterAll(() => harness?.close());

/** The i-th slot of the day: SLOT_MINUTES long, back to back from 08:00 at the branch. */
function slot(day: string, index: number): [string, string] {
  const start = new Date(parseBookingDateTime(`${day}T08:00`, SYDNEY).getTime() + index * SLOT_MINUTES * 60_000);
  return [start.toISOString(), new Date(start.getTime() + SLOT_MINUTES * 60_000).toISOString()];
}

/** Until a session of this database waits on a row lock (each look is one query; no timer). */
async function waitForLockWaiter(): Promise<void> {
  for (let look = 0; look < 10_000; look++) {
    const result = await harness.db.execute(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const [row] = (result as unknown as { rows: { waiting: number }[] }).rows;
    if ((row?.waiting ?? 0) > 0) return;
  }
  throw new Error('the create never waited on the vehicle row');
}

const createSlot = (vehicleId: number, day: string, index: number) => {
  const [start, end] = slot(day, index);
  return tfm(harness, admin, 'POST', '/bookings/', payload(central, vehicleId, dana, start, end));
};

describe(`${CONCURRENT} concurrent creates against a block of the same vehicle`, () => {
  it('every booking kept is listed on the incident as affected; every refusal carries the incident title', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(10);

    // Half the creates go first; once one has answered, the block and the other half start together,
    // so creates are in flight on both sides of the block.
    const fire = (from: number, count: number) => Array.from({ length: count }, (_, index) => createSlot(vehicle.id, day, from + index));
    const half = CONCURRENT / 2;
    const first = fire(0, half);
    await Promise.race(first);
    const block = blockVehicle(harness.db, DEMO_FLEET, vehicle.id);
    const second = fire(half, half);
    const [responses, incident] = await Promise.all([Promise.all([...first, ...second]), block]);

    // A create that starts after the block committed sees it.
    const late = await Promise.all(Array.from({ length: 5 }, (_, index) => createSlot(vehicle.id, day, CONCURRENT + index)));

    const statuses = [...responses, ...late].map((response) => response.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    for (const response of [...responses, ...late].filter((answer) => answer.status === 409)) {
      expect(((await response.json()) as ErrorBody).errors.title).toBe(incidentMessages.vehicleBlocked);
    }
    expect(late.map((response) => response.status)).toEqual(late.map(() => 409));

    const kept = await harness.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.vehicleId, vehicle.id), eq(bookings.isDeleted, false), inArray(bookings.status, ['Pending Approval', 'Approved'])));
    expect(kept.length).toBe(statuses.filter((status) => status === 201).length);
    expect(kept.length).toBeGreaterThan(0);

    const [row] = await harness.db.select().from(incidents).where(eq(incidents.id, incident.id));
    const affected = await listAffectedBookings(harness.db, systemScope(DEMO_FLEET), row!, new Date());
    const listed = new Set(affected.map((entry) => entry.booking.pk));
    // Every slot lies after the block began, so each booking kept overlaps the block period.
    for (const booking of kept) expect(listed.has(booking.id)).toBe(true);
    console.info(`block race on ${harness.kind}: ${kept.length} kept and listed, ${statuses.length - kept.length} refused`);
  }, 120_000);

  it('a create that waits on the vehicle row while a block is being set sees the block once it commits', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(11);
    let commit: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let written: () => void = () => {};
    const blockWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    const block = blockVehicle(harness.db, DEMO_FLEET, vehicle.id, {
      beforeCommit: () => {
        written();
        return held;
      },
    });
    await blockWritten;
    const create = createSlot(vehicle.id, day, 0);
    // On PostgreSQL, wait until the create is queued on the vehicle row's lock, so it read nothing before the block commits
    // (its check is a statement of its own after the lock, whose snapshot is then new). PGlite queues it behind the open transaction.
    if (harness.kind === 'postgres') await waitForLockWaiter();
    commit();
    await block;
    const answer = await create;
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as ErrorBody).errors.title).toBe(incidentMessages.vehicleBlocked);
  }, 60_000);
});
