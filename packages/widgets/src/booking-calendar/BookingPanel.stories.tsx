import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookingPanel } from './BookingPanel';
import { STORY_TIME_ZONE, storyBookingByPk as byPk } from './calendar-story-fixtures';

const meta = {
  title: 'Widgets/Booking calendar/Booking panel',
  component: BookingPanel,
  args: { booking: byPk(101), timeZone: STORY_TIME_ZONE, onClose: fn() },
  parameters: { layout: 'fullscreen' },
  // The panel sits at the top right of the calendar's layer.
  decorators: [(Story) => <div style={{ position: 'relative', height: '320px' }}>{Story()}</div>],
} satisfies Meta<typeof BookingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Over midnight: both days are named. */
export const Overnight: Story = { args: { booking: byPk(104) } };

/** Hidden from the usual lists: the status says Hidden. */
export const Hidden: Story = {
  args: { booking: byPk(109) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('dialog', { name: 'Booking 109' })).toHaveTextContent('Hidden');
  },
};

export const Declined: Story = { args: { booking: byPk(108) } };

export const FleetShareTheme: Story = {
  decorators: [(Story) => <div data-motorpool-theme="fleet-share">{Story()}</div>],
};
