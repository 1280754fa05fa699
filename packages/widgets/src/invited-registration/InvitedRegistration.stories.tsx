import { messages, newPasswordMessages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inviteDetails } from '../test-support/registration-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { InvitedRegistration } from './InvitedRegistration';

const meta = {
  title: 'Widgets/Invited registration',
  component: InvitedRegistration,
  args: { status: 'ready', invite: inviteDetails, onSubmit: fn() },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: ['loading', 'ready', 'invalid'] },
  },
} satisfies Meta<typeof InvitedRegistration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new person: name (first name from the invitation), optional phone, password and confirmation. */
export const NewAccount: Story = {};

/** The invited email already has an account: no password is asked. */
export const ExistingAccount: Story = {
  args: { invite: { ...inviteDetails, existing_account: true } },
};

/** The link is being checked. */
export const Loading: Story = {
  args: { status: 'loading', invite: null },
};

/** Submitted with the last name, password and confirmation missing. */
export const Required: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Registration' }));

    await expect(await canvas.findByText(messages.signUp.lastNameRequired)).toBeVisible();
    await expect(canvas.getByText(newPasswordMessages.required)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A weak password, a different confirmation and a short phone. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Phone Number/), '4123');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'secrets');
    await userEvent.tab();

    await expect(await canvas.findByText(messages.driverDetails.phoneInvalid)).toBeVisible();
    await expect(canvas.getByText(newPasswordMessages.weak)).toBeVisible();
    await expect(canvas.getByText(newPasswordMessages.mismatch)).toBeVisible();
  },
};

/** Saving failed on the server. */
export const SaveFailed: Story = {
  args: { serverError: messages.request.unexpected },
};

/** The link is not valid. */
export const InvalidLink: Story = {
  args: { status: 'invalid', invite: null, inviteError: messages.invite.invalid },
};

/** The invitation has expired. */
export const ExpiredLink: Story = {
  args: { status: 'invalid', invite: null, inviteError: messages.invite.expired },
};

/** The invitation was accepted already. */
export const AcceptedLink: Story = {
  args: { status: 'invalid', invite: null, inviteError: messages.invite.accepted },
};

/** The custom fleet-share brand. */
export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
};
