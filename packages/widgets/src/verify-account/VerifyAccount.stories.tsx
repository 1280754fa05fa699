import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fleetShareLogo } from '../test-support/account-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { VerifyAccount } from './VerifyAccount';

const meta = {
  title: 'Widgets/Verify account',
  component: VerifyAccount,
  args: { destination: 'dana@example.test', onSubmit: fn(), onResend: fn(), onNavigate: fn(), signOutHref: '/logout' },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    onSubmit: { table: { disable: true } },
    onResend: { table: { disable: true } },
    onNavigate: { table: { disable: true } },
  },
} satisfies Meta<typeof VerifyAccount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Submitted with too few digits: spec §5's "Verification token is required". */
export const CodeRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Verification code'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));

    await expect(await canvas.findByText(messages.otp.verificationRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Verifying: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Verification code'), '654321');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));

    await expect(await canvas.findByRole('button', { name: 'Verifying…' })).toBeDisabled();
  },
};

/** A new code was asked for: the field is empty again and the server's answer shows. */
export const CodeResent: Story = { args: { notice: messages.accountChange.otpSent } };

export const Resending: Story = {
  args: { onResend: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend code' }));

    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

export const WrongCode: Story = { args: { serverError: messages.activation.verifyFailure } };

export const Throttled: Story = { args: { serverError: messages.throttled } };

export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share', logo: fleetShareLogo },
  globals: { theme: 'fleet-share' },
};
