import { messages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { memberships } from '../test-support/membership-fixtures';
import { sessionStore } from '../session/session-store';
import { toastStore } from '../state/toast-store';
import { ConnectedProfileMemberships } from './ConnectedProfileMemberships';
import { PROFILE_MEMBERSHIPS_TEXT } from './ProfileMemberships';

const API_BASE = 'https://api.motorpool.test';
const LIST = 'GET /api/v1/accounts/user/memberships/';
const leave = (organisation: number) => `DELETE /api/v1/accounts/user/memberships/${organisation}/`;
const listOf = (results: typeof memberships) => ok({ results, count: results.length, next_page: null });

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
  toastStore.getState().dismiss();
});

async function leaveThrough(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `${PROFILE_MEMBERSHIPS_TEXT.leave} ${name}` }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: PROFILE_MEMBERSHIPS_TEXT.leave }));
}

describe('ConnectedProfileMemberships', () => {
  it('lists the memberships with the session, leaves one, and tells the host whether it was the one signed in to', async () => {
    const message = messages.membership.left('Harbour City FleetShare');
    const { callsTo } = fakeServer({ [LIST]: [listOf(memberships)], [leave(12)]: [ok({ message })] });
    const onLeft = vi.fn();
    const user = userEvent.setup();
    render(<ConnectedProfileMemberships apiBase={API_BASE} onLeft={onLeft} />);

    await leaveThrough(user, 'Harbour City FleetShare');

    await waitFor(() => expect(onLeft).toHaveBeenCalledWith({ organisation: 12, message, current: false }));
    expect(callsTo(LIST)[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(screen.queryByRole('heading', { name: 'Harbour City FleetShare' })).not.toBeInTheDocument();
    expect(screen.getByText(message).closest('[role="status"]')).not.toBeNull();
    expect(toastStore.getState().toasts.map((toast) => toast.message)).toContain(message);
  });

  it("shows the server's refusal and keeps the membership", async () => {
    const refusal = messages.membership.onlyAdmin('Demo Fleet');
    fakeServer({ [LIST]: [listOf(memberships)], [leave(11)]: [failure(409, refusal)] });
    const onLeft = vi.fn();
    const user = userEvent.setup();
    render(<ConnectedProfileMemberships apiBase={API_BASE} onLeft={onLeft} />);

    await leaveThrough(user, 'Demo Fleet');

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('heading', { name: 'Demo Fleet' })).toBeInTheDocument();
    expect(onLeft).not.toHaveBeenCalled();
  });

  it('counts the only organisation as the one signed in to when the session names none', async () => {
    sessionStore.getState().signIn({ token: 'token-1', organisation: null });
    const [only] = memberships;
    fakeServer({ [LIST]: [listOf([only!])], [leave(11)]: [ok({ message: messages.membership.left('Demo Fleet') })] });
    const onLeft = vi.fn();
    const user = userEvent.setup();
    render(<ConnectedProfileMemberships apiBase={API_BASE} onLeft={onLeft} />);

    await leaveThrough(user, 'Demo Fleet');

    await waitFor(() => expect(onLeft).toHaveBeenCalledWith(expect.objectContaining({ organisation: 11, current: true })));
  });
});
