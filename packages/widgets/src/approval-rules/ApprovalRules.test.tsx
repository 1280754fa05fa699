import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { approvalRules, contractors, everyBooking, longTrips, ruleOptions } from '../test-support/approval-rule-fixtures';
import { inBoxOfWidth } from '../test-support/narrow-box';
import { APPROVER_REQUIRED, appliesToText, approversText, DURATION_INVALID, NAME_REQUIRED } from './approval-rule-values';
import { ApprovalRules, type ApprovalRulesProps } from './ApprovalRules';

function renderRules(props: Partial<ApprovalRulesProps> = {}) {
  const handlers = {
    onSave: vi.fn(async () => true),
    onDelete: vi.fn(async () => undefined),
    onLineManagerChange: vi.fn(),
  };
  render(<ApprovalRules status="ready" rules={approvalRules} options={ruleOptions} lineManager={{ line_manager_required: false }} {...handlers} {...props} />);
  return handlers;
}

describe('appliesToText', () => {
  it('says which bookings a rule holds, or every booking', () => {
    expect(appliesToText(longTrips, ruleOptions)).toBe('Bookings at Parramatta, Sydney Central by Drivers, 8 hours or longer, with Fuel Card');
    expect(appliesToText(everyBooking, ruleOptions)).toBe('Every booking');
    expect(appliesToText(contractors, ruleOptions)).toBe('Bookings by Contractors, 1.5 hours or longer');
    expect(appliesToText({ ...everyBooking, booking_tag_group_pks: [41, 42, 99] }, ruleOptions)).toBe('Bookings with Fuel Card or Trailer or a deleted field');
  });

  it('names the approvers in their order', () => {
    expect(approversText(['admin', 'branch_manager'])).toBe('Branch Manager, Admin');
  });
});

describe('ApprovalRules', () => {
  it('lists each rule with what it applies to, its approvers and whether it is active', () => {
    renderRules();
    const table = screen.getByRole('table', { name: 'Approval rules' });
    const row = within(table).getByText('Long trips from the west').closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('Bookings at Parramatta, Sydney Central by Drivers, 8 hours or longer, with Fuel Card')).toBeInTheDocument();
    expect(cells.getByText('Branch Manager, Hub Manager, Admin')).toBeInTheDocument();
    expect(cells.getByText('Active')).toBeInTheDocument();
    expect(within(within(table).getByText('Everything, while we settle in').closest('tr') as HTMLElement).getByText('Inactive')).toBeInTheDocument();
  });

  it('says when there are no rules', () => {
    renderRules({ rules: [] });
    expect(screen.getByText('No approval rules yet: bookings are approved as they are made')).toBeInTheDocument();
  });

  it('shows the load failure with Retry', async () => {
    const onRetry = vi.fn();
    renderRules({ status: 'error', error: 'Service unavailable', rules: [], lineManager: null, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Service unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
    expect(screen.queryByRole('checkbox', { name: 'Line Manager is required on bookings' })).not.toBeInTheDocument();
  });

  it('turns the line-manager setting on', async () => {
    const { onLineManagerChange } = renderRules();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Line Manager is required on bookings' }));
    expect(onLineManagerChange).toHaveBeenCalledWith({ line_manager_required: true });
  });

  it('adds a rule from the dialog, with the conditions chosen', async () => {
    const user = userEvent.setup();
    const { onSave } = renderRules();
    await user.click(screen.getByRole('button', { name: 'Add Approval Rule' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add approval rule' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Weekend trailers');
    await user.click(within(dialog.getByRole('group', { name: /Branches/ })).getByRole('checkbox', { name: 'Sydney Hub' }));
    await user.click(within(dialog.getByRole('group', { name: /Booking custom fields/ })).getByRole('checkbox', { name: 'Trailer' }));
    await user.type(dialog.getByRole('textbox', { name: /Minimum duration in hours/ }), '2.5');
    await user.click(within(dialog.getByRole('group', { name: 'Approvers' })).getByRole('checkbox', { name: 'Admin' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(null, {
      name: 'Weekend trailers',
      branch_pks: [23],
      role_pks: [],
      booking_tag_group_pks: [42],
      min_duration_minutes: 150,
      approvers: ['branch_manager', 'admin'],
      is_active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks the form before asking the server', async () => {
    const user = userEvent.setup();
    const { onSave } = renderRules();
    await user.click(screen.getByRole('button', { name: 'Add Approval Rule' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Minimum duration/ }), 'two');
    await user.click(within(dialog.getByRole('group', { name: 'Approvers' })).getByRole('checkbox', { name: 'Branch Manager' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(dialog.getByText(NAME_REQUIRED)).toBeInTheDocument();
    expect(dialog.getByText(DURATION_INVALID)).toBeInTheDocument();
    expect(dialog.getByText(APPROVER_REQUIRED)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  it("places the server's field errors on their fields and keeps what was typed", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => false);
    const { rerender } = render(
      <ApprovalRules
        status="ready"
        rules={approvalRules}
        options={ruleOptions}
        lineManager={null}
        onSave={onSave}
        onDelete={vi.fn()}
        onLineManagerChange={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Long trips from the west' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Long trips from the west' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Long trips');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(longTrips, expect.objectContaining({ name: 'Long trips', min_duration_minutes: 480 }));
    rerender(
      <ApprovalRules
        status="ready"
        rules={approvalRules}
        options={ruleOptions}
        lineManager={null}
        saveError="Please correct the highlighted fields."
        saveFieldErrors={{ branch_pks: 'Unknown branch.', 'approvers.1': 'Expected one of branch_manager, hub_manager, admin' }}
        onSave={onSave}
        onDelete={vi.fn()}
        onLineManagerChange={vi.fn()}
      />,
    );
    expect(await dialog.findByText('Unknown branch.')).toBeInTheDocument();
    expect(dialog.getByRole('group', { name: /Branches/ })).toHaveAccessibleDescription('Unknown branch.');
    expect(dialog.getByRole('group', { name: 'Approvers' })).toHaveAccessibleDescription('Expected one of branch_manager, hub_manager, admin');
    expect(dialog.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Long trips');
  });

  it('asks before deleting, and names the rule', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderRules();
    await user.click(screen.getByRole('button', { name: 'Delete Contractors' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete approval rule Contractors?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(contractors);
  });

  describe('in a 360 px box', () => {
    inBoxOfWidth(360);

    it('shows each rule as a card, its facts labelled and its buttons at the foot', async () => {
      renderRules();
      const list = await screen.findByRole('list', { name: 'Approval rules' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(within(list).getByRole('heading', { name: 'Contractors' }).closest('li') as HTMLElement);
      expect(card.getByText('Applies to')).toBeInTheDocument();
      expect(card.getByText('Bookings by Contractors, 1.5 hours or longer')).toBeInTheDocument();
      expect(card.getByRole('button', { name: 'Edit Contractors' })).toBeInTheDocument();
      expect(card.getByRole('button', { name: 'Delete Contractors' })).toBeInTheDocument();
    });
  });
});
