import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingAudits, bookings, notifications, outbox, plannedJobs } from '../src/db/schema';
import { BOOKING_JOB, bookingSubject, planUnplannedBookings } from '../src/bookings/timed-rules';
import { bookingJobHandlers, NOT_APPROVED_REASON, NOT_CHECKED_OUT_REASON } from '../src/bookings/timed-handlers';
import { DONE_RETENTION_DAYS } from '../src/jobs/queue';
import { createMailer } from '../src/mail/mailer';
import { loadSigningKey } from '../src/security/signing-key';
import { createHarness, type Harness } from './harness';
import { addVehicle, branchId, json, memberId, payload, setRules, tfm, type CreatedBody } from './booking-write-fixtures';
import { movableClock } from './movable-clock';
import { DEMO_FLEET } from './sign-up-flow';

const MINUTE = 60_000;
/** Tuesday 10:00 in Sydney; the bookings below start at noon there (02:00 UTC). */
const clock = movableClock(new Date('2026-06-02T00:00:00Z'));
const NOON = new Date('2026-06-02T02:00:00Z');
let harness: Harness;
let admin: string;
let parramatta: number;
let driver: number;

beforeAll(async () => {
  harness = await createHarness({ clock });
  admin = await harness.login('admin@demo.fleet');
  parramatta = await branchId(harness, 'Parramatta');
  driver = await memberId(harness, 'driver@demo.fleet', DEMO_FLEET);
  await setRules(harness, admin, { reminder_minutes: 60, auto_cancel_minutes: 30, early_check_out_minutes: 30 });
});
afterAll(() => harness.close());

/** A two-hour booking at noon, Sydney time, of a vehicle of its own. */
async function bookAtNoon(token = admin): Promise<{ pk: number; status: string; vehicle: string }> {
  const vehicle = await addVehicle(harness, DEMO_FLEET, parramatta);
  const created = await json<CreatedBody>(
    await tfm(harness, token, 'POST', '/bookings/', payload(parramatta, vehicle.id, driver, '2026-06-02T12:00', '2026-06-02T14:00')),
    201,
  );
  const [booking] = created.results;
  if (!booking) throw new Error('nothing created');
  return { pk: booking.pk, status: booking.status.status_name, vehicle: vehicle.name };
}

const jobsOf = (pk: number) =>
  harness.db
    .select()
    .from(plannedJobs)
    .where(eq(plannedJobs.subject, bookingSubject(pk)))
    .orderBy(plannedJobs.dueAt);

/** Moves the clock to `at`, then does what the instances would: hand over what is due and run it. */
async function runUntil(at: Date): Promise<number> {
  clock.advance(at.getTime() - clock().getTime());
  const jobs = await harness.jobs();
  await jobs.handOverDue();
  return jobs.drain();
}

const statusOf = async (pk: number) => (await harness.db.select().from(bookings).where(eq(bookings.id, pk)))[0];
/** The subjects of the driver's emails about one booking's vehicle. */
const driverMailAbout = async (vehicle: string) =>
  (await harness.db.select().from(outbox).where(eq(outbox.recipient, 'driver@demo.fleet')))
    .map((message) => message.subject)
    .filter((subject) => subject.includes(vehicle));

describe('timed booking rules, judged by the server clock', () => {
  it('plans a reminder and an auto-cancel when an Approved booking is saved', async () => {
    const booking = await bookAtNoon();
    expect(booking.status).toBe('Approved');
    const planned = await jobsOf(booking.pk);
    expect(planned.map((job) => [job.kind, job.dueAt.toISOString(), job.state])).toEqual([
      [BOOKING_JOB.reminder, new Date(NOON.getTime() - 60 * MINUTE).toISOString(), 'planned'],
      [BOOKING_JOB.autoCancel, new Date(NOON.getTime() + 30 * MINUTE).toISOString(), 'planned'],
    ]);
  });

  it('reminds the driver once when the clock reaches the reminder, and cancels a no-show after the auto-cancel minutes', async () => {
    const booking = await bookAtNoon();
    const reminders = async () => (await driverMailAbout(booking.vehicle)).filter((subject) => subject.startsWith('Your booking starts soon'));
    const before = 0;

    await runUntil(new Date(NOON.getTime() - 61 * MINUTE));
    expect((await reminders()).length).toBe(before);
    await runUntil(new Date(NOON.getTime() - 59 * MINUTE));
    expect((await reminders()).length).toBe(before + 1);
    // Handing over and draining again runs nothing twice.
    expect(await runUntil(new Date(NOON.getTime() - 58 * MINUTE))).toBe(0);
    expect((await reminders()).length).toBe(before + 1);

    await runUntil(new Date(NOON.getTime() + 29 * MINUTE));
    expect((await statusOf(booking.pk))?.status).toBe('Approved');
    await runUntil(new Date(NOON.getTime() + 31 * MINUTE));
    const cancelled = await statusOf(booking.pk);
    expect(cancelled?.status).toBe('Cancelled');
    const [audit] = await harness.db
      .select()
      .from(bookingAudits)
      .where(and(eq(bookingAudits.bookingId, booking.pk), eq(bookingAudits.action, 'cancel')));
    expect(audit?.reason).toBe(NOT_CHECKED_OUT_REASON);
    expect(audit?.changes).toEqual({ via: 'timed rule' });
    expect((await driverMailAbout(booking.vehicle)).filter((subject) => subject.startsWith('A booking was cancelled'))).toHaveLength(1);
    const bell = await harness.db.select().from(notifications).where(eq(notifications.organisationId, DEMO_FLEET));
    expect(bell.some((row) => row.text.includes(NOT_CHECKED_OUT_REASON))).toBe(true);
    expect((await jobsOf(booking.pk)).map((job) => job.state)).toEqual(['done', 'done']);
  });

  it('leaves a booking the driver checked out in time alone: check-out drops its auto-cancel', async () => {
    clock.advance(new Date('2026-06-02T00:00:00Z').getTime() - clock().getTime());
    const booking = await bookAtNoon();
    clock.advance(NOON.getTime() - clock().getTime());
    const token = await harness.login('driver@demo.fleet');
    expect((await tfm(harness, token, 'POST', `/bookings/${booking.pk}/check-out/`, {})).status).toBe(200);
    const planned = (await jobsOf(booking.pk)).filter((job) => job.state === 'planned').map((job) => job.kind);
    expect(planned).not.toContain(BOOKING_JOB.autoCancel);
    expect(planned).toContain(BOOKING_JOB.overdue);
    await runUntil(new Date(NOON.getTime() + 45 * MINUTE));
    expect((await statusOf(booking.pk))?.status).toBe('In-Progress');
  });

  it('declines a request nobody decided before its start, with the reason', async () => {
    clock.advance(new Date('2026-06-02T00:00:00Z').getTime() - clock().getTime());
    const rule = await tfm(harness, admin, 'POST', '/booking-approval-rules/', {
      name: 'Parramatta needs approval',
      branch_pks: [parramatta],
      approvers: ['admin'],
    });
    expect(rule.status).toBe(201);
    const booking = await bookAtNoon(await harness.login('driver@demo.fleet'));
    expect(booking.status).toBe('Pending Approval');

    await runUntil(new Date(NOON.getTime() - MINUTE));
    expect((await statusOf(booking.pk))?.status).toBe('Pending Approval');
    await runUntil(new Date(NOON.getTime() + MINUTE));
    expect((await statusOf(booking.pk))?.status).toBe('Declined');
    const [audit] = await harness.db
      .select()
      .from(bookingAudits)
      .where(and(eq(bookingAudits.bookingId, booking.pk), eq(bookingAudits.action, 'decline')));
    expect(audit?.reason).toBe(NOT_APPROVED_REASON);
  });

  it('re-plans open bookings when the rules change: a reminder turned off is no longer planned', async () => {
    clock.advance(new Date('2026-06-02T00:00:00Z').getTime() - clock().getTime());
    await setRules(harness, admin, null, parramatta);
    await tfm(harness, admin, 'DELETE', `/booking-approval-rules/${await approvalRulePk()}/`);
    const booking = await bookAtNoon();
    expect((await jobsOf(booking.pk)).map((job) => job.kind)).toEqual([BOOKING_JOB.reminder, BOOKING_JOB.autoCancel]);
    await setRules(harness, admin, { reminder_minutes: 0 }, parramatta);
    expect((await jobsOf(booking.pk)).map((job) => job.kind)).toEqual([BOOKING_JOB.autoCancel]);
    await setRules(harness, admin, null, parramatta);
    expect((await jobsOf(booking.pk)).map((job) => job.kind)).toEqual([BOOKING_JOB.reminder, BOOKING_JOB.autoCancel]);
  });

  it('plans, at start, the open bookings saved without the planner, once', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, parramatta);
    const [seeded] = await harness.db
      .insert(bookings)
      .values({
        organisationId: DEMO_FLEET,
        branchId: parramatta,
        vehicleId: vehicle.id,
        driverId: driver,
        startAt: new Date(NOON.getTime() + 24 * 60 * MINUTE),
        endAt: new Date(NOON.getTime() + 26 * 60 * MINUTE),
        blockedUntil: new Date(NOON.getTime() + 26 * 60 * MINUTE),
        status: 'Approved',
      })
      .returning();
    if (!seeded) throw new Error('nothing seeded');
    expect(await jobsOf(seeded.id)).toEqual([]);
    expect(await planUnplannedBookings(harness.db, clock())).toBeGreaterThanOrEqual(1);
    expect((await jobsOf(seeded.id)).map((job) => job.kind)).toEqual([BOOKING_JOB.reminder, BOOKING_JOB.autoCancel]);
    expect(await planUnplannedBookings(harness.db, clock())).toBe(0);
  });

  it('hands over again a job claimed by an instance that died before queueing it, and runs it once', async () => {
    clock.advance(new Date('2026-06-02T00:00:00Z').getTime() - clock().getTime());
    const booking = await bookAtNoon();
    const [reminder] = await jobsOf(booking.pk);
    if (!reminder) throw new Error('no reminder planned');
    // What the dead instance left: the row claimed, the queue never told.
    clock.advance(reminder.dueAt.getTime() - clock().getTime());
    await harness.db.update(plannedJobs).set({ state: 'queued', queuedAt: clock() }).where(eq(plannedJobs.id, reminder.id));
    expect(await runUntil(clock())).toBeGreaterThanOrEqual(1);
    expect((await jobsOf(booking.pk))[0]?.outcome).toBe('sent');
    expect(await runUntil(new Date(clock().getTime() + MINUTE))).toBe(0);
    expect((await driverMailAbout(booking.vehicle)).filter((subject) => subject.startsWith('Your booking starts soon'))).toHaveLength(1);
  });
});

describe('done jobs', () => {
  it('are kept for the retention, then swept', async () => {
    clock.advance(new Date('2026-06-02T00:00:00Z').getTime() - clock().getTime());
    const booking = await bookAtNoon();
    await runUntil(new Date(NOON.getTime() + 31 * MINUTE));
    expect((await jobsOf(booking.pk)).map((job) => job.state)).toEqual(['done', 'done']);
    const jobs = await harness.jobs();
    clock.advance((DONE_RETENTION_DAYS - 1) * 24 * 60 * MINUTE);
    await jobs.sweepDone();
    expect(await jobsOf(booking.pk)).toHaveLength(2);
    clock.advance(2 * 24 * 60 * MINUTE);
    expect(await jobs.sweepDone()).toBeGreaterThanOrEqual(2);
    expect(await jobsOf(booking.pk)).toEqual([]);
  });
});

describe('a retried job', () => {
  it('delivers its reminder once, however often it runs', async () => {
    clock.advance(new Date('2026-06-02T00:00:00Z').getTime() - clock().getTime());
    const booking = await bookAtNoon();
    const [reminder] = await jobsOf(booking.pk);
    if (!reminder) throw new Error('no reminder planned');
    const handlers = bookingJobHandlers({
      db: harness.db,
      mailer: createMailer({ smtpUrl: null, from: 'fleet@example.com', clock, log: () => {} }),
      signingKey: await loadSigningKey(harness.db, null),
      config: { publicUrl: 'http://portal.test' },
    });
    const run = handlers[BOOKING_JOB.reminder];
    if (!run) throw new Error('no reminder handler');
    clock.advance(reminder.dueAt.getTime() - clock().getTime());
    // As a retry after a failure mid-delivery would: the same job twice.
    expect(await run(reminder, clock())).toBe('sent');
    expect(await run(reminder, clock())).toBe('sent');
    expect((await driverMailAbout(booking.vehicle)).filter((subject) => subject.startsWith('Your booking starts soon'))).toHaveLength(1);
    const bell = await harness.db
      .select()
      .from(notifications)
      .where(like(notifications.dedupeKey, `job:${reminder.id}:%`));
    expect(bell).toHaveLength(1);
  });
});

async function approvalRulePk(): Promise<number> {
  const rules = await json<{ results: { pk: number }[] }>(await tfm(harness, admin, 'GET', '/booking-approval-rules/'));
  const [rule] = rules.results;
  if (!rule) throw new Error('no approval rule');
  return rule.pk;
}
