import { branchMessages, messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { airportHub, docklands } from '../test-support/branch-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { MyBranch } from './MyBranch';

const meta = {
  title: 'Widgets/My branch',
  component: MyBranch,
  args: { branch: docklands, status: 'ready', onSave: fn(async () => true), onRetry: fn() },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MyBranch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A branch manager's branch with its help desk and business hours. */
export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

/** A hub without hours yet: every day closed. */
export const NoHoursYet: Story = {
  args: { branch: airportHub },
};

export const Saving: Story = {
  args: { saving: true },
};

export const SaveRefused: Story = {
  args: { serverError: messages.request.invalid, fieldErrors: { 'business_hours.friday.closes': branchMessages.closesBeforeOpens } },
};

export const Loading: Story = {
  args: { branch: null, status: 'loading' },
};

/** Someone who manages no branch. */
export const NoBranch: Story = {
  args: { branch: null, status: 'error', loadError: 'You do not manage a branch.' },
};

export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
};
