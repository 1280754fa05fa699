import type { AuditEntry } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inNarrowBox } from '../../test-support/narrow-box-decorator';
import { AuditTrail } from './AuditTrail';

const entries: AuditEntry[] = [
  {
    pk: 3,
    action: 'Updated',
    actor: { pk: 7, name: 'Priya Raman' },
    changes: { default_time_zone: ['Asia/Kolkata', 'Australia/Sydney'], first_day_of_week: [0, 1] },
    created_at: '2026-11-29T02:15:00Z',
  },
  { pk: 2, action: 'Updated', actor: null, changes: { name: ['Demo Fleet', 'Demo Fleet Pty Ltd'] }, created_at: '2026-11-20T23:40:00Z' },
  { pk: 1, action: 'Created', actor: { pk: 7, name: 'Priya Raman' }, changes: null, created_at: '2026-11-01T00:00:00Z' },
];

const meta = {
  title: 'Primitives/Audit trail',
  component: AuditTrail,
  args: {
    status: 'ready',
    entries,
    fieldLabels: { default_time_zone: 'Default time zone', first_day_of_week: 'First day of the week', name: 'Name' },
    timeZone: 'Australia/Sydney',
    onRetry: fn(),
    onMore: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AuditTrail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: when, who (System when no person made it), and each field's before → after. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Priya Raman', { selector: 'td' })).toHaveLength(2);
    await expect(canvas.getByText(/Asia\/Kolkata → Australia\/Sydney/)).toBeInTheDocument();
    await expect(canvas.getByText('System', { selector: 'td' })).toBeInTheDocument();
  },
};

/** A 360 px box: each change a block of labelled lines, nothing to scroll sideways. */
export const NarrowBox: Story = { decorators: [inNarrowBox] };

/** Older changes on the server: Show older asks for them. */
export const WithOlder: Story = {
  args: { hasMore: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show older changes' }));
    await expect(args.onMore).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { status: 'loading', entries: [] } };

export const Empty: Story = { args: { entries: [] } };

/** The server's title, and Try again. */
export const Failed: Story = {
  args: { status: 'error', entries: [], error: 'Unable to reach the server. Check your connection and try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Unable to reach the server');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
