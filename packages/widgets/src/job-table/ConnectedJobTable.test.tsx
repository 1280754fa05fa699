import { jobMessages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { ConnectedJobTable } from './ConnectedJobTable';
import { failedJob, jobsInEveryState } from './job-fixtures';
import { JOB_TOASTS, jobName } from './job-values';

const API_BASE = 'https://api.motorpool.test';
const LIST = 'GET /api/v1/jobs/';
const RETRY = `POST /api/v1/jobs/${failedJob.id}/retry/`;
const list = (results = jobsInEveryState) => ok({ results, count: results.length, next_page: null });

const stateOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement).getByText(/^(Planned|Queued|Running|Failed|Done)$/);

signInForEachTest();

describe('ConnectedJobTable', () => {
  it('lists every organisation’s jobs (no organisation header) from the state it starts with', async () => {
    const { callsTo } = fakeServer({ [LIST]: [list([failedJob])] });
    render(<ConnectedJobTable apiBase={API_BASE} pageSize={20} state="failed" />);
    expect(await screen.findByText(failedJob.error ?? '')).toBeInTheDocument();
    expect(Object.fromEntries(callsTo(LIST)[0]?.query ?? [])).toEqual({ page: '1', page_size: '20', state: 'failed' });
    expect(callsTo(LIST)[0]?.headers.get('organisation')).toBeNull();
  });

  it('retries a failed job, shows it queued and says so', async () => {
    const user = userEvent.setup();
    const queued = { ...failedJob, state: 'queued' as const };
    const { callsTo } = fakeServer({ [LIST]: [list()], [RETRY]: [ok(queued)] });
    render(<ConnectedJobTable apiBase={API_BASE} />);
    await user.click(await screen.findByRole('button', { name: `Retry ${jobName(failedJob)}` }));
    await waitFor(() => expect(stateOf('member:7')).toHaveTextContent('Queued'));
    expect(callsTo(RETRY)).toHaveLength(1);
    expect(toastMessages()).toEqual([`success: ${JOB_TOASTS.retried(queued)}`]);
    expect(screen.queryByRole('button', { name: `Retry ${jobName(failedJob)}` })).not.toBeInTheDocument();
  });

  it('toasts the server’s title when a retry is refused and keeps the row failed', async () => {
    const user = userEvent.setup();
    fakeServer({ [LIST]: [list()], [RETRY]: [failure(409, jobMessages.notFailed)] });
    render(<ConnectedJobTable apiBase={API_BASE} />);
    await user.click(await screen.findByRole('button', { name: `Retry ${jobName(failedJob)}` }));
    await waitFor(() => expect(toastMessages()).toEqual([`error: ${jobMessages.notFailed}`]));
    expect(stateOf('member:7')).toHaveTextContent('Failed');
  });

  it('shows why the jobs cannot be listed', async () => {
    fakeServer({ [LIST]: [failure(403, jobMessages.onlySystemAdmins)] });
    render(<ConnectedJobTable apiBase={API_BASE} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(jobMessages.onlySystemAdmins);
  });
});
