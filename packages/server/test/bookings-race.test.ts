import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessage, bookingMessages, formatBookingDateTime, parseBookingDateTime } from '@motorpool/api';
import { bookings } from '../src/db/schema';
import { addVehicle, branchId, json, memberId, midweekDate, payload, setRules, SYDNEY, tfm, type ErrorBody } from './booking-write-fixtures';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET } from './sign-up-flow';

let harness: Harness;
let admin: string;
let central: number;
let dana: number;

const CONCURRENT = 50;

beforeAll(async () => {
  harness = await createHarness();
  admin = await harness.login('admin@demo.fleet', DEMO_FLEET);
  central = await branchId(harness, 'Sydney Central');
  dana = await memberId(harness, 'driver@demo.fleet', DEMO_FLEET);
  await setRules(harness, admin, { buffer_minutes: 30 });
}, 60_000);

afterAll(() => harness?.close());

type Range = [start: string, end: string];

/** Fires every request at once and sorts the answers; the database alone decides who wins. */
async function race(vehicle: { id: number; name: string }, ranges: Range[]) {
  const responses = await Promise.all(ranges.map(([start, end]) => tfm(harness, admin, 'POST', '/bookings/', payload(central, vehicle.id, dana, start, end))));
  const statuses = responses.map((response) => response.status);
  const refusals = await Promise.all(responses.filter((response) => response.status === 409).map((response) => response.json() as Promise<ErrorBody>));
  const kept = await harness.db
    .select({ id: bookings.id, startAt: bookings.startAt, endAt: bookings.endAt })
    .from(bookings)
    .where(and(eq(bookings.vehicleId, vehicle.id), inArray(bookings.status, ['Pending Approval', 'Approved'])));
  return { statuses, refusals, kept };
}

const takenTitle = (vehicle: { name: string }, start: Date, end: Date) =>
  bookingMessage(bookingMessages.vehicleTaken, {
    vehicle: vehicle.name,
    range: `${formatBookingDateTime(start, SYDNEY)} – ${formatBookingDateTime(end, SYDNEY)}`,
  });

describe(`${CONCURRENT} concurrent creates of one vehicle`, () => {
  it('the same slot: exactly one 201, every other request 409 naming the winner', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(10);
    const { statuses, refusals, kept } = await race(
      vehicle,
      Array.from({ length: CONCURRENT }, (): Range => [`${day}T09:00`, `${day}T11:00`]),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CONCURRENT - 1);
    expect(kept).toHaveLength(1);
    const title = takenTitle(vehicle, kept[0]!.startAt, kept[0]!.endAt);
    expect(title).toContain(`${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)} 09:00 AM`);
    for (const refusal of refusals) expect(refusal.errors.title).toBe(title);
  }, 120_000);

  it('overlapping but different ranges: one wins, the rest are refused', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(11);
    // Each range starts 5 minutes after the previous and lasts 5 hours, so every pair overlaps.
    const ranges = Array.from({ length: CONCURRENT }, (_, index): Range => {
      const start = new Date(parseBookingDateTime(`${day}T08:00`, SYDNEY).getTime() + index * 5 * 60_000);
      return [start.toISOString(), new Date(start.getTime() + 5 * 60 * 60_000).toISOString()];
    });
    const { statuses, refusals, kept } = await race(vehicle, ranges);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CONCURRENT - 1);
    expect(kept).toHaveLength(1);
    for (const refusal of refusals) expect(refusal.errors.title).toBe(takenTitle(vehicle, kept[0]!.startAt, kept[0]!.endAt));
  }, 120_000);

  it('ranges that only touch within the buffer clash; a range clear of the buffer does not', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(12);
    // 10:00–11:00 and 11:10–12:00 do not overlap, but the 30-minute buffer after the first covers the second's start.
    const first: Range = [`${day}T10:00`, `${day}T11:00`];
    const second: Range = [`${day}T11:10`, `${day}T12:00`];
    const ranges = Array.from({ length: CONCURRENT }, (_, index) => (index % 2 === 0 ? first : second));
    const { statuses, refusals, kept } = await race(vehicle, ranges);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(CONCURRENT - 1);
    expect(kept).toHaveLength(1);
    for (const refusal of refusals) expect(refusal.errors.title).toBe(takenTitle(vehicle, kept[0]!.startAt, kept[0]!.endAt));

    // 30 minutes after the winner's buffer both ranges are free again.
    const later = await tfm(harness, admin, 'POST', '/bookings/', payload(central, vehicle.id, dana, `${day}T13:30`, `${day}T14:00`));
    await json(later, 201);
  }, 120_000);
});
