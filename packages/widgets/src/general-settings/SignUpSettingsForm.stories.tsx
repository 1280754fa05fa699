import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages, signUpSettingsMessages, type SignUpSettingsView } from '@motorpool/api';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { SignUpSettingsForm } from './SignUpSettingsForm';

const view: SignUpSettingsView = {
  settings: {
    self_sign_up: true,
    auto_accept: false,
    questions: [
      { alias: 'licenseNumber', required: true },
      { alias: 'licenseClass', required: true },
      { alias: 'phone', required: false },
    ],
    approvers: [3],
    password_recovery: 'either',
  },
  approvers: [{ pk: 3, name: 'Alex Admin', role: 'Admin' }],
  registration_enabled: true,
  server_password_recovery: 'either',
};

const people = [
  { pk: 3, name: 'Alex Admin', role: 'Admin' },
  { pk: 7, name: 'Bo Branch', role: 'Branch Manager' },
  { pk: 9, name: 'Hana Hub', role: 'Hub Manager' },
];

const meta = {
  title: 'Widgets/General settings/Sign-up and recovery',
  component: SignUpSettingsForm,
  args: { view, onSave: fn(() => true), approverSearch: { results: people, onSearch: fn() } },
} satisfies Meta<typeof SignUpSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** A second approver is one tick away, and the save sends both. */
export const ChoosingApprovers: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Bo Branch (Branch Manager)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ approvers: [3, 7] }));
  },
};

export const Closed: Story = { args: { view: { ...view, settings: { ...view.settings, self_sign_up: false, questions: [], approvers: [] }, approvers: [] } } };

/** REGISTRATION_ENABLED is off and PASSWORD_RECOVERY is email: nothing to open, one channel. */
export const ServerRestricted: Story = {
  args: {
    view: {
      ...view,
      settings: { ...view.settings, self_sign_up: false, password_recovery: 'email' },
      registration_enabled: false,
      server_password_recovery: 'email',
    },
  },
};

export const Refused: Story = {
  args: { serverError: messages.request.invalid, fieldErrors: { approvers: signUpSettingsMessages.approverNeeded } },
};

export const Saving: Story = { args: { saving: true } };

export const NarrowBox: Story = { decorators: [inNarrowBox] };
