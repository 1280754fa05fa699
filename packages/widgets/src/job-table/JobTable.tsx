import { jobKindLabel, type JobRow } from '@motorpool/api';
import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import { DataTable, type ServerPageProps } from '../ui/data-table/DataTable';
import type { DataTableFeatures, ServerQuery } from '../ui/data-table/features';
import { RowActions } from '../ui/data-table/RowActions';
import { StatusBadge } from '../ui/data-table/StatusBadge';
import { TextCell } from '../ui/data-table/TextCell';
import { textColumn } from '../ui/data-table/text-column';
import { useServerTable } from '../ui/data-table/use-server-table';
import * as styles from './JobTable.css';
import { formatDue, JOB_STATE_COLOURS, JOB_STATE_FILTER_OPTIONS, JOB_STATE_LABELS, jobName } from './job-values';

export type JobTableProps = ServerPageProps<ServerQuery> & {
  /** The page of jobs the server sent. */
  jobs: JobRow[];
  /** Retry on a failed job's row. */
  onRetryJob: (job: JobRow) => void;
  /** Jobs being retried right now (ids). */
  retrying?: readonly string[];
  /** Retries the load when it failed. */
  onReload?: () => void;
  /** The person's date format (the `date_format` preference). */
  dateFormat?: string;
};

type RowContext = { onRetryJob: (job: JobRow) => void; retrying: readonly string[]; dateFormat: string | undefined };
const RowContextValue = createContext<RowContext>({ onRetryJob: () => undefined, retrying: [], dateFormat: undefined });

function ActionsCell({ row }: { row: { original: JobRow } }) {
  const { onRetryJob, retrying } = useContext(RowContextValue);
  const job = row.original;
  if (job.state !== 'failed') return null;
  return (
    <RowActions
      rowName={jobName(job)}
      actions={[{ key: 'retry', label: 'Retry', icon: 'reactivate', onSelect: () => onRetryJob(job), busy: retrying.includes(job.id) }]}
    />
  );
}

function DueCell({ row }: { row: { original: JobRow } }) {
  const { dateFormat } = useContext(RowContextValue);
  return <TextCell value={formatDue(row.original.due_at, dateFormat)} />;
}

function ErrorCell({ row }: { row: { original: JobRow } }) {
  const job = row.original;
  if (job.error) return <span className={styles.error}>{job.error}</span>;
  return <TextCell value={job.outcome} />;
}

const helper = createColumnHelper<DataTableFeatures, JobRow>();
const text = textColumn<JobRow>;

/** Action (Retry on a failed job), Kind, Subject, Organisation, Due, State (filtered by the server), Attempts, Error or outcome. */
const JOB_COLUMNS = helper.columns([
  helper.display({
    id: 'actions',
    header: 'Action',
    size: 70,
    enableHiding: false,
    meta: { label: 'Action', pinned: true, cardControl: true },
    cell: ActionsCell,
  }),
  text('kind', 'Kind', 230, (job) => jobKindLabel(job.kind), { priority: true, className: styles.kind }),
  text('subject', 'Subject', 150, (job) => job.subject, { priority: true }),
  text('organisation', 'Organisation', 200, (job) => job.organisation_name ?? String(job.organisation_id)),
  helper.accessor('due_at', {
    id: 'due_at',
    header: 'Due',
    size: 160,
    enableSorting: false,
    enableColumnFilter: false,
    enableHiding: false,
    meta: { label: 'Due', priority: true },
    cell: DueCell,
  }),
  helper.accessor('state', {
    id: 'state',
    header: 'State',
    size: 140,
    enableSorting: false,
    enableHiding: false,
    meta: { label: 'State', priority: true, filter: { kind: 'select', options: JOB_STATE_FILTER_OPTIONS } },
    cell: ({ row }) => <StatusBadge text={JOB_STATE_LABELS[row.original.state]} colour={JOB_STATE_COLOURS[row.original.state]} />,
  }),
  text('attempts', 'Attempts', 100, (job) => String(job.attempts)),
  helper.accessor((job) => job.error ?? job.outcome ?? '', {
    id: 'error',
    header: 'Error or outcome',
    size: 320,
    enableSorting: false,
    enableColumnFilter: false,
    enableHiding: false,
    meta: { label: 'Error or outcome', priority: true },
    cell: ErrorCell,
  }),
]);

/**
 * The system admins' jobs screen without any HTTP: every organisation's
 * timed jobs (kind, subject, organisation, due time, state in its colour,
 * attempts, the error of a failing one or what a done one did), the State
 * filter and the pages asked of the server through `onQueryChange`, and
 * Retry on each failed row.
 */
export function JobTable({ status, jobs, count, error, onReload, query, onQueryChange, onRetryJob, retrying = [], dateFormat, theme }: JobTableProps) {
  const table = useServerTable({ data: jobs, columns: JOB_COLUMNS, getRowId: (job) => job.id, count, query, onQueryChange });
  return (
    <RowContextValue.Provider value={{ onRetryJob, retrying, dateFormat }}>
      <DataTable
        table={table}
        label="Jobs"
        noun="jobs"
        status={status}
        error={error}
        onRetry={onReload}
        emptyText={query.filters.state ? 'No jobs in this state' : 'No jobs planned yet'}
        theme={theme}
      />
    </RowContextValue.Provider>
  );
}
