import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { BookingRules } from '@motorpool/api';
import type { Database } from '../db/database';
import { bookings, plannedJobs } from '../db/schema';
import type { JobPlan } from '../jobs/plan';
import { replanSubject } from '../jobs/plan';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import type { BookingRow } from './find';
import { rulesFor } from './rules';

/** The kinds of job a booking plans; each has its handler in timed-handlers.ts. */
export const BOOKING_JOB = {
  reminder: 'booking.reminder',
  autoCancel: 'booking.auto-cancel',
  unapprovedAtStart: 'booking.unapproved-at-start',
} as const;

const MINUTE = 60_000;
const at = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * MINUTE);

export const bookingSubject = (bookingId: number) => `booking:${bookingId}`;

/**
 * What the clock must do for a booking in its present state (spec §9):
 * remind the driver before an Approved booking starts, cancel it when nobody
 * checked it out in time, and decline a request nobody decided before its
 * start. A reminder whose time has passed when the booking is saved is not
 * planned: booking ten minutes ahead needs no reminder.
 */
export function timedJobsOf(booking: BookingRow, rules: BookingRules, now: Date): JobPlan[] {
  if (booking.isDeleted) return [];
  if (booking.status === 'Pending Approval') return [{ kind: BOOKING_JOB.unapprovedAtStart, dueAt: booking.startAt }];
  if (booking.status !== 'Approved') return [];
  const plans: JobPlan[] = [];
  const reminderAt = at(booking.startAt, -rules.reminder_minutes);
  if (rules.reminder_minutes > 0 && reminderAt > now) plans.push({ kind: BOOKING_JOB.reminder, dueAt: reminderAt });
  if (rules.auto_cancel_minutes > 0) plans.push({ kind: BOOKING_JOB.autoCancel, dueAt: at(booking.startAt, rules.auto_cancel_minutes) });
  return plans;
}

/** What a writer already knows: its branch's rules, and that the booking is new (nothing planned to replace). */
type PlanningFacts = { rules?: BookingRules; isNew?: boolean };

/** Re-plans a booking's jobs inside the transaction that just changed it. */
export async function planBookingJobs(tx: Database, scope: OrganisationScope, booking: BookingRow, now: Date, known: PlanningFacts = {}): Promise<void> {
  const rules = known.rules ?? (await rulesFor(tx, scope, booking.branchId));
  await replanSubject(tx, scope.organisationId, bookingSubject(booking.id), timedJobsOf(booking, rules, now), { isNew: known.isNew ?? false });
}

const PLAN_BATCH = 1000;

const openBooking = and(eq(bookings.isDeleted, false), inArray(bookings.status, ['Pending Approval', 'Approved']));

type JobRow = typeof plannedJobs.$inferInsert;

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

async function insertJobRows(db: Database, rows: readonly JobRow[]): Promise<void> {
  for (let from = 0; from < rows.length; from += PLAN_BATCH) {
    await db
      .insert(plannedJobs)
      .values(rows.slice(from, from + PLAN_BATCH))
      .onConflictDoNothing();
  }
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
  await insertJobRows(db, await jobRowsOf(db, open, now));
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
    await insertJobRows(tx, await jobRowsOf(tx, open, now));
    return open.length;
  });
}

/** The scope a timed rule acts in: the organisation, and no person's permissions. */
export function systemScope(organisationId: number): OrganisationScope {
  return { organisationId, tenancy: { organisation: null, membership: null, permissions: new Set() } };
}
