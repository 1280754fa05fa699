import { messages, type Profile } from '@motorpool/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, failure, ok } from '../test-support/fake-server';
import { profile } from '../test-support/fixtures';
import { sessionStore } from '../session/session-store';
import { ConnectedTwoFactorCode, type ConnectedTwoFactorCodeProps } from './ConnectedTwoFactorCode';

const API_BASE = 'https://api.motorpool.test';
const SUBMIT = 'POST /api/v1/accounts/user/login/otp/submit/';
const PROFILE = 'GET /api/v1/accounts/user/profile/';
const LOGOUT = 'DELETE /api/v1/accounts/user/logout/';
const signedIn = ok({ response_status: 'success', token: 'token-2fa', two_factor: true, organisation: 11 });

function renderConnected(props: Partial<ConnectedTwoFactorCodeProps> = {}) {
  const onSignedIn = vi.fn<(profile: Profile) => void>();
  const user = userEvent.setup();
  render(<ConnectedTwoFactorCode apiBase={API_BASE} email="dana@example.test" onSignedIn={onSignedIn} {...props} />);
  const enter = async (code = '123456') => {
    await user.type(screen.getByLabelText('Sign-in code'), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
  };
  return { onSignedIn, enter };
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().signOut();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConnectedTwoFactorCode', () => {
  it('finishes the sign-in: token and profile in the session, profile reported', async () => {
    const { callsTo } = fakeServer({ [SUBMIT]: [signedIn], [PROFILE]: [ok(profile)] });
    const { onSignedIn, enter } = renderConnected();

    await enter();

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(profile));
    expect(callsTo(SUBMIT)[0]?.body).toEqual({ email: 'dana@example.test', otp: '123456' });
    expect(callsTo(PROFILE)[0]?.headers.get('authorization')).toBe('Bearer token-2fa');
    expect(sessionStore.getState()).toMatchObject({ token: 'token-2fa', organisation: 11, profile });
  });

  it("shows the server's title for a wrong or expired code and keeps the session empty", async () => {
    fakeServer({ [SUBMIT]: [failure(400, messages.twoFactor.failure)] });
    const { onSignedIn, enter } = renderConnected();

    await enter();

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.twoFactor.failure);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('passes on the throttle title after too many tries', async () => {
    fakeServer({ [SUBMIT]: [failure(429, messages.throttled)] });
    const { enter } = renderConnected();

    await enter();

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.throttled);
  });

  it('says the server is unreachable when the request cannot be made', async () => {
    fakeServer({});
    const { enter } = renderConnected();

    await enter();

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.unreachable);
  });

  it('applies the no-organisation rule of spec §4 as a password sign-in does', async () => {
    const orphan = { ...profile, organisations: [], current_organisation: null };
    fakeServer({ [SUBMIT]: [signedIn], [PROFILE]: [ok(orphan)], [LOGOUT]: [ok(null)] });
    const { onSignedIn, enter } = renderConnected();

    await enter();

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.userNotExist);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('links back to the portal login by default', () => {
    renderConnected();

    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});
