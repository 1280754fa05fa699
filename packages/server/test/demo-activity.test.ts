import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingCalendar } from '@motorpool/api';
import { bookingAudits, bookings, bookingTrips, vehicles } from '../src/db/schema';
import { seedDemoActivity } from '../src/seed/demo-activity';
import { branchIdOf } from './booking-fixtures';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, TFM } from './sign-up-flow';

// A Thursday afternoon in Sydney (14:30 AEDT).
const NOW = new Date('2031-03-13T03:30:00Z');
const HOUR = 3_600_000;

let harness: Harness;
let odometersBefore: Map<number, number>;

beforeAll(async () => {
  harness = await createHarness({ clock: () => NOW });
  odometersBefore = new Map((await harness.db.select().from(vehicles)).map((row) => [row.id, row.odometer ?? 0]));
  await seedDemoActivity(harness.db, NOW);
});
afterAll(() => harness.close());

describe('the demo seeded around the day it starts', () => {
  it('holds past trips, cars out now (one overdue), departures to come, requests to approve and a cancellation', async () => {
    const rows = await harness.db.select().from(bookings);
    const byStatus = (status: string) => rows.filter((row) => row.status === status);
    expect(byStatus('Completed').length).toBeGreaterThanOrEqual(8);
    expect(byStatus('Completed').every((row) => row.endAt < NOW && row.endOdometer !== null && (row.startOdometer ?? 0) <= row.endOdometer)).toBe(true);
    const out = byStatus('In-Progress');
    expect(out.every((row) => row.startAt < NOW)).toBe(true);
    expect(out.filter((row) => row.endAt < NOW)).toHaveLength(1);
    expect(byStatus('Pending Approval')).toHaveLength(2);
    expect(byStatus('Cancelled')).toHaveLength(1);
    const later = byStatus('Approved').filter((row) => row.startAt > NOW);
    expect(later.filter((row) => row.startAt.getTime() - NOW.getTime() < 12 * HOUR).length).toBeGreaterThanOrEqual(2);
    expect(later.filter((row) => row.startAt.getTime() - NOW.getTime() < 7 * 24 * HOUR).length).toBeGreaterThanOrEqual(4);
  });

  it('leaves trips, audit trails and odometers as if people had done it', async () => {
    const rows = await harness.db.select().from(bookings);
    const trips = await harness.db.select().from(bookingTrips);
    const started = rows.filter((row) => row.status === 'In-Progress' || row.status === 'Completed');
    expect(trips).toHaveLength(started.length);
    expect(trips.filter((trip) => trip.checkInAt === null)).toHaveLength(rows.filter((row) => row.status === 'In-Progress').length);
    for (const row of rows) {
      const trail = await harness.db.select().from(bookingAudits).where(eq(bookingAudits.bookingId, row.id));
      expect(trail[0]?.action).toBe('created');
      expect(trail.at(-1)?.toStatus).toBe(row.status);
    }
    const cars = await harness.db.select().from(vehicles);
    for (const car of cars) {
      const finished = rows.filter((row) => row.vehicleId === car.id && row.endOdometer !== null);
      const highest = Math.max(odometersBefore.get(car.id) ?? 0, ...finished.map((row) => row.endOdometer ?? 0));
      expect(car.odometer).toBe(highest);
    }
  });

  it('fills this week of Sydney Central’s calendar', async () => {
    const token = await harness.login('admin@demo.fleet');
    const central = await branchIdOf(harness.db, DEMO_FLEET, 'Sydney Central');
    const response = await harness.call('GET', `${TFM}/booking-calendar/?branch_pk=${central}&from=2031-03-10&to=2031-03-17`, {
      token,
      organisation: DEMO_FLEET,
    });
    expect(response.status).toBe(200);
    const calendar = (await response.json()) as BookingCalendar;
    expect(calendar.bookings.length).toBeGreaterThanOrEqual(5);
  });
});
