import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DATA_TABLE_STATUSES } from '../ui/data-table/DataTable';
import { initialServerQuery, type ServerQuery } from '../ui/data-table/features';
import { THEME_NAMES } from '../theme/theme-names';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { failedJob, jobsInEveryState } from './job-fixtures';
import { JobTable, type JobTableProps } from './JobTable';
import { jobName } from './job-values';

/** Keeps the page and filter the table asks for, so its controls respond (the API itself is not called). */
function StatefulJobTable(props: JobTableProps) {
  const [query, setQuery] = useState<ServerQuery>(props.query);
  const shown = query.filters.state ? props.jobs.filter((job) => job.state === query.filters.state) : props.jobs;
  return (
    <JobTable
      {...props}
      jobs={shown}
      count={query.filters.state ? shown.length : props.count}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/Job table',
  component: JobTable,
  render: (args) => <StatefulJobTable {...args} />,
  args: {
    status: 'ready',
    jobs: jobsInEveryState,
    count: jobsInEveryState.length,
    query: initialServerQuery(),
    onQueryChange: fn(),
    onRetryJob: fn(),
    onReload: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: DATA_TABLE_STATUSES },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof JobTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A job in each state; only the failed one has Retry, and its error is shown in full. */
export const Populated: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(failedJob.error ?? '')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Retry / })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: `Retry ${jobName(failedJob)}` }));
    await expect(args.onRetryJob).toHaveBeenCalledWith(failedJob);
  },
};

/** The failures only, as the page opens from a failure alert. */
export const FailedOnly: Story = {
  args: { query: { ...initialServerQuery(), filters: { state: 'failed' } } },
};

export const Loading: Story = {
  args: { status: 'loading', jobs: [], count: 0 },
};

export const Empty: Story = {
  args: { jobs: [], count: 0 },
};

/** Someone who is not a system admin: the server's title. */
export const LoadFailed: Story = {
  args: { status: 'error', jobs: [], count: 0, error: 'Only system admins see the jobs.' },
};

/** A failed job on its way back to the queue. */
export const Retrying: Story = {
  args: { retrying: [failedJob.id] },
};

export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
};

/** On a phone (360 px): each job a card, kind, subject, due, state and error on its face, Retry in its menu. */
export const NarrowBox: Story = { decorators: [inNarrowBox] };
