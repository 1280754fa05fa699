import { Hono } from 'hono';
import { assign, type } from 'superstruct';
import { isJobId, JOB_STATES, jobMessages, mayManageJobs } from '@motorpool/api';
import type { AppEnv } from '../app-env';
import { authenticate } from '../auth/authenticate';
import { notFound } from '../http/errors';
import { listEnvelope } from '../http/pagination';
import { PageQuery, pageOf, queryChoiceParameter, readQuery } from '../http/query';
import { listJobs, retryJob, type JobQueueSource } from '../jobs/screen';
import { enforce } from '../tenancy/permissions';

const JobListQuery = assign(type({ state: queryChoiceParameter(JOB_STATES, jobMessages.state) }), PageQuery);

/** The job's id from the path: a uuid, else no such job. */
function jobIdOf(raw: string | undefined): string {
  if (!isJobId(raw)) throw notFound();
  return raw.toLowerCase();
}

/**
 * `/api/v1/jobs/…`: the system admins' jobs screen, across every
 * organisation: what is planned, running, failed with its error, and a retry
 * for a failed one. `queue` opens the job queue the retry goes through.
 */
export function jobRoutes(queue: JobQueueSource | undefined) {
  return new Hono<AppEnv>()
    .use(authenticate)
    .use(async (c, next) => {
      const caller = c.get('embed') ? undefined : c.get('caller');
      enforce(caller !== undefined && mayManageJobs(caller.user), jobMessages.onlySystemAdmins);
      await next();
    })
    .get('/', async (c) => {
      const query = readQuery(c, JobListQuery);
      const page = pageOf(query);
      const { rows, count } = await listJobs(c.get('db'), { state: query.state }, page);
      return c.json(listEnvelope(rows, count, page));
    })
    .post('/:id/retry/', async (c) => {
      const id = jobIdOf(c.req.param('id'));
      return c.json(await retryJob(c.get('db'), id, queue));
    });
}
