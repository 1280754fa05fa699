import { bookingMessages } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookingActionInput, DialogAction } from './booking-actions';
import { bookingFixture, bookingsInEveryState } from '../../test-support/booking-fixtures';
import { BookingActionDialog } from './BookingActionDialog';
import { READING_INVALID } from './dialog-values';
import { END_READING_HINT, REPORT_PROBLEM_LABEL, START_READING_REQUIRED } from './OdometerDialog';

const inProgress = bookingsInEveryState[2]!;

function open(action: DialogAction, booking = bookingFixture(), error: string | null = null) {
  const onSubmit = vi.fn<(input: BookingActionInput) => void>();
  const onClose = vi.fn();
  const view = render(<BookingActionDialog booking={booking} action={action} busy={false} error={error} onSubmit={onSubmit} onClose={onClose} />);
  return { onSubmit, onClose, dialog: within(screen.getByRole('dialog')), view };
}

describe('BookingActionDialog', () => {
  it.each([
    ['decline', 'Decline', { kind: 'decline', reason: 'No driver licence on file' }],
    ['cancel', 'Cancel booking', { kind: 'cancel', reason: 'No driver licence on file' }],
    ['cancel_series', 'Cancel series', { kind: 'cancel_series', reason: 'No driver licence on file' }],
  ] as const)('%s needs a reason, then sends it trimmed', async (action, confirm, expected) => {
    const user = userEvent.setup();
    const { onSubmit, dialog } = open(action);
    await user.click(dialog.getByRole('button', { name: confirm }));
    expect(dialog.getByText(bookingMessages.reasonRequired)).toBeInTheDocument();
    expect(dialog.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(dialog.getByLabelText('Reason'), '  No driver licence on file ');
    await user.click(dialog.getByRole('button', { name: confirm }));
    expect(onSubmit).toHaveBeenCalledWith(expected);
  });

  it.each([
    ['delete', 'Delete'],
    ['complete', 'Complete'],
    ['delete_series', 'Delete series'],
  ] as const)('%s takes a reason only if one is given', async (action, confirm) => {
    const user = userEvent.setup();
    const { onSubmit, dialog } = open(action);
    expect(dialog.getByText('(optional)')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: confirm }));
    expect(onSubmit).toHaveBeenLastCalledWith({ kind: action, reason: null });
    await user.type(dialog.getByLabelText(/Reason/), 'Duplicate');
    await user.click(dialog.getByRole('button', { name: confirm }));
    expect(onSubmit).toHaveBeenLastCalledWith({ kind: action, reason: 'Duplicate' });
  });

  it('refuses a reason longer than the server keeps', async () => {
    const user = userEvent.setup();
    const { onSubmit, dialog } = open('decline');
    await user.click(dialog.getByLabelText('Reason'));
    await user.paste('x'.repeat(501));
    await user.click(dialog.getByRole('button', { name: 'Decline' }));
    expect(dialog.getByText('Reason must be at most 500 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks out without a reading unless Update Odometer is ticked', async () => {
    const user = userEvent.setup();
    const { onSubmit, dialog } = open('check_out');
    expect(dialog.queryByLabelText('Start Reading')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Check-out' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ kind: 'check_out', body: { update_odometer: false } });

    await user.click(dialog.getByRole('checkbox', { name: 'Update Odometer' }));
    await user.click(dialog.getByRole('button', { name: 'Check-out' }));
    expect(dialog.getByText(START_READING_REQUIRED)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Start Reading'), '12.5');
    await user.click(dialog.getByRole('button', { name: 'Check-out' }));
    expect(dialog.getByText(READING_INVALID)).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('Start Reading'));
    await user.type(dialog.getByLabelText('Start Reading'), '12045');
    await user.click(dialog.getByRole('button', { name: 'Check-out' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ kind: 'check_out', body: { update_odometer: true, odometer_reading: 12045 } });
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('checks in with the vehicle reading when none is typed, and never below the start', async () => {
    const user = userEvent.setup();
    const { onSubmit, dialog } = open('check_in', inProgress);
    expect(dialog.getByText(END_READING_HINT)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Check-in' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ kind: 'check_in', body: {} });
    await user.type(dialog.getByLabelText(/End Reading/), '11999');
    await user.click(dialog.getByRole('button', { name: 'Check-in' }));
    expect(dialog.getByText('The end reading cannot be below the start reading (12000)')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText(/End Reading/));
    await user.type(dialog.getByLabelText(/End Reading/), '12240');
    await user.click(dialog.getByRole('button', { name: 'Check-in' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ kind: 'check_in', body: { odometer_reading: 12240 } });
    expect(dialog.queryByLabelText(REPORT_PROBLEM_LABEL)).not.toBeInTheDocument();
  });

  it('offers to report a problem at check-in only when the host takes the report', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn<(input: BookingActionInput) => void>();
    render(<BookingActionDialog booking={inProgress} action="check_in" busy={false} onSubmit={onSubmit} onClose={vi.fn()} offerProblemReport />);
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByLabelText(REPORT_PROBLEM_LABEL));
    await user.click(dialog.getByRole('button', { name: 'Check-in' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ kind: 'check_in', body: {}, reportProblem: true });
  });

  it('extends only to a later end, sent as a wall time at the branch', async () => {
    const user = userEvent.setup();
    const { onSubmit, dialog } = open('extend');
    expect(dialog.getByText('Currently ends 25/11/2026 05:00 PM.')).toBeInTheDocument();
    expect(dialog.getByLabelText('New End Date')).toHaveValue('25/11/2026');
    expect(dialog.getByLabelText('New End Time')).toHaveValue('17:00');
    await user.click(dialog.getByRole('button', { name: 'Extend' }));
    expect(dialog.getByText(bookingMessages.extensionEarlier)).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('New End Time'), '06:30 PM');
    await user.click(dialog.getByRole('button', { name: 'Extend' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ kind: 'extend', body: { end_datetime: '2026-11-25T18:30' } });
    await user.clear(dialog.getByLabelText('New End Date'));
    await user.type(dialog.getByLabelText('New End Date'), '31/02/2026');
    await user.click(dialog.getByRole('button', { name: 'Extend' }));
    expect(dialog.getByText('Enter the date as dd/mm/yyyy')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s refusal above the fields, and closes on Escape', async () => {
    const user = userEvent.setup();
    const { onClose, dialog } = open('cancel', bookingFixture(), 'Bookings can no longer be cancelled within 60 minutes of their start');
    expect(dialog.getByRole('alert')).toHaveTextContent('Bookings can no longer be cancelled within 60 minutes of their start');
    expect(dialog.getByLabelText('Reason')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
