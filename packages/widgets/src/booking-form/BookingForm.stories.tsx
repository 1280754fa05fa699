import { bookingMessages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { THEME_NAMES } from '../theme/theme-names';
import { dana, existingBooking, lapsed, seriesWithClash } from './booking-form-fixtures';
import { BookingFormHarness } from './BookingFormHarness';
import { CHECK_DATES, SKIP_CONFLICTS } from './RecurrenceFields';
import { NO_FREE_VEHICLE } from './VehicleChooser';

/*
 * The booking form with its searches answered from plain data (vehicles,
 * drivers, cost, series dates), as the connected form answers them from the server.
 */
const meta = {
  title: 'Widgets/Booking form',
  component: BookingFormHarness,
  args: {
    onSave: fn(async () => true),
    onCancel: fn(),
    onRetry: fn(),
    onBranchChange: fn(),
    onVehicleSearch: fn(),
    onDriverSearch: fn(),
    onCostEstimate: fn(),
    onCheckSeries: fn(),
    onCancelSeries: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BookingFormHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add Booking: now at the branch rounded up to the quarter hour, for an hour; free vehicles to choose from. */
export const NewBooking: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Start Time' })).toHaveValue('09:15 AM');
    await expect(canvas.getByText('Day count: 0')).toBeInTheDocument();
    await expect(await canvas.findByRole('radio', { name: /Corolla Hybrid/ })).toBeInTheDocument();
  },
};

/** Edit Booking: the booking's times at its branch, its vehicle chosen, a reason for the change. */
export const EditBooking: Story = {
  args: { booking: existingBooking },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'End Time' })).toHaveValue('05:00 PM');
    await expect(await canvas.findByRole('radio', { name: /Corolla Hybrid/ })).toBeChecked();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Failed to load the booking');
  },
};

/** Every vehicle at the branch is taken for the time chosen. */
export const NoFreeVehicles: Story = {
  args: { vehiclesFound: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(NO_FREE_VEHICLE)).toBeInTheDocument();
  },
};

/** A weekly series whose second date clashes: skip it, or cancel the series. */
export const RecurringWithConflicts: Story = {
  args: { fixedDriver: dana, seriesFound: seriesWithClash },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Corolla Hybrid/ }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Purpose of Trip/ }), 'Client visit');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Repeat' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ends On' }), '20/03/2026');
    await userEvent.click(canvas.getByRole('button', { name: CHECK_DATES }));
    await expect(canvas.getByText(/Vehicle Corolla Hybrid is already booked/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: SKIP_CONFLICTS })).toBeEnabled();
    await expect(args.onCheckSeries).toHaveBeenCalled();
  },
};

/** A driver whose licence has no valid expiry date cannot book. */
export const DriverWithoutLicence: Story = {
  args: { fixedDriver: lapsed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(bookingMessages.licenseExpiry)).toBeInTheDocument();
  },
};

/** The custom fleet-share brand. */
export const FleetShare: Story = {
  args: { theme: 'fleet-share' },
};
