import { and, inArray } from 'drizzle-orm';
import { incidentMessages, type BookingPayload, type CheckBookingStatusResult, type RecurringCheckResult } from '@motorpool/api';
import type { Database } from '../db/database';
import { bookings } from '../db/schema';
import { badRequest } from '../http/errors';
import { parseQueryPk } from '../http/query';
import { blockedFromOf, blockMeets } from '../incidents/blocks';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { assertCanOpen } from './access';
import { bufferMs, clashingBooking, clashTitle } from './conflicts';
import { rangeProblems, type TimeRange } from './validate';
import { checkCreate } from './write/create';

/**
 * `POST check-recurring-bookings/`: each date of the series and what would
 * refuse it — a rule, an incident's block on the vehicle, another booking of
 * the vehicle, or an earlier date of the same series. A preview only: creating relies on the constraint.
 */
export async function checkRecurring(db: Database, scope: OrganisationScope, payload: BookingPayload, now: Date): Promise<RecurringCheckResult> {
  const { draft, ranges, ruleContext } = await checkCreate(db, scope, payload, now);
  // The save refuses these dates under a lock; the preview only reads the block.
  const blockedFrom = await blockedFromOf(db, scope, draft.vehicle.id);
  const buffer = bufferMs(draft.rules.buffer_minutes);
  const accepted: TimeRange[] = [];
  const results: RecurringCheckResult['occurrences'] = [];
  for (const range of ranges) {
    const problems = rangeProblems(ruleContext, range);
    const blockedUntil = new Date(range.end.getTime() + buffer);
    let conflict = problems[0] ?? (blockMeets(blockedFrom, blockedUntil) ? incidentMessages.vehicleBlocked : null);
    if (conflict === null) {
      const earlier = accepted.find((other) => other.start < blockedUntil && range.start < new Date(other.end.getTime() + buffer));
      const clash = earlier
        ? { startAt: earlier.start, endAt: earlier.end }
        : await clashingBooking(db, scope, draft.vehicle.id, range.start, blockedUntil, payload.pk ? [payload.pk] : []);
      if (clash) conflict = clashTitle(draft.vehicle.name, clash, draft.timeZone);
    }
    if (conflict === null) accepted.push(range);
    results.push({ start_datetime: range.start.toISOString(), end_datetime: range.end.toISOString(), conflict });
  }
  return { occurrences: results, conflicts: results.filter((occurrence) => occurrence.conflict !== null).length };
}

const PKS_MESSAGE = 'booking_pks must be a list of booking pks';

/** `booking_pks=[1,2]` or `booking_pks=1,2`. */
export function readBookingPks(raw: string | undefined): number[] {
  const text = (raw ?? '').trim().replace(/^\[|\]$/g, '');
  const parts = text === '' ? [] : text.split(',').map((part) => part.trim());
  const pks = parts.map(parseQueryPk);
  if (pks.length === 0 || pks.length > 500 || pks.some((pk) => pk === null)) throw badRequest(PKS_MESSAGE, { fields: { booking_pks: PKS_MESSAGE } });
  return [...new Set(pks as number[])];
}

/** `GET check-recurring-bookings/?booking_pks=[…]`: where the bookings of a series stand now; unknown pks are left out. */
export async function seriesStatuses(db: Database, scope: OrganisationScope, pks: readonly number[]): Promise<CheckBookingStatusResult> {
  const rows = await db
    .select({ id: bookings.id, driverId: bookings.driverId, status: bookings.status, isDeleted: bookings.isDeleted, isHidden: bookings.isHidden })
    .from(bookings)
    .where(and(inOrganisation(bookings.organisationId, scope), inArray(bookings.id, [...pks])));
  const visible = rows.filter((row) => {
    try {
      assertCanOpen(scope, row);
      return true;
    } catch {
      return false;
    }
  });
  return { results: visible.map((row) => ({ pk: row.id, status: row.status, is_deleted: row.isDeleted, is_hidden: row.isHidden })) };
}
