import { PERMISSION_CATALOGUE, PERMISSIONS, roleMessages } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminRole, coordinatorRole, driverRole, heldCustomRole } from '../test-support/role-fixtures';
import { ROLE_EDITOR_TEXT } from './role-editor-values';
import { RoleEditor, type RoleEditorProps } from './RoleEditor';

function renderEditor(props: Partial<RoleEditorProps> = {}) {
  const handlers = { onSave: vi.fn(async () => true), onDelete: vi.fn(async () => undefined), onBack: vi.fn() };
  render(<RoleEditor status="ready" editing={null} canManage {...handlers} {...props} />);
  return handlers;
}

const box = (permission: keyof typeof PERMISSION_CATALOGUE) => screen.getByRole('checkbox', { name: new RegExp(`^${PERMISSION_CATALOGUE[permission].label}`) });

describe('RoleEditor', () => {
  it('lists every permission of the catalogue under its area, with its description', () => {
    renderEditor();
    expect(screen.getAllByRole('checkbox')).toHaveLength(PERMISSIONS.length);
    const bookings = within(screen.getByRole('group', { name: 'Bookings' }));
    expect(bookings.getByRole('checkbox', { name: /Approve bookings/ })).toHaveAccessibleDescription(PERMISSION_CATALOGUE.booking_approve.description);
  });

  it('adds a role with its name trimmed and the permissions ticked', async () => {
    const { onSave } = renderEditor();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '  Pool coordinator ');
    await userEvent.click(box('booking_approve'));
    await userEvent.click(box('view_my_bookings'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Pool coordinator', permissions: ['booking_approve', 'view_my_bookings'] });
  });

  it('asks for a name before saving', async () => {
    const { onSave } = renderEditor();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(ROLE_EDITOR_TEXT.nameRequired)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('edits a role: unticking a permission takes it out', async () => {
    const { onSave } = renderEditor({ editing: coordinatorRole });
    expect(box('booking_approve')).toBeChecked();
    await userEvent.click(box('booking_approve'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Pool coordinator', permissions: ['view_my_bookings'] });
  });

  it('keeps the admin role’s organisation_write and super_users checked and locked, saying why; it is not deleted', () => {
    renderEditor({ editing: adminRole });
    for (const permission of ['organisation_write', 'super_users'] as const) {
      expect(box(permission)).toBeChecked();
      expect(box(permission)).toBeDisabled();
      expect(box(permission)).toHaveAccessibleDescription(expect.stringContaining(ROLE_EDITOR_TEXT.adminLocked));
    }
    expect(box('user_write')).toBeEnabled();
    expect(screen.getByText(roleMessages.defaultNotDeletable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ROLE_EDITOR_TEXT.delete })).not.toBeInTheDocument();
  });

  it('says why a default role or a held custom role is not deleted', () => {
    renderEditor({ editing: heldCustomRole });
    expect(screen.getByText(roleMessages.inUse(3))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ROLE_EDITOR_TEXT.delete })).not.toBeInTheDocument();
  });

  it('deletes a custom role nobody holds after a confirmation, and shows the server’s refusal', async () => {
    const { onDelete } = renderEditor({ editing: coordinatorRole, deleteError: roleMessages.inUse(1) });
    expect(screen.getByRole('alert')).toHaveTextContent(roleMessages.inUse(1));
    await userEvent.click(screen.getByRole('button', { name: ROLE_EDITOR_TEXT.delete }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(coordinatorRole);
  });

  it('shows the server’s field refusals: a taken name, a locked permission', () => {
    renderEditor({ editing: driverRole, saveError: roleMessages.nameTaken, saveFieldErrors: { name: roleMessages.nameTaken } });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(roleMessages.nameTaken);
  });

  it('shows a role read-only to someone who does not manage roles', () => {
    renderEditor({ editing: driverRole, canManage: false });
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(box('driver_user')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
