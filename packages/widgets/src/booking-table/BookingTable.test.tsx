import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookingActionInput } from '../flows/booking-actions/booking-actions';
import { bookingsInEveryState, overdueBooking, recurringBooking } from '../test-support/booking-fixtures';
import { BookingTable, HIDDEN_EMPTY_TEXT, NARROWED_EMPTY_TEXT, type BookingTableProps } from './BookingTable';
import { initialBookingTableQuery, type BookingTableQuery } from './store';

function renderTable(props: Partial<BookingTableProps> = {}) {
  const handlers = {
    onQueryChange: vi.fn<(query: BookingTableQuery) => void>(),
    onAction: vi.fn(async (_booking: unknown, _input: BookingActionInput): Promise<string | null> => null),
    onView: vi.fn(),
    onEdit: vi.fn(),
  };
  render(
    <BookingTable
      status="ready"
      bookings={bookingsInEveryState}
      count={bookingsInEveryState.length}
      query={initialBookingTableQuery()}
      list="bookings"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const rowOf = (pk: number) => within(screen.getByText(String(pk), { selector: 'span' }).closest('tr') as HTMLElement);
const headers = () => screen.getAllByRole('columnheader').map((header) => header.getAttribute('aria-label'));

describe('BookingTable', () => {
  it('shows the columns of the bookings list, times at the branch and the status precedence', () => {
    renderTable();
    expect(headers()).toEqual([
      'Action',
      'Booking ID',
      'Vehicle',
      'Driver',
      'Branch',
      'Start',
      'End',
      'Day count',
      'Status',
      'Purpose',
      'Booking Type',
      'Created By',
    ]);
    const first = rowOf(101);
    expect(first.getByText('Toyota Corolla (ABC123)')).toBeInTheDocument();
    expect(first.getByText('23/11/2026 09:00 AM')).toBeInTheDocument();
    expect(first.getByText('25/11/2026 05:00 PM')).toBeInTheDocument();
    expect(first.getByText('Pending Approval')).toHaveAttribute('data-colour', 'grey');
    expect(rowOf(107).getByText('Hidden')).toBeInTheDocument();
    expect(rowOf(108).getByText('Deleted')).toHaveAttribute('data-colour', 'red');
    expect(rowOf(108).queryByText('Hidden')).not.toBeInTheDocument();
  });

  it('names a booking the viewer may see only as taken (visibility rules) "Booked", with no actions', () => {
    const [shown] = bookingsInEveryState;
    if (!shown) throw new Error('no booking fixture');
    const masked = { ...shown, pk: 190, driver: null, purpose_of_trip: null, allowed_actions: [], is_masked: true };
    renderTable({ bookings: [masked], count: 1 });
    expect(rowOf(190).getByText('Booked')).toBeInTheDocument();
  });

  it('shows the compact sr view with fewer columns, and the select boxes with bulk cancel', () => {
    renderTable({ variant: 'sr', onBulkCancel: vi.fn() });
    expect(headers()).toEqual(['Action', 'Select', 'Booking ID', 'Vehicle', 'Driver', 'Start', 'End', 'Status']);
  });

  it('offers only the actions the server allows, with the rest under more', async () => {
    const user = userEvent.setup();
    const { onView, onEdit } = renderTable({ bookings: [bookingsInEveryState[0]!, bookingsInEveryState[5]!, recurringBooking] });
    const pending = rowOf(101);
    for (const name of ['View', 'Edit', 'Approve', 'Decline', 'Extend', 'Cancel']) {
      expect(pending.getByRole('button', { name: `${name} booking 101` })).toBeInTheDocument();
    }
    expect(pending.queryByRole('button', { name: 'Check-out booking 101' })).not.toBeInTheDocument();
    await user.click(pending.getByRole('button', { name: 'More actions for booking 101' }));
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    const completed = rowOf(106);
    expect(completed.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['View booking 106', 'Delete booking 106']);
    await user.click(completed.getByRole('button', { name: 'View booking 106' }));
    expect(onView).toHaveBeenCalledWith(bookingsInEveryState[5]);
    await user.click(rowOf(120).getByRole('button', { name: 'Edit booking 120' }));
    expect(onEdit).toHaveBeenCalledWith(recurringBooking);
    await user.click(rowOf(120).getByRole('button', { name: 'More actions for booking 120' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Cancel series', 'Delete series']);
  });

  it('approves at once, and keeps a dialog’s input when the server refuses', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn(async (_booking: unknown, input: BookingActionInput) =>
      input.kind === 'decline' ? 'A booking that is Approved cannot be declined.' : null,
    );
    renderTable({ onAction });
    await user.click(rowOf(101).getByRole('button', { name: 'Approve booking 101' }));
    expect(onAction).toHaveBeenLastCalledWith(bookingsInEveryState[0], { kind: 'approve' });
    await user.click(rowOf(101).getByRole('button', { name: 'Decline booking 101' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Decline booking 101?' }));
    await user.type(dialog.getByLabelText('Reason'), 'Vehicle needed for service');
    await user.click(dialog.getByRole('button', { name: 'Decline' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('A booking that is Approved cannot be declined.');
    expect(dialog.getByLabelText('Reason')).toHaveValue('Vehicle needed for service');
    expect(onAction).toHaveBeenLastCalledWith(bookingsInEveryState[0], { kind: 'decline', reason: 'Vehicle needed for service' });
  });

  it('closes the dialog once the action is done', async () => {
    const user = userEvent.setup();
    const { onAction } = renderTable();
    await user.click(rowOf(102).getByRole('button', { name: 'Check-out booking 102' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Check-out' }));
    expect(onAction).toHaveBeenCalledWith(bookingsInEveryState[1], { kind: 'check_out', body: { update_odometer: false } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('orders by start either way, never unordered', async () => {
    const user = userEvent.setup();
    const { onQueryChange } = renderTable();
    expect(screen.getByRole('columnheader', { name: 'Start' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ ordering: 'start_datetime', page: 1 }));
  });

  it('turns a descending order round rather than dropping it', async () => {
    const user = userEvent.setup();
    const { onQueryChange } = renderTable({ query: { ...initialBookingTableQuery(), ordering: 'start_datetime' } });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ ordering: '-start_datetime' }));
  });

  it('filters by statuses, branch and a range of days', async () => {
    const user = userEvent.setup();
    const { onQueryChange } = renderTable({ branches: [{ pk: 21, name: 'Docklands' }] });
    await user.click(screen.getByRole('button', { name: 'Status' }));
    expect(screen.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(
      expect.arrayContaining(['Pending Approval', 'Approved', 'In-Progress', 'Cancelled', 'Declined', 'Completed', 'Deleted', 'Hidden']),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Approved' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ statuses: ['Approved'], page: 1 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Branch' }), 'Docklands');
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ branch: 21 }));
    await user.click(screen.getByRole('button', { name: /^Dates\s*:\s*Any dates$/ }));
    const calendar = within(screen.getByRole('dialog', { name: 'Booking dates' }));
    // The month is loaded on the first open.
    await calendar.findByRole('grid');
    const firstOfMonth = calendar.getAllByRole('button').find((button) => button.textContent === '1');
    await user.click(firstOfMonth!);
    expect(onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ from: expect.stringMatching(/^\d{4}-\d{2}-01$/), to: expect.stringMatching(/^\d{4}-\d{2}-01$/) }),
    );
  });

  it('says why the list is empty, per list and when narrowed', () => {
    const { rerender } = render(
      <BookingTable
        status="ready"
        bookings={[]}
        count={0}
        query={initialBookingTableQuery()}
        list="my-bookings"
        onQueryChange={vi.fn()}
        onAction={vi.fn()}
        onView={vi.fn()}
        onEdit={vi.fn()}
      />,
    );
    expect(screen.getByText('You have no bookings')).toBeInTheDocument();
    rerender(
      <BookingTable
        status="ready"
        bookings={[]}
        count={0}
        query={initialBookingTableQuery()}
        list="bookings"
        hidden
        onQueryChange={vi.fn()}
        onAction={vi.fn()}
        onView={vi.fn()}
        onEdit={vi.fn()}
      />,
    );
    expect(screen.getByText(HIDDEN_EMPTY_TEXT)).toBeInTheDocument();
    rerender(
      <BookingTable
        status="ready"
        bookings={[]}
        count={0}
        query={{ ...initialBookingTableQuery(), statuses: ['Declined'] }}
        list="bookings"
        onQueryChange={vi.fn()}
        onAction={vi.fn()}
        onView={vi.fn()}
        onEdit={vi.fn()}
      />,
    );
    expect(screen.getByText(NARROWED_EMPTY_TEXT)).toBeInTheDocument();
    rerender(
      <BookingTable
        status="error"
        error="You do not have permission"
        bookings={[]}
        count={0}
        query={initialBookingTableQuery()}
        list="bookings"
        onQueryChange={vi.fn()}
        onAction={vi.fn()}
        onView={vi.fn()}
        onEdit={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission');
  });

  it('cancels the ticked bookings with one reason, and lists those left alone', async () => {
    const user = userEvent.setup();
    const onSelectedChange = vi.fn();
    const onBulkCancel = vi.fn(async () => null);
    const { rerender } = render(
      <BookingTable
        status="ready"
        bookings={bookingsInEveryState}
        count={8}
        query={initialBookingTableQuery()}
        list="bookings"
        onQueryChange={vi.fn()}
        onAction={vi.fn()}
        onView={vi.fn()}
        onEdit={vi.fn()}
        selected={[]}
        onSelectedChange={onSelectedChange}
        onBulkCancel={onBulkCancel}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel selected' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Select at least one booking');
    expect(screen.getByRole('checkbox', { name: 'Select booking 104' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith([101, 102]);
    const props = {
      status: 'ready' as const,
      bookings: bookingsInEveryState,
      count: 8,
      query: initialBookingTableQuery(),
      list: 'bookings' as const,
      onQueryChange: vi.fn(),
      onAction: vi.fn(),
      onView: vi.fn(),
      onEdit: vi.fn(),
      onSelectedChange,
      onBulkCancel,
    };
    rerender(<BookingTable {...props} selected={[101, 102]} />);
    await user.click(screen.getByRole('button', { name: 'Cancel selected (2)' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel 2 bookings?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel selected' }));
    expect(dialog.getByText('Reason is required')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason'), 'Depot closed');
    await user.click(dialog.getByRole('button', { name: 'Cancel selected' }));
    expect(onBulkCancel).toHaveBeenCalledTimes(1);
    expect(onBulkCancel).toHaveBeenCalledWith([101, 102], 'Depot closed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(
      <BookingTable
        {...props}
        selected={[]}
        bulkReport={{
          message: '1 of 2 bookings cancelled',
          failures: [{ pk: 102, title: 'Bookings can no longer be cancelled within 60 minutes of their start' }],
        }}
      />,
    );
    expect(screen.getByRole('list', { name: 'Bookings not cancelled' })).toHaveTextContent(
      'Booking 102: Bookings can no longer be cancelled within 60 minutes of their start',
    );
  });

  it('offers export and New booking when given', async () => {
    const user = userEvent.setup();
    const onExport = vi.fn();
    const onAdd = vi.fn();
    renderTable({ onExport, canAdd: true, onAdd });
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(onExport).toHaveBeenCalledWith('xlsx');
    await user.click(screen.getByRole('button', { name: 'New booking' }));
    expect(onAdd).toHaveBeenCalled();
  });
});

describe('BookingTable and overdue bookings', () => {
  it('shows a red Late badge beside In-Progress for an overdue booking, not for an ordinary In-Progress one', () => {
    const ordinary = bookingsInEveryState[2]!;
    renderTable({ bookings: [ordinary, overdueBooking], count: 2 });
    const late = rowOf(overdueBooking.pk);
    expect(late.getByText('In-Progress')).toHaveAttribute('data-colour', 'brand');
    expect(late.getByText('Late')).toHaveAttribute('data-colour', 'red');
    expect(rowOf(ordinary.pk).getByText('In-Progress')).toBeInTheDocument();
    expect(rowOf(ordinary.pk).queryByText('Late')).not.toBeInTheDocument();
  });

  it('shows no Late badge once the booking is deleted or no longer In-Progress', () => {
    renderTable({
      bookings: [
        { ...overdueBooking, pk: 201, is_deleted: true },
        { ...overdueBooking, pk: 202, status: { status_name: 'Completed' }, internal_status: 'Late Return' },
      ],
      count: 2,
    });
    expect(screen.queryByText('Late')).not.toBeInTheDocument();
  });
});
