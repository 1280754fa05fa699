import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { bookingsInEveryState, overdueBooking } from '../test-support/booking-fixtures';
import { BookingDetail } from './BookingDetail';

function renderDetail(booking = overdueBooking) {
  render(<BookingDetail status="ready" booking={booking} onAction={vi.fn(async () => null)} onEdit={vi.fn()} />);
  const header = screen.getByRole('heading', { name: `Booking ${booking.pk}` }).parentElement as HTMLElement;
  const statusRow = screen.getByText('Status', { selector: 'dt' }).nextElementSibling as HTMLElement;
  return { header: within(header), statusRow };
}

describe('BookingDetail of an overdue booking', () => {
  it('shows a red Late badge beside In-Progress in its header and says Late in its status row', () => {
    const { header, statusRow } = renderDetail();
    expect(header.getByText('In-Progress')).toHaveAttribute('data-colour', 'brand');
    expect(header.getByText('Late')).toHaveAttribute('data-colour', 'red');
    expect(statusRow).toHaveTextContent('In-Progress, Late');
  });

  it('shows no Late badge for an ordinary In-Progress booking', () => {
    const { header, statusRow } = renderDetail(bookingsInEveryState[2]);
    expect(header.getByText('In-Progress')).toBeInTheDocument();
    expect(header.queryByText('Late')).not.toBeInTheDocument();
    expect(statusRow).toHaveTextContent(/^In-Progress$/);
  });
});
