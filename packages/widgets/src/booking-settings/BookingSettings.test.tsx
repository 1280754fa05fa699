import { DEFAULT_BOOKING_RULES, messages } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingBranches } from '../test-support/branch-fixtures';
import { BOOKING_SETTINGS_TEXT, BookingSettings, type BookingSettingsProps } from './BookingSettings';
import { RULE_GROUPS } from './rule-catalogue';

const organisation = { branch_pk: null, rules: DEFAULT_BOOKING_RULES, is_override: false };

function renderSettings(props: Partial<BookingSettingsProps> = {}) {
  const handlers = {
    onBranchChange: vi.fn(),
    onSave: vi.fn(),
    onUseOrganisationRules: vi.fn(),
    onConfirmSave: vi.fn(),
    onCancelSave: vi.fn(),
    onRetry: vi.fn(),
  };
  render(<BookingSettings status="ready" branches={bookingBranches} branchPk={null} setting={organisation} {...handlers} {...props} />);
  return handlers;
}

describe('BookingSettings', () => {
  it('shows every rule in its group, with its unit, what it changes and its default', () => {
    renderSettings();
    expect(screen.getAllByRole('group').filter((group) => RULE_GROUPS.some((rule) => group.querySelector('legend')?.textContent === rule.title))).toHaveLength(
      5,
    );
    const buffer = screen.getByRole('textbox', { name: 'Buffer between bookings (minutes)' });
    expect(buffer).toHaveValue('15');
    expect(buffer).toHaveAccessibleDescription('The vehicle stays blocked this long after a booking ends. Default: 15 minutes.');
    expect(screen.getByRole('textbox', { name: 'Longest continuous use (hours)' })).toHaveAccessibleDescription(
      "A driver's bookings closer together than the gap below count as one; 0 turns this off. Default: 0 hours.",
    );
    expect(screen.getByRole('checkbox', { name: 'Allow weekends' })).toBeChecked();
    const overdue = within(screen.getByRole('group', { name: 'Overdue' }));
    expect(overdue.getByRole('checkbox', { name: 'Branch managers' })).toBeChecked();
    expect(overdue.getByRole('checkbox', { name: 'Driver' })).not.toBeChecked();
    const keys = RULE_GROUPS.flatMap((group) => group.fields.map((field) => (field.kind === 'recipients' ? 'recipients' : field.key)));
    expect(new Set(keys)).toEqual(new Set(Object.keys(DEFAULT_BOOKING_RULES)));
  });

  it('sends the rules as entered: lists one entry a line, the default type from them, recipients chosen', async () => {
    const user = userEvent.setup();
    const { onSave } = renderSettings();
    const types = screen.getByRole('textbox', { name: 'Booking types' });
    await user.clear(types);
    await user.type(types, 'Business{Enter}Training{Enter} {Enter}Business');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Default booking type' }), 'Training');
    await user.click(within(screen.getByRole('group', { name: 'Reminder' })).getByRole('checkbox', { name: 'Admins' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      ...DEFAULT_BOOKING_RULES,
      booking_types: ['Business', 'Training'],
      default_booking_type: 'Training',
      recipients: { ...DEFAULT_BOOKING_RULES.recipients, reminder: ['driver', 'admin'] },
    });
  });

  it('puts a server field error on its field and one on no field in the alert', () => {
    renderSettings({
      serverError: messages.request.invalid,
      fieldErrors: { 'rules.recipients.overdue.0': 'Expected a recipient', 'rules.unknown_rule': 'Not a rule' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.invalid);
    expect(screen.getByRole('alert')).toHaveTextContent('Not a rule');
    expect(screen.getByRole('group', { name: 'Overdue' })).toHaveAccessibleDescription('Expected a recipient');
  });

  it('switches level with the branch picker and says whether a branch has its own rules', async () => {
    const user = userEvent.setup();
    const { onBranchChange } = renderSettings({ branchPk: 23, setting: { branch_pk: 23, rules: DEFAULT_BOOKING_RULES, is_override: false } });
    expect(screen.getByText(BOOKING_SETTINGS_TEXT.follows('Southbank'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: BOOKING_SETTINGS_TEXT.useOrganisation })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: BOOKING_SETTINGS_TEXT.level }), BOOKING_SETTINGS_TEXT.organisation);
    expect(onBranchChange).toHaveBeenCalledWith(null);
  });

  it('shows the load failure with Retry', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderSettings({ status: 'error', setting: null, error: messages.request.forbidden });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.request.forbidden);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
