import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { branches } from '../test-support/branch-fixtures';
import { DATA_TABLE_STATUSES } from '../ui/data-table/DataTable';
import { initialServerQuery } from '../ui/data-table/features';
import { THEME_NAMES } from '../theme/theme-names';
import { AssociatedBranches } from './AssociatedBranches';

const meta = {
  title: 'Widgets/Associated branches',
  component: AssociatedBranches,
  args: { status: 'ready', branches, count: 3, query: initialServerQuery(), onQueryChange: fn(), onOpen: fn(), onRetry: fn() },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: DATA_TABLE_STATUSES },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AssociatedBranches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};

export const Loading: Story = {
  args: { status: 'loading', branches: [], count: 0 },
};

export const Empty: Story = {
  args: { branches: [], count: 0 },
};

export const LoadFailed: Story = {
  args: { status: 'error', branches: [], count: 0, error: messages.request.forbidden },
};
