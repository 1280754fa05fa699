import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { THEME_NAMES } from '../theme/theme-names';
import { InviteUser } from './InviteUser';

const options = {
  roles: [
    { pk: 3, name: 'Driver' },
    { pk: 2, name: 'Branch Manager' },
  ],
  branches: [
    { pk: 1, name: 'Sydney Central' },
    { pk: 2, name: 'Parramatta' },
  ],
};

const meta = {
  title: 'Widgets/Invite user',
  component: InviteUser,
  args: { options, onSubmit: fn(async () => true) },
  argTypes: { theme: { control: 'inline-radio', options: THEME_NAMES } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof InviteUser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

/** The roles and branches are still loading. */
export const Loading: Story = { args: { options: null } };

/** Submitting empty shows every field's message. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expect(await canvas.findByText('Role is required')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused: already a member. */
export const AlreadyMember: Story = {
  args: { serverError: messages.invite.alreadyMember, fieldErrors: { email: messages.invite.alreadyMember } },
};

export const OptionsFailed: Story = { args: { options: null, serverError: messages.request.forbidden } };

export const FleetShare: Story = { args: { theme: 'fleet-share' } };
