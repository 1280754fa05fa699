import type { Profile } from '@motorpool/api';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withinShadow } from '../element/shadow-queries';
import { registerMotorpoolElements } from '../elements';
import { sessionStore } from '../session/session-store';
import { approvalRules, ruleOptionAnswers } from '../test-support/approval-rule-fixtures';
import { fakeServer, ok } from '../test-support/fake-server';
import { APPROVAL_RULES_CHANGE_EVENT, APPROVAL_RULES_TAG, MotorpoolApprovalRulesElement, type ApprovalRulesChangeEventDetail } from './element';

const API_BASE = 'https://api.motorpool.test';
const list = (results: unknown[]) => ok({ results, count: results.length, next_page: null });

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile({ permissions: ['organisation_write'] } as unknown as Profile);
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
});

describe('<motorpool-approval-rules>', () => {
  it('is defined once, however often registration runs', () => {
    registerMotorpoolElements();
    expect(customElements.get(APPROVAL_RULES_TAG)).toBe(MotorpoolApprovalRulesElement);
  });

  it('announces a change of the line-manager setting with a bubbling, composed event', async () => {
    fakeServer({
      'GET /api/v1/tfm/booking-approval-rules/': [list(approvalRules)],
      'GET /api/v1/tfm/booking-approval-rules/line-manager/': [ok({ line_manager_required: false })],
      'PUT /api/v1/tfm/booking-approval-rules/line-manager/': [ok({ line_manager_required: true })],
      'GET /api/v1/tfm/branches/': [list(ruleOptionAnswers.branches)],
      'GET /api/v1/tfm/roles/': [list(ruleOptionAnswers.roles)],
      'GET /api/v1/tfm/tags/': [list(ruleOptionAnswers.bookingFields)],
      'GET /api/v1/organisations/audits/': [list([]), list([])],
    });
    const changes = vi.fn((_event: CustomEvent<ApprovalRulesChangeEventDetail>) => undefined);
    document.addEventListener(APPROVAL_RULES_CHANGE_EVENT, changes);
    document.body.innerHTML = `<${APPROVAL_RULES_TAG} api-base="${API_BASE}"></${APPROVAL_RULES_TAG}>`;
    const shadow = withinShadow(APPROVAL_RULES_TAG);
    await userEvent.click(await shadow.findByRole('checkbox', { name: 'Line Manager is required on bookings' }));
    await waitFor(() => expect(changes).toHaveBeenCalledTimes(1));
    const [event] = changes.mock.calls[0]!;
    expect(event.detail).toEqual({ change: 'line-manager', required: true });
    expect(event.target).toBe(document.querySelector(APPROVAL_RULES_TAG));
    expect(event.bubbles && event.composed).toBe(true);
    expect(within(shadow.getByRole('table', { name: 'Approval rules' })).getByText('Contractors')).toBeInTheDocument();
    document.removeEventListener(APPROVAL_RULES_CHANGE_EVENT, changes);
  });
});
