import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages } from '@motorpool/api';
import { readConfig } from '../src/config';
import { bookings, employeeExtensions, notifications, outbox, plannedJobs, roles, users } from '../src/db/schema';
import { MEMBER_JOB, memberJobHandlers, memberSubject, planUnplannedMembers } from '../src/employees/licence-expiry';
import { createMailer } from '../src/mail/mailer';
import { createHarness, type Harness } from './harness';
import { addVehicle, branchId, json, memberId, payload, tfm, type CreatedBody } from './booking-write-fixtures';
import { movableClock } from './movable-clock';
import { DEMO_FLEET } from './sign-up-flow';

const MINUTE = 60_000;
/** Tuesday 10:00 in Sydney (winter: UTC+10). */
const START = new Date('2026-06-02T00:00:00Z');
const EXPIRY = '2026-07-15';
/** 09:00 in Sydney, 10 days before the expiry and on the day. */
const TEN_DAYS_BEFORE = new Date('2026-07-04T23:00:00Z');
const ON_THE_DAY = new Date('2026-07-14T23:00:00Z');
const EMPLOYEES = '/employees-extensions/';

const clock = movableClock(START);
let harness: Harness;
let admin: string;
let central: number;
let parramatta: number;
let driverRole: number;
let adminMember: number;
let counter = 0;

beforeAll(async () => {
  harness = await createHarness({ clock });
  admin = await harness.login('admin@demo.fleet');
  central = await branchId(harness, 'Sydney Central');
  parramatta = await branchId(harness, 'Parramatta');
  adminMember = await memberId(harness, 'admin@demo.fleet', DEMO_FLEET);
  const [role] = await harness.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organisationId, DEMO_FLEET), eq(roles.name, 'Driver')));
  if (!role) throw new Error('no Driver role');
  driverRole = role.id;
});
afterAll(() => harness.close());

const setClock = (at: Date) => clock.advance(at.getTime() - clock().getTime());

/** Moves the clock to `at`, then does what the instances would: hand over what is due and run it. */
async function runUntil(at: Date): Promise<number> {
  setClock(at);
  const jobs = await harness.jobs();
  await jobs.handOverDue();
  return jobs.drain();
}

/** `form`: what the user form sends back on save (the whole member, not a patch). */
type Member = { pk: number; email: string; name: string; form: Record<string, unknown> };

/** A member saved through the users API, with a licence expiring on `expiry` and the admin as reminder recipient. */
async function addMember(extension: Record<string, unknown> = {}): Promise<Member> {
  counter += 1;
  const lastName = `Licence${counter}`;
  const email = `licence.holder.${counter}@example.com`;
  const body = {
    user: { first_name: 'Lena', last_name: lastName, email, phone: { dial_code: '61', number: '412345678', country_code: 'au' } },
    role: driverRole,
    status: 'Active',
    branch: central,
    license_class: ['C'],
    license_valid_upto: EXPIRY,
    license_exp_reminder: true,
    lic_exp_remind_before_days: 10,
    lic_exp_reminder_recipients: [adminMember],
    ...extension,
  };
  await json(await tfm(harness, admin, 'POST', EMPLOYEES, body), 201);
  return { pk: await memberId(harness, email, DEMO_FLEET), email, name: `Lena ${lastName}`, form: body };
}

async function update(member: Member, changes: Record<string, unknown>) {
  member.form = { ...member.form, ...changes };
  await json(await tfm(harness, admin, 'PUT', `${EMPLOYEES}${member.pk}/`, member.form));
}

const plannedOf = async (member: Member) =>
  (
    await harness.db
      .select()
      .from(plannedJobs)
      .where(eq(plannedJobs.subject, memberSubject(member.pk)))
      .orderBy(plannedJobs.dueAt)
  ).map((job) => [job.kind, job.dueAt.toISOString(), job.state]);

const mailTo = async (email: string, subjectLike = '%') =>
  (
    await harness.db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(and(eq(outbox.recipient, email), like(outbox.subject, subjectLike)))
  ).map((row) => row.subject);

const bellOf = async (email: string, textLike: string) => {
  const [user] = await harness.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return harness.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), like(notifications.text, textLike)));
};

describe('licence expiry reminders (spec §9), judged by the server clock', () => {
  it('plans the reminder N days before and one on the day, at 09:00 at the branch, when the member is saved', async () => {
    setClock(START);
    const member = await addMember();
    expect(await plannedOf(member)).toEqual([
      [MEMBER_JOB.licenceReminder, TEN_DAYS_BEFORE.toISOString(), 'planned'],
      [MEMBER_JOB.licenceExpiryDay, ON_THE_DAY.toISOString(), 'planned'],
    ]);
  });

  it('reminds the member and the chosen recipients once before the expiry and once on the day', async () => {
    setClock(START);
    const member = await addMember();
    const own = () => mailTo(member.email, 'Your driver licence expires%');
    const theirs = () => mailTo('admin@demo.fleet', `${member.name}'s driver licence expires%`);

    await runUntil(new Date(TEN_DAYS_BEFORE.getTime() - MINUTE));
    expect(await own()).toEqual([]);
    await runUntil(new Date(TEN_DAYS_BEFORE.getTime() + MINUTE));
    expect(await own()).toEqual(['Your driver licence expires on 15/07/2026']);
    expect(await theirs()).toEqual([`${member.name}'s driver licence expires on 15/07/2026`]);
    expect(await bellOf(member.email, '%licence expires%')).toHaveLength(1);
    expect(await bellOf('admin@demo.fleet', `%${member.name}%licence expires%`)).toHaveLength(1);
    // Handing over and draining again runs nothing twice.
    expect(await runUntil(new Date(TEN_DAYS_BEFORE.getTime() + 2 * MINUTE))).toBe(0);
    expect(await own()).toHaveLength(1);

    await runUntil(new Date(ON_THE_DAY.getTime() + MINUTE));
    expect(await own()).toEqual(['Your driver licence expires on 15/07/2026', 'Your driver licence expires today']);
    expect(await theirs()).toEqual([`${member.name}'s driver licence expires on 15/07/2026`, `${member.name}'s driver licence expires today`]);
    expect(await bellOf(member.email, '%licence expires%')).toHaveLength(2);
    expect((await plannedOf(member)).map(([, , state]) => state)).toEqual(['done', 'done']);
  });

  it('sends nothing twice when a job is retried: bell and email carry the job as dedupe key', async () => {
    setClock(START);
    const member = await addMember();
    const [job] = await harness.db
      .select()
      .from(plannedJobs)
      .where(and(eq(plannedJobs.subject, memberSubject(member.pk)), eq(plannedJobs.kind, MEMBER_JOB.licenceReminder)));
    if (!job) throw new Error('no reminder planned');
    const config = readConfig({});
    const handlers = memberJobHandlers({ db: harness.db, mailer: createMailer({ smtpUrl: null, from: config.mailFrom, clock, log: () => {} }), config });
    const handler = handlers[MEMBER_JOB.licenceReminder];
    if (!handler) throw new Error('no handler');
    const at = new Date(TEN_DAYS_BEFORE.getTime() + MINUTE);
    await handler(job, at);
    await handler(job, at);
    expect(await mailTo(member.email, 'Your driver licence expires%')).toHaveLength(1);
    expect(await mailTo('admin@demo.fleet', `${member.name}'s%`)).toHaveLength(1);
    expect(await bellOf(member.email, '%licence expires%')).toHaveLength(1);
  });

  it('plans nothing while the reminder is off, plans when it is turned on, and drops the plan when it is turned off again', async () => {
    setClock(START);
    const member = await addMember({ license_exp_reminder: false, lic_exp_remind_before_days: null, lic_exp_reminder_recipients: [] });
    expect(await plannedOf(member)).toEqual([]);
    await update(member, { license_exp_reminder: true, lic_exp_remind_before_days: 5, lic_exp_reminder_recipients: [adminMember] });
    expect(await plannedOf(member)).toEqual([
      [MEMBER_JOB.licenceReminder, new Date('2026-07-09T23:00:00Z').toISOString(), 'planned'],
      [MEMBER_JOB.licenceExpiryDay, ON_THE_DAY.toISOString(), 'planned'],
    ]);
    await update(member, { license_exp_reminder: false, lic_exp_remind_before_days: null, lic_exp_reminder_recipients: [] });
    expect(await plannedOf(member)).toEqual([]);
    await runUntil(new Date(ON_THE_DAY.getTime() + MINUTE));
    expect(await mailTo(member.email, 'Your driver licence%')).toEqual([]);
  });

  it('re-plans when the expiry date changes, and sends nothing for the old date', async () => {
    setClock(START);
    const member = await addMember();
    await update(member, { license_valid_upto: '2026-08-20' });
    expect(await plannedOf(member)).toEqual([
      [MEMBER_JOB.licenceReminder, new Date('2026-08-09T23:00:00Z').toISOString(), 'planned'],
      [MEMBER_JOB.licenceExpiryDay, new Date('2026-08-19T23:00:00Z').toISOString(), 'planned'],
    ]);
    await runUntil(new Date(ON_THE_DAY.getTime() + MINUTE));
    expect(await mailTo(member.email, 'Your driver licence%')).toEqual([]);
  });

  it('skips a reminder whose member changed without a re-plan (reminder off, or deleted), and drops the plan on deletion', async () => {
    setClock(START);
    const quiet = await addMember();
    await harness.db.update(employeeExtensions).set({ licenseExpReminder: false }).where(eq(employeeExtensions.id, quiet.pk));
    await runUntil(new Date(TEN_DAYS_BEFORE.getTime() + MINUTE));
    const [job] = await harness.db
      .select()
      .from(plannedJobs)
      .where(and(eq(plannedJobs.subject, memberSubject(quiet.pk)), eq(plannedJobs.kind, MEMBER_JOB.licenceReminder)));
    expect(job?.outcome).toMatch(/^skipped: reminder off/);
    expect(await mailTo(quiet.email)).not.toContain('Your driver licence expires on 15/07/2026');

    setClock(START);
    const leaving = await addMember();
    expect((await tfm(harness, admin, 'DELETE', `${EMPLOYEES}${leaving.pk}/`)).status).toBe(200);
    expect(await plannedOf(leaving)).toEqual([]);
    expect((await tfm(harness, admin, 'POST', `${EMPLOYEES}${leaving.pk}/reactivate/`)).status).toBe(200);
    expect(await plannedOf(leaving)).toHaveLength(2);
  });

  it("flags the member's open bookings that end after the expiry to their branch's managers", async () => {
    setClock(START);
    const member = await addMember();
    const past = await addVehicle(harness, DEMO_FLEET, parramatta);
    const within = await addVehicle(harness, DEMO_FLEET, parramatta);
    // Saved before the licence date was known (a booking today cannot run past it: see the refusal test below).
    const [runsPast, endsBefore] = await harness.db
      .insert(bookings)
      .values(
        [
          { vehicleId: past.id, startAt: new Date('2026-07-14T22:00:00Z'), endAt: new Date('2026-07-16T02:00:00Z') },
          { vehicleId: within.id, startAt: new Date('2026-07-13T22:00:00Z'), endAt: new Date('2026-07-14T02:00:00Z') },
        ].map((values) => ({
          ...values,
          organisationId: DEMO_FLEET,
          branchId: parramatta,
          driverId: member.pk,
          blockedUntil: values.endAt,
          status: 'Approved',
        })),
      )
      .returning({ id: bookings.id });
    if (!runsPast || !endsBefore) throw new Error('bookings not saved');

    await runUntil(new Date(TEN_DAYS_BEFORE.getTime() + MINUTE));
    await runUntil(new Date(ON_THE_DAY.getTime() + MINUTE));
    const flagged = await harness.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, 'branch.manager@demo.fleet'), like(outbox.subject, `Bookings run past ${member.name}'s licence expiry%`)));
    // Told before the expiry and on the day, each naming the booking that runs past it and not the other.
    expect(flagged).toHaveLength(2);
    for (const message of flagged) {
      expect(message.text).toContain(`Booking #${runsPast.id}:`);
      expect(message.text).not.toContain(`Booking #${endsBefore.id}:`);
    }
    expect(await bellOf('branch.manager@demo.fleet', `%${member.name}%#${runsPast.id}%`)).toHaveLength(2);
  });

  it('sends nothing stale when the server catches up on reminders long past', async () => {
    setClock(START);
    const member = await addMember();
    await runUntil(new Date(TEN_DAYS_BEFORE.getTime() + 3 * 60 * MINUTE));
    const [job] = await harness.db
      .select()
      .from(plannedJobs)
      .where(and(eq(plannedJobs.subject, memberSubject(member.pk)), eq(plannedJobs.kind, MEMBER_JOB.licenceReminder)));
    expect(job?.state).toBe('done');
    expect(job?.outcome).toBe('skipped: past its time');
    expect(await mailTo(member.email, 'Your driver licence%')).toEqual([]);
  });

  it('plans, on first start, members saved without a plan, but only what is still ahead', async () => {
    setClock(new Date('2026-07-10T00:00:00Z'));
    const [user] = await harness.db
      .insert(users)
      .values({ email: 'licence.seeded@example.com', firstName: 'Sam', lastName: 'Seeded' })
      .returning({ id: users.id });
    if (!user) throw new Error('no user');
    const [seeded] = await harness.db
      .insert(employeeExtensions)
      .values({
        organisationId: DEMO_FLEET,
        userId: user.id,
        roleId: driverRole,
        branchId: central,
        licenseValidUpto: EXPIRY,
        licenseExpReminder: true,
        licExpRemindBeforeDays: 10,
      })
      .returning({ id: employeeExtensions.id });
    if (!seeded) throw new Error('no member');
    await planUnplannedMembers(harness.db, clock());
    expect(await plannedOf({ pk: seeded.id, email: '', name: '', form: {} })).toEqual([[MEMBER_JOB.licenceExpiryDay, ON_THE_DAY.toISOString(), 'planned']]);
  });

  it('moves the reminders when their branch changes its time zone: still 09:00 there', async () => {
    setClock(START);
    const member = await addMember({ branch: parramatta });
    const putZone = (branch_timezone: string) =>
      tfm(harness, admin, 'PUT', `/branches/${parramatta}/`, { name: 'Parramatta', branch_type: 'branch', branch_timezone });
    await json(await putZone('Australia/Perth'));
    // 09:00 in Perth is 01:00 UTC, two hours after 09:00 in Sydney.
    expect(await plannedOf(member)).toEqual([
      [MEMBER_JOB.licenceReminder, '2026-07-05T01:00:00.000Z', 'planned'],
      [MEMBER_JOB.licenceExpiryDay, '2026-07-15T01:00:00.000Z', 'planned'],
    ]);
    await json(await putZone('Australia/Sydney'));
    expect(await plannedOf(member)).toEqual([
      [MEMBER_JOB.licenceReminder, TEN_DAYS_BEFORE.toISOString(), 'planned'],
      [MEMBER_JOB.licenceExpiryDay, ON_THE_DAY.toISOString(), 'planned'],
    ]);
  });

  it('refuses to book or extend a booking past the driver licence expiry', async () => {
    setClock(START);
    const member = await addMember();
    const vehicle = await addVehicle(harness, DEMO_FLEET, parramatta);
    const pastExpiry = await tfm(harness, admin, 'POST', '/bookings/', payload(parramatta, vehicle.id, member.pk, '2026-07-15T10:00', '2026-07-16T10:00'));
    expect(pastExpiry.status).toBe(400);
    expect(((await pastExpiry.json()) as { errors: { title: string } }).errors.title).toBe(bookingMessages.licenseExpiry);

    const created = await json<CreatedBody>(
      await tfm(harness, admin, 'POST', '/bookings/', payload(parramatta, vehicle.id, member.pk, '2026-07-15T10:00', '2026-07-15T12:00')),
      201,
    );
    const [booking] = created.results;
    if (!booking) throw new Error('nothing created');
    const extended = await tfm(harness, admin, 'POST', `/bookings/${booking.pk}/booking-extension/`, { end_datetime: '2026-07-16T12:00' });
    expect(extended.status).toBe(400);
    expect(((await extended.json()) as { errors: { title: string } }).errors.title).toBe(bookingMessages.licenseExpiry);
  });
});
