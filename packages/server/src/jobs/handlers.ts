import { bookingJobHandlers, type TimedRuleDeps } from '../bookings/timed-handlers';
import { planUnplannedBookings } from '../bookings/timed-rules';
import type { Database } from '../db/database';
import { memberJobHandlers, planUnplannedMembers } from '../employees/licence-expiry';
import type { JobHandler } from './queue';

/** Every kind of planned job with its handler: the one list the queue runs from, in the server and in tests. */
export function jobHandlers(deps: TimedRuleDeps): Record<string, JobHandler> {
  return { ...bookingJobHandlers(deps), ...memberJobHandlers(deps) };
}

/** Once per start, under the start-up lock: plans what data saved before (or without) the planner still needs. */
export async function planUnplannedJobs(db: Database, now: Date): Promise<void> {
  await planUnplannedBookings(db, now);
  await planUnplannedMembers(db, now);
}
