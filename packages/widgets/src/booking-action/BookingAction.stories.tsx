import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bookingEvaluation } from '../test-support/booking-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { BookingAction } from './BookingAction';
import { BOOKING_LINK_PHASES } from './store';

const meta = {
  title: 'Widgets/Booking action',
  component: BookingAction,
  args: { phase: 'done', action: 'approve', evaluation: bookingEvaluation, error: null, onDecline: fn(), onLogin: fn() },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    phase: { control: 'inline-radio', options: BOOKING_LINK_PHASES },
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof BookingAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = { args: { phase: 'loading', evaluation: null } };

export const Approving: Story = { args: { phase: 'submitting' } };

export const Approved: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Booking Approved' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

/** A decline asks why first. */
export const DeclineReason: Story = {
  args: { phase: 'reason', action: 'decline' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline Booking' }));
    await expect(canvas.getByText('Reason is required')).toBeInTheDocument();
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};

export const Declined: Story = { args: { action: 'decline' } };

export const LinkExpired: Story = { args: { phase: 'failed', error: 'This link has expired. Sign in to act on the booking.' } };

export const LinkInvalid: Story = { args: { phase: 'invalid', action: null, evaluation: null, loginUrl: '/login' } };

export const FleetShareTheme: Story = { args: { theme: 'fleet-share' }, globals: { theme: 'fleet-share' } };
