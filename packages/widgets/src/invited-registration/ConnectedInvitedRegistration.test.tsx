import { messages, type Profile } from '@motorpool/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { profile } from '../test-support/fixtures';
import { inviteDetails } from '../test-support/registration-fixtures';
import { sessionStore } from '../session/session-store';
import { ConnectedInvitedRegistration } from './ConnectedInvitedRegistration';

const API_BASE = 'https://api.motorpool.test';
const VALIDATE = 'POST /api/v1/tfm/invite/validate/';
const ACCEPT = 'POST /api/v1/tfm/invite-user/update/';
const PROFILE = 'GET /api/v1/accounts/user/profile/';
const STRONG = 'Secret#12';

function renderConnected(token: string | null = 'invite.token-1') {
  const onAccepted = vi.fn<(profile: Profile) => void>();
  const user = userEvent.setup();
  render(<ConnectedInvitedRegistration apiBase={API_BASE} token={token} onAccepted={onAccepted} />);
  return { user, onAccepted };
}

async function completeForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Last Name'), 'Jones');
  await user.type(screen.getByLabelText('Password'), STRONG);
  await user.type(screen.getByLabelText('Confirm Password'), STRONG);
  await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().signOut();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConnectedInvitedRegistration', () => {
  it('checks the invitation, sets up the account and signs the person in', async () => {
    const { callsTo } = fakeServer({
      [VALIDATE]: [ok(inviteDetails)],
      [ACCEPT]: [ok({ token: 'token-9', organisation: 11 })],
      [PROFILE]: [ok(profile)],
    });
    const { user, onAccepted } = renderConnected();

    expect(screen.getByRole('status')).toHaveTextContent('Checking your invitation…');
    await completeForm(user);

    await waitFor(() => expect(onAccepted).toHaveBeenCalledWith(profile));
    expect(callsTo(VALIDATE)[0]?.body).toEqual({ token: 'invite.token-1' });
    expect(callsTo(ACCEPT)[0]?.body).toEqual({
      token: 'invite.token-1',
      employee_extension: { first_name: 'Casey', last_name: 'Jones', password: STRONG, confirm_password: STRONG },
    });
    expect(callsTo(PROFILE)[0]?.headers.get('authorization')).toBe('Bearer token-9');
    expect(callsTo(PROFILE)[0]?.headers.get('organisation')).toBe('11');
    expect(sessionStore.getState()).toMatchObject({ token: 'token-9', organisation: 11, profile });
  });

  it.each([
    [404, messages.invite.invalid],
    [410, messages.invite.expired],
    [409, messages.invite.accepted],
  ])('shows the server title when the link is refused (%i)', async (status, title) => {
    fakeServer({ [VALIDATE]: [failure(status, title)] });
    renderConnected();

    expect(await screen.findByRole('alert')).toHaveTextContent(title);
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('needs a token in the link', async () => {
    const { calls } = fakeServer({});
    renderConnected(null);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invite.tokenRequired);
    expect(calls).toHaveLength(0);
  });

  it('shows a failed save with its field errors, and stays signed out', async () => {
    fakeServer({
      [VALIDATE]: [ok(inviteDetails)],
      [ACCEPT]: [
        failure(400, messages.request.invalid, {
          fields: { 'employee_extension.password': 'This password is too common' },
        }),
      ],
    });
    const { user, onAccepted } = renderConnected();

    await completeForm(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.invalid);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This password is too common');
    expect(onAccepted).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('does not keep a token whose profile could not be loaded', async () => {
    fakeServer({
      [VALIDATE]: [ok(inviteDetails)],
      [ACCEPT]: [ok({ token: 'token-9', organisation: 11 })],
      [PROFILE]: [failure(500, messages.request.unexpected)],
    });
    const { user, onAccepted } = renderConnected();

    await completeForm(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.unexpected);
    expect(sessionStore.getState().token).toBeNull();
    expect(onAccepted).not.toHaveBeenCalled();
  });
});
