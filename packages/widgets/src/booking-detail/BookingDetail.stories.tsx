import type { Booking } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bookingAudits, bookingFixture, bookingsInEveryState, bookingTrips, overdueBooking, recurringBooking } from '../test-support/booking-fixtures';
import { closedIncident, criticalBlockingIncident } from '../test-support/incident-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { BookingDetail } from './BookingDetail';
import { BOOKING_DETAIL_STATUSES } from './store';

/** One of the bookings in every state, by pk; a missing one is a mistake in the story. */
function bookingInState(pk: number): Booking {
  const booking = bookingsInEveryState.find((candidate) => candidate.pk === pk);
  if (!booking) throw new Error(`The booking fixtures have no booking ${pk}`);
  return booking;
}

const meta = {
  title: 'Widgets/Booking detail',
  component: BookingDetail,
  args: {
    status: 'ready',
    booking: bookingFixture({ extra_data: { estimated_cost: 182.5 }, secondary_drivers: [{ pk: 8, name: 'Sam Second' }] }),
    audits: { items: bookingAudits, error: null },
    trips: { items: [], error: null },
    onAction: fn(async () => null),
    onEdit: fn(),
    onRetry: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: BOOKING_DETAIL_STATUSES },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BookingDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {};

/** A booking with incidents reported on it, for a viewer who may report another ('Report a problem'). */
export const WithIncidents: Story = {
  args: {
    booking: bookingInState(103),
    incidents: { items: [criticalBlockingIncident, closedIncident], error: null },
    onReportIncident: fn(),
    onOpenIncident: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Report a problem' }));
    await expect(args.onReportIncident).toHaveBeenCalled();
  },
};

export const PendingApproval: Story = { args: { booking: bookingInState(101) } };

/** Checked out: Check-in asks for the end reading, which cannot be below the start. */
export const InProgress: Story = {
  args: { booking: bookingInState(103), trips: { items: bookingTrips, error: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check-in' }));
    await userEvent.type(canvas.getByLabelText(/End Reading/), '100');
    // The dialog's Check-in, after the page's.
    const submit = canvas.getAllByRole('button', { name: 'Check-in' }).at(-1);
    if (!submit) throw new Error('The dialog has no Check-in button');
    await userEvent.click(submit);
    await expect(canvas.getByText('The end reading cannot be below the start reading (12000)')).toBeInTheDocument();
  },
};

/** Past its end and grace without a check-in: still In-Progress, with a red "Late" badge. */
export const OverdueBooking: Story = {
  args: { booking: overdueBooking, trips: { items: bookingTrips, error: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Late', { selector: '[data-colour]' })).toHaveAttribute('data-colour', 'red');
  },
};

export const Cancelled: Story = { args: { booking: bookingInState(104) } };
export const Declined: Story = { args: { booking: bookingInState(105) } };
export const Completed: Story = { args: { booking: bookingInState(106), trips: { items: bookingTrips.slice(0, 1), error: null } } };
export const Hidden: Story = { args: { booking: bookingInState(107) } };
export const Deleted: Story = { args: { booking: bookingInState(108) } };
export const Recurring: Story = { args: { booking: recurringBooking } };
export const TripsUnavailable: Story = { args: { trips: { items: [], error: 'Something went wrong. Please try again.' } } };
export const Loading: Story = { args: { status: 'loading', booking: null } };
export const NotFound: Story = { args: { status: 'not-found', booking: null } };
export const LoadFailed: Story = { args: { status: 'error', booking: null, loadError: 'Something went wrong. Please try again.' } };
