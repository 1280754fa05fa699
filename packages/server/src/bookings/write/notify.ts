import { FALLBACK_APPROVERS, type Approval } from '../approval';
import type { BookingRow } from '../find';
import { notifyBookingEvent, summaryFrom, type BookingEvent, type BookingNotifyContext, type KnownBooking } from '../notify';
import type { BookingDraft } from './check';
import type { WriteScope } from './persist';

/** Who writes, where, and what the notifications after the commit need. */
export type WriteContext = WriteScope & { notify: Omit<BookingNotifyContext, 'scope' | 'now'> };

/**
 * What the pipeline resolved of a booking it just saved, as the notification
 * needs it: a pending booking asks the approvers the rules name, or the
 * fallback approvers when a rule names none.
 */
export function knownBooking(row: BookingRow, draft: BookingDraft, approval: Approval): KnownBooking {
  const pending = row.status === 'Pending Approval' && !row.isDeleted;
  const asked = pending ? { required: true, approvers: approval.approvers.length > 0 ? approval.approvers : [...FALLBACK_APPROVERS] } : approval;
  return {
    approval: asked,
    summary: summaryFrom(row, {
      branch: { name: draft.branch.name, timeZone: draft.branch.branchTimezone },
      vehicle: { name: draft.vehicle.name, registration: draft.vehicle.registrationNum },
      driver: draft.driver,
    }),
  };
}

/** After the commit, so nobody is told about a booking that was rolled back (notify.ts logs its own failures). */
export const notifyAfterCommit = (
  context: WriteContext,
  event: BookingEvent,
  row: BookingRow,
  options: { reason?: string | null; known?: KnownBooking } = {},
) =>
  notifyBookingEvent(context.db, { ...context.notify, scope: context.scope, now: context.now }, event, row, { ...options, actorUserId: context.actorUserId });
