import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { HubsSettingCard } from './HubsSettingCard';

const meta = {
  title: 'Widgets/General settings/Enable Hubs',
  component: HubsSettingCard,
  args: { enabled: true, onChange: fn() },
} satisfies Meta<typeof HubsSettingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {};

/** Turning hubs off is one click; the screen saves it at once. */
export const TurnOff: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Enable Hubs' }));
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Off: Story = { args: { enabled: false } };

export const Saving: Story = { args: { saving: true } };

export const Loading: Story = { args: { enabled: null } };

export const LoadFailed: Story = { args: { enabled: null, loadError: 'The server could not be reached.' } };

export const NarrowBox: Story = { decorators: [inNarrowBox] };
