import { DEFAULT_BOOKING_RULES, messages, type AuditEntry } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bookingBranches } from '../test-support/branch-fixtures';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { THEME_NAMES } from '../theme/theme-names';
import { AuditTrail } from '../ui/audit-trail/AuditTrail';
import { BOOKING_SETTINGS_TEXT, BookingSettings } from './BookingSettings';
import { RULE_LABELS } from './rule-catalogue';

const organisation = { branch_pk: null, rules: DEFAULT_BOOKING_RULES, is_override: false };
const entries: AuditEntry[] = [
  {
    pk: 2,
    action: 'Updated',
    actor: { pk: 7, name: 'Priya Raman' },
    changes: { max_continuous_use_hours: [0, 10], chaining_gap_minutes: [60, 45] },
    created_at: '2026-11-20T03:15:00Z',
  },
  { pk: 1, action: 'Updated', actor: { pk: 7, name: 'Priya Raman' }, changes: { buffer_minutes: [15, 30] }, created_at: '2026-11-02T22:40:00Z' },
];

const meta = {
  title: 'Widgets/Booking settings',
  component: BookingSettings,
  args: {
    status: 'ready',
    branches: bookingBranches,
    branchPk: null,
    setting: organisation,
    canManage: true,
    onBranchChange: fn(),
    onSave: fn(),
    onUseOrganisationRules: fn(),
    onConfirmSave: fn(),
    onCancelSave: fn(),
    onRetry: fn(),
    trail: <AuditTrail status="ready" entries={entries} fieldLabels={RULE_LABELS} timeZone="Australia/Melbourne" />,
  },
  argTypes: { theme: { control: 'inline-radio', options: THEME_NAMES } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BookingSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The organisation's rules (the product defaults), with the trail of changes under them. */
export const Organisation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Longest continuous use (hours)' });
    await userEvent.clear(field);
    await userEvent.type(field, '10');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({ ...DEFAULT_BOOKING_RULES, max_continuous_use_hours: 10 });
  },
};

/** A branch with its own rules: it says so, and offers to follow the organisation's again. */
export const BranchOverride: Story = {
  args: { branchPk: 21, overriding: new Set([21]), setting: { branch_pk: 21, rules: { ...DEFAULT_BOOKING_RULES, buffer_minutes: 45 }, is_override: true } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: BOOKING_SETTINGS_TEXT.useOrganisation }));
    await expect(args.onUseOrganisationRules).toHaveBeenCalled();
  },
};

/** A branch that follows the organisation: saving here gives it its own rules. */
export const BranchFollowing: Story = {
  args: { branchPk: 23, setting: { branch_pk: 23, rules: DEFAULT_BOOKING_RULES, is_override: false } },
};

/** A change that breaks future bookings waits for Save anyway. */
export const ImpactWaiting: Story = {
  args: { pendingImpact: 12 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(BOOKING_SETTINGS_TEXT.impact(12));
    await userEvent.click(canvas.getByRole('button', { name: BOOKING_SETTINGS_TEXT.saveAnyway }));
    await expect(args.onConfirmSave).toHaveBeenCalled();
  },
};

export const Saving: Story = {
  args: { saving: true },
};

/** The server's refusals by their fields; one it names on no field of the form joins the alert. */
export const Refused: Story = {
  args: {
    serverError: messages.request.invalid,
    fieldErrors: {
      'rules.buffer_minutes': 'Expected a number between 0 and 1440',
      'rules.default_booking_type': 'The default booking type must be one of the booking types',
      'rules.recipients.overdue.0': 'Expected one of driver, branch_manager, hub_manager, system_manager, admin',
    },
  },
};

/** A member who may not change the rules: every rule shown, nothing changeable, no trail. */
export const ReadOnly: Story = {
  args: { canManage: false, trail: null },
};

export const Loading: Story = {
  args: { status: 'loading', setting: null },
};

export const LoadFailed: Story = {
  args: { status: 'error', setting: null, error: messages.request.forbidden },
};

export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
};

/** On a phone (360 px): the fields stack in one column, the trail shows each change as a block. */
export const NarrowBox: Story = { decorators: [inNarrowBox] };
