import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DATA_TABLE_STATUSES } from '../ui/data-table/DataTable';
import { initialServerQuery, type ServerQuery } from '../ui/data-table/features';
import { invites } from '../test-support/user-table-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { InviteTable, type InviteTableProps } from './InviteTable';

/** Keeps the page the table asks for, so the page controls respond. */
function StatefulInviteTable(props: InviteTableProps) {
  const [query, setQuery] = useState<ServerQuery>(props.query);
  return (
    <InviteTable
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
  title: 'Widgets/Invite table',
  component: InviteTable,
  render: (args) => <StatefulInviteTable {...args} />,
  args: { status: 'ready', invites, count: 4, query: initialServerQuery(), onQueryChange: fn(), onResend: fn(), onRetry: fn() },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: DATA_TABLE_STATUSES },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof InviteTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status in its colour; an accepted invitation cannot be resent, an expired one can. */
export const Populated: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Resend invitation Tom Berg' })).toHaveAccessibleDescription(messages.invite.accepted);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend invitation Uma Shah' }));
    await expect(args.onResend).toHaveBeenCalledWith(invites[3]);
  },
};

export const Loading: Story = {
  args: { status: 'loading', invites: [], count: 0 },
};

export const Empty: Story = {
  args: { invites: [], count: 0 },
};

/** Someone without user_write: the server's title. */
export const LoadFailed: Story = {
  args: { status: 'error', invites: [], count: 0, error: messages.request.forbidden },
};

/** One invitation on its way again. */
export const Resending: Story = {
  args: { resending: [601] },
};

/** More invitations than one page. */
export const ManyPages: Story = {
  args: { count: 37, query: { ...initialServerQuery(10), page: 2 } },
};

export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
};

/** On a phone or in a narrow column: each row a card, the priority columns on its face. */
export const NarrowBox: Story = { decorators: [inNarrowBox] };
