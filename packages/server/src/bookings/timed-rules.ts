import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { OVERDUE_INTERNAL_STATUS, type BookingRules } from '@motorpool/api';
import type { Database } from '../db/database';
import { bookings, plannedJobs } from '../db/schema';
import { insertPlannedJobs, replanSubject, type JobPlan, type PlannedJobInsert } from '../jobs/plan';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import type { BookingRow } from './find';
import { rulesFor } from './rules';

/** The kinds of job a booking plans; each has its handler in timed-handlers.ts. */
export const BOOKING_JOB = {
  reminder: 'booking.reminder',
  autoCancel: 'booking.auto-cancel',
  approvalWarning: 'booking.approval-warning',
  unapprovedAtStart: 'booking.unapproved-at-start',
  stillInUse: 'booking.still-in-use',
  autoExtension: 'booking.auto-extension',
  overdue: 'booking.overdue',
  lateReturnReminder: 'booking.late-return-reminder',
  overdueEmail: 'booking.overdue-email',
} as const;

const MINUTE = 60_000;
const at = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * MINUTE);

export const bookingSubject = (bookingId: number) => `booking:${bookingId}`;

/** When a booking not checked in by then is overdue: its end plus the grace period in force at its branch. */
export const overdueAt = (booking: Pick<BookingRow, 'endAt'>, rules: BookingRules) => at(booking.endAt, rules.grace_period_minutes);

/**
 * The next run of a repeating rule (first, first + every, …) after now; the
 * first itself while it is still ahead. A rule repeated every 0 minutes runs
 * once: nothing is planned once its time has passed.
 */
export function nextOccurrence(first: Date, everyMinutes: number, now: Date): Date | null {
  if (now < first) return first;
  if (everyMinutes <= 0) return null;
  const every = everyMinutes * MINUTE;
  return new Date(first.getTime() + (Math.floor((now.getTime() - first.getTime()) / every) + 1) * every);
}

/** How many times the auto-extension rule has extended a booking. */
export const autoExtensionsOf = (booking: Pick<BookingRow, 'extraData'>) => Number(booking.extraData.auto_extensions ?? 0);

/** A plan when `dueAt` is set and still ahead. */
const ahead = (kind: string, dueAt: Date | null, now: Date): JobPlan[] => (dueAt && dueAt > now ? [{ kind, dueAt }] : []);

/**
 * What the clock must do for a booking in its present state (spec §9).
 * A request: warn its approvers, then decline it at its start. Approved:
 * remind the driver, cancel it when nobody checked it out in time. In
 * progress: remind the driver before the end, extend it at the end, mark it
 * overdue after the grace, then chase the driver and tell the managers until
 * it is checked in. A reminder whose time has passed is not planned (booking
 * ten minutes ahead needs no reminder); the overdue mark is, so a first start
 * over old data sets the state it implies.
 */
export function timedJobsOf(booking: BookingRow, rules: BookingRules, now: Date): JobPlan[] {
  if (booking.isDeleted) return [];
  const { startAt, endAt } = booking;
  switch (booking.status) {
    case 'Pending Approval':
      return [
        ...(rules.approval_warning_minutes > 0 ? ahead(BOOKING_JOB.approvalWarning, at(startAt, -rules.approval_warning_minutes), now) : []),
        { kind: BOOKING_JOB.unapprovedAtStart, dueAt: startAt },
      ];
    case 'Approved':
      return [
        ...(rules.reminder_minutes > 0 ? ahead(BOOKING_JOB.reminder, at(startAt, -rules.reminder_minutes), now) : []),
        ...(rules.auto_cancel_minutes > 0 ? [{ kind: BOOKING_JOB.autoCancel, dueAt: at(startAt, rules.auto_cancel_minutes) }] : []),
      ];
    case 'In-Progress': {
      const late = overdueAt(booking, rules);
      const extendable = rules.auto_extension_minutes > 0 && autoExtensionsOf(booking) < rules.auto_extension_limit;
      return [
        ...(rules.still_in_use_minutes > 0 ? ahead(BOOKING_JOB.stillInUse, at(endAt, -rules.still_in_use_minutes), now) : []),
        ...(extendable ? ahead(BOOKING_JOB.autoExtension, endAt, now) : []),
        ...(booking.internalStatus === OVERDUE_INTERNAL_STATUS ? [] : [{ kind: BOOKING_JOB.overdue, dueAt: late }]),
        ...(rules.late_return_reminder_minutes > 0
          ? ahead(BOOKING_JOB.lateReturnReminder, nextOccurrence(late, rules.late_return_reminder_minutes, now), now)
          : []),
        ...ahead(BOOKING_JOB.overdueEmail, nextOccurrence(at(late, rules.overdue_email_minutes), rules.overdue_email_hours * 60, now), now),
      ];
    }
    default:
      return [];
  }
}

/** What a writer already knows: its branch's rules, and that the booking is new (nothing planned to replace). */
type PlanningFacts = { rules?: BookingRules; isNew?: boolean };

/** Re-plans a booking's jobs inside the transaction that just changed it. */
export async function planBookingJobs(tx: Database, scope: OrganisationScope, booking: BookingRow, now: Date, known: PlanningFacts = {}): Promise<void> {
  const rules = known.rules ?? (await rulesFor(tx, scope, booking.branchId));
  await replanSubject(tx, scope.organisationId, bookingSubject(booking.id), timedJobsOf(booking, rules, now), { isNew: known.isNew ?? false });
}

const openBooking = and(eq(bookings.isDeleted, false), inArray(bookings.status, ['Pending Approval', 'Approved', 'In-Progress']));

type JobRow = PlannedJobInsert;

/** The job rows of many bookings, the rules read once per branch. */
async function jobRowsOf(db: Database, open: readonly BookingRow[], now: Date): Promise<JobRow[]> {
  const rulesAt = new Map<string, Promise<BookingRules>>();
  const rows: JobRow[] = [];
  for (const booking of open) {
    const key = `${booking.organisationId}:${booking.branchId}`;
    const rules = rulesAt.get(key) ?? rulesFor(db, systemScope(booking.organisationId), booking.branchId);
    rulesAt.set(key, rules);
    for (const plan of timedJobsOf(booking, await rules, now)) {
      rows.push({
        organisationId: booking.organisationId,
        subject: bookingSubject(booking.id),
        kind: plan.kind,
        dueAt: plan.dueAt,
        payload: plan.payload ?? {},
      });
    }
  }
  return rows;
}

/**
 * The first start over existing data: open bookings nothing was planned for
 * (saved before the planner, or seeded) get their jobs, in batches. Events
 * already past are planned too, so the state they imply is set; their
 * handlers send nothing stale.
 */
export async function planUnplannedBookings(db: Database, now: Date): Promise<number> {
  const planned = db
    .select({ one: sql`1` })
    .from(plannedJobs)
    .where(eq(plannedJobs.subject, sql`'booking:' || ${bookings.id}`));
  const open = await db
    .select()
    .from(bookings)
    .where(and(openBooking, notExists(planned)));
  await insertPlannedJobs(db, await jobRowsOf(db, open, now));
  return open.length;
}

/** After the rules of an organisation (branch null) or a branch changed: the open bookings they govern, planned again in one transaction. */
export async function replanOpenBookings(db: Database, scope: OrganisationScope, branchId: number | null, now: Date): Promise<number> {
  const where = and(openBooking, inOrganisation(bookings.organisationId, scope), branchId === null ? undefined : eq(bookings.branchId, branchId));
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const open = await tx.select().from(bookings).where(where);
    const subjects = tx
      .select({ subject: sql<string>`'booking:' || ${bookings.id}` })
      .from(bookings)
      .where(where);
    await tx.delete(plannedJobs).where(and(eq(plannedJobs.state, 'planned'), inArray(plannedJobs.subject, subjects)));
    await insertPlannedJobs(tx, await jobRowsOf(tx, open, now));
    return open.length;
  });
}

/** The scope a timed rule acts in: the organisation, and no person's permissions. */
export function systemScope(organisationId: number): OrganisationScope {
  return { organisationId, tenancy: { organisation: null, membership: null, permissions: new Set() } };
}
