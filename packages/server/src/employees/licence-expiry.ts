import { aliasedTable, and, eq, gt, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import { DEFAULT_BRANCH_TIMEZONE, formatBookingDateTime, parseBookingDateTime, toWallTime } from '@motorpool/api';
import { approverUserIds } from '../bookings/approval';
import { systemScope } from '../bookings/timed-rules';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { bookings, branches, employeeExtensions, employeeReminderRecipients, plannedJobs, users, vehicles } from '../db/schema';
import type { JobHandler, PlannedJobRow } from '../jobs/queue';
import { insertPlannedJobs, type JobPlan, type PlannedJobInsert } from '../jobs/plan';
import type { Mailer } from '../mail/mailer';
import { deliverToMembers } from '../messages/deliver';
import { ACTIVE_MEMBER_STATUSES } from '../tenancy/memberships';

/** A licence expiry date as people read it (spec §3: dates shown dd/MM/yyyy). */
const shownDate = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** The kinds of job a member's licence plans. */
export const MEMBER_JOB = {
  licenceReminder: 'member.licence-expiry-reminder',
  licenceExpiryDay: 'member.licence-expiry-day',
} as const;

/** Reminders go out at this wall time at the member's branch. */
export const LICENCE_REMINDER_TIME = '09:00';

/** Past this, a job is catching up on time the server was down: it tells nobody. */
const STALE_AFTER_MS = 15 * 60_000;

/** Bookings still to be driven (or being driven): the ones a licence expiring under them matters to. */
const OPEN_BOOKING_STATUSES = ['Pending Approval', 'Approved', 'In-Progress'];

/** The member fields (save payload keys) a licence reminder's plan depends on: a save changing one re-plans. */
export const LICENCE_REMINDER_FIELDS = ['license_valid_upto', 'license_exp_reminder', 'lic_exp_remind_before_days', 'status', 'branch', 'hub'] as const;

export const memberSubject = (extensionId: number) => `member:${extensionId}`;
const extensionIdOf = (job: PlannedJobRow) => Number(job.subject.slice('member:'.length));

/** What planning a member's licence reminders reads. */
export type LicenceFacts = {
  id: number;
  organisationId: number;
  licenseValidUpto: string | null;
  licenseExpReminder: boolean;
  licExpRemindBeforeDays: number | null;
  status: string;
  isDeleted: boolean;
  timeZone: string | null;
};

function addDays(isoDate: string, days: number): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const reminderAt = (isoDate: string, timeZone: string | null) =>
  parseBookingDateTime(`${isoDate}T${LICENCE_REMINDER_TIME}`, timeZone || DEFAULT_BRANCH_TIMEZONE);

/**
 * A member's licence reminders: the configured days before the expiry and on
 * the expiry day, at 09:00 at the member's branch; only while the reminder is
 * on and the member active, and only what is still ahead (no reminder is sent
 * for a date already past when the member is saved).
 */
export function licenceJobsOf(member: LicenceFacts, now: Date): JobPlan[] {
  const expiry = member.licenseValidUpto;
  if (!expiry || !member.licenseExpReminder || member.isDeleted || !ACTIVE_MEMBER_STATUSES.includes(member.status)) return [];
  const plans: JobPlan[] = [];
  const days = member.licExpRemindBeforeDays ?? 0;
  if (days > 0) {
    const dueAt = reminderAt(addDays(expiry, -days), member.timeZone);
    if (dueAt > now) plans.push({ kind: MEMBER_JOB.licenceReminder, dueAt, payload: { expiry, days } });
  }
  const onTheDay = reminderAt(expiry, member.timeZone);
  if (onTheDay > now) plans.push({ kind: MEMBER_JOB.licenceExpiryDay, dueAt: onTheDay, payload: { expiry, days: 0 } });
  return plans;
}

const memberBranch = aliasedTable(branches, 'member_branch');

/** The facts of members, with their branch's (else hub's) time zone. */
function licenceFactsQuery(db: Database) {
  return db
    .select({
      id: employeeExtensions.id,
      organisationId: employeeExtensions.organisationId,
      licenseValidUpto: employeeExtensions.licenseValidUpto,
      licenseExpReminder: employeeExtensions.licenseExpReminder,
      licExpRemindBeforeDays: employeeExtensions.licExpRemindBeforeDays,
      status: employeeExtensions.status,
      isDeleted: employeeExtensions.isDeleted,
      timeZone: memberBranch.branchTimezone,
    })
    .from(employeeExtensions)
    .leftJoin(
      memberBranch,
      and(
        eq(memberBranch.organisationId, employeeExtensions.organisationId),
        eq(memberBranch.id, sql`coalesce(${employeeExtensions.branchId}, ${employeeExtensions.hubId})`),
      ),
    );
}

type JobRow = PlannedJobInsert;

const rowsOf = (members: readonly LicenceFacts[], now: Date): JobRow[] =>
  members.flatMap((member) =>
    licenceJobsOf(member, now).map((plan) => ({
      organisationId: member.organisationId,
      subject: memberSubject(member.id),
      kind: plan.kind,
      dueAt: plan.dueAt,
      payload: plan.payload ?? {},
    })),
  );

/**
 * Re-plans the licence reminders of members inside the transaction that just
 * changed them (a save, an import, a deletion or reactivation): their planned
 * rows are replaced by what their saved state now asks for.
 */
export async function planLicenceReminders(tx: Database, organisationId: number, extensionIds: readonly number[], now: Date): Promise<void> {
  if (extensionIds.length === 0) return;
  await dropLicenceReminders(tx, organisationId, extensionIds);
  const members = await licenceFactsQuery(tx).where(
    and(eq(employeeExtensions.organisationId, organisationId), inArray(employeeExtensions.id, [...extensionIds])),
  );
  await insertPlannedJobs(tx, rowsOf(members, now));
}

/** Members who plan nothing any more (deleted): their licence reminders still planned are dropped. */
export async function dropLicenceReminders(tx: Database, organisationId: number, extensionIds: readonly number[]): Promise<void> {
  if (extensionIds.length === 0) return;
  const subjects = extensionIds.map(memberSubject);
  await tx
    .delete(plannedJobs)
    .where(and(eq(plannedJobs.state, 'planned'), eq(plannedJobs.organisationId, organisationId), inArray(plannedJobs.subject, subjects)));
}

/**
 * The first start over existing data: members with the reminder on whom
 * nothing was planned for (saved before the planner, or seeded) get what is
 * still ahead; reminders already past are not sent late.
 */
export async function planUnplannedMembers(db: Database, now: Date): Promise<number> {
  const planned = db
    .select({ one: sql`1` })
    .from(plannedJobs)
    .where(eq(plannedJobs.subject, sql`'member:' || ${employeeExtensions.id}`));
  const members = await licenceFactsQuery(db).where(
    and(
      eq(employeeExtensions.licenseExpReminder, true),
      eq(employeeExtensions.isDeleted, false),
      isNotNull(employeeExtensions.licenseValidUpto),
      inArray(employeeExtensions.status, ACTIVE_MEMBER_STATUSES),
      notExists(planned),
    ),
  );
  await insertPlannedJobs(db, rowsOf(members, now));
  return members.length;
}

export type LicenceReminderDeps = { db: Database; mailer: Mailer; config: Pick<ServerConfig, 'publicUrl'> };

type Person = { userId: number; email: string; firstName: string; lastName: string };
const nameOf = (person: Pick<Person, 'firstName' | 'lastName'>) => `${person.firstName} ${person.lastName}`.trim();

/** The member a job is about, as saved now, with their account. */
async function loadMember(db: Database, job: PlannedJobRow) {
  const [member] = await licenceFactsQuery(db)
    .where(and(eq(employeeExtensions.organisationId, job.organisationId), eq(employeeExtensions.id, extensionIdOf(job))))
    .limit(1);
  if (!member) return undefined;
  const [person] = await db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(eq(employeeExtensions.id, member.id));
  return person ? { member, person } : undefined;
}

/** The reminder recipients the member chose who are still active members. */
async function recipientsOf(db: Database, member: LicenceFacts): Promise<Person[]> {
  const recipient = aliasedTable(employeeExtensions, 'recipient');
  return db
    .select({ userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(employeeReminderRecipients)
    .innerJoin(
      recipient,
      and(eq(recipient.id, employeeReminderRecipients.recipientExtensionId), eq(recipient.organisationId, employeeReminderRecipients.organisationId)),
    )
    .innerJoin(users, eq(users.id, recipient.userId))
    .where(
      and(
        eq(employeeReminderRecipients.organisationId, member.organisationId),
        eq(employeeReminderRecipients.employeeExtensionId, member.id),
        eq(recipient.isDeleted, false),
        inArray(recipient.status, ACTIVE_MEMBER_STATUSES),
      ),
    );
}

/** The member's open bookings whose last day (at the booking's branch) is after the licence's last valid day. */
export async function bookingsPastExpiry(db: Database, member: Pick<LicenceFacts, 'id' | 'organisationId'>, expiry: string) {
  // Every zone's next day starts after midnight UTC of the expiry day; the branch's own date decides below.
  const candidates = await db
    .select({
      id: bookings.id,
      branchId: bookings.branchId,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      branch: branches.name,
      timeZone: branches.branchTimezone,
      vehicle: vehicles.name,
      registration: vehicles.registrationNum,
    })
    .from(bookings)
    .innerJoin(branches, eq(branches.id, bookings.branchId))
    .leftJoin(vehicles, eq(vehicles.id, bookings.vehicleId))
    .where(
      and(
        eq(bookings.organisationId, member.organisationId),
        eq(bookings.driverId, member.id),
        eq(bookings.isDeleted, false),
        inArray(bookings.status, OPEN_BOOKING_STATUSES),
        gt(bookings.endAt, new Date(`${expiry}T00:00:00Z`)),
      ),
    )
    .orderBy(bookings.startAt);
  return candidates.filter((booking) => toWallTime(booking.endAt, booking.timeZone || DEFAULT_BRANCH_TIMEZONE).slice(0, 10) > expiry);
}

/** The handlers of the member kinds, each re-reading the member: the reminder may have been turned off or the date changed since. */
export function memberJobHandlers({ db, mailer, config }: LicenceReminderDeps): Record<string, JobHandler> {
  const remind: JobHandler = async (job, now) => {
    const loaded = await loadMember(db, job);
    if (!loaded) return 'skipped: no such member';
    const { member, person } = loaded;
    // What the member's saved state asks for now, whatever the time: this job must be one of it.
    const wanted = licenceJobsOf(member, new Date(0)).some((plan) => plan.kind === job.kind && plan.dueAt.getTime() === job.dueAt.getTime());
    if (!wanted) return 'skipped: reminder off, member inactive or licence date changed';
    if (now.getTime() - job.dueAt.getTime() > STALE_AFTER_MS) return 'skipped: past its time';

    const expiry = member.licenseValidUpto as string;
    const daysLeft = job.kind === MEMBER_JOB.licenceExpiryDay ? 0 : (member.licExpRemindBeforeDays ?? 0);
    const holder = nameOf(person);
    const key = `job:${job.id}`;
    const { organisationId } = member;
    const facts = { expiry: shownDate(expiry), days_left: daysLeft };
    const delivery = { organisationId, dedupeKey: key, mailer, context: config };

    await deliverToMembers(db, {
      ...delivery,
      code: 'licence_expiry_reminder',
      recipients: [person],
      variables: () => ({ ...facts, first_name: person.firstName, url: `${config.publicUrl}/profile/license-details` }),
      bellUrl: () => '/profile/license-details',
    });
    const others = (await recipientsOf(db, member)).filter((recipient) => recipient.userId !== person.userId);
    await deliverToMembers(db, {
      ...delivery,
      code: 'licence_expiry_reminder_recipient',
      recipients: others,
      variables: (recipient) => ({ ...facts, first_name: recipient.firstName, holder, url: `${config.publicUrl}/users/${member.id}` }),
      bellUrl: () => `/users/${member.id}`,
    });

    const flagged = await flagBookings(job, member, holder, expiry);
    return `sent to ${1 + others.length} ${others.length === 0 ? 'person' : 'people'}${flagged > 0 ? `; ${flagged} booking(s) past the expiry flagged to managers` : ''}`;
  };

  /** Tells the managers of each booking's branch about the member's bookings there that end after the expiry; answers how many bookings. */
  async function flagBookings(job: PlannedJobRow, member: LicenceFacts, holder: string, expiry: string): Promise<number> {
    const past = await bookingsPastExpiry(db, member, expiry);
    if (past.length === 0) return 0;
    const scope = systemScope(member.organisationId);
    const byManager = new Map<number, typeof past>();
    for (const branchId of new Set(past.map((booking) => booking.branchId))) {
      const managers = await approverUserIds(db, scope, { branchId }, ['branch_manager']);
      const atBranch = past.filter((booking) => booking.branchId === branchId);
      for (const managerId of managers) byManager.set(managerId, [...(byManager.get(managerId) ?? []), ...atBranch]);
    }
    if (byManager.size === 0) return past.length;
    const managers = await db
      .select({ userId: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(inArray(users.id, [...byManager.keys()]));
    const theirs = (manager: { userId: number }) => byManager.get(manager.userId) ?? [];
    await deliverToMembers(db, {
      organisationId: member.organisationId,
      code: 'licence_expiry_bookings',
      recipients: managers,
      variables: (manager) => ({
        first_name: manager.firstName,
        holder,
        expiry: shownDate(expiry),
        bookings: theirs(manager).map((booking) => {
          const timeZone = booking.timeZone || DEFAULT_BRANCH_TIMEZONE;
          return {
            number: booking.id,
            vehicle: booking.vehicle ? `${booking.vehicle} (${booking.registration})` : 'Vehicle',
            driver: holder,
            branch: booking.branch,
            start: formatBookingDateTime(booking.startAt, timeZone),
            end: formatBookingDateTime(booking.endAt, timeZone),
          };
        }),
        url: `${config.publicUrl}/bookings`,
      }),
      bellUrl: (manager) => {
        const [only, ...more] = theirs(manager);
        return only && more.length === 0 ? `/bookings/edit/${only.id}` : '/bookings';
      },
      dedupeKey: `job:${job.id}:bookings`,
      mailer,
      context: config,
    });
    return past.length;
  }

  return { [MEMBER_JOB.licenceReminder]: remind, [MEMBER_JOB.licenceExpiryDay]: remind };
}
