import { messages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { approvalRuleAudits, approvalRules, contractors, ruleOptionAnswers } from '../test-support/approval-rule-fixtures';
import { failure, fakeServer, ok, type FakeReply } from '../test-support/fake-server';
import { onePage, signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { ConnectedApprovalRules, LINE_MANAGER_SAVED, RULE_DELETED, RULE_SAVED } from './ConnectedApprovalRules';

const API_BASE = 'https://api.motorpool.test';
const RULES = 'GET /api/v1/tfm/booking-approval-rules/';
const LINE_MANAGER = '/api/v1/tfm/booking-approval-rules/line-manager/';
const TRAIL = 'GET /api/v1/organisations/audits/';
/** The trail as first read, then after each change. */
const trailAnswers = () => [onePage([]), onePage(approvalRuleAudits), onePage(approvalRuleAudits), onePage(approvalRuleAudits)];

/** The first load's answers, with `rules` as the list (read again after each change). */
function loadAnswers(rules: FakeReply[]) {
  return {
    [RULES]: rules,
    [`GET ${LINE_MANAGER}`]: [ok({ line_manager_required: false })],
    'GET /api/v1/tfm/branches/': [onePage(ruleOptionAnswers.branches)],
    'GET /api/v1/tfm/roles/': [onePage(ruleOptionAnswers.roles)],
    'GET /api/v1/tfm/tags/': [onePage(ruleOptionAnswers.bookingFields)],
    [TRAIL]: trailAnswers(),
  };
}

describe('ConnectedApprovalRules', () => {
  signInForEachTest(['organisation_write']);

  it('reads the rules with the names they use, and the booking custom fields only', async () => {
    const { callsTo } = fakeServer(loadAnswers([onePage(approvalRules)]));
    render(<ConnectedApprovalRules apiBase={API_BASE} />);
    expect(await screen.findByText('Bookings at Parramatta, Sydney Central by Drivers, 8 hours or longer, with Fuel Card')).toBeInTheDocument();
    expect(callsTo('GET /api/v1/tfm/tags/')[0]?.query.get('tag_type')).toBe('booking');
    expect(screen.getByRole('checkbox', { name: 'Line Manager is required on bookings' })).not.toBeChecked();
  });

  it('adds a rule, with its toast and event, and reads the list again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const added = { ...contractors, pk: 804, name: 'Trailers' };
    const { callsTo } = fakeServer({
      ...loadAnswers([onePage(approvalRules), onePage([...approvalRules, added])]),
      'POST /api/v1/tfm/booking-approval-rules/': [ok(added, 201)],
    });
    render(<ConnectedApprovalRules apiBase={API_BASE} onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'Add Approval Rule' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Trailers');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('POST /api/v1/tfm/booking-approval-rules/')[0]?.body).toMatchObject({ name: 'Trailers', approvers: ['branch_manager'] });
    expect(await screen.findByText('Trailers')).toBeInTheDocument();
    expect(toastMessages()).toContain(`success: ${RULE_SAVED}`);
    expect(onChange).toHaveBeenCalledWith({ change: 'added', pk: 804 });
  });

  it('keeps the dialog and what was typed when the server refuses, with its message on the field', async () => {
    const user = userEvent.setup();
    fakeServer({
      ...loadAnswers([onePage(approvalRules)]),
      'PUT /api/v1/tfm/booking-approval-rules/803/': [failure(400, messages.request.invalid, { fields: { role_pks: 'Unknown role.' } })],
    });
    render(<ConnectedApprovalRules apiBase={API_BASE} />);
    await user.click(await screen.findByRole('button', { name: 'Edit Contractors' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), ' on site');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Unknown role.')).toBeInTheDocument();
    expect(dialog.getByRole('alert')).toHaveTextContent(messages.request.invalid);
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Contractors on site');
  });

  it('deletes a rule after asking, and turns the line-manager setting on', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { callsTo } = fakeServer({
      ...loadAnswers([onePage(approvalRules), onePage(approvalRules.filter((rule) => rule.pk !== contractors.pk))]),
      'DELETE /api/v1/tfm/booking-approval-rules/803/': [ok({ message: 'Approval rule deleted successfully' })],
      [`PUT ${LINE_MANAGER}`]: [ok({ line_manager_required: true })],
    });
    render(<ConnectedApprovalRules apiBase={API_BASE} onChange={onChange} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Contractors' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete approval rule Contractors?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Contractors')).not.toBeInTheDocument());
    expect(toastMessages()).toContain(`success: ${RULE_DELETED}`);

    await user.click(screen.getByRole('checkbox', { name: 'Line Manager is required on bookings' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Line Manager is required on bookings' })).toBeChecked());
    expect(callsTo(`PUT ${LINE_MANAGER}`)[0]?.body).toEqual({ line_manager_required: true });
    expect(toastMessages()).toContain(`success: ${LINE_MANAGER_SAVED}`);
    // The trail is read again after each change.
    expect(callsTo(TRAIL)[0]?.query.get('record_type')).toBe('approval_rules');
    await waitFor(() => expect(callsTo(TRAIL)).toHaveLength(3));
    expect(await screen.findByText('Line Manager is required on bookings:')).toBeInTheDocument();
    expect(onChange.mock.calls.map(([change]) => change)).toEqual([
      { change: 'deleted', pk: 803 },
      { change: 'line-manager', required: true },
    ]);
  });

  it('shows a load failure with Retry, which loads again', async () => {
    const user = userEvent.setup();
    fakeServer({
      ...loadAnswers([failure(403, messages.request.forbidden), onePage([])]),
      [`GET ${LINE_MANAGER}`]: [ok({ line_manager_required: false }), ok({ line_manager_required: true })],
      'GET /api/v1/tfm/branches/': [onePage([]), onePage([])],
      'GET /api/v1/tfm/roles/': [onePage([]), onePage([])],
      'GET /api/v1/tfm/tags/': [onePage([]), onePage([])],
    });
    render(<ConnectedApprovalRules apiBase={API_BASE} />);
    expect(await screen.findByText(messages.request.forbidden)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No approval rules yet: bookings are approved as they are made')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Line Manager is required on bookings' })).toBeChecked();
  });
});
