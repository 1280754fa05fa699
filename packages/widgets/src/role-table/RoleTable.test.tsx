import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminRole, coordinatorRole, demoRoles, driverRole, heldCustomRole } from '../test-support/role-fixtures';
import { ROLE_TABLE_TEXT } from './role-table-values';
import { deleteRefusal, RoleTable, type RoleTableProps } from './RoleTable';

function renderTable(props: Partial<RoleTableProps> = {}) {
  const handlers = { onOpen: vi.fn(), onDelete: vi.fn(async () => undefined) };
  render(<RoleTable status="ready" roles={demoRoles} canManage {...handlers} {...props} />);
  return handlers;
}

const rowOf = (name: string) => screen.getByText(name, { selector: 'span' }).closest('li') as HTMLElement;

describe('RoleTable', () => {
  it('shows each role with its type, member count and the admin badge', () => {
    renderTable();
    expect(within(rowOf('Admin')).getByText(ROLE_TABLE_TEXT.adminBadge)).toBeInTheDocument();
    expect(within(rowOf('Driver')).getByText('Default · 14 members')).toBeInTheDocument();
    expect(within(rowOf('Pool coordinator')).getByText('Custom · 0 members')).toBeInTheDocument();
    expect(within(rowOf('Driver')).queryByText(ROLE_TABLE_TEXT.adminBadge)).not.toBeInTheDocument();
  });

  it('offers Delete only for a custom role nobody holds, and says why elsewhere', () => {
    renderTable();
    expect(screen.queryByRole('button', { name: 'Delete Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Night shift' })).not.toBeInTheDocument();
    expect(within(rowOf('Night shift')).getByText(ROLE_TABLE_TEXT.heldNotDeletable(3))).toBeInTheDocument();
    expect(within(rowOf('Driver')).getByText(ROLE_TABLE_TEXT.defaultNotDeletable)).toBeInTheDocument();
    expect(deleteRefusal(coordinatorRole)).toBeNull();
    expect(deleteRefusal(adminRole)).toBe(ROLE_TABLE_TEXT.defaultNotDeletable);
    expect(deleteRefusal(heldCustomRole)).toBe(ROLE_TABLE_TEXT.heldNotDeletable(3));
    expect(deleteRefusal(driverRole)).toBe(ROLE_TABLE_TEXT.defaultNotDeletable);
  });

  it('deletes after a confirmation, and Cancel deletes nothing', async () => {
    const { onDelete } = renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Pool coordinator' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Pool coordinator' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(coordinatorRole);
  });

  it('opens the editor for a role or a new one', async () => {
    const { onOpen } = renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Add role' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Driver' }));
    expect(onOpen.mock.calls).toEqual([['new'], [driverRole.pk]]);
  });

  it('shows the roles without actions to someone who does not manage them', () => {
    renderTable({ canManage: false });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(ROLE_TABLE_TEXT.readOnly)).toBeInTheDocument();
  });

  it('shows loading and a failure with Retry', async () => {
    const { unmount } = render(<RoleTable status="loading" roles={[]} canManage onOpen={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent(ROLE_TABLE_TEXT.loading);
    unmount();
    const onRetry = vi.fn();
    render(<RoleTable status="error" error="No" roles={[]} canManage onOpen={vi.fn()} onDelete={vi.fn()} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
