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

const openBooking = and(eq(bookings.isDeleted, false), inArray(bookings.status, ['Pending Approval', 'Approved']));

async function replanEach(db: Database, rows: readonly BookingRow[], now: Date): Promise<number> {
  for (const booking of rows) {
    await db.transaction((tx) => planBookingJobs(tx as unknown as Database, systemScope(booking.organisationId), booking, now));
  }
  return rows.length;
}

/**
 * The first start over existing data: open bookings nothing was planned for
 * (saved before the planner, or seeded) get their jobs. Events already past
 * are planned too, so the state they imply is set; their handlers send
 * nothing stale.
 */
export async function planUnplannedBookings(db: Database, now: Date): Promise<number> {
  const planned = db
    .select({ one: sql`1` })
    .from(plannedJobs)
    .where(eq(plannedJobs.subject, sql`'booking:' || ${bookings.id}`));
  return replanEach(
    db,
    await db
      .select()
      .from(bookings)
      .where(and(openBooking, notExists(planned))),
    now,
  );
}

/** After the rules of an organisation (branch null) or a branch changed: the open bookings they govern, planned again. */
export async function replanOpenBookings(db: Database, scope: OrganisationScope, branchId: number | null, now: Date): Promise<number> {
  const where = and(openBooking, inOrganisation(bookings.organisationId, scope), branchId === null ? undefined : eq(bookings.branchId, branchId));
  return replanEach(db, await db.select().from(bookings).where(where), now);
}

/** The scope a timed rule acts in: the organisation, and no person's permissions. */
export function systemScope(organisationId: number): OrganisationScope {
  return { organisationId, tenancy: { organisation: null, membership: null, permissions: new Set() } };
}
