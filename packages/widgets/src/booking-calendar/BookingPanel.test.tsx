import type { CalendarBooking } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookingPanel } from './BookingPanel';

/** Sam's van over midnight at a Sydney branch (AEDT, +11:00), hidden from lists. */
const vanOvernight: CalendarBooking = {
  pk: 204,
  vehicle_pk: 3,
  branch_pk: 21,
  start: '2026-11-24T07:00:00.000Z',
  end: '2026-11-24T22:00:00.000Z',
  status: 'Approved',
  is_hidden: true,
  is_deleted: false,
  driver_name: 'Sam Second',
  vehicle_name: 'Hiace Van SC-03',
  editable: false,
};

function Page({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <>
      <button type="button">Booking 204</button>
      {open && <BookingPanel booking={vanOvernight} timeZone="Australia/Sydney" onClose={onClose} />}
    </>
  );
}

describe('BookingPanel', () => {
  it('shows vehicle, driver, times at the branch and the status that counts (Hidden)', () => {
    render(<BookingPanel booking={vanOvernight} timeZone="Australia/Sydney" onClose={vi.fn()} />);
    const panel = screen.getByRole('dialog', { name: 'Booking 204' });
    const values = Object.fromEntries(
      within(panel)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(values).toEqual({ Vehicle: 'Hiace Van SC-03', Driver: 'Sam Second', Times: 'Tue 24 Nov 18:00 – Wed 25 Nov 09:00', Status: 'Hidden' });
  });

  it('takes focus on opening, closes with Close or Escape, and gives focus back to the booking', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { rerender } = render(<Page open={false} onClose={onClose} />);
    const booking = screen.getByRole('button', { name: 'Booking 204' });
    booking.focus();
    rerender(<Page open onClose={onClose} />);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(<Page open={false} onClose={onClose} />);
    expect(booking).toHaveFocus();
  });
});
