import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { HttpError } from '../http/errors';
import type { JobHandler, PlannedJobRow } from '../jobs/queue';
import type { Mailer } from '../mail/mailer';
import { findBooking } from './find';
import { deliverBookingEvent, notifyBookingEvent, type BookingNotifyContext } from './notify';
import { BOOKING_JOB, systemScope } from './timed-rules';
import { autoCancelBooking, declineBooking, type TransitionActor } from './transitions';

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

  return {
    async [BOOKING_JOB.reminder](job, now) {
      const { booking } = await load(job);
      if (booking?.status !== 'Approved') return 'skipped: no longer Approved';
      if (stale(job, now)) return 'skipped: past its time';
      await deliverBookingEvent(db, notifyContext(job, now), 'reminder', booking, { dedupeKey: `job:${job.id}` });
      return 'sent';
    },
    async [BOOKING_JOB.autoCancel](job, now) {
      const { booking } = await load(job);
      if (booking?.status !== 'Approved') return 'skipped: no longer Approved';
      return unlessMoved(async () => {
        const cancelled = await autoCancelBooking(db, actor(job), booking, NOT_CHECKED_OUT_REASON, now);
        if (stale(job, now)) return 'cancelled, nobody told: past its time';
        await notifyBookingEvent(db, notifyContext(job, now), 'cancelled', cancelled, { reason: NOT_CHECKED_OUT_REASON, dedupeKey: `job:${job.id}` });
        return 'cancelled';
      });
    },
    async [BOOKING_JOB.unapprovedAtStart](job, now) {
      const { booking } = await load(job);
      if (booking?.status !== 'Pending Approval') return 'skipped: no longer waiting for approval';
      return unlessMoved(async () => {
        const declined = await declineBooking(db, actor(job), booking, NOT_APPROVED_REASON, now);
        if (stale(job, now)) return 'declined, nobody told: past its time';
        await notifyBookingEvent(db, notifyContext(job, now), 'declined', declined, { reason: NOT_APPROVED_REASON, dedupeKey: `job:${job.id}` });
        return 'declined';
      });
    },
  };
}
