import { branchMessages, messages } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { departments } from '../test-support/branch-fixtures';
import { NamedList, type NamedItem, type NamedListProps } from './NamedList';

function renderList(props: Partial<NamedListProps> = {}) {
  const handlers = {
    onAdd: vi.fn<(name: string) => Promise<boolean>>(async () => true),
    onRename: vi.fn<(item: NamedItem, name: string) => Promise<boolean>>(async () => true),
    onDelete: vi.fn<(item: NamedItem) => Promise<void>>(async () => undefined),
    onRetry: vi.fn(),
  };
  const view = render(<NamedList title="Departments" singular="department" plural="departments" status="ready" items={departments} {...handlers} {...props} />);
  return { ...handlers, ...view };
}

describe('NamedList', () => {
  it('lists the names in order and says how many there are', () => {
    renderList({ items: [departments[1]!, departments[0]!] });
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.firstChild?.textContent),
    ).toEqual(['Operations', 'Sales']);
    expect(screen.getByRole('status')).toHaveTextContent('2 departments');
  });

  it('asks for a name, then adds it and empties the field', async () => {
    const user = userEvent.setup();
    const { onAdd } = renderList();
    const form = screen.getByRole('form', { name: 'Add a department' });
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(within(form).getByRole('textbox', { name: 'New department' })).toHaveAccessibleDescription(branchMessages.nameRequired);
    expect(onAdd).not.toHaveBeenCalled();
    await user.type(within(form).getByRole('textbox', { name: 'New department' }), '  Finance ');
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledWith('Finance');
    expect(within(form).getByRole('textbox', { name: 'New department' })).toHaveValue('');
  });

  it('keeps the name typed and shows the server’s refusal of an add', async () => {
    const user = userEvent.setup();
    const { onAdd, rerender } = renderList();
    onAdd.mockResolvedValueOnce(false);
    await user.type(screen.getByRole('textbox', { name: 'New department' }), 'Sales');
    await user.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledWith('Sales');
    rerender(
      <NamedList
        title="Departments"
        singular="department"
        plural="departments"
        status="ready"
        items={departments}
        addError="A department with this name already exists."
        onAdd={onAdd}
        onRename={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'New department' })).toHaveValue('Sales');
    expect(screen.getByRole('textbox', { name: 'New department' })).toHaveAccessibleDescription('A department with this name already exists.');
  });

  it('renames in place: Enter saves, Escape cancels, a blank name is refused', async () => {
    const user = userEvent.setup();
    const { onRename } = renderList();
    await user.click(screen.getByRole('button', { name: 'Rename Sales' }));
    const field = screen.getByRole('textbox', { name: 'Rename Sales' });
    expect(field).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Rename Sales' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename Sales' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Rename Sales' }));
    await user.clear(screen.getByRole('textbox', { name: 'Rename Sales' }));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Rename Sales' })).toHaveAccessibleDescription(branchMessages.nameRequired);
    await user.type(screen.getByRole('textbox', { name: 'Rename Sales' }), 'Sales and Marketing{Enter}');
    expect(onRename).toHaveBeenCalledWith(departments[1], 'Sales and Marketing');
    expect(screen.queryByRole('textbox', { name: 'Rename Sales' })).not.toBeInTheDocument();
  });

  it('deletes after a confirmation', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Operations' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Operations?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(departments[0]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the names only to someone who may not change them', () => {
    renderList({ canManage: false });
    expect(screen.getByText('Operations')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Rename|Delete/ })).not.toBeInTheDocument();
  });

  it('shows loading, empty, and a failure with Retry', async () => {
    const user = userEvent.setup();
    renderList({ status: 'loading', items: [] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading departments…');
    renderList({ items: [] });
    expect(screen.getByText('No departments yet')).toBeInTheDocument();
    const { onRetry } = renderList({ status: 'error', error: messages.request.forbidden, items: [] });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.forbidden);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
