import type { BookingRules, BookingStatus, RuleRecipient } from '@motorpool/api';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import type { JobHandler, PlannedJobRow } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import type { OrganisationScope } from '../tenancy/tenancy';
import { pendingApproverKinds } from './approval';
import { autoExtendBooking } from './auto-extension';
import { findBooking, type BookingRow } from './find';
import { deliverBookingEvent, notifyBookingEvent, type BookingEvent, type BookingNotifyContext } from './notify';
import { rulesFor } from './rules';
import { BOOKING_JOB, overdueAt, planBookingJobs, systemScope } from './timed-rules';
import { autoCancelBooking, declineBooking, markOverdueBooking, type TransitionActor } from './transitions';

export type TimedRuleDeps = { db: Database; mailer: Mailer; signingKey: Buffer; config: Pick<ServerConfig, 'publicUrl'> };

/** Past this, a job is catching up on time the server was down: it sets the state but tells nobody. */
const STALE_AFTER_MS = 15 * 60_000;

export const NOT_APPROVED_REASON = 'Not approved before its start';
export const NOT_CHECKED_OUT_REASON = 'Not checked out in time: cancelled automatically and the vehicle released';

const bookingIdOf = (job: PlannedJobRow) => Number(job.subject.slice('booking:'.length));

/** The handlers of the booking kinds, each re-reading the booking: it may have changed since the job was planned. */
export function bookingJobHandlers(deps: TimedRuleDeps): Record<string, JobHandler> {
  const { db } = deps;
  const load = async (job: PlannedJobRow) => {
    const scope = systemScope(job.organisationId);
    const booking = await findBooking(db, scope, bookingIdOf(job));
    return { scope, booking: booking && !booking.isDeleted ? booking : undefined };
  };
  const notifyContext = (job: PlannedJobRow, now: Date): BookingNotifyContext => ({ ...deps, scope: systemScope(job.organisationId), now });
  const stale = (job: PlannedJobRow, now: Date) => now.getTime() - job.dueAt.getTime() > STALE_AFTER_MS;
  const actor = (job: PlannedJobRow): TransitionActor => ({ scope: systemScope(job.organisationId), userId: null, via: 'timed rule' });

  /** A move the booking's state no longer allows (someone acted first) is skipped, not failed. */
  const unlessMoved = async (work: () => Promise<string>): Promise<string> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) return `skipped: ${error.title}`;
      throw error;
    }
  };

  /** Re-reads the booking and its rules; undefined when it is no longer in `status`. */
  const loadIn = async (job: PlannedJobRow, status: BookingStatus) => {
    const { scope, booking } = await load(job);
    if (booking?.status !== status) return undefined;
    return { scope, booking, rules: await rulesFor(db, scope, booking.branchId) };
  };
  const once = (job: PlannedJobRow) => ({ dedupeKey: `job:${job.id}` });
  /** Plans the booking's next runs (a repeating rule's next occurrence) from the moved clock. */
  const planNext = (scope: OrganisationScope, booking: BookingRow, now: Date) =>
    db.transaction((tx) => planBookingJobs(tx as unknown as Database, scope, booking, now));

  /** A repeating overdue rule: tells its recipients while the booking stays overdue, then plans its next run. */
  const whileOverdue =
    (event: BookingEvent, recipientsOf: (rules: BookingRules) => readonly RuleRecipient[]): JobHandler =>
    async (job, now) => {
      const found = await loadIn(job, 'In-Progress');
      if (!found) return 'skipped: checked in';
      const { scope, booking, rules } = found;
      if (now < overdueAt(booking, rules)) return 'skipped: not overdue';
      const outcome = stale(job, now) ? 'skipped: past its time' : 'sent';
      if (outcome === 'sent') await deliverBookingEvent(db, notifyContext(job, now), event, booking, { ...once(job), recipients: recipientsOf(rules) });
      await planNext(scope, booking, now);
      return outcome;
    };

  /** A one-off message while the booking is still in `status`, to the people `recipientsOf` names. */
  const tellWhile =
    (
      status: BookingStatus,
      event: BookingEvent,
      recipientsOf: (found: { scope: OrganisationScope; booking: BookingRow; rules: BookingRules }) => Promise<readonly RuleRecipient[]>,
    ): JobHandler =>
    async (job, now) => {
      const found = await loadIn(job, status);
      if (!found) return `skipped: no longer ${status}`;
      if (stale(job, now)) return 'skipped: past its time';
      await deliverBookingEvent(db, notifyContext(job, now), event, found.booking, { ...once(job), recipients: await recipientsOf(found) });
      return 'sent';
    };

  return {
    [BOOKING_JOB.reminder]: tellWhile('Approved', 'reminder', async ({ rules }) => rules.recipients.reminder),
    [BOOKING_JOB.approvalWarning]: tellWhile('Pending Approval', 'approval_warning', ({ scope, booking }) => pendingApproverKinds(db, scope, booking)),
    [BOOKING_JOB.stillInUse]: tellWhile('In-Progress', 'still_in_use', async ({ rules }) => rules.recipients.still_in_use),
    async [BOOKING_JOB.autoCancel](job, now) {
      const found = await loadIn(job, 'Approved');
      if (!found) return 'skipped: no longer Approved';
      return unlessMoved(async () => {
        const cancelled = await autoCancelBooking(db, actor(job), found.booking, NOT_CHECKED_OUT_REASON, now);
        if (stale(job, now)) return 'cancelled, nobody told: past its time';
        await notifyBookingEvent(db, notifyContext(job, now), 'cancelled', cancelled, {
          reason: NOT_CHECKED_OUT_REASON,
          ...once(job),
          recipients: found.rules.recipients.auto_cancel,
        });
        return 'cancelled';
      });
    },
    async [BOOKING_JOB.unapprovedAtStart](job, now) {
      const found = await loadIn(job, 'Pending Approval');
      if (!found) return 'skipped: no longer waiting for approval';
      return unlessMoved(async () => {
        const declined = await declineBooking(db, actor(job), found.booking, NOT_APPROVED_REASON, now);
        if (stale(job, now)) return 'declined, nobody told: past its time';
        await notifyBookingEvent(db, notifyContext(job, now), 'declined', declined, {
          reason: NOT_APPROVED_REASON,
          ...once(job),
          recipients: found.rules.recipients.unapproved,
        });
        return 'declined';
      });
    },
    async [BOOKING_JOB.overdue](job, now) {
      const found = await loadIn(job, 'In-Progress');
      if (!found) return 'skipped: checked in';
      if (now < overdueAt(found.booking, found.rules)) return 'skipped: not overdue';
      return unlessMoved(async () => {
        await markOverdueBooking(db, actor(job), found.booking, now);
        return 'marked overdue';
      });
    },
    [BOOKING_JOB.lateReturnReminder]: whileOverdue('late_return', (rules) => rules.recipients.late_return),
    [BOOKING_JOB.overdueEmail]: whileOverdue('overdue', (rules) => rules.recipients.overdue),
    async [BOOKING_JOB.autoExtension](job, now) {
      const found = await loadIn(job, 'In-Progress');
      if (!found) return 'skipped: checked in';
      const { booking, rules } = found;
      if (booking.endAt.getTime() !== job.dueAt.getTime()) return 'skipped: its end moved';
      const recipients = rules.recipients.auto_extension;
      const extended = await autoExtendBooking(db, actor(job), booking, rules, now);
      if (stale(job, now)) return extended.ok ? 'extended, nobody told: past its time' : 'not extended, nobody told: past its time';
      if (extended.ok) {
        await deliverBookingEvent(db, notifyContext(job, now), 'auto_extended', extended.booking, { ...once(job), recipients });
        return 'extended';
      }
      await deliverBookingEvent(db, notifyContext(job, now), 'extension_blocked', booking, { ...once(job), recipients, reason: extended.reason });
      return `not extended: ${extended.reason}`;
    },
  };
}
