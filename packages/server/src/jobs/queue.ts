import { and, eq, inArray, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Clock } from '../clock';
import type { Database, DatabaseHandle } from '../db/database';
import { plannedJobs } from '../db/schema';

/** The queue every planned job runs through; one queue, the row's kind picks the handler. */
export const JOB_QUEUE = 'motorpool-jobs';
export const BOSS_SCHEMA = 'pgboss';
/** A job left active this long (its instance died mid-run) is failed and retried. */
const EXPIRE_SECONDS = 5 * 60;
const RETRY_LIMIT = 5;
const HAND_OVER_BATCH = 500;
/** Done rows are kept this long for the jobs screen, then swept. */
export const DONE_RETENTION_DAYS = 30;
const SWEEP_BATCH = 1000;
/** The sweep runs on one tick in this many. */
const SWEEP_EVERY_TICKS = 60;

export type PlannedJobRow = typeof plannedJobs.$inferSelect;

/**
 * Runs one planned job and says what it did ('sent', 'skipped: …'); it reads
 * the subject again, since the job may have been planned before the subject
 * last changed. A throw is retried with backoff, then kept as failed.
 */
export type JobHandler = (job: PlannedJobRow, now: Date) => Promise<string>;

export type JobQueue = {
  /** Hands every planned job due by the clock to the queue; answers how many. */
  handOverDue(): Promise<number>;
  /** Runs what the queue holds until it is empty, here and now (tests, and the first start's catch-up). */
  drain(): Promise<number>;
  /** Deletes a batch of rows done more than the retention ago; answers how many. */
  sweepDone(): Promise<number>;
  /** Hands over and runs on intervals until stopped; several instances share the work, each job runs once. */
  startWorking(options: { pollMs: number }): Promise<void>;
  stop(): Promise<void>;
  readonly boss: PgBoss;
};

/**
 * pg-boss on our own database connection (PGlite or the pg pool), so the queue
 * lives in the same database on both. pg-boss schedules by the database's
 * `now()`; our due times come from the server clock, so jobs wait in
 * `planned_jobs` and reach pg-boss only once the clock says they are due.
 */
export async function openJobQueue(database: DatabaseHandle, clock: Clock, handlers: Record<string, JobHandler>): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: BOSS_SCHEMA,
    migrate: true,
    // Cron schedules run by database time; nothing here uses them.
    schedule: false,
    supervise: true,
  });
  boss.on('error', (error) => console.error('[jobs] queue error', error.message));
  await boss.start();
  await boss.createQueue(JOB_QUEUE, { name: JOB_QUEUE, retryLimit: RETRY_LIMIT, retryDelay: 10, retryBackoff: true, expireInSeconds: EXPIRE_SECONDS });

  const { db } = database;
  let timer: NodeJS.Timeout | undefined;
  let working: Promise<unknown> = Promise.resolve();

  async function handOverDue(): Promise<number> {
    const now = clock();
    // Claimed and marked in one statement; SKIP LOCKED lets other instances claim the rest.
    const claimed = await db
      .update(plannedJobs)
      .set({ state: 'queued', queuedAt: now })
      .where(
        inArray(
          plannedJobs.id,
          sql`(select ${plannedJobs.id} from ${plannedJobs} where ${plannedJobs.state} = 'planned' and ${plannedJobs.dueAt} <= ${now}
            order by ${plannedJobs.dueAt} limit ${HAND_OVER_BATCH} for update skip locked)`,
        ),
      )
      .returning({ id: plannedJobs.id });
    const stranded = await strandedIds(db);
    const ids = [...claimed.map((row) => row.id), ...stranded];
    if (ids.length > 0) await boss.insert(ids.map((id) => ({ id, name: JOB_QUEUE, data: { id } })));
    return claimed.length;
  }

  async function run(jobId: string): Promise<void> {
    const [row] = await db.select().from(plannedJobs).where(eq(plannedJobs.id, jobId));
    if (!row || row.state === 'done') return;
    const handler = handlers[row.kind];
    const now = clock();
    const outcome = handler ? await handler(row, now) : `skipped: no handler for ${row.kind}`;
    await db
      .update(plannedJobs)
      .set({ state: 'done', finishedAt: now, outcome })
      .where(and(eq(plannedJobs.id, row.id), eq(plannedJobs.state, 'queued')));
  }

  async function sweepDone(): Promise<number> {
    const cutoff = new Date(clock().getTime() - DONE_RETENTION_DAYS * 24 * 60 * 60_000);
    const swept = await db
      .delete(plannedJobs)
      .where(
        inArray(
          plannedJobs.id,
          sql`(select ${plannedJobs.id} from ${plannedJobs} where ${plannedJobs.state} = 'done' and ${plannedJobs.finishedAt} < ${cutoff}
            order by ${plannedJobs.finishedAt} limit ${SWEEP_BATCH})`,
        ),
      )
      .returning({ id: plannedJobs.id });
    return swept.length;
  }

  async function drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const jobs = await boss.fetch<{ id: string }>(JOB_QUEUE, { batchSize: 50 });
      if (jobs.length === 0) return ran;
      for (const job of jobs) {
        try {
          await run(job.data.id);
          await boss.complete(JOB_QUEUE, job.id);
        } catch (error) {
          await boss.fail(JOB_QUEUE, job.id, { message: error instanceof Error ? error.message : String(error) });
        }
        ran += 1;
      }
    }
  }

  return {
    boss,
    handOverDue,
    drain,
    sweepDone,
    async startWorking({ pollMs }) {
      await boss.work<{ id: string }>(JOB_QUEUE, { pollingIntervalSeconds: Math.max(pollMs, 500) / 1000, batchSize: 10 }, async (jobs) => {
        for (const job of jobs) await run(job.data.id);
      });
      let ticks = 0;
      const tick = () => {
        ticks += 1;
        const sweep = ticks % SWEEP_EVERY_TICKS === 0 ? sweepDone() : Promise.resolve(0);
        working = Promise.all([handOverDue(), sweep])
          .catch((error: Error) => console.error('[jobs] hand-over failed', error.message))
          .finally(() => {
            timer = setTimeout(tick, pollMs);
            timer.unref();
          });
      };
      tick();
    },
    async stop() {
      clearTimeout(timer);
      await working;
      await boss.stop({ graceful: true, wait: true, close: false });
    },
  };
}

/**
 * Rows marked queued whose queue job was never written (the instance died
 * between the two statements): handed over again under the same id, which
 * the queue ignores if it did arrive.
 */
async function strandedIds(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    select p.id from ${plannedJobs} p
    where p.state = 'queued'
      and not exists (select 1 from ${sql.raw(BOSS_SCHEMA)}.job j where j.name = ${JOB_QUEUE} and j.id = p.id)
      and not exists (select 1 from ${sql.raw(BOSS_SCHEMA)}.archive a where a.name = ${JOB_QUEUE} and a.id = p.id)
    limit ${HAND_OVER_BATCH}`);
  return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}
