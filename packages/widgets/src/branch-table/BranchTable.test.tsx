import { messages, type Branch } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { branches } from '../test-support/branch-fixtures';
import { BranchTable, type BranchTableProps } from './BranchTable';
import { initialBranchTableQuery, type BranchTableQuery } from './store';

function renderTable(props: Partial<BranchTableProps> = {}) {
  const handlers = {
    onQueryChange: vi.fn<(query: BranchTableQuery) => void>(),
    onOpen: vi.fn<(branch: Branch) => void>(),
    onEdit: vi.fn<(branch: Branch) => void>(),
    onDelete: vi.fn<(branch: Branch) => Promise<void>>(async () => undefined),
    onRetry: vi.fn(),
  };
  render(<BranchTable status="ready" branches={branches} count={3} query={initialBranchTableQuery()} {...handlers} {...props} />);
  return handlers;
}

const rowOf = (name: string) => within(screen.getByRole('button', { name }).closest('tr') as HTMLElement);

describe('BranchTable', () => {
  it('shows name, type, address, time zone, managers and status in its colour', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((header) => header.getAttribute('aria-label'))).toEqual([
      'Action',
      'Name',
      'Type',
      'Address',
      'Time Zone',
      'Managers',
      'Status',
    ]);
    const docklands = rowOf('Docklands');
    expect(docklands.getByText('12 Harbour Esplanade, Docklands, VIC, Australia')).toBeInTheDocument();
    expect(docklands.getByText('Australia/Melbourne')).toBeInTheDocument();
    expect(docklands.getByText('Maya Manager')).toBeInTheDocument();
    expect(docklands.getByText('Active')).toHaveAttribute('data-colour', 'green');
    expect(rowOf('Sydney Airport').getByText('Hub')).toBeInTheDocument();
    const parramatta = rowOf('Parramatta');
    expect(parramatta.getByText('Inactive')).toHaveAttribute('data-colour', 'red');
    expect(parramatta.getByText('Asia/Kolkata')).toBeInTheDocument();
  });

  it('orders by name and filters by type and status through the server', async () => {
    const user = userEvent.setup();
    const { onQueryChange } = renderTable();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ ordering: '-name', page: 1 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Type' }), 'hub');
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { branch_type: 'hub' } }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Status' }), 'false');
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { is_active: 'false' } }));
  });

  it('searches once typing pauses, and clears search and filters', async () => {
    const user = userEvent.setup();
    const { onQueryChange } = renderTable({ query: { ...initialBranchTableQuery(), filters: { is_active: 'true' } } });
    await user.type(screen.getByRole('searchbox', { name: 'Search branches' }), 'dock');
    await vi.waitFor(() => expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'dock', page: 1 })));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ search: '', filters: {} }));
  });

  it('opens, edits, and deletes after a confirmation', async () => {
    const user = userEvent.setup();
    const { onOpen, onEdit, onDelete } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Docklands' }));
    expect(onOpen).toHaveBeenLastCalledWith(branches[0]);
    await user.click(screen.getByRole('button', { name: 'View Sydney Airport' }));
    expect(onOpen).toHaveBeenLastCalledWith(branches[1]);
    await user.click(screen.getByRole('button', { name: 'Edit Docklands' }));
    expect(onEdit).toHaveBeenCalledWith(branches[0]);

    await user.click(screen.getByRole('button', { name: 'Delete Parramatta' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Parramatta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Parramatta' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(branches[2]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers only View to someone who may not change branches', () => {
    renderTable({ canManage: false });
    expect(screen.getByRole('button', { name: 'View Docklands' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Docklands' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Docklands' })).not.toBeInTheDocument();
  });

  it('says when there are none, and shows a failure with Retry', async () => {
    const user = userEvent.setup();
    renderTable({ branches: [], count: 0 });
    expect(screen.getByText('No branches yet')).toBeInTheDocument();
    const { onRetry } = renderTable({ status: 'error', branches: [], count: 0, error: messages.request.forbidden });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.forbidden);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
