import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fleetShareLogo } from '../test-support/account-fixtures';
import { organisations } from '../test-support/fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { SignIn } from './SignIn';

const meta = {
  title: 'Widgets/Sign in',
  component: SignIn,
  args: { onSubmit: fn(), onNavigate: fn(), forgotPasswordHref: '/forgot-password' },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    onSubmit: { table: { disable: true } },
    onNavigate: { table: { disable: true } },
  },
} satisfies Meta<typeof SignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A too-short email and no password, after a submit attempt: the catalogue's messages under each field. */
export const ValidationErrors: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'a');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));

    await expect(await canvas.findByText(messages.email.tooShort)).toBeVisible();
    await expect(canvas.getByText(messages.password.required)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The email belongs to several organisations: the server's explanation and the chooser. */
export const OrganisationChooser: Story = {
  args: {
    organisations,
    hint: 'This email belongs to several organisations. Choose the one to sign in to.',
  },
};

/** Wrong credentials: the failure title as the server sent it. */
export const ServerFailure: Story = {
  args: { serverError: messages.login.failure },
};

/** Everything the portal config can switch on: registration, single sign-on and a privacy policy. */
export const AllLinks: Story = {
  args: { registerHref: '/register', ssoHref: '/sso', privacyPolicyHref: 'https://example.test/privacy' },
};

/** A returning visitor who ticked "Remember me": the email is filled in, the password never is. */
export const RememberedEmail: Story = {
  args: { defaultEmail: 'dana@example.test', defaultRememberMe: true },
};

/** While the server checks the credentials. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'dana@example.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));

    await expect(await canvas.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
  },
};

/** Spec §4: no organisation, not a system admin, registration disabled. */
export const UserNotExist: Story = {
  args: { serverError: messages.login.userNotExist },
};

/** Five failed attempts within 15 minutes: the server's throttle title. */
export const Throttled: Story = {
  args: { serverError: messages.throttled },
};

/** The custom fleet-share brand, with the canvas themed as a fleet-share host page would be. */
export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share', heading: 'Sign in to Fleet Share', logo: fleetShareLogo, privacyPolicyHref: 'https://example.test/privacy' },
  globals: { theme: 'fleet-share' },
};
