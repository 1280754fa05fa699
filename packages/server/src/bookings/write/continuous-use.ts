import { and, eq, gt, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES, bookingMessage, bookingMessages, type BookingRules } from '@motorpool/api';
import type { Database } from '../../db/database';
import { bookings, bookingSecondaryDrivers } from '../../db/schema';
import { inOrganisation, type OrganisationScope } from '../../tenancy/tenancy';
import type { TimeRange } from '../validate';
import { ruleRefusal } from './check';

/**
 * The first key of the per-driver advisory locks: any constant no other
 * advisory lock of the application uses (the migration lock takes the one-key form).
 */
const DRIVER_LOCK_CLASS = 7301;
const HOUR_MS = 60 * 60_000;

/** Who a write holds to the continuous-use rule, under which rules, and which stored bookings it replaces. */
export type ContinuousUse = {
  rules: Pick<BookingRules, 'max_continuous_use_hours' | 'chaining_gap_minutes'>;
  driverIds: readonly number[];
  replacing?: number;
};

export const continuousUseIsOn = (rules: ContinuousUse['rules']) => rules.max_continuous_use_hours > 0;

/**
 * Serialises the writes of these drivers until the transaction ends: writes
 * of one vehicle already wait for each other on the vehicle row, but two
 * vehicles booked at once for one driver would otherwise both count the
 * driver's bookings without the other's. Ids in order, so two writes naming
 * the same drivers cannot deadlock.
 */
async function lockDrivers(tx: Database, driverIds: readonly number[]): Promise<void> {
  const ids = [...new Set(driverIds)].sort((a, b) => a - b);
  const locks = ids.map((id) => sql`pg_advisory_xact_lock(${DRIVER_LOCK_CLASS}::int, ${id}::int)`);
  await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
}

type Held = { start: number; end: number; driverIds: number[] };

/**
 * The active bookings (those that hold their vehicle) in which any of the
 * drivers drives or rides as secondary driver, within reach of the ranges: a
 * stretch reaching further than the limit plus the gap is over the limit anyway.
 */
async function heldBookings(tx: Database, scope: OrganisationScope, use: ContinuousUse, ranges: readonly TimeRange[]): Promise<Held[]> {
  const reach = use.rules.max_continuous_use_hours * HOUR_MS + use.rules.chaining_gap_minutes * 60_000;
  const from = new Date(Math.min(...ranges.map((range) => range.start.getTime())) - reach);
  const to = new Date(Math.max(...ranges.map((range) => range.end.getTime())) + reach);
  const driverIds = [...use.driverIds];
  const rows = await tx
    .select({ start: bookings.startAt, end: bookings.endAt, driverId: bookings.driverId, secondaryId: bookingSecondaryDrivers.employeeExtensionId })
    .from(bookings)
    .leftJoin(bookingSecondaryDrivers, and(eq(bookingSecondaryDrivers.bookingId, bookings.id), inArray(bookingSecondaryDrivers.employeeExtensionId, driverIds)))
    .where(
      and(
        inOrganisation(bookings.organisationId, scope),
        eq(bookings.isDeleted, false),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        or(inArray(bookings.driverId, driverIds), isNotNull(bookingSecondaryDrivers.employeeExtensionId)),
        lt(bookings.startAt, to),
        gt(bookings.endAt, from),
        use.replacing === undefined ? undefined : ne(bookings.id, use.replacing),
      ),
    );
  return rows.map((row) => ({
    start: row.start.getTime(),
    end: row.end.getTime(),
    driverIds: [row.driverId, row.secondaryId].filter((id): id is number => id !== null && driverIds.includes(id)),
  }));
}

/** The span of one driver's stretch that holds `range`: bookings chained to it by less than the gap, transitively. */
function stretchAround(range: { start: number; end: number }, held: readonly { start: number; end: number }[], gapMs: number): number {
  let { start, end } = range;
  const sorted = [...held].sort((a, b) => a.start - b.start);
  for (let grew = true; grew; ) {
    grew = false;
    for (const other of sorted) {
      const chained = other.start - end < gapMs && start - other.end < gapMs;
      if (chained && (other.start < start || other.end > end)) {
        start = Math.min(start, other.start);
        end = Math.max(end, other.end);
        grew = true;
      }
    }
  }
  return end - start;
}

/** The rule held over a write's bookings: what one range would break, and the ranges written so far. */
export type ContinuousUseCheck = { problemOf: (range: TimeRange) => string | null; add: (range: TimeRange) => void };

const OFF: ContinuousUseCheck = { problemOf: () => null, add: () => {} };

/**
 * Reads what the rule needs for the ranges a write may hold. Takes the
 * drivers' locks first, so call it inside the transaction that writes the
 * bookings; with the rule off it reads and locks nothing. A series adds each
 * date it keeps, so its earlier dates count for its later ones.
 */
export async function continuousUseCheck(
  tx: Database,
  scope: OrganisationScope,
  use: ContinuousUse,
  ranges: readonly TimeRange[],
): Promise<ContinuousUseCheck> {
  const { max_continuous_use_hours: maxHours, chaining_gap_minutes: gap } = use.rules;
  if (!continuousUseIsOn(use.rules) || ranges.length === 0 || use.driverIds.length === 0) return OFF;
  await lockDrivers(tx, use.driverIds);
  const held = await heldBookings(tx, scope, use, ranges);
  const written: Held[] = [];
  const spanOf = (range: TimeRange) => ({ start: range.start.getTime(), end: range.end.getTime() });
  return {
    problemOf: (range) => {
      const span = spanOf(range);
      const longest = Math.max(
        ...use.driverIds.map((driverId) =>
          stretchAround(
            span,
            [...held, ...written].filter((booking) => booking.driverIds.includes(driverId)),
            gap * 60_000,
          ),
        ),
      );
      if (longest <= maxHours * HOUR_MS) return null;
      return bookingMessage(bookingMessages.continuousUse, { hours: Math.round((longest / HOUR_MS) * 10) / 10, max: maxHours, gap });
    },
    add: (range) => written.push({ ...spanOf(range), driverIds: [...use.driverIds] }),
  };
}

/** Refuses (400, as the other rules of a booking) a single write that makes a driver's stretch longer than the limit. */
export async function assertContinuousUse(tx: Database, scope: OrganisationScope, use: ContinuousUse, range: TimeRange): Promise<void> {
  const problem = (await continuousUseCheck(tx, scope, use, [range])).problemOf(range);
  if (problem) throw ruleRefusal([problem]);
}

/** A stored booking's drivers: its driver and secondary drivers. Read only while the rule is on. */
export async function bookingDriverIds(tx: Database, scope: OrganisationScope, booking: { id: number; driverId: number }): Promise<number[]> {
  const rows = await tx
    .select({ id: bookingSecondaryDrivers.employeeExtensionId })
    .from(bookingSecondaryDrivers)
    .where(and(inOrganisation(bookingSecondaryDrivers.organisationId, scope), eq(bookingSecondaryDrivers.bookingId, booking.id)));
  return [booking.driverId, ...rows.map((row) => row.id)];
}
