import { JobList, JobRow, type JobListQuery } from '../structs/jobs';
import type { Requester } from './request';

/** The jobs screen (system admins only): every organisation's planned jobs and their failures. */
export function jobCalls(request: Requester) {
  return {
    /** `GET jobs/`, newest due first; `state` narrows to one state. */
    listJobs: (query: JobListQuery = {}) => request('jobs', './', { query, organisation: null }, JobList),
    /** `POST jobs/{id}/retry/`: a failed job runs again; answers its row. */
    retryJob: (id: string) => request('jobs', `${encodeURIComponent(id)}/retry/`, { method: 'POST', organisation: null }, JobRow),
  };
}
export type JobCalls = ReturnType<typeof jobCalls>;
