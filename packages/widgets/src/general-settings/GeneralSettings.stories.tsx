import type { AuditEntry } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { generalSettingsMessages, messages } from '@motorpool/api';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { THEME_NAMES } from '../theme/theme-names';
import { GeneralSettingsPanel } from './GeneralSettings';

const settings = {
  help_desk: { phone: '+61 2 9000 0000', email: 'help@demo.fleet', message: 'Weekdays 8–6' },
  user_manual_url: 'https://manual.demo.fleet/start',
};

const entries: AuditEntry[] = [
  { pk: 2, action: 'Updated', actor: { pk: 1, name: 'Alex Admin' }, changes: { two_factor_required: [false, true] }, created_at: '2026-11-28T23:10:00Z' },
  { pk: 1, action: 'Updated', actor: { pk: 1, name: 'Alex Admin' }, changes: { message: [null, 'Weekdays 8–6'] }, created_at: '2026-11-27T22:00:00Z' },
];
const trail = { status: 'ready' as const, entries };

const meta = {
  title: 'Widgets/General settings',
  component: GeneralSettingsPanel,
  args: { status: 'ready', settings, policy: { required: false }, onSave: fn(() => true), onPolicyChange: fn(), onRetry: fn(), trail },
  argTypes: { theme: { control: 'inline-radio', options: THEME_NAMES } },
} satisfies Meta<typeof GeneralSettingsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = {
  args: { settings: { help_desk: { phone: null, email: null, message: null }, user_manual_url: null }, trail: { status: 'ready', entries: [] } },
};

export const Loading: Story = { args: { status: 'loading', settings: null, policy: null } };

export const LoadFailed: Story = { args: { status: 'error', settings: null, policy: null, loadError: 'The server could not be reached.' } };

/** A link that is not http(s) never reaches the server. */
export const InvalidLink: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByLabelText(/User Manual Link/);
    await userEvent.clear(link);
    await userEvent.type(link, 'javascript:alert(1)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(generalSettingsMessages.webAddress)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const ServerRefused: Story = {
  args: { serverError: messages.request.invalid, fieldErrors: { 'help_desk.email': messages.email.invalid } },
};

export const Saving: Story = { args: { saving: true } };

export const TwoStepRequired: Story = { args: { policy: { required: true } } };

export const NarrowBox: Story = { decorators: [inNarrowBox] };
