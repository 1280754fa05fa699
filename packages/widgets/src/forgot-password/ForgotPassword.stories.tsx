import { messages, newPasswordMessages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fleetShareLogo, resetLink } from '../test-support/account-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { ForgotPassword, FORGOT_PASSWORD_STEPS } from './ForgotPassword';

const meta = {
  title: 'Widgets/Forgot password',
  component: ForgotPassword,
  args: { onRequest: fn(), onSetPassword: fn(), onRequestNewLink: fn(), onNavigate: fn(), loginHref: '/login' },
  argTypes: {
    step: { control: 'select', options: FORGOT_PASSWORD_STEPS },
    passwordRecovery: { control: 'inline-radio', options: ['email', 'phone', 'either'] },
    theme: { control: 'inline-radio', options: THEME_NAMES },
    onRequest: { table: { disable: true } },
    onSetPassword: { table: { disable: true } },
    onRequestNewLink: { table: { disable: true } },
    onNavigate: { table: { disable: true } },
  },
} satisfies Meta<typeof ForgotPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 by email, the default recovery type. */
export const RequestByEmail: Story = {};

export const RequestByPhone: Story = { args: { passwordRecovery: 'phone' } };

export const RequestByEither: Story = { args: { passwordRecovery: 'either' } };

/** Spec §2: `/forgot-password?email=` pre-fills the email. */
export const RequestPrefilled: Story = { args: { defaultEmail: 'dana@example.test' } };

/** An empty request: the email's required message. */
export const EmailRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));

    await expect(await canvas.findByText(messages.forgotPassword.emailRequired)).toBeVisible();
    await expect(args.onRequest).not.toHaveBeenCalled();
  },
};

/** Spec §5's wording for a malformed email: 'Invalid email'. */
export const EmailInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'dana.example.test');
    await userEvent.tab();

    await expect(await canvas.findByText(messages.forgotPassword.emailInvalid)).toBeVisible();
  },
};

/** Either will do, and neither was given. */
export const EmailOrPhoneRequired: Story = {
  args: { passwordRecovery: 'either' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));

    await expect(await canvas.findByText(messages.forgotPassword.emailOrPhone)).toBeVisible();
  },
};

export const PhoneInvalid: Story = {
  args: { passwordRecovery: 'phone' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Phone number'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));

    await expect(await canvas.findByText(messages.forgotPassword.phoneInvalid)).toBeVisible();
  },
};

/** While the request is on its way. */
export const Sending: Story = {
  args: { defaultEmail: 'dana@example.test', onRequest: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));

    await expect(await canvas.findByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

/** Too many requests: the only failure step 1 shows (every other one reads like success). */
export const Throttled: Story = {
  args: { defaultEmail: 'dana@example.test', serverError: messages.throttled },
};

/** Step 2: the same message whether or not the account exists. */
export const Sent: Story = { args: { step: 'sent' } };

/** Step 3 opening: the reset link is being checked. */
export const VerifyingLink: Story = { args: { step: 'verifying' } };

/** Step 3 for a link that expired, was used, or never existed. */
export const InvalidLink: Story = { args: { step: 'invalid-link' } };

/** Step 3: the new password and its confirmation. */
export const NewPassword: Story = { args: { step: 'new-password', email: resetLink.email } };

/** Every new-password rule at once: too weak, then a confirmation that differs. */
export const NewPasswordErrors: Story = {
  args: { step: 'new-password', email: resetLink.email },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New Password'), 'fleet');
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'fleet2');
    await userEvent.tab();

    await expect(await canvas.findByText(newPasswordMessages.weak)).toBeVisible();
    await expect(canvas.getByText(newPasswordMessages.mismatch)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  },
};

/** Saving was refused. */
export const ResetFailed: Story = {
  args: { step: 'new-password', email: resetLink.email, serverError: messages.resetPassword.failure },
};

/** Saved: the portal toasts the same message and opens /login. */
export const Done: Story = { args: { step: 'done' } };

export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share', logo: fleetShareLogo, passwordRecovery: 'either' },
  globals: { theme: 'fleet-share' },
};

export const FleetShareNewPassword: Story = {
  args: { theme: 'fleet-share', logo: fleetShareLogo, step: 'new-password', email: resetLink.email },
  globals: { theme: 'fleet-share' },
};
