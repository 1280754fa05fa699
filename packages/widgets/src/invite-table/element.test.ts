import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { withinShadow } from '../element/shadow-queries';
import { fakeServer, ok } from '../test-support/fake-server';
import { invites } from '../test-support/user-table-fixtures';
import { sessionStore } from '../session/session-store';
import { INVITE_RESENT_EVENT, INVITE_TABLE_TAG, MotorpoolInviteTableElement, type InviteResentEventDetail } from './element';

const API_BASE = 'https://api.motorpool.test';

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
});

describe('<motorpool-invite-table>', () => {
  it('is defined once, however often registration runs', () => {
    registerMotorpoolElements();
    expect(customElements.get(INVITE_TABLE_TAG)).toBe(MotorpoolInviteTableElement);
  });

  it('announces a resent invitation with a bubbling, composed event', async () => {
    const resent = { ...invites[1], status: { name: 'Resent' as const } };
    const { callsTo } = fakeServer({
      'GET /api/v1/tfm/invite-user/': [ok({ results: invites, count: 4, next_page: null })],
      'POST /api/v1/tfm/invite-user/resend-invite/': [ok(resent)],
    });
    const heard = vi.fn((_event: CustomEvent<InviteResentEventDetail>) => undefined);
    document.addEventListener(INVITE_RESENT_EVENT, heard);
    const user = userEvent.setup();

    document.body.innerHTML = `<${INVITE_TABLE_TAG} api-base="${API_BASE}" page-size="10"></${INVITE_TABLE_TAG}>`;
    const shadow = withinShadow(INVITE_TABLE_TAG);
    await user.click(await shadow.findByRole('button', { name: 'Resend invitation Sky Patel' }));

    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    const event = heard.mock.calls[0]![0];
    expect(event.detail).toEqual({ invite: resent });
    expect(event.target).toBe(document.querySelector(INVITE_TABLE_TAG));
    expect(event.bubbles && event.composed).toBe(true);
    expect(callsTo('GET /api/v1/tfm/invite-user/')[0]?.query.get('page_size')).toBe('10');
    document.removeEventListener(INVITE_RESENT_EVENT, heard);
  });
});
