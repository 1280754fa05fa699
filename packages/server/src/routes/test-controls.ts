import { Hono } from 'hono';
import { integer, max, min, object } from 'superstruct';
import type { AppEnv } from '../app-env';
import type { AdjustableClock } from '../clock';
import { readBody } from '../http/input';
import type { JobQueue } from '../jobs/queue';

const ClockAdvance = object({ advance_minutes: max(min(integer(), 0), 366 * 24 * 60) });

/**
 * What an end-to-end journey needs to see time pass without waiting: `POST
 * clock/` puts the server's clock forward and runs the jobs that became due.
 * Mounted only under TEST_CONTROLS, which production refuses.
 */
export function testControlRoutes(clock: AdjustableClock, jobs: JobQueue) {
  return new Hono<AppEnv>().post('/clock/', async (c) => {
    const { advance_minutes } = await readBody(c, ClockAdvance);
    clock.advance(advance_minutes * 60_000);
    await jobs.handOverDue();
    const ran = await jobs.drain();
    return c.json({ now: clock().toISOString(), jobs_run: ran });
  });
}
