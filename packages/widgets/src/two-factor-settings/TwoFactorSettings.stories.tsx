import { messages, twoFactorMessages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { THEME_NAMES } from '../theme/theme-names';
import { TwoFactorSettings } from './TwoFactorSettings';

const meta = {
  title: 'Widgets/Two-step sign-in settings',
  component: TwoFactorSettings,
  args: {
    status: 'ready',
    twoFactor: { enabled: false, required_by: null },
    email: 'dana@example.test',
    step: 'idle',
    onRetry: fn(),
    onRequestCode: fn(),
    onConfirm: fn(),
    onStartDisabling: fn(),
    onDisable: fn(),
    onCancel: fn(),
  },
  argTypes: { theme: { control: 'inline-radio', options: THEME_NAMES } },
} satisfies Meta<typeof TwoFactorSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};

export const Loading: Story = { args: { status: 'loading', twoFactor: null } };

export const LoadFailed: Story = { args: { status: 'error', twoFactor: null, loadError: messages.request.unreachable } };

/** The code is on its way: the form asks for it. */
export const CodeSent: Story = { args: { step: 'confirming' } };

/** Fewer than 6 digits never reach the server. */
export const CodeInvalid: Story = {
  args: { step: 'confirming' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Code'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText(messages.otp.invalid)).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const WrongCode: Story = {
  args: { step: 'confirming', serverError: twoFactorMessages.setupFailure, fieldErrors: { otp: messages.otp.invalid } },
};

export const Confirming: Story = { args: { step: 'confirming', busy: true } };

export const On: Story = { args: { twoFactor: { enabled: true, required_by: null } } };

/** Required by an organisation: no way to turn it off. */
export const RequiredByOrganisation: Story = { args: { twoFactor: { enabled: true, required_by: 'Demo Fleet' } } };

export const TurningOff: Story = { args: { twoFactor: { enabled: true, required_by: null }, step: 'disabling' } };

export const WrongPassword: Story = {
  args: {
    twoFactor: { enabled: true, required_by: null },
    step: 'disabling',
    serverError: messages.accountChange.wrongPassword,
    fieldErrors: { password: messages.accountChange.wrongPassword },
  },
};

/** At 360 px the card narrows and its buttons wrap. */
export const Phone: Story = { args: { step: 'confirming' }, decorators: [inNarrowBox] };
