import { messages, roleMessages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminRole, coordinatorRole, driverRole, heldCustomRole } from '../test-support/role-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { ROLE_EDITOR_TEXT } from './role-editor-values';
import { RoleEditor } from './RoleEditor';

const meta = {
  title: 'Widgets/Role editor',
  component: RoleEditor,
  args: { status: 'ready', editing: null, canManage: true, onSave: fn(async () => true), onDelete: fn(), onBack: fn(), onRetry: fn() },
  argTypes: { theme: { control: 'inline-radio', options: THEME_NAMES }, status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RoleEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new role: a name and the catalogue by area, nothing ticked. */
export const AddRole: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Pool coordinator');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Approve bookings/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Pool coordinator', permissions: ['booking_approve'] });
  },
};

/** A custom role nobody holds: Delete asks first. */
export const CustomRole: Story = {
  args: { editing: coordinatorRole },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: ROLE_EDITOR_TEXT.delete }));
    await userEvent.click(within(canvas.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(coordinatorRole);
  },
};

/** The admin role: organisation_write and super_users checked and locked, with the reason. */
export const AdminRole: Story = {
  args: { editing: adminRole },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: /Super user/ })).toBeDisabled();
  },
};

/** A default role is renamed, never deleted. */
export const DefaultRole: Story = {
  args: { editing: driverRole },
};

/** A custom role members hold: the editor says why it cannot be deleted. */
export const HeldRole: Story = {
  args: { editing: heldCustomRole },
};

/** The server refused the delete: a member took the role meanwhile. */
export const DeleteRefused: Story = {
  args: { editing: coordinatorRole, deleteError: roleMessages.inUse(1) },
};

/** The server refused the name. */
export const NameTaken: Story = {
  args: { editing: coordinatorRole, saveError: roleMessages.nameTaken, saveFieldErrors: { name: roleMessages.nameTaken } },
};

export const Saving: Story = {
  args: { editing: coordinatorRole, saving: true },
};

/** Without super_users the role is shown only. */
export const ReadOnly: Story = {
  args: { editing: driverRole, canManage: false },
};

export const Loading: Story = {
  args: { status: 'loading' },
};

export const LoadFailed: Story = {
  args: { status: 'error', error: messages.request.notFound },
};
