import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DIALOG_ACTIONS } from './booking-actions';
import { bookingFixture, bookingsInEveryState, recurringBooking } from '../../test-support/booking-fixtures';
import { BookingActionDialog } from './BookingActionDialog';

/** The fixtures' checked-out booking, for Complete and Check-in. */
const inProgress = bookingsInEveryState.find((booking) => booking.status.status_name === 'In-Progress');
if (!inProgress) throw new Error('The booking fixtures have no booking in progress');

const meta = {
  title: 'Widgets/Booking action dialogs',
  component: BookingActionDialog,
  args: { booking: bookingFixture(), action: 'decline', busy: false, error: null, onSubmit: fn(), onClose: fn() },
  argTypes: { action: { control: 'select', options: DIALOG_ACTIONS } },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ position: 'relative', height: '520px' }}>{Story()}</div>],
} satisfies Meta<typeof BookingActionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decline: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(canvas.getByText('Reason is required')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
export const Cancel: Story = { args: { action: 'cancel' } };
export const CancelRefused: Story = { args: { action: 'cancel', error: 'Bookings can no longer be cancelled within 60 minutes of their start' } };
export const Delete: Story = { args: { action: 'delete' } };
export const Complete: Story = { args: { action: 'complete', booking: inProgress } };

/** Without 'Update Odometer' no reading is sent. */
export const CheckOut: Story = {
  args: { action: 'check_out' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Update Odometer' }));
    await userEvent.type(canvas.getByLabelText('Start Reading'), '12045');
    await userEvent.click(canvas.getByRole('button', { name: 'Check-out' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ kind: 'check_out', body: { update_odometer: true, odometer_reading: 12045 } });
  },
};
export const CheckIn: Story = { args: { action: 'check_in', booking: inProgress } };
export const Extend: Story = { args: { action: 'extend' } };
export const Busy: Story = { args: { action: 'extend', busy: true } };
export const CancelSeries: Story = { args: { action: 'cancel_series', booking: recurringBooking } };
export const DeleteSeries: Story = { args: { action: 'delete_series', booking: recurringBooking } };
