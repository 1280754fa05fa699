import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES, DEFAULT_BOOKING_RULES, type BookingRules, type BookingRulesImpact, type BookingRulesWrite } from '@motorpool/api';
import type { BranchRow } from '../branches/serialize';
import type { Database } from '../db/database';
import { bookingRuleSets, bookings, bookingSecondaryDrivers, branches } from '../db/schema';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { knownBranch, ruleSetting } from './rules';
import { rangeProblems, ruleContextWith } from './validate';

type Future = { id: number; branchId: number; vehicleId: number; start: number; end: number; driverIds: number[] };

const HOUR_MS = 60 * 60_000;

/** The rules a save would put in force: those sent, or, when they are dropped, what the branch (or organisation) falls back to. */
async function proposedRules(db: Database, scope: OrganisationScope, branchId: number | null, rules: BookingRules | null | undefined): Promise<BookingRules> {
  if (rules) return rules;
  return branchId === null ? DEFAULT_BOOKING_RULES : (await ruleSetting(db, scope, undefined)).rules;
}

/** The branches a save governs: the one named, or every branch that follows the organisation's rules. */
async function governedBranches(db: Database, scope: OrganisationScope, branchId: number | null): Promise<BranchRow[]> {
  const overridden = db
    .select({ id: bookingRuleSets.branchId })
    .from(bookingRuleSets)
    .where(and(inOrganisation(bookingRuleSets.organisationId, scope), isNotNull(bookingRuleSets.branchId)));
  const rows = await db
    .select()
    .from(branches)
    .where(and(inOrganisation(branches.organisationId, scope), branchId === null ? undefined : eq(branches.id, branchId)));
  if (branchId !== null) return rows;
  const skipped = new Set((await overridden).map((row) => row.id));
  return rows.filter((row) => !skipped.has(row.id));
}

/** Every active booking of the organisation that has not started, with its drivers: the neighbours and stretches the rules look at. */
async function futureBookings(db: Database, scope: OrganisationScope, now: Date): Promise<Future[]> {
  const where = and(
    inOrganisation(bookings.organisationId, scope),
    eq(bookings.isDeleted, false),
    inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
    gt(bookings.startAt, now),
  );
  const [rows, riders] = await Promise.all([
    db
      .select({
        id: bookings.id,
        branchId: bookings.branchId,
        vehicleId: bookings.vehicleId,
        driverId: bookings.driverId,
        start: bookings.startAt,
        end: bookings.endAt,
      })
      .from(bookings)
      .where(where),
    db
      .select({ bookingId: bookingSecondaryDrivers.bookingId, driverId: bookingSecondaryDrivers.employeeExtensionId })
      .from(bookingSecondaryDrivers)
      .innerJoin(bookings, eq(bookings.id, bookingSecondaryDrivers.bookingId))
      .where(where),
  ]);
  return rows.map((row) => ({
    id: row.id,
    branchId: row.branchId,
    vehicleId: row.vehicleId,
    start: row.start.getTime(),
    end: row.end.getTime(),
    driverIds: [row.driverId, ...riders.filter((rider) => rider.bookingId === row.id).map((rider) => rider.driverId)],
  }));
}

const byStart = (a: Future, b: Future) => a.start - b.start;

/** Bookings whose vehicle's next booking starts inside the new buffer after them. */
function bufferBreaks(all: readonly Future[], rules: BookingRules): number[] {
  const vehicles = new Set(all.map((booking) => booking.vehicleId));
  return [...vehicles].flatMap((vehicleId) => {
    const sorted = all.filter((booking) => booking.vehicleId === vehicleId).sort(byStart);
    return sorted
      .filter((booking, index) => {
        const next = sorted[index + 1];
        return next !== undefined && next.start < booking.end + rules.buffer_minutes * 60_000;
      })
      .map((booking) => booking.id);
  });
}

/** Bookings in a driver's stretch (chained closer than the gap) longer than the continuous-use limit. */
function continuousUseBreaks(all: readonly Future[], rules: BookingRules): number[] {
  if (rules.max_continuous_use_hours <= 0) return [];
  const gap = rules.chaining_gap_minutes * 60_000;
  const drivers = new Set(all.flatMap((booking) => booking.driverIds));
  return [...drivers].flatMap((driverId) => {
    const sorted = all.filter((booking) => booking.driverIds.includes(driverId)).sort(byStart);
    const broken: number[] = [];
    let stretch: Future[] = [];
    let end = Number.NEGATIVE_INFINITY;
    const close = () => {
      const [first] = stretch;
      if (first && end - first.start > rules.max_continuous_use_hours * HOUR_MS) broken.push(...stretch.map((booking) => booking.id));
    };
    for (const booking of sorted) {
      if (booking.start - end >= gap) {
        close();
        stretch = [];
      }
      stretch.push(booking);
      end = Math.max(end, booking.end);
    }
    close();
    return broken;
  });
}

/**
 * `POST booking-settings/impact/`: how many bookings that have not started
 * would break the rules a save proposes (buffer, longest booking, the time
 * rules of their branch such as business hours and weekends, and continuous
 * use). They are kept when the rules are saved; the count is what the screen
 * warns of first.
 */
export async function ruleChangeImpact(db: Database, scope: OrganisationScope, input: BookingRulesWrite, now: Date): Promise<BookingRulesImpact> {
  const branchId = await knownBranch(db, scope, input.branch_pk);
  const [rules, governed, all] = await Promise.all([
    proposedRules(db, scope, branchId, input.rules),
    governedBranches(db, scope, branchId),
    futureBookings(db, scope, now),
  ]);
  const governedIds = new Set(governed.map((branch) => branch.id));
  const affected = all.filter((booking) => governedIds.has(booking.branchId));
  const broken = new Set([...bufferBreaks(all, rules), ...continuousUseBreaks(all, rules)]);
  for (const branch of governed) {
    const atBranch = affected.filter((booking) => booking.branchId === branch.id && !broken.has(booking.id));
    if (atBranch.length === 0) continue;
    const ranges = atBranch.map((booking) => ({ id: booking.id, start: new Date(booking.start), end: new Date(booking.end) }));
    const context = await ruleContextWith(db, scope, branch, rules, ranges, now);
    for (const range of ranges) {
      if (rangeProblems(context, range, { checkPast: false }).length > 0) broken.add(range.id);
    }
  }
  return { count: affected.filter((booking) => broken.has(booking.id)).length };
}
