import { messages, USER_TABLE_COLUMNS, type Employee } from '@motorpool/api';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TYPING_PAUSE_MS } from '../ui/data-table/use-debounced-input';
import { adminPermissions, customFleetEmployees, employees, lookups, manyEmployees } from '../test-support/user-table-fixtures';
import { initialUserTableQuery, type UserTableQuery } from './store';
import { ONLY_DELETED_REACTIVATE } from './user-actions';
import { UserTable, type UserTableProps } from './UserTable';

function renderTable(props: Partial<UserTableProps> = {}) {
  const handlers = {
    onQueryChange: vi.fn<(query: UserTableQuery) => void>(),
    onHiddenColumnsChange: vi.fn(),
    onEdit: vi.fn(),
    onOpen: vi.fn(),
    onDelete: vi.fn<(employee: Employee) => Promise<void> | void>(),
    onResetPassword: vi.fn(),
    onReactivate: vi.fn(),
    onUnlockSignIn: vi.fn(),
    onNotes: vi.fn(),
    onRaiseIncident: vi.fn(),
    onRetry: vi.fn(),
  };
  const view = render(
    <UserTable
      status="ready"
      employees={employees}
      count={42}
      query={initialUserTableQuery()}
      lookups={lookups}
      permissions={adminPermissions}
      {...handlers}
      {...props}
    />,
  );
  return { ...view, ...handlers };
}

const rowOf = (name: string) => {
  const cell = screen.getByText(name, { selector: 'span' });
  const row = cell.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

const actionNames = (name: string) =>
  rowOf(name)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

describe('UserTable', () => {
  it('shows the 24 columns of spec §2 in order, Action first and 150 px wide', () => {
    renderTable();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.getAttribute('aria-label'))).toEqual(USER_TABLE_COLUMNS.map((column) => column.label));
    expect(headers).toHaveLength(24);
    expect(headers[0]).toHaveStyle({ width: '150px' });
  });

  it('shows status by name, toggles as Yes/No, dates as dd/MM/yyyy and lists joined', () => {
    renderTable();
    const sam = rowOf('Sam Okafor');
    expect(sam.getByText('Active')).toBeInTheDocument();
    expect(sam.getByText('Operations, Sales')).toBeInTheDocument();
    expect(sam.getByText('C, LR')).toBeInTheDocument();
    expect(sam.getByText('31/01/2024')).toBeInTheDocument();
    expect(sam.getByText('09/04/1988')).toBeInTheDocument();
    expect(sam.getByText('Yes')).toBeInTheDocument();
    expect(sam.getByText('+61410000102')).toBeInTheDocument();
    expect(rowOf('Mia Rossi').getByText('No')).toBeInTheDocument();
  });

  it('formats dates with the person’s date format preference', () => {
    renderTable({ dateFormat: 'dd MMM yyyy' });
    expect(rowOf('Sam Okafor').getByText('31 Jan 2024')).toBeInTheDocument();
  });

  it('sorts by a header: ascending, then descending, then the server’s order, always from page 1', async () => {
    const user = userEvent.setup();
    const { onQueryChange, rerender } = renderTable({ query: { ...initialUserTableQuery(), page: 3 } });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ ordering: 'name', page: 1 }));

    const props = { status: 'ready' as const, employees, count: 42, lookups, permissions: adminPermissions, onHiddenColumnsChange: vi.fn() };
    const handlers = {
      onEdit: vi.fn(),
      onOpen: vi.fn(),
      onDelete: vi.fn(),
      onResetPassword: vi.fn(),
      onReactivate: vi.fn(),
      onUnlockSignIn: vi.fn(),
      onNotes: vi.fn(),
      onRaiseIncident: vi.fn(),
    };
    rerender(<UserTable {...props} {...handlers} onQueryChange={onQueryChange} query={{ ...initialUserTableQuery(), ordering: 'name' }} />);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ ordering: '-name' }));

    rerender(<UserTable {...props} {...handlers} onQueryChange={onQueryChange} query={{ ...initialUserTableQuery(), ordering: '-name' }} />);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ ordering: null }));
  });

  it('offers sorting only on the columns the server sorts by', () => {
    renderTable();
    for (const column of USER_TABLE_COLUMNS) {
      const header = screen.getByRole('columnheader', { name: column.label });
      expect(within(header).queryByRole('button', { name: column.label }) !== null, column.key).toBe(column.sortable);
    }
  });

  it('sends a text filter once typing pauses, and list filters at once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { onQueryChange } = renderTable();
      await user.type(screen.getByRole('searchbox', { name: 'Filter Email' }), 'dana');
      expect(onQueryChange).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS));
      expect(onQueryChange).toHaveBeenCalledTimes(1);
      expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { email: 'dana' }, page: 1 }));

      await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Branch' }), 'Parramatta');
      expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { branch: '22' } }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Filter License Expiry Reminder' }), 'No');
      expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { license_exp_reminder: 'false' } }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Status' }), 'Deleted');
      expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { status: 'Deleted' } }));
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a date filter as dd/mm/yyyy and sends it as yyyy-MM-dd, only once it is a real date', async () => {
    const user = userEvent.setup();
    const { onQueryChange } = renderTable();
    const expiry = screen.getByRole('textbox', { name: 'Filter License Expiry Date' });
    await user.type(expiry, '31/02/2024');
    await vi.waitFor(() => expect(expiry).toHaveAttribute('aria-invalid', 'true'));
    expect(onQueryChange).not.toHaveBeenCalled();
    await user.clear(expiry);
    await user.type(expiry, '29/02/2024');
    await vi.waitFor(() => expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { license_valid_upto: '2024-02-29' } })));
    expect(expiry).not.toHaveAttribute('aria-invalid');
  });

  it('keeps other filters when one changes and drops a filter set back to All', async () => {
    const user = userEvent.setup();
    const { onQueryChange } = renderTable({ query: { ...initialUserTableQuery(), filters: { branch: '22', role: '3' } } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Branch' }), 'All');
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { role: '3' } }));
  });

  it('searches once typing pauses and clears every filter at once', async () => {
    const user = userEvent.setup();
    const { onQueryChange, rerender } = renderTable();
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'okafor');
    await vi.waitFor(() => expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'okafor', page: 1 })));

    const narrowed = { ...initialUserTableQuery(), search: 'okafor', filters: { branch: '22' }, page: 2 };
    rerender(
      <UserTable
        status="ready"
        employees={employees}
        count={2}
        query={narrowed}
        permissions={[]}
        onQueryChange={onQueryChange}
        onHiddenColumnsChange={vi.fn()}
        onEdit={vi.fn()}
        onOpen={vi.fn()}
        onDelete={vi.fn()}
        onResetPassword={vi.fn()}
        onReactivate={vi.fn()}
        onUnlockSignIn={vi.fn()}
        onNotes={vi.fn()}
        onRaiseIncident={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ search: '', filters: {}, page: 1, includeDeleted: false }));
  });

  it('asks for deleted users when they are included', async () => {
    const user = userEvent.setup();
    const { onQueryChange } = renderTable();
    await user.click(screen.getByRole('checkbox', { name: 'Include deleted users' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ includeDeleted: true, page: 1 }));
  });

  it('offers the page sizes of spec §9 and pages through the server’s count', async () => {
    const user = userEvent.setup();
    const { onQueryChange } = renderTable({ query: { ...initialUserTableQuery(), page: 2 } });
    const sizes = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['1', '2', '10', '15', '20', '30', '45', '60']);
    expect(screen.getByText('16–30 of 42 users')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();

    await user.selectOptions(sizes, '30');
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageSize: 30, page: 1 }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ pageSize: 15, page: 3 }));
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }));
    expect(screen.getByRole('button', { name: 'Last page' })).toBeEnabled();
  });

  it('shows the actions the viewer’s permissions allow, six inline and the rest under More', () => {
    renderTable();
    expect(actionNames('Dana Driver')).toEqual([
      'Edit Dana Driver',
      'View Dana Driver',
      'Delete Dana Driver',
      'Reset password Dana Driver',
      'Notes Dana Driver',
      'Raise incident Dana Driver',
      'More actions for Dana Driver',
    ]);
  });

  it('leaves out the actions whose permission the viewer lacks', () => {
    renderTable({ permissions: ['user_write'] });
    expect(actionNames('Dana Driver')).toEqual(['Edit Dana Driver', 'View Dana Driver', 'Delete Dana Driver']);
    renderTable({ permissions: ['note_read'] });
    expect(screen.getAllByRole('button', { name: 'Notes Dana Driver' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Raise incident Dana Driver' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password Dana Driver' })).not.toBeInTheDocument();
  });

  it('puts what does not fit into the More menu, with the reason a choice is unavailable', async () => {
    const user = userEvent.setup();
    const { onReactivate } = renderTable();
    const more = screen.getByRole('button', { name: 'More actions for Dana Driver' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    const menu = screen.getByRole('menu', { name: 'More actions for Dana Driver' });
    const reactivate = within(menu).getByRole('menuitem', { name: /Reactivate/ });
    expect(reactivate).toHaveFocus();
    expect(reactivate).toHaveAttribute('aria-disabled', 'true');
    expect(reactivate).toHaveAccessibleDescription(ONLY_DELETED_REACTIVATE);
    await user.click(reactivate);
    expect(onReactivate).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
  });

  it('offers Unlock sign-in under More to holders of employee_activate only', async () => {
    const user = userEvent.setup();
    const { onUnlockSignIn, unmount } = renderTable();
    await user.click(screen.getByRole('button', { name: 'More actions for Dana Driver' }));
    await user.click(within(screen.getByRole('menu', { name: 'More actions for Dana Driver' })).getByRole('menuitem', { name: /Unlock sign-in/ }));
    expect(onUnlockSignIn).toHaveBeenCalledWith(employees[0]);
    unmount();

    renderTable({ permissions: adminPermissions.filter((permission) => permission !== 'employee_activate') });
    expect(actionNames('Dana Driver')).toEqual([
      'Edit Dana Driver',
      'View Dana Driver',
      'Delete Dana Driver',
      'Notes Dana Driver',
      'Raise incident Dana Driver',
      'Reactivate Dana Driver',
    ]);
  });

  it('reactivates a deleted user; everything else on that row waits, with the reason', async () => {
    const user = userEvent.setup();
    const { onReactivate, onNotes } = renderTable();
    expect(actionNames('Lee Tran')).toEqual([
      'View Lee Tran',
      'Delete Lee Tran',
      'Reset password Lee Tran',
      'Notes Lee Tran',
      'Raise incident Lee Tran',
      'Reactivate Lee Tran',
      'More actions for Lee Tran',
    ]);
    for (const name of ['Delete Lee Tran', 'Reset password Lee Tran', 'Notes Lee Tran', 'Raise incident Lee Tran']) {
      const button = screen.getByRole('button', { name });
      expect(button, name).toHaveAttribute('aria-disabled', 'true');
      expect(button, name).toHaveAccessibleDescription(messages.userForm.userDeleted);
    }
    await user.click(screen.getByRole('button', { name: 'More actions for Lee Tran' }));
    const unlock = within(screen.getByRole('menu', { name: 'More actions for Lee Tran' })).getByRole('menuitem', { name: /Unlock sign-in/ });
    expect(unlock).toHaveAttribute('aria-disabled', 'true');
    expect(unlock).toHaveAccessibleDescription(messages.userForm.userDeleted);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Notes Lee Tran' }));
    expect(onNotes).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reactivate Lee Tran' }));
    expect(onReactivate).toHaveBeenCalledWith(employees[2]);
  });

  it('disables delete of a user booked against approved bookings, with the spec’s tooltip', () => {
    renderTable();
    const remove = screen.getByRole('button', { name: 'Delete Sam Okafor' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription(messages.userForm.bookedCannotDelete);
    expect(screen.getByRole('tooltip', { name: messages.userForm.bookedCannotDelete })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Dana Driver' })).not.toHaveAttribute('aria-disabled');
  });

  it('hands edit, view, notes and raise incident to the host', async () => {
    const user = userEvent.setup();
    const { onEdit, onOpen, onNotes, onRaiseIncident } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Edit Dana Driver' }));
    await user.click(screen.getByRole('button', { name: 'View Dana Driver' }));
    await user.click(screen.getByRole('button', { name: 'Notes Dana Driver' }));
    await user.click(screen.getByRole('button', { name: 'Raise incident Dana Driver' }));
    for (const handler of [onEdit, onOpen, onNotes, onRaiseIncident]) expect(handler).toHaveBeenCalledWith(employees[0]);
  });

  it('respects the CustomFleet edit scope: limited edit is offered with a note, none hides edit', () => {
    renderTable({ employees: customFleetEmployees });
    expect(screen.getByRole('button', { name: 'Edit Ava Nguyen' })).toHaveAccessibleDescription('Edit basic and licence details only');
    expect(screen.queryByRole('button', { name: 'Edit Ben Walsh' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Ben Walsh' })).toBeInTheDocument();
  });

  it('confirms a delete and shows Deleting... until the server answers', async () => {
    const user = userEvent.setup();
    let settle: () => void = () => undefined;
    const onDelete = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    renderTable({ onDelete });
    const trigger = screen.getByRole('button', { name: 'Delete Dana Driver' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Delete Dana Driver?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(employees[0]);
    expect(within(dialog).getByRole('button', { name: messages.userForm.deleting })).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => settle());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('cancels a delete without asking the server', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Delete Dana Driver' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('hides and shows columns from the column menu', async () => {
    const user = userEvent.setup();
    const { onHiddenColumnsChange } = renderTable({ hiddenColumns: ['keaz_user_pk'] });
    expect(screen.queryByRole('columnheader', { name: 'Keaz User ID' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Columns/ }));
    const panel = screen.getByRole('group', { name: 'Columns shown' });
    expect(within(panel).queryByRole('checkbox', { name: 'Action' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('checkbox', { name: 'Keaz User ID' })).not.toBeChecked();
    await user.click(within(panel).getByRole('checkbox', { name: 'Email' }));
    expect(onHiddenColumnsChange).toHaveBeenLastCalledWith(['keaz_user_pk', 'email']);
    await user.click(within(panel).getByRole('button', { name: 'Show all columns' }));
    expect(onHiddenColumnsChange).toHaveBeenLastCalledWith([]);
  });

  it('shows skeleton rows while the first page loads', () => {
    renderTable({ status: 'loading', employees: [], count: 0 });
    expect(screen.getByRole('status')).toHaveTextContent('Loading users…');
    expect(screen.getByRole('table', { name: 'Users' })).not.toHaveAttribute('aria-rowcount');
    expect(screen.queryByText('Dana Driver')).not.toBeInTheDocument();
  });

  it('keeps the rows in view, with a progress bar, while another page loads', () => {
    renderTable({ status: 'loading' });
    expect(screen.getByRole('progressbar', { name: 'Loading users' })).toBeInTheDocument();
    expect(screen.getByText('Dana Driver')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('says when no users match', () => {
    renderTable({ employees: [], count: 0 });
    expect(screen.getByText('No users found')).toBeInTheDocument();
    renderTable({ employees: [], count: 0, query: { ...initialUserTableQuery(), search: 'zzz' } });
    expect(screen.getByText('No users match the search and filters')).toBeInTheDocument();
  });

  it('shows the server’s title with Retry when the users cannot be loaded', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderTable({ status: 'error', employees: [], count: 0, error: messages.request.forbidden });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.forbidden);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('renders only the rows in view of a long page', () => {
    renderTable({ employees: manyEmployees, count: 60, query: { ...initialUserTableQuery(60) } });
    const rendered = screen.getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(30);
    expect(screen.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-rowcount', '61');
  });
});
