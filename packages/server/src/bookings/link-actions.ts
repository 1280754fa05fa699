import { and, eq } from 'drizzle-orm';
import { bookingMessages, DEFAULT_BRANCH_TIMEZONE, formatBookingDateTime, type BookingActionResult, type BookingEvaluation } from '@motorpool/api';
import type { Database } from '../db/database';
import { bookings, branches, employeeExtensions, users, vehicles } from '../db/schema';
import { HttpError } from '../http/errors';
import { anonymousScope, findOrganisation } from '../registration/public-organisation';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { requireReason } from './actions';
import { checkBookingLink, type BookingLinkAction } from './email-links';
import { findBooking, type BookingRow } from './find';
import { notifyBookingEvent, type BookingNotifyContext } from './notify';
import { approveBooking, declineBooking } from './transitions';

export type LinkContext = Omit<BookingNotifyContext, 'scope'> & { db: Database };

/**
 * The booking a genuine link names, in its own organisation's scope: the
 * link is the credential, so there is no session or organisation header to
 * go by. The signature is checked first, so a forged link learns nothing.
 */
async function linkedBooking(context: LinkContext, pk: number, action: string, signature: string) {
  const expiresAt = checkBookingLink(context.signingKey, pk, action, signature, context.now);
  const [owner] = await context.db.select({ organisationId: bookings.organisationId }).from(bookings).where(eq(bookings.id, pk));
  const organisation = owner ? await findOrganisation(context.db, owner.organisationId) : null;
  if (!organisation) throw new HttpError(404, bookingMessages.notFound);
  const scope = anonymousScope(organisation);
  const booking = await findBooking(context.db, scope, pk);
  if (!booking) throw new HttpError(404, bookingMessages.notFound);
  return { scope, booking, expiresAt, action: action as BookingLinkAction };
}

const displayedStatus = (booking: BookingRow) => (booking.isDeleted ? 'Deleted' : booking.isHidden ? 'Hidden' : booking.status);

/** `GET booking/{pk}/evaluate/{action}/`: what the link is about. Mail scanners fetch links, so this never changes anything. */
export async function evaluateLink(context: LinkContext, pk: number, action: string, signature: string): Promise<BookingEvaluation> {
  const { scope, booking, expiresAt, action: linkAction } = await linkedBooking(context, pk, action, signature);
  return { ...(await describe(context.db, scope, booking)), action: linkAction, expires_at: expiresAt.toISOString() };
}

async function describe(db: Database, scope: OrganisationScope, booking: BookingRow) {
  const [[branch], [vehicle], [driver]] = await Promise.all([
    db
      .select({ name: branches.name, timeZone: branches.branchTimezone })
      .from(branches)
      .where(and(inOrganisation(branches.organisationId, scope), eq(branches.id, booking.branchId))),
    db
      .select({ name: vehicles.name })
      .from(vehicles)
      .where(and(inOrganisation(vehicles.organisationId, scope), eq(vehicles.id, booking.vehicleId))),
    db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(employeeExtensions)
      .innerJoin(users, eq(users.id, employeeExtensions.userId))
      .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.id, booking.driverId))),
  ]);
  const timeZone = branch?.timeZone || DEFAULT_BRANCH_TIMEZONE;
  return {
    pk: booking.id,
    status: displayedStatus(booking),
    vehicle: vehicle?.name ?? null,
    driver: driver ? `${driver.firstName} ${driver.lastName}`.trim() : null,
    branch: branch?.name ?? '',
    start_datetime: formatBookingDateTime(booking.startAt, timeZone),
    end_datetime: formatBookingDateTime(booking.endAt, timeZone),
  };
}

/**
 * `POST booking/{pk}/evaluate/`: approve or decline through the emailed
 * link, signed in or not. Nobody is the actor: the audit records the email
 * link. A used link finds the booking no longer Pending Approval (409).
 */
export async function actOnLink(
  context: LinkContext,
  input: { pk: number; action: string; signature: string; reason?: string | undefined },
): Promise<BookingActionResult> {
  const { scope, booking, action } = await linkedBooking(context, input.pk, input.action, input.signature);
  if (action === 'decline') requireReason(input);
  const actor = { scope, userId: null, via: 'email link' as const };
  const reason = input.reason?.trim() ?? '';
  const updated =
    action === 'approve'
      ? await approveBooking(context.db, actor, booking, context.now)
      : await declineBooking(context.db, actor, booking, reason, context.now);
  await notifyBookingEvent(context.db, { ...context, scope }, action === 'approve' ? 'approved' : 'declined', updated, {
    reason: action === 'decline' ? reason : null,
    actorUserId: null,
  });
  return { message: action === 'approve' ? bookingMessages.approved : bookingMessages.declined, status: updated.status };
}
