import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { THEME_NAMES } from '../theme/theme-names';
import { Toaster, TOASTER_PLACEMENTS } from './Toaster';
import { toast } from '../state/toast-store';

// Long enough to look at; the real default is 5 s.
const LINGER = { duration: 10 * 60_000 };

const meta = {
  title: 'Widgets/Toasts',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    placement: { control: 'inline-radio', options: TOASTER_PLACEMENTS },
    theme: { control: 'inline-radio', options: THEME_NAMES },
  },
  beforeEach: () => {
    toast.dismiss();
    return () => toast.dismiss();
  },
  render: (args) => (
    <div style={{ minHeight: '320px' }}>
      <Toaster {...args} />
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One of each kind. */
export const Kinds: Story = {
  beforeEach: () => {
    toast.success('Hub Updated Successfully!', LINGER);
    toast.error('Failed to Update!', LINGER);
    toast.info('Widget is refreshed with updated data', LINGER);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to Update!');
    const [oldestClose] = canvas.getAllByRole('button', { name: 'Close' });
    if (!oldestClose) throw new Error('The toasts have no Close button');
    await userEvent.click(oldestClose);
    await expect(canvas.queryByText('Hub Updated Successfully!')).toBeNull();
  },
};

/** Seven raised, five shown: the two oldest went. */
export const AtMostFive: Story = {
  beforeEach: () => {
    for (let index = 1; index <= 7; index += 1) toast.info(`Booking #${4800 + index} was approved.`, LINGER);
  },
};

export const BottomCenter: Story = {
  args: { placement: 'bottom-center' },
  beforeEach: () => {
    toast.success('Branch Updated Successfully!', LINGER);
  },
};

/** The custom fleet-share brand. */
export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
  beforeEach: () => {
    toast.info('Welcome to Fleet Share North Depot', LINGER);
    toast.error('Failed to Update!', LINGER);
  },
};
