import { sql, type SQL } from 'drizzle-orm';
import { jobMessages, type JobRow, type JobState } from '@motorpool/api';
import type { Database } from '../db/database';
import { HttpError, notFound } from '../http/errors';
import type { Page } from '../http/pagination';
import { BOSS_SCHEMA, JOB_QUEUE, type JobQueue } from './queue';

/** Opens (or hands back) the job queue; absent where the app runs without one. */
export type JobQueueSource = () => Promise<JobQueue>;

type ScreenRow = {
  id: string;
  organisation_id: number;
  organisation_name: string | null;
  kind: string;
  subject: string;
  due_at: Date | string;
  state: JobState;
  attempts: number | string;
  error: string | null;
  outcome: string | null;
  finished_at: Date | string | null;
  archived: boolean;
};

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

function toJobRow(row: ScreenRow): JobRow {
  return {
    id: row.id,
    organisation_id: row.organisation_id,
    organisation_name: row.organisation_name,
    kind: row.kind,
    subject: row.subject,
    due_at: iso(row.due_at) ?? '',
    state: row.state,
    attempts: Number(row.attempts),
    error: row.error,
    outcome: row.outcome,
    finished_at: iso(row.finished_at),
  };
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []));

/** Whether the queue's tables exist here (a database the queue was never opened on has none). */
async function hasQueueTables(db: Database): Promise<boolean> {
  const [row] = rowsOf<{ present: boolean }>(await db.execute(sql`select to_regclass(${`${BOSS_SCHEMA}.job`}) is not null as present`));
  return row?.present === true;
}

/**
 * Each planned job with what the queue knows of it: a queued row whose queue
 * job is active is running, failed (retries exhausted) is failed with the
 * output's message as its error; waiting for its first run or a retry it is
 * queued. A failed job the queue has archived is still read from the archive.
 */
function screenRows(withQueue: boolean): SQL {
  const queueJob = withQueue
    ? sql`left join lateral (
        select q.state::text as state, q.retry_count, q.started_on, q.output, false as archived
          from ${sql.raw(BOSS_SCHEMA)}.job q where q.name = ${JOB_QUEUE} and q.id = p.id
        union all
        select a.state::text, a.retry_count, a.started_on, a.output, true
          from ${sql.raw(BOSS_SCHEMA)}.archive a where a.name = ${JOB_QUEUE} and a.id = p.id
        order by archived limit 1
      ) j on true`
    : sql`left join (select null::text as state, 0 as retry_count, null::timestamptz as started_on, null::jsonb as output, false as archived) j on false`;
  return sql`
    select p.id, p.organisation_id, o.name as organisation_name, p.kind, p.subject, p.due_at, p.outcome, p.finished_at,
      case
        when p.state = 'planned' then 'planned'
        when p.state = 'done' then 'done'
        when j.state = 'active' then 'running'
        when j.state = 'failed' then 'failed'
        else 'queued'
      end as state,
      coalesce(j.retry_count, 0) + case when j.started_on is not null then 1 else 0 end as attempts,
      case when p.state = 'queued' and j.state in ('failed', 'retry')
        then coalesce(j.output ->> 'message', j.output -> 'value' ->> 'message', j.output::text) end as error,
      coalesce(j.archived, false) as archived
    from planned_jobs p
    join organisations o on o.id = p.organisation_id
    ${queueJob}`;
}

/** `GET jobs/`: every organisation's jobs, newest due first, one state or all. */
export async function listJobs(db: Database, query: { state?: JobState | undefined }, page: Page): Promise<{ rows: JobRow[]; count: number }> {
  const rows = screenRows(await hasQueueTables(db));
  const where = query.state ? sql`where s.state = ${query.state}` : sql``;
  const [listed, counted] = await Promise.all([
    db.execute(sql`select * from (${rows}) s ${where} order by s.due_at desc, s.id desc limit ${page.pageSize} offset ${page.offset}`),
    db.execute(sql`select count(*)::int as count from (${rows}) s ${where}`),
  ]);
  return { rows: rowsOf<ScreenRow>(listed).map(toJobRow), count: Number(rowsOf<{ count: number }>(counted)[0]?.count ?? 0) };
}

async function findJob(db: Database, id: string): Promise<ScreenRow | undefined> {
  const rows = screenRows(await hasQueueTables(db));
  return rowsOf<ScreenRow>(await db.execute(sql`select * from (${rows}) s where s.id = ${id}`))[0];
}

export async function oneJob(db: Database, id: string): Promise<JobRow> {
  const row = await findJob(db, id);
  if (!row) throw notFound();
  return toJobRow(row);
}

/**
 * `POST jobs/{id}/retry/`: a failed job goes back to the queue for one more
 * run (pg-boss's retry, which raises its retry limit by one). One the queue
 * has archived is sent again under its own id.
 */
export async function retryJob(db: Database, id: string, queue: JobQueueSource | undefined): Promise<JobRow> {
  const row = await findJob(db, id);
  if (!row) throw notFound();
  if (row.state !== 'failed') throw new HttpError(409, jobMessages.notFailed);
  if (row.archived) {
    if (!queue) throw new HttpError(503, messagesQueueAbsent);
    const { boss } = await queue();
    await db.execute(sql`delete from ${sql.raw(BOSS_SCHEMA)}.archive where name = ${JOB_QUEUE} and id = ${id}`);
    await boss.insert([{ id, name: JOB_QUEUE, data: { id } }]);
  } else if (queue) {
    await (await queue()).boss.retry(JOB_QUEUE, id);
  } else {
    // pg-boss's own retry, for an app that runs without the queue opened.
    await db.execute(sql`update ${sql.raw(BOSS_SCHEMA)}.job set state = 'retry', retry_limit = retry_limit + 1
      where name = ${JOB_QUEUE} and id = ${id} and state = 'failed'`);
  }
  return oneJob(db, id);
}

const messagesQueueAbsent = 'The job queue is not running here.';
