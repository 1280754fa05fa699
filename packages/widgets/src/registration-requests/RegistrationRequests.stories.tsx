import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { registrationRequests } from '../test-support/registration-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { RegistrationRequests } from './RegistrationRequests';

const meta = {
  title: 'Widgets/Registration requests',
  component: RegistrationRequests,
  args: { status: 'ready', requests: registrationRequests, onAccept: fn(), onRetry: fn(), onLoadMore: fn() },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RegistrationRequests>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pending sign-ups, each with Accept. */
export const Pending: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept Sam Okafor' }));
    await expect(args.onAccept).toHaveBeenCalledWith(registrationRequests[1]);
  },
};

export const Loading: Story = {
  args: { status: 'loading', requests: [] },
};

export const Empty: Story = {
  args: { requests: [] },
};

/** Someone who is not a sign-up approver: the server's 403 title. */
export const Forbidden: Story = {
  args: { status: 'error', requests: [], error: messages.request.forbidden },
};

/** One request being accepted: its button is disabled. */
export const Accepting: Story = {
  args: { accepting: [501] },
};

/** After an accept: the row is gone and the server's message announced. */
export const Accepted: Story = {
  args: { requests: registrationRequests.slice(1), count: 2, announcement: 'Registration request accepted. A welcome email is on its way.' },
};

export const AcceptFailed: Story = {
  args: { actionError: messages.request.forbidden },
};

/** More pages wait on the server. */
export const MorePages: Story = {
  args: { count: 12, hasMore: true },
};

/** The custom fleet-share brand. */
export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share', announcement: 'Registration request accepted.' },
  globals: { theme: 'fleet-share' },
};
