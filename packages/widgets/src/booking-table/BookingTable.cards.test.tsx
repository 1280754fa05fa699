import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingsInEveryState, overdueBooking } from '../test-support/booking-fixtures';
import { inBoxOfWidth } from '../test-support/narrow-box';
import { BookingTable } from './BookingTable';
import { initialBookingTableQuery } from './store';

const cardOf = (pk: number) => {
  const card = screen.getByRole('checkbox', { name: `Select booking ${pk}` }).closest('li');
  if (!card) throw new Error(`no card for booking ${pk}`);
  return card;
};

describe('BookingTable in a narrow box', () => {
  inBoxOfWidth(360);

  it('shows each booking as a card: vehicle, driver, times and status by their headers, selectable, its actions in a menu', async () => {
    const user = userEvent.setup();
    const onView = vi.fn();
    const onSelectedChange = vi.fn();
    render(
      <BookingTable
        status="ready"
        bookings={bookingsInEveryState}
        count={bookingsInEveryState.length}
        query={initialBookingTableQuery()}
        list="bookings"
        onQueryChange={vi.fn()}
        onAction={vi.fn()}
        onView={onView}
        onEdit={vi.fn()}
        selected={[]}
        onSelectedChange={onSelectedChange}
        onBulkCancel={vi.fn()}
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = cardOf(101);
    const face = within(card.querySelector(':scope > dl') as HTMLElement);
    expect(face.getAllByRole('term').map((term) => term.textContent)).toEqual(['Vehicle', 'Driver', 'Start', 'End', 'Status']);
    expect(face.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Toyota Corolla (ABC123)',
      expect.any(String),
      '23/11/2026 09:00 AM',
      '25/11/2026 05:00 PM',
      'Pending Approval',
    ]);
    expect(within(card).getByText('Booking ID', { selector: 'dt' })).toBeInTheDocument();

    await user.click(within(card).getByRole('checkbox', { name: 'Select booking 101' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith([101]);

    await user.click(within(card).getByRole('button', { name: 'Actions for booking 101' }));
    const menu = screen.getByRole('menu', { name: 'Actions for booking 101' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View', 'Edit', 'Approve', 'Decline', 'Extend', 'Cancel', 'Delete']);
    await user.click(within(menu).getByRole('menuitem', { name: 'View' }));
    expect(onView).toHaveBeenCalledWith(bookingsInEveryState[0]);
  });

  it('shows the Late badge beside the status on an overdue booking’s card, not on an ordinary In-Progress one', () => {
    const ordinary = bookingsInEveryState[2]!;
    render(
      <BookingTable
        status="ready"
        bookings={[ordinary, overdueBooking]}
        count={2}
        query={initialBookingTableQuery()}
        list="bookings"
        onQueryChange={vi.fn()}
        onAction={vi.fn()}
        onView={vi.fn()}
        onEdit={vi.fn()}
        selected={[]}
        onSelectedChange={vi.fn()}
        onBulkCancel={vi.fn()}
      />,
    );
    const statusOf = (pk: number) => within(cardOf(pk)).getByText('Status', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(statusOf(overdueBooking.pk)).getByText('Late')).toHaveAttribute('data-colour', 'red');
    expect(statusOf(overdueBooking.pk)).toHaveTextContent('In-Progress Late');
    expect(within(statusOf(ordinary.pk)).queryByText('Late')).not.toBeInTheDocument();
    expect(statusOf(ordinary.pk)).toHaveTextContent(/^In-Progress$/);
  });
});
