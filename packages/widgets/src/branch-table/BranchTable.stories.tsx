import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { branches } from '../test-support/branch-fixtures';
import { DATA_TABLE_STATUSES } from '../ui/data-table/DataTable';
import { THEME_NAMES } from '../theme/theme-names';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { BranchTable, type BranchTableProps } from './BranchTable';
import { initialBranchTableQuery, type BranchTableQuery } from './store';

/** Keeps the query the table asks for, so sorting, filters and pages respond. */
function StatefulBranchTable(props: BranchTableProps) {
  const [query, setQuery] = useState<BranchTableQuery>(props.query);
  return (
    <BranchTable
      {...props}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/Branch table',
  component: BranchTable,
  render: (args) => <StatefulBranchTable {...args} />,
  args: {
    status: 'ready',
    branches,
    count: 3,
    query: initialBranchTableQuery(),
    onQueryChange: fn(),
    onOpen: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onRetry: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: DATA_TABLE_STATUSES },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BranchTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A branch, a hub and an inactive branch without a time zone (Asia/Kolkata). */
export const Populated: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Inactive', { selector: '[data-colour]' })).toHaveAttribute('data-colour', 'red');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Sydney Airport' }));
    await expect(args.onEdit).toHaveBeenCalledWith(branches[1]);
  },
};

/** Someone without organisation_write: View only. */
export const ReadOnly: Story = {
  args: { canManage: false },
};

export const Loading: Story = {
  args: { status: 'loading', branches: [], count: 0 },
};

export const Empty: Story = {
  args: { branches: [], count: 0 },
};

export const NoMatches: Story = {
  args: { branches: [], count: 0, query: { ...initialBranchTableQuery(), search: 'zzz' } },
};

export const LoadFailed: Story = {
  args: { status: 'error', branches: [], count: 0, error: messages.request.forbidden },
};

export const ManyPages: Story = {
  args: { count: 37, query: { ...initialBranchTableQuery(10), page: 2 } },
};

export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
};

/** On a phone or in a narrow column: each row a card, the priority columns on its face. */
export const NarrowBox: Story = { decorators: [inNarrowBox] };
