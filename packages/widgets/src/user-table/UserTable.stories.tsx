import { messages, type UserFilterKey } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DATA_TABLE_STATUSES } from '../ui/data-table/DataTable';
import { adminPermissions, customFleetEmployees, employees, lookups, manyEmployees } from '../test-support/user-table-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { initialUserTableQuery, type UserTableQuery } from './store';
import { UserTable, type UserTableProps } from './UserTable';

/** Keeps the query and column choice the table asks for, as the connected table's store does, so the controls respond. */
function StatefulUserTable(props: UserTableProps) {
  const [query, setQuery] = useState<UserTableQuery>(props.query);
  const [hidden, setHidden] = useState<readonly UserFilterKey[]>(props.hiddenColumns ?? []);
  return (
    <UserTable
      {...props}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange(next);
      }}
      hiddenColumns={hidden}
      onHiddenColumnsChange={(next) => {
        setHidden(next);
        props.onHiddenColumnsChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/User table',
  component: UserTable,
  render: (args) => <StatefulUserTable {...args} />,
  args: {
    status: 'ready',
    employees,
    count: 42,
    query: initialUserTableQuery(),
    lookups,
    permissions: adminPermissions,
    onQueryChange: fn(),
    onHiddenColumnsChange: fn(),
    onRetry: fn(),
    onEdit: fn(),
    onOpen: fn(),
    onDelete: fn(),
    onResetPassword: fn(),
    onReactivate: fn(),
    onUnlockSignIn: fn(),
    onNotes: fn(),
    onRaiseIncident: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: DATA_TABLE_STATUSES },
    dateFormat: { control: 'select', options: ['dd/MM/yyyy', 'MM/dd/yyyy', 'yyyy-MM-dd', 'dd MMM yyyy'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UserTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An admin's view: every action their permissions allow; booked and deleted users show why they cannot be deleted. */
export const Populated: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Dana Driver' }));
    await expect(args.onEdit).toHaveBeenCalledWith(employees[0]);
    await expect(canvas.getByRole('button', { name: 'Delete Sam Okafor' })).toHaveAccessibleDescription(messages.userForm.bookedCannotDelete);
  },
};

/** The first page is on its way: skeleton rows. */
export const Loading: Story = {
  args: { status: 'loading', employees: [], count: 0 },
};

/** Another page is on its way: the old rows stay, under a progress bar. */
export const LoadingNextPage: Story = {
  args: { status: 'loading', query: { ...initialUserTableQuery(), page: 2 } },
};

export const Empty: Story = {
  args: { employees: [], count: 0 },
};

/** A search and a filter that match nobody. */
export const NoMatches: Story = {
  args: { employees: [], count: 0, query: { ...initialUserTableQuery(), search: 'zzz', filters: { branch: '22' } } },
};

/** The server refused: its title, and Retry. */
export const LoadFailed: Story = {
  args: { status: 'error', employees: [], count: 0, error: messages.request.forbidden },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/**
 * A CustomFleet organisation on the fleet-share brand: the server limits the
 * edit of a booked user to basic and licence details, and may allow none.
 */
export const CustomFleet: Story = {
  args: { employees: customFleetEmployees, count: 3, theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit Ava Nguyen' })).toHaveAccessibleDescription('Edit basic and licence details only');
    await expect(canvas.queryByRole('button', { name: 'Edit Ben Walsh' })).toBeNull();
  },
};

/** A page of 60: only the rows in view are in the DOM while the table scrolls. */
export const ManyRows: Story = {
  args: { employees: manyEmployees, count: 240, query: initialUserTableQuery(60) },
};

/** Someone with user_write only: no reset password, notes, raise incident or reactivate. */
export const FewerPermissions: Story = {
  args: { permissions: ['user_write'] },
};

/** Columns hidden by the person's saved choice, and another date format. */
export const HiddenColumns: Story = {
  args: {
    hiddenColumns: ['procon_id', 'keypad_number', 'keaz_user_pk', 'address'],
    dateFormat: 'dd MMM yyyy',
  },
};

/** Past six actions the rest go into 'more'. */
export const MoreActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Dana Driver' }));
    await expect(canvas.getByRole('menuitem', { name: /Reactivate/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Delete asks first. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Dana Driver' }));
    await expect(canvas.getByRole('dialog', { name: 'Delete Dana Driver?' })).toBeInTheDocument();
  },
};

/** Reset password waiting on the server for one row. */
export const ResettingPassword: Story = {
  args: { pending: { 101: 'resetPassword' } },
};

/** On a phone or in a narrow column: each row a card, the priority columns on its face. */
export const NarrowBox: Story = { decorators: [inNarrowBox] };
