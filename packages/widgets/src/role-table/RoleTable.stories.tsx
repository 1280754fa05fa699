import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { coordinatorRole, demoRoles } from '../test-support/role-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { ROLE_TABLE_TEXT } from './role-table-values';
import { RoleTable } from './RoleTable';

const meta = {
  title: 'Widgets/Role table',
  component: RoleTable,
  args: { status: 'ready', roles: demoRoles, canManage: true, onOpen: fn(), onDelete: fn(), onRetry: fn() },
  argTypes: { theme: { control: 'inline-radio', options: THEME_NAMES }, status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RoleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin role with its badge, default and custom roles with their members; only the custom role nobody holds offers Delete. */
export const List: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(ROLE_TABLE_TEXT.adminBadge)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Delete Admin' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Pool coordinator' }));
    await expect(args.onOpen).toHaveBeenCalledWith(coordinatorRole.pk);
  },
};

/** Delete asks first. */
export const ConfirmDelete: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Pool coordinator' }));
    const dialog = within(canvas.getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(coordinatorRole);
  },
};

/** Without super_users the roles are shown only. */
export const ReadOnly: Story = {
  args: { canManage: false },
};

export const Loading: Story = {
  args: { status: 'loading', roles: [] },
};

export const Empty: Story = {
  args: { roles: [] },
};

/** The server's title, e.g. for someone who is not a super user. */
export const LoadFailed: Story = {
  args: { status: 'error', roles: [], error: messages.request.forbidden },
};
