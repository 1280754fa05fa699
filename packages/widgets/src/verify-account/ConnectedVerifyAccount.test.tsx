import { messages } from '@motorpool/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, failure, ok } from '../test-support/fake-server';
import { profile } from '../test-support/fixtures';
import { sessionStore } from '../session/session-store';
import { ConnectedVerifyAccount, type ConnectedVerifyAccountProps } from './ConnectedVerifyAccount';

const API_BASE = 'https://api.motorpool.test';
const ACTIVATE = 'POST /api/v1/accounts/user/activate/';
const RESEND = 'POST /api/v1/accounts/user/resend-activation/';
const PROFILE = 'GET /api/v1/accounts/user/profile/';
const unverified = { ...profile, is_email_verified: false, phone: '+61412345678' };

function renderConnected(props: Partial<ConnectedVerifyAccountProps> = {}) {
  const onVerified = vi.fn<(message: string) => void>();
  const user = userEvent.setup();
  render(<ConnectedVerifyAccount apiBase={API_BASE} onVerified={onVerified} {...props} />);
  const enter = async (code = '654321') => {
    await user.type(screen.getByLabelText('Verification code'), code);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
  };
  return { onVerified, user, enter };
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile(unverified);
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
});

describe('ConnectedVerifyAccount', () => {
  it("verifies the signed-in account, refreshes the session's profile and reports the message", async () => {
    const { callsTo } = fakeServer({ [ACTIVATE]: [ok({ message: messages.activation.verified })], [PROFILE]: [ok(profile)] });
    const { onVerified, enter } = renderConnected();
    expect(screen.getByText(profile.email)).toBeInTheDocument();

    await enter();

    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(messages.activation.verified));
    expect(callsTo(ACTIVATE)[0]?.body).toEqual({ token: '654321', email: profile.email });
    expect(callsTo(ACTIVATE)[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(sessionStore.getState().profile?.is_email_verified).toBe(true);
  });

  it('sends the phone instead when the register type is phone', async () => {
    const { callsTo } = fakeServer({ [ACTIVATE]: [ok({ message: messages.activation.verified })], [PROFILE]: [ok(profile)] });
    const { onVerified, enter } = renderConnected({ registerType: 'phone' });
    expect(screen.getByText('+61412345678')).toBeInTheDocument();

    await enter();

    await waitFor(() => expect(onVerified).toHaveBeenCalled());
    expect(callsTo(ACTIVATE)[0]?.body).toEqual({ token: '654321', phone: '+61412345678' });
  });

  it('still reports success when only the profile refresh fails', async () => {
    fakeServer({ [ACTIVATE]: [ok({ message: messages.activation.verified })], [PROFILE]: [failure(500, messages.request.unexpected)] });
    const { onVerified, enter } = renderConnected();

    await enter();

    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(messages.activation.verified));
  });

  it("shows the server's title for a wrong code", async () => {
    fakeServer({ [ACTIVATE]: [failure(400, messages.activation.verifyFailure)] });
    const { onVerified, enter } = renderConnected();

    await enter();

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.activation.verifyFailure);
    expect(onVerified).not.toHaveBeenCalled();
  });

  it("sends a new code, clearing the field and showing the server's message", async () => {
    const { callsTo } = fakeServer({ [RESEND]: [ok({ message: messages.accountChange.otpSent })] });
    const { user } = renderConnected();
    await user.type(screen.getByLabelText('Verification code'), '12');

    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByRole('status')).toHaveTextContent(messages.accountChange.otpSent);
    expect(screen.getByLabelText('Verification code')).toHaveValue('');
    expect(callsTo(RESEND)[0]?.body).toEqual({ email: profile.email });
  });

  it('passes on the throttle title when codes are asked for too often', async () => {
    fakeServer({ [RESEND]: [failure(429, messages.throttled)] });
    const { user } = renderConnected();

    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.throttled);
  });

  it('offers to sign out through the portal', () => {
    renderConnected();

    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
  });
});
