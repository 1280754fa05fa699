import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atBranch, STORY_TIME_ZONE, storyBookings, storyVehicles } from './calendar-story-fixtures';
import { QuickBooking } from './QuickBooking';

/** Monday 23 November, 10 to 11 AM: the Corolla, Camry and Hiace are out. */
const mondayTenToEleven = { start: Date.parse(atBranch('2026-11-23T10:00')), end: Date.parse(atBranch('2026-11-23T11:00')) };

const meta = {
  title: 'Widgets/Booking calendar/Quick booking',
  component: QuickBooking,
  args: {
    slot: { ...mondayTenToEleven, vehiclePk: null },
    timeZone: STORY_TIME_ZONE,
    vehicles: storyVehicles,
    bookings: storyBookings,
    onSave: fn(async (): Promise<string | null> => null),
    onCancel: fn(),
  },
  parameters: { layout: 'fullscreen' },
  // The dialog fills the calendar's layer, which is positioned over the grid.
  decorators: [(Story) => <div style={{ position: 'relative', height: '560px' }}>{Story()}</div>],
} satisfies Meta<typeof QuickBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A slot on the day or week grid names no vehicle: the ones free for the times come first. */
export const FromTheTimeGrid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Free at these times' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Vehicle')).toHaveValue('4');
  },
};

/** A slot on the timeline is the row's vehicle. */
export const FromTheTimeline: Story = {
  args: { slot: { ...mondayTenToEleven, vehiclePk: 5 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Purpose of trip (optional)'), 'Site visit');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ vehiclePk: 5, ...mondayTenToEleven, purposeOfTrip: 'Site visit' });
  },
};

/** The server refused: its title shows, and everything typed stays. */
export const Refused: Story = {
  args: { slot: { ...mondayTenToEleven, vehiclePk: 6 }, onSave: fn(async (): Promise<string | null> => 'Bookings can be made at most 3 month(s) ahead') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Bookings can be made at most 3 month(s) ahead');
  },
};

/** Waiting for the server: Save says so and Cancel waits. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<string | null>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const FleetShareTheme: Story = {
  decorators: [(Story) => <div data-motorpool-theme="fleet-share">{Story()}</div>],
};
