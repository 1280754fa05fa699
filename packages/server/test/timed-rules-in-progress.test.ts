import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingAudits, bookings, branches, outbox, plannedJobs } from '../src/db/schema';
import { OVERDUE_INTERNAL_STATUS } from '@motorpool/api';
import { BOOKING_JOB, bookingSubject, nextOccurrence } from '../src/bookings/timed-rules';
import { createHarness, type Harness } from './harness';
import { addVehicle, branchId, json, memberId, payload, setRules, tfm, type CreatedBody } from './booking-write-fixtures';
import { movableClock } from './movable-clock';
import { DEMO_FLEET } from './sign-up-flow';

const MINUTE = 60_000;
/** Tuesday 10:00 in Sydney; the bookings below run from noon to 14:00 there (02:00–04:00 UTC). */
const MORNING = new Date('2026-06-02T00:00:00Z');
const NOON = new Date('2026-06-02T02:00:00Z');
const END = new Date('2026-06-02T04:00:00Z');
const clock = movableClock(MORNING);
const after = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * MINUTE);
let harness: Harness;
let admin: string;
let driverToken: string;
let parramatta: number;
let driver: number;

beforeAll(async () => {
  harness = await createHarness({ clock });
  admin = await harness.login('admin@demo.fleet');
  driverToken = await harness.login('driver@demo.fleet');
  parramatta = await branchId(harness, 'Parramatta');
  driver = await memberId(harness, 'driver@demo.fleet', DEMO_FLEET);
  await setRules(harness, admin, {
    reminder_minutes: 0,
    auto_cancel_minutes: 0,
    early_check_out_minutes: 30,
    grace_period_minutes: 30,
    still_in_use_minutes: 30,
    late_return_reminder_minutes: 60,
    overdue_email_minutes: 30,
    overdue_email_hours: 2,
    auto_extension_minutes: 0,
  });
});
afterAll(() => harness.close());

async function book(vehicleId: number, from: string, to: string): Promise<number> {
  const created = await json<CreatedBody>(await tfm(harness, admin, 'POST', '/bookings/', payload(parramatta, vehicleId, driver, from, to)), 201);
  const [booking] = created.results;
  if (!booking) throw new Error('nothing created');
  return booking.pk;
}

/** A booking from noon to 14:00 of a vehicle of its own, checked out by its driver at noon. */
async function checkedOutAtNoon(): Promise<{ pk: number; vehicle: { id: number; name: string } }> {
  clock.set(MORNING);
  const vehicle = await addVehicle(harness, DEMO_FLEET, parramatta);
  const pk = await book(vehicle.id, '2026-06-02T12:00', '2026-06-02T14:00');
  clock.set(NOON);
  expect((await tfm(harness, driverToken, 'POST', `/bookings/${pk}/check-out/`, {})).status).toBe(200);
  return { pk, vehicle };
}

const plannedKinds = async (pk: number) =>
  (
    await harness.db
      .select()
      .from(plannedJobs)
      .where(and(eq(plannedJobs.subject, bookingSubject(pk)), eq(plannedJobs.state, 'planned')))
      .orderBy(plannedJobs.dueAt, plannedJobs.kind)
  ).map((job) => [job.kind, job.dueAt.toISOString()]);

async function runUntil(at: Date): Promise<void> {
  clock.set(at);
  const jobs = await harness.jobs();
  await jobs.handOverDue();
  await jobs.drain();
}

/** The subjects of the emails to `recipient` about one vehicle. */
const mailTo = async (recipient: string, vehicle: string) =>
  (await harness.db.select().from(outbox).where(eq(outbox.recipient, recipient)))
    .map((message) => message.subject)
    .filter((subject) => subject.includes(vehicle));
const startingWith = (subjects: string[], headline: string) => subjects.filter((subject) => subject.startsWith(headline));
const bookingRow = async (pk: number) => (await harness.db.select().from(bookings).where(eq(bookings.id, pk)))[0];

describe('a booking in progress, on the clock', () => {
  it('reminds the driver before the end, marks it overdue after the grace, chases the driver and tells the managers until check-in', async () => {
    const { pk, vehicle } = await checkedOutAtNoon();
    expect(await plannedKinds(pk)).toEqual([
      [BOOKING_JOB.stillInUse, after(END, -30).toISOString()],
      [BOOKING_JOB.lateReturnReminder, after(END, 30).toISOString()],
      [BOOKING_JOB.overdue, after(END, 30).toISOString()],
      [BOOKING_JOB.overdueEmail, after(END, 60).toISOString()],
    ]);

    await runUntil(after(END, -29));
    expect(startingWith(await mailTo('driver@demo.fleet', vehicle.name), 'Your booking ends soon')).toHaveLength(1);
    expect((await bookingRow(pk))?.internalStatus).toBeNull();

    await runUntil(after(END, 31));
    expect((await bookingRow(pk))?.internalStatus).toBe(OVERDUE_INTERNAL_STATUS);
    const shown = await json<{ internal_status: string | null; status: { status_name: string } }>(await tfm(harness, admin, 'GET', `/bookings/${pk}/`));
    expect([shown.status.status_name, shown.internal_status]).toEqual(['In-Progress', OVERDUE_INTERNAL_STATUS]);
    expect(startingWith(await mailTo('driver@demo.fleet', vehicle.name), 'A booking is overdue: please return the vehicle')).toHaveLength(1);
    const [audit] = await harness.db
      .select()
      .from(bookingAudits)
      .where(and(eq(bookingAudits.bookingId, pk), eq(bookingAudits.action, 'overdue')));
    expect(audit?.changes).toEqual({ internal_status: OVERDUE_INTERNAL_STATUS, via: 'timed rule' });

    await runUntil(after(END, 61));
    expect(startingWith(await mailTo('branch.manager@demo.fleet', vehicle.name), 'A booking is overdue')).toHaveLength(1);
    expect(await mailTo('driver@demo.fleet', vehicle.name)).not.toContain(expect.stringMatching(/^A booking is overdue:? [^p]/));

    await runUntil(after(END, 91));
    expect(startingWith(await mailTo('driver@demo.fleet', vehicle.name), 'A booking is overdue: please return the vehicle')).toHaveLength(2);

    clock.set(after(END, 100));
    expect((await tfm(harness, driverToken, 'POST', `/bookings/${pk}/check-in/`, {})).status).toBe(200);
    expect((await bookingRow(pk))?.internalStatus).toBe('Late Return');
    expect(await plannedKinds(pk)).toEqual([]);
    await runUntil(after(END, 300));
    expect(startingWith(await mailTo('driver@demo.fleet', vehicle.name), 'A booking is overdue: please return the vehicle')).toHaveLength(2);
    expect(startingWith(await mailTo('branch.manager@demo.fleet', vehicle.name), 'A booking is overdue')).toHaveLength(1);
  });

  it("takes the branch's late drop-off tolerance over the rules' grace period", async () => {
    await harness.db
      .update(branches)
      .set({ extraData: { tolerance_time: 90 } })
      .where(eq(branches.id, parramatta));
    try {
      const { pk } = await checkedOutAtNoon();
      expect(await plannedKinds(pk)).toContainEqual([BOOKING_JOB.overdue, after(END, 90).toISOString()]);
    } finally {
      await harness.db.update(branches).set({ extraData: {} }).where(eq(branches.id, parramatta));
    }
  });

  it('lifts the overdue mark when the booking is extended', async () => {
    const { pk } = await checkedOutAtNoon();
    await runUntil(after(END, 31));
    expect((await bookingRow(pk))?.internalStatus).toBe(OVERDUE_INTERNAL_STATUS);
    const extended = await tfm(harness, admin, 'POST', `/bookings/${pk}/booking-extension/`, { end_datetime: '2026-06-02T16:00' });
    expect(extended.status).toBe(200);
    expect((await bookingRow(pk))?.internalStatus).toBeNull();
    expect(await plannedKinds(pk)).toContainEqual([BOOKING_JOB.overdue, after(END, 150).toISOString()]);
  });

  it('extends a booking at its end when the vehicle is free, at most the configured times', async () => {
    await setRules(harness, admin, { auto_extension_minutes: 30, auto_extension_limit: 1 });
    try {
      const { pk, vehicle } = await checkedOutAtNoon();
      await runUntil(after(END, 1));
      const row = await bookingRow(pk);
      expect(row?.endAt.toISOString()).toBe(after(END, 30).toISOString());
      expect(row?.extraData.auto_extensions).toBe(1);
      expect(startingWith(await mailTo('driver@demo.fleet', vehicle.name), 'A booking was extended automatically')).toHaveLength(1);
      expect((await plannedKinds(pk)).map(([kind]) => kind)).not.toContain(BOOKING_JOB.autoExtension);
      await runUntil(after(END, 61));
      expect((await bookingRow(pk))?.internalStatus).toBe(OVERDUE_INTERNAL_STATUS);
    } finally {
      await setRules(harness, admin, { auto_extension_minutes: 0 });
    }
  });

  it('does not extend into the next booking of the vehicle and tells who is waiting for it', async () => {
    await setRules(harness, admin, { auto_extension_minutes: 30, auto_extension_limit: 1 });
    try {
      const { pk, vehicle } = await checkedOutAtNoon();
      clock.set(after(NOON, 5));
      await book(vehicle.id, '2026-06-02T14:20', '2026-06-02T15:00');
      await runUntil(after(END, 1));
      expect((await bookingRow(pk))?.endAt.toISOString()).toBe(END.toISOString());
      const [message] = (await harness.db.select().from(outbox).where(eq(outbox.recipient, 'driver@demo.fleet'))).filter((sent) =>
        sent.subject.startsWith('A booking could not be extended'),
      );
      expect(message?.subject).toContain(vehicle.name);
      expect(message?.text).toContain('Dana Driver has the vehicle booked from 02/06/2026 02:20 PM');
    } finally {
      await setRules(harness, admin, { auto_extension_minutes: 0 });
    }
  });
});

describe('a request waiting for approval, on the clock', () => {
  it('warns its approvers before its start declines it', async () => {
    clock.set(MORNING);
    await setRules(harness, admin, { approval_warning_minutes: 60 });
    const rule = await tfm(harness, admin, 'POST', '/booking-approval-rules/', { name: 'Parramatta asks', branch_pks: [parramatta], approvers: ['admin'] });
    expect(rule.status).toBe(201);
    const vehicle = await addVehicle(harness, DEMO_FLEET, parramatta);
    const created = await json<CreatedBody>(
      await tfm(harness, driverToken, 'POST', '/bookings/', payload(parramatta, vehicle.id, driver, '2026-06-02T12:00', '2026-06-02T14:00')),
      201,
    );
    expect(created.results[0]?.status.status_name).toBe('Pending Approval');
    await runUntil(after(NOON, -59));
    expect(startingWith(await mailTo('admin@demo.fleet', vehicle.name), 'A booking request will be declined at its start unless it is approved')).toHaveLength(
      1,
    );
    expect(startingWith(await mailTo('driver@demo.fleet', vehicle.name), 'A booking request will be declined')).toHaveLength(0);
  });
});

describe('nextOccurrence', () => {
  const first = new Date('2026-01-01T10:00:00Z');
  it('is the first run while it is ahead, then the next step strictly after now, and nothing for a one-off past its time', () => {
    expect(nextOccurrence(first, 60, after(first, -5))).toEqual(first);
    expect(nextOccurrence(first, 60, first)).toEqual(after(first, 60));
    expect(nextOccurrence(first, 60, after(first, 61))).toEqual(after(first, 120));
    expect(nextOccurrence(first, 0, after(first, 1))).toBeNull();
  });
});
