import { JOB_STATES, jobKindLabel, type JobRow, type JobState } from '@motorpool/api';
import type { BadgeColour } from '../ui/data-table/StatusBadge';
import { formatTableDate } from '../ui/data-table/dates';
import type { FilterOption } from '../ui/data-table/features';

export const JOB_STATE_LABELS: Record<JobState, string> = { planned: 'Planned', queued: 'Queued', running: 'Running', failed: 'Failed', done: 'Done' };

/** Failed stands out; what is under way is the brand's; done is green, waiting grey or black. */
export const JOB_STATE_COLOURS: Record<JobState, BadgeColour> = { planned: 'grey', queued: 'black', running: 'brand', failed: 'red', done: 'green' };

export const JOB_STATE_FILTER_OPTIONS: readonly FilterOption[] = JOB_STATES.map((state) => ({ value: state, label: JOB_STATE_LABELS[state] }));

export const JOB_TOASTS = {
  retried: (job: Pick<JobRow, 'kind' | 'subject'>) => `${jobKindLabel(job.kind)} for ${job.subject} will run again.`,
} as const;

export const NOT_FAILED_REASON = 'Only a failed job can be retried.';

const pad = (value: number) => String(value).padStart(2, '0');

/** A due time in the person's date format and the browser's time of day: `03/06/2026 19:00`. */
export function formatDue(iso: string, dateFormat?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const day = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `${formatTableDate(day, dateFormat)} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A job as its row's actions name it. */
export const jobName = (job: Pick<JobRow, 'kind' | 'subject'>) => `${jobKindLabel(job.kind)} ${job.subject}`;
