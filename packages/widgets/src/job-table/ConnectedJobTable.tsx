import { isJobState, jobCalls, type JobRow } from '@motorpool/api';
import { failureTitle } from '../api/api-failure';
import type { PageSize } from '../ui/data-table/features';
import { useTableClient } from '../ui/data-table/table-client';
import { useServerPages } from '../ui/data-table/use-server-pages';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../state/toast-store';
import { JOB_TOASTS } from './job-values';
import { JobTable } from './JobTable';
import { JobTableStoreProvider, useJobTableStore, useJobTableStoreApi } from './store';

export type ConnectedJobTableProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** Rows per page to start with (spec §9 sizes). */
  pageSize?: PageSize;
  /** The State filter to start with (`failed` for the failures only); all states by default. */
  state?: string;
  /** The person's date format (the `date_format` preference). */
  dateFormat?: string;
  /** After a failed job was put back in the queue, with the server's row. */
  onRetried?: (job: JobRow) => void;
  theme?: ThemeName;
};

/** `JobTable` wired to `jobs/` with the shared session (system admins only): pages of jobs by state, and Retry with its toasts. */
export function ConnectedJobTable(props: ConnectedJobTableProps) {
  return (
    <JobTableStoreProvider initial={{ pageSize: props.pageSize, state: isJobState(props.state) ? props.state : undefined }}>
      <ConnectedJobTableView {...props} />
    </JobTableStoreProvider>
  );
}

function ConnectedJobTableView({ apiBase, dateFormat, onRetried, theme }: ConnectedJobTableProps) {
  const store = useJobTableStoreApi();
  const state = useJobTableStore((current) => current);
  // Jobs are every organisation's: the call names none.
  const connection = useTableClient(apiBase, null);
  const reload = useServerPages({
    store,
    connection,
    fetchPage: (request, query) => {
      const wanted = query.filters.state;
      return jobCalls(request).listJobs({ page: query.page, page_size: query.pageSize, ...(isJobState(wanted) ? { state: wanted } : {}) });
    },
  });

  async function retry(job: JobRow) {
    const { retryStarted, retried, retryFailed } = store.getState();
    retryStarted(job.id);
    try {
      const answer = await jobCalls(connection.request).retryJob(job.id);
      retried(answer);
      toast.success(JOB_TOASTS.retried(answer));
      onRetried?.(answer);
    } catch (error) {
      retryFailed(job.id);
      toast.error(failureTitle(error));
    }
  }

  return (
    <JobTable
      status={state.status}
      jobs={state.rows}
      count={state.count}
      error={state.error}
      onReload={reload}
      query={state.query}
      onQueryChange={store.getState().queryChanged}
      onRetryJob={(job) => void retry(job)}
      retrying={state.retrying}
      dateFormat={dateFormat}
      theme={theme}
    />
  );
}
