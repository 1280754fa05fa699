import type { JobRow } from '@motorpool/api';

const base = { organisation_id: 1, organisation_name: 'Demo Fleet', attempts: 0, error: null, outcome: null, finished_at: null } as const;

/** A job whose retries are exhausted: its error is why the screen exists. */
export const failedJob: JobRow = {
  ...base,
  id: '33333333-3333-4333-8333-333333333333',
  organisation_id: 2,
  organisation_name: 'Harbour City FleetShare',
  kind: 'member.licence-expiry-reminder',
  subject: 'member:7',
  due_at: '2026-06-02T09:00:00.000Z',
  state: 'failed',
  attempts: 6,
  error: 'connect ECONNREFUSED 127.0.0.1:587',
};

/** A job in each state the screen shows, newest due first as the server lists them. */
export const jobsInEveryState: JobRow[] = [
  {
    ...base,
    id: '11111111-1111-4111-8111-111111111111',
    kind: 'booking.reminder',
    subject: 'booking:42',
    due_at: '2026-06-03T09:00:00.000Z',
    state: 'planned',
  },
  {
    ...base,
    id: '22222222-2222-4222-8222-222222222222',
    kind: 'booking.auto-cancel',
    subject: 'booking:41',
    due_at: '2026-06-02T10:15:00.000Z',
    state: 'running',
    attempts: 1,
  },
  failedJob,
  {
    ...base,
    id: '44444444-4444-4444-8444-444444444444',
    kind: 'booking.overdue',
    subject: 'booking:39',
    due_at: '2026-06-02T08:30:00.000Z',
    state: 'queued',
    attempts: 2,
    error: 'timeout waiting for the mail server',
  },
  {
    ...base,
    id: '55555555-5555-4555-8555-555555555555',
    kind: 'booking.reminder',
    subject: 'booking:38',
    due_at: '2026-06-01T23:00:00.000Z',
    state: 'done',
    attempts: 1,
    outcome: 'sent',
    finished_at: '2026-06-01T23:00:02.000Z',
  },
];
