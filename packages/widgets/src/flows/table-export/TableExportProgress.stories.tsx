import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { THEME_NAMES } from '../../theme/theme-names';
import { TABLE_EXPORT_STATUSES } from './store';
import { TableExportProgress } from './TableExportProgress';

const meta = {
  title: 'Widgets/Table export progress',
  component: TableExportProgress,
  args: { status: 'running', format: 'csv', rows: 18_000, total: 50_000, bytes: 4_200_000, onDismiss: fn() },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: TABLE_EXPORT_STATUSES },
    format: { control: 'inline-radio', options: ['csv', 'xlsx'] },
  },
} satisfies Meta<typeof TableExportProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CSV: rows counted as they arrive. */
export const Csv: Story = {};

/** XLSX arrives compressed: only the bytes received can be shown. */
export const Xlsx: Story = {
  args: { format: 'xlsx', rows: null, bytes: 1_650_000 },
};

export const Done: Story = {
  args: { status: 'done', fileName: 'users-2025-06-03.csv' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { status: 'error', error: messages.request.forbidden },
};

export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
};
