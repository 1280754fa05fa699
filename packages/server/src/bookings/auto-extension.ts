import { and, eq } from 'drizzle-orm';
import { DEFAULT_BRANCH_TIMEZONE, formatBookingDateTime, incidentMessages, type BookingRules } from '@motorpool/api';
import type { Database } from '../db/database';
import { bookings, branches, employeeExtensions, users } from '../db/schema';
import { isVehicleBlockedError } from '../incidents/blocks';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { bufferMs, clashingBooking, isExclusionViolation } from './conflicts';
import type { BookingRow } from './find';
import { autoExtensionsOf } from './timed-rules';
import { extendBookingByRule, type TransitionActor } from './transitions';

export type AutoExtension = { ok: true; booking: BookingRow } | { ok: false; reason: string };

/** Who holds the vehicle next, for the message that says why the booking was not extended. */
async function waitingReason(db: Database, scope: OrganisationScope, clash: { id: number; startAt: Date } | null): Promise<string> {
  if (!clash) return 'The vehicle is not free after this booking';
  const [next] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, timeZone: branches.branchTimezone })
    .from(bookings)
    .innerJoin(employeeExtensions, eq(employeeExtensions.id, bookings.driverId))
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .innerJoin(branches, eq(branches.id, bookings.branchId))
    .where(and(inOrganisation(bookings.organisationId, scope), eq(bookings.id, clash.id)));
  const from = formatBookingDateTime(clash.startAt, next?.timeZone || DEFAULT_BRANCH_TIMEZONE);
  const who = next ? `${next.firstName} ${next.lastName}`.trim() : 'Another driver';
  return `${who} has the vehicle booked from ${from}`;
}

/**
 * Spec §9 auto-extension: an In-Progress booking reaching its end gets the
 * rule's minutes more when the vehicle is free for them (with the buffer);
 * otherwise the answer names who is waiting for the vehicle, or that an
 * incident has taken the vehicle off the road.
 */
export async function autoExtendBooking(db: Database, actor: TransitionActor, booking: BookingRow, rules: BookingRules, now: Date): Promise<AutoExtension> {
  const { scope } = actor;
  const endAt = new Date(booking.endAt.getTime() + rules.auto_extension_minutes * 60_000);
  const blockedUntil = new Date(endAt.getTime() + bufferMs(rules.buffer_minutes));
  const clashAfter = () => clashingBooking(db, scope, booking.vehicleId, booking.endAt, blockedUntil, [booking.id]);
  const clash = await clashAfter();
  if (clash) return { ok: false, reason: await waitingReason(db, scope, clash) };
  try {
    const extended = await extendBookingByRule(db, actor, booking, { endAt, blockedUntil, count: autoExtensionsOf(booking) + 1 }, now);
    return { ok: true, booking: extended };
  } catch (error) {
    if (isVehicleBlockedError(error)) return { ok: false, reason: incidentMessages.vehicleBlocked };
    // Someone booked the vehicle between the look and the write.
    if (!isExclusionViolation(error)) throw error;
    return { ok: false, reason: await waitingReason(db, scope, await clashAfter()) };
  }
}
