import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { initialServerQuery } from '../ui/data-table/features';
import { inBoxOfWidth } from '../test-support/narrow-box';
import { failedJob, jobsInEveryState } from './job-fixtures';
import { formatDue, jobName } from './job-values';
import { JobTable, type JobTableProps } from './JobTable';

function renderTable(props: Partial<JobTableProps> = {}) {
  const handlers = { onQueryChange: vi.fn(), onRetryJob: vi.fn(), onReload: vi.fn() };
  render(<JobTable status="ready" jobs={jobsInEveryState} count={jobsInEveryState.length} query={initialServerQuery()} {...handlers} {...props} />);
  return handlers;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('JobTable', () => {
  it('shows kind, subject, organisation, due, state, attempts and the error of each job', () => {
    renderTable({ dateFormat: 'yyyy-MM-dd' });
    const failed = within(rowOf(failedJob.error ?? ''));
    expect(failed.getByText('Licence expiry reminder')).toBeInTheDocument();
    expect(failed.getByText('member:7')).toBeInTheDocument();
    expect(failed.getByText('Harbour City FleetShare')).toBeInTheDocument();
    expect(failed.getByText(formatDue(failedJob.due_at, 'yyyy-MM-dd'))).toBeInTheDocument();
    expect(failed.getByText('Failed')).toHaveAttribute('data-colour', 'red');
    expect(failed.getByText('6')).toBeInTheDocument();
    expect(within(rowOf('booking:38')).getByText('Done')).toHaveAttribute('data-colour', 'green');
    expect(within(rowOf('booking:38')).getByText('sent')).toBeInTheDocument();
    expect(within(rowOf('booking:41')).getByText('Running')).toBeInTheDocument();
  });

  it('offers Retry on failed jobs only', async () => {
    const user = userEvent.setup();
    const { onRetryJob } = renderTable();
    const retries = screen.getAllByRole('button', { name: /^Retry / });
    expect(retries).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: `Retry ${jobName(failedJob)}` }));
    expect(onRetryJob).toHaveBeenCalledWith(failedJob);
  });

  it('marks a job being retried as busy', () => {
    renderTable({ retrying: [failedJob.id] });
    expect(screen.getByRole('button', { name: `Retry ${jobName(failedJob)}` })).toHaveAttribute('aria-disabled', 'true');
  });

  it('says when no job is in the state asked for', () => {
    renderTable({ jobs: [], count: 0, query: { ...initialServerQuery(), filters: { state: 'failed' } } });
    expect(screen.getByText('No jobs in this state')).toBeInTheDocument();
  });

  describe('at 360 px', () => {
    inBoxOfWidth(360);

    it('shows each job as a card with its state and error, and Retry in the failed card’s menu', async () => {
      const user = userEvent.setup();
      const { onRetryJob } = renderTable();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getByText(failedJob.error ?? '')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: `Actions for ${jobName(failedJob)}` }));
      await user.click(await screen.findByRole('menuitem', { name: /Retry/ }));
      expect(onRetryJob).toHaveBeenCalledWith(failedJob);
    });
  });
});
