import { messages, newPasswordMessages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { activationLink, fleetShareLogo, STRONG_PASSWORD } from '../test-support/account-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { AccountActivation, ACCOUNT_ACTIVATION_STEPS } from './AccountActivation';

const meta = {
  title: 'Widgets/Account activation',
  component: AccountActivation,
  args: {
    onActivate: fn(),
    onNavigate: fn(),
    loginHref: '/login',
    firstName: activationLink.first_name,
    email: activationLink.email,
  },
  argTypes: {
    step: { control: 'select', options: ACCOUNT_ACTIVATION_STEPS },
    theme: { control: 'inline-radio', options: THEME_NAMES },
    onActivate: { table: { disable: true } },
    onNavigate: { table: { disable: true } },
  },
} satisfies Meta<typeof AccountActivation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The welcome link is being checked. */
export const Verifying: Story = { args: { step: 'verifying' } };

export const InvalidLink: Story = { args: { step: 'invalid-link' } };

/** The password set-up: greeted by first name. */
export const SetPassword: Story = { args: { step: 'set-password' } };

export const PasswordErrors: Story = {
  args: { step: 'set-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New Password'), `Aa1!${'x'.repeat(47)}`);
    await userEvent.type(canvas.getByLabelText('Confirm Password'), 'Fleet');
    await userEvent.tab();

    await expect(await canvas.findByText(newPasswordMessages.tooLong)).toBeVisible();
    await expect(canvas.getByText(newPasswordMessages.mismatch)).toBeVisible();
  },
};

/** While the account is being activated. */
export const Activating: Story = {
  args: { step: 'set-password', onActivate: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('New Password'), STRONG_PASSWORD);
    await userEvent.type(canvas.getByLabelText('Confirm Password'), STRONG_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Activate Account' }));

    await expect(await canvas.findByRole('button', { name: 'Activating…' })).toBeDisabled();
  },
};

/** The server refused the activation (e.g. the link was used in another tab meanwhile). */
export const ActivationFailed: Story = {
  args: { step: 'set-password', serverError: messages.activation.invalid },
};

/** Default brand, account with a password already: nothing to set up. */
export const AlreadyHasPassword: Story = { args: { step: 'ready' } };

export const Done: Story = { args: { step: 'done' } };

export const FleetShareTheme: Story = {
  args: { step: 'set-password', theme: 'fleet-share', logo: fleetShareLogo },
  globals: { theme: 'fleet-share' },
};
