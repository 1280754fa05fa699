import { define, enums, integer, min, nullable, string, type, type Infer } from 'superstruct';
import { listOf, PrimaryKey } from './common';

/**
 * What a job is doing, as the jobs screen shows it: planned (waiting for its
 * due time), queued (handed to the queue, or waiting for a retry), running,
 * failed (its retries exhausted; `error` says why) or done (`outcome` says
 * what it did).
 */
export const JOB_STATES = ['planned', 'queued', 'running', 'failed', 'done'] as const;
export type JobState = (typeof JOB_STATES)[number];

export function isJobState(value: unknown): value is JobState {
  return typeof value === 'string' && (JOB_STATES as readonly string[]).includes(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A job's id: the uuid its planned row and its queue job share. */
export const JobId = define<string>('JobId', (value) => typeof value === 'string' && UUID.test(value));

export function isJobId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** One row of `GET jobs/`: a planned job with what the queue knows of it. */
export const JobRow = type({
  id: JobId,
  organisation_id: PrimaryKey,
  organisation_name: nullable(string()),
  kind: string(),
  subject: string(),
  due_at: string(),
  state: enums(JOB_STATES),
  /** Runs started so far (0 before the first). */
  attempts: min(integer(), 0),
  /** The last run's error, while the job is failed or waiting for a retry. */
  error: nullable(string()),
  outcome: nullable(string()),
  finished_at: nullable(string()),
});
export type JobRow = Infer<typeof JobRow>;

export const JobList = listOf(JobRow);
export type JobList = Infer<typeof JobList>;

/** Query of `GET jobs/`: newest due first, one state or all. */
export type JobListQuery = { state?: JobState; page?: number; page_size?: number };

/** What each kind of job does, as the jobs screen names it; the server's kinds (timed-rules.ts, licence-expiry.ts) each have one. */
export const JOB_KIND_LABELS: Record<string, string> = {
  'booking.reminder': 'Booking reminder',
  'booking.auto-cancel': 'Auto-cancel',
  'booking.approval-warning': 'Approval deadline warning',
  'booking.unapproved-at-start': 'Decline unapproved at start',
  'booking.still-in-use': 'Still-in-use reminder',
  'booking.auto-extension': 'Auto-extension',
  'booking.overdue': 'Overdue',
  'booking.late-return-reminder': 'Late-return reminder',
  'booking.overdue-email': 'Overdue email',
  'member.licence-expiry-reminder': 'Licence expiry reminder',
  'member.licence-expiry-day': 'Licence expiry (on the day)',
};

export const jobKindLabel = (kind: string): string => JOB_KIND_LABELS[kind] ?? kind;

export const jobMessages = {
  onlySystemAdmins: 'Only system admins see the jobs.',
  notFailed: 'Only a failed job can be retried.',
  retried: (kind: string) => `${kind} will run again.`,
  state: `state must be one of ${JOB_STATES.join(', ')}.`,
} as const;
