import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fleetShareLogo } from '../test-support/account-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { TwoFactorCode } from './TwoFactorCode';

const meta = {
  title: 'Widgets/Two-factor code',
  component: TwoFactorCode,
  args: { email: 'dana@example.test', onSubmit: fn(), onNavigate: fn(), loginHref: '/login' },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    onSubmit: { table: { disable: true } },
    onNavigate: { table: { disable: true } },
  },
} satisfies Meta<typeof TwoFactorCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Submitted empty: the catalogue's "OTP is required". */
export const CodeRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));

    await expect(await canvas.findByText(messages.otp.required)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Fewer than 6 digits: "Invalid OTP". */
export const CodeInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Sign-in code'), '1234');
    await userEvent.tab();

    await expect(await canvas.findByText(messages.otp.invalid)).toBeVisible();
  },
};

/** While the server checks the code. */
export const Verifying: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Sign-in code'), '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));

    await expect(await canvas.findByRole('button', { name: 'Verifying…' })).toBeDisabled();
  },
};

/** A wrong or expired code, in the server's words. */
export const WrongCode: Story = {
  args: { serverError: messages.twoFactor.failure },
};

/** Five wrong codes: the server's throttle title. */
export const Throttled: Story = {
  args: { serverError: messages.throttled },
};

export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share', logo: fleetShareLogo },
  globals: { theme: 'fleet-share' },
};
