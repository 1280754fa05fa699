import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { approvalRuleAudits, approvalRules, ruleOptions } from '../test-support/approval-rule-fixtures';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { THEME_NAMES } from '../theme/theme-names';
import { ApprovalRules } from './ApprovalRules';

const meta = {
  title: 'Widgets/Approval rules',
  component: ApprovalRules,
  args: {
    status: 'ready',
    rules: approvalRules,
    options: ruleOptions,
    lineManager: { line_manager_required: false },
    onLineManagerChange: fn(),
    onSave: fn(async () => true),
    onDelete: fn(async () => undefined),
    onRetry: fn(),
  },
  argTypes: { theme: { control: 'inline-radio', options: THEME_NAMES } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ApprovalRules>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three rules: one with every condition, one for every booking (inactive), one by role and duration; the trail of the last changes under them. */
export const List: Story = {
  args: { trail: { status: 'ready', entries: approvalRuleAudits, timeZone: 'Australia/Sydney' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bookings at Parramatta, Sydney Central by Drivers, 8 hours or longer, with Fuel Card')).toBeInTheDocument();
    await expect(canvas.getByText('Every booking')).toBeInTheDocument();
  },
};

/** The rules and the line-manager setting on their way. */
export const Loading: Story = {
  args: { status: 'loading', rules: [], lineManager: null },
};

export const Empty: Story = {
  args: { rules: [] },
};

export const LoadError: Story = {
  args: { status: 'error', error: messages.request.forbidden, rules: [], lineManager: null },
};

/** The line manager is required on bookings and of members. */
export const LineManagerRequired: Story = {
  args: { lineManager: { line_manager_required: true } },
};

/** Adding a rule: the empty form, Branch Manager ticked as the usual approver. */
export const AddForm: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Approval Rule' }));
  },
};

/** An edit the server refused: its messages on the fields they name, what was typed kept. */
export const FormWithServerErrors: Story = {
  args: {
    onSave: fn(async () => false),
    saveError: messages.request.invalid,
    saveFieldErrors: { branch_pks: 'Unknown branch.', name: 'Ensure this field has no more than 100 characters.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Contractors' }));
    await userEvent.click(within(canvas.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    await expect(await within(canvas.getByRole('dialog')).findByText('Unknown branch.')).toBeInTheDocument();
  },
};

/** A rule being saved: the dialog waits with 'Saving...'. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Contractors' }));
  },
};

/** Delete asks first, then waits for the server with 'Deleting...'. */
export const Deleting: Story = {
  args: { onDelete: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Contractors' }));
    await userEvent.click(within(canvas.getByRole('dialog', { name: 'Delete approval rule Contractors?' })).getByRole('button', { name: 'Delete' }));
    await expect(canvas.getByRole('button', { name: messages.userForm.deleting })).toBeInTheDocument();
  },
};

/** In a 360 px box each rule is a card, its actions in one menu. */
export const Narrow: Story = {
  decorators: [inNarrowBox],
};

export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share' },
};
