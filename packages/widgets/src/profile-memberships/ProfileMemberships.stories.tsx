import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { memberships } from '../test-support/membership-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { PROFILE_MEMBERSHIPS_TEXT, ProfileMemberships } from './ProfileMemberships';

const meta = {
  title: 'Widgets/Profile memberships',
  component: ProfileMemberships,
  args: { status: 'ready', memberships, currentOrganisation: 11, onLeave: fn(), onRetry: fn() },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProfileMemberships>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two organisations; leaving one asks first. */
export const TwoOrganisations: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `${PROFILE_MEMBERSHIPS_TEXT.leave} Harbour City FleetShare` }));
    await userEvent.click(within(canvas.getByRole('dialog')).getByRole('button', { name: PROFILE_MEMBERSHIPS_TEXT.leave }));
    await expect(args.onLeave).toHaveBeenCalledWith(12);
  },
};

/** The organisation's only administrator was refused. */
export const Refused: Story = {
  args: { leaveError: messages.membership.onlyAdmin('Demo Fleet') },
};

export const Loading: Story = {
  args: { status: 'loading', memberships: [] },
};

export const NoOrganisations: Story = {
  args: { memberships: [] },
};
