import { messages, type Profile } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { organisations, profile } from '../test-support/fixtures';
import { SESSION_STORAGE_KEY, sessionStore } from '../session/session-store';
import { ConnectedSignIn, type ConnectedSignInProps } from './ConnectedSignIn';
import { REMEMBER_ME_STORAGE_KEY } from './remember-me';

const API_BASE = 'https://api.motorpool.test';
const LOGIN_URL = `${API_BASE}/api/v1/accounts/user/login/`;
const PROFILE_URL = `${API_BASE}/api/v1/accounts/user/profile/`;
const LOGOUT_URL = `${API_BASE}/api/v1/accounts/user/logout/`;

type Call = { url: string; method: string; headers: Headers; body: unknown };
type Reply = { status: number; body: unknown };

/** A stand-in for the server: answers each URL from a queue and records every call. */
function fakeServer(routes: Record<string, Reply[]>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const reply = routes[url]?.shift();
    if (!reply) throw new TypeError(`no reply for ${url}`);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls };
}

const loginSuccess = (organisation: number | null): Reply => ({
  status: 200,
  body: { response_status: 'success', token: 'token-1', two_factor: false, organisation },
});
const failure = (status: number, errors: Record<string, unknown>): Reply => ({ status, body: { errors } });

function renderConnected(onSignedIn = vi.fn<(profile: Profile) => void>()) {
  const user = userEvent.setup();
  render(<ConnectedSignIn apiBase={API_BASE} onSignedIn={onSignedIn} />);
  return { user, onSignedIn };
}

async function fillCredentials(user: ReturnType<typeof userEvent.setup>, scope: Pick<typeof screen, 'getByLabelText'> = screen) {
  await user.type(scope.getByLabelText('Email'), 'dana@example.test');
  await user.type(scope.getByLabelText('Password'), 'secret');
}

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().signOut();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConnectedSignIn', () => {
  it('signs in, fills the shared session and reports the profile', async () => {
    const { calls } = fakeServer({
      [LOGIN_URL]: [loginSuccess(11)],
      [PROFILE_URL]: [{ status: 200, body: profile }],
    });
    const { user, onSignedIn } = renderConnected();

    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(profile));
    expect(calls[0]).toMatchObject({ url: LOGIN_URL, method: 'POST', body: { email: 'dana@example.test', password: 'secret' } });
    expect(calls[1]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(calls[1]?.headers.get('organisation')).toBe('11');
    expect(sessionStore.getState()).toMatchObject({ token: 'token-1', organisation: 11, profile });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toMatchObject({
      state: { token: 'token-1', organisation: 11 },
    });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).not.toContain('dana.driver');
  });

  it('shows the organisation chooser when the email belongs to several, then signs in to the chosen one', async () => {
    const title = 'This email belongs to several organisations. Choose one.';
    const { calls } = fakeServer({
      [LOGIN_URL]: [failure(400, { title, code: 'organisation_required', organisations }), loginSuccess(12)],
      [PROFILE_URL]: [{ status: 200, body: profile }],
    });
    const { user, onSignedIn } = renderConnected();

    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const chooser = await screen.findByLabelText('Organisation');
    expect(screen.getByRole('status')).toHaveTextContent(title);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(chooser).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(messages.organisation.required)).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await user.selectOptions(chooser, 'Custom Fleet Victoria');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(profile));
    expect(calls[1]?.body).toEqual({ email: 'dana@example.test', password: 'secret', organisation_id: 12 });
    expect(calls[1]?.headers.get('organisation')).toBe('12');
    expect(sessionStore.getState().organisation).toBe(12);
  });

  it('shows the login failure title from the server and leaves the session empty', async () => {
    fakeServer({ [LOGIN_URL]: [failure(400, { title: messages.login.failure })] });
    const { user, onSignedIn } = renderConnected();

    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.failure);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('puts server field errors under their fields', async () => {
    fakeServer({
      [LOGIN_URL]: [failure(400, { title: messages.request.invalid, fields: { email: messages.email.invalid } })],
    });
    const { user } = renderConnected();

    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.invalid);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(messages.email.invalid);
  });

  it('says the server is unreachable when the request cannot be made', async () => {
    fakeServer({});
    const { user } = renderConnected();

    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.unreachable);
  });

  it('does not keep a token whose profile could not be loaded', async () => {
    fakeServer({
      [LOGIN_URL]: [loginSuccess(11)],
      [PROFILE_URL]: [failure(500, { title: messages.request.unexpected })],
    });
    const { user, onSignedIn } = renderConnected();

    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.request.unexpected);
    expect(sessionStore.getState().token).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('hands over to the one-time code step when two-factor sign-in is on', async () => {
    fakeServer({
      [LOGIN_URL]: [{ status: 200, body: { response_status: 'success', token: null, two_factor: true, organisation: null } }],
    });
    const onTwoFactorRequired = vi.fn();
    const user = userEvent.setup();
    render(<ConnectedSignIn apiBase={API_BASE} onTwoFactorRequired={onTwoFactorRequired} />);

    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(onTwoFactorRequired).toHaveBeenCalledWith('dana@example.test'));
    expect(sessionStore.getState().token).toBeNull();
  });

  it('keeps each instance to itself', async () => {
    fakeServer({ [LOGIN_URL]: [failure(400, { title: messages.login.failure })] });
    const user = userEvent.setup();
    render(
      <>
        <ConnectedSignIn apiBase={API_BASE} heading="First" />
        <ConnectedSignIn apiBase={API_BASE} heading="Second" />
      </>,
    );
    const first = within(screen.getByRole('region', { name: 'First' }));
    const second = within(screen.getByRole('region', { name: 'Second' }));

    await fillCredentials(user, first);
    await user.click(first.getByRole('button', { name: 'Sign In' }));

    expect(await first.findByRole('alert')).toHaveTextContent(messages.login.failure);
    expect(second.queryByRole('alert')).not.toBeInTheDocument();
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;
const remembered = () => JSON.parse(localStorage.getItem(REMEMBER_ME_STORAGE_KEY) ?? 'null') as { email: string; expires: number } | null;

function renderWith(props: Partial<ConnectedSignInProps> = {}) {
  const user = userEvent.setup();
  const onSignedIn = vi.fn<(profile: Profile) => void>();
  render(<ConnectedSignIn apiBase={API_BASE} onSignedIn={onSignedIn} {...props} />);
  return { user, onSignedIn };
}

describe('ConnectedSignIn remember me (spec §4)', () => {
  it("keeps the email, never the password, for the brand's number of days and asks the server for the longer session", async () => {
    const { calls } = fakeServer({ [LOGIN_URL]: [loginSuccess(11)], [PROFILE_URL]: [{ status: 200, body: profile }] });
    const { user, onSignedIn } = renderWith({ rememberMeDays: 7 });
    const before = Date.now();

    await fillCredentials(user);
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ email: 'dana@example.test', password: 'secret', remember_me: true });
    const kept = remembered();
    expect(kept?.email).toBe('dana@example.test');
    expect(kept?.expires).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(kept?.expires).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    expect(JSON.stringify(localStorage)).not.toContain('secret');
  });

  it('starts with a remembered email and the box ticked', () => {
    localStorage.setItem(REMEMBER_ME_STORAGE_KEY, JSON.stringify({ email: 'dana@example.test', expires: Date.now() + DAY_MS }));
    renderWith();

    expect(screen.getByLabelText('Email')).toHaveValue('dana@example.test');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('forgets an expired email', () => {
    localStorage.setItem(REMEMBER_ME_STORAGE_KEY, JSON.stringify({ email: 'dana@example.test', expires: Date.now() - 1 }));
    renderWith();

    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(localStorage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull();
  });

  it('forgets the email when a sign-in goes ahead with the box unticked', async () => {
    localStorage.setItem(REMEMBER_ME_STORAGE_KEY, JSON.stringify({ email: 'dana@example.test', expires: Date.now() + DAY_MS }));
    const { calls } = fakeServer({ [LOGIN_URL]: [failure(400, { title: messages.login.failure })] });
    const { user } = renderWith();

    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.failure);
    expect(calls[0]?.body).toEqual({ email: 'dana@example.test', password: 'secret' });
    expect(localStorage.getItem(REMEMBER_ME_STORAGE_KEY)).toBeNull();
  });

  it('remembers the email when two-factor sign-in takes over', async () => {
    fakeServer({
      [LOGIN_URL]: [{ status: 200, body: { response_status: 'success', token: null, two_factor: true, organisation: null } }],
    });
    const onTwoFactorRequired = vi.fn();
    const { user } = renderWith({ onTwoFactorRequired });

    await fillCredentials(user);
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(onTwoFactorRequired).toHaveBeenCalledWith('dana@example.test'));
    expect(remembered()?.email).toBe('dana@example.test');
  });
});

describe('ConnectedSignIn for someone in no organisation (spec §4)', () => {
  const orphan: Profile = { ...profile, organisations: [], current_organisation: null, role: null, permissions: [] };

  it('signs out and says the user does not exist while registration is disabled', async () => {
    const { calls } = fakeServer({
      [LOGIN_URL]: [loginSuccess(null)],
      [PROFILE_URL]: [{ status: 200, body: orphan }],
      [LOGOUT_URL]: [{ status: 204, body: null }],
    });
    const { user, onSignedIn } = renderWith();

    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.userNotExist);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sessionStore.getState()).toMatchObject({ token: null, profile: null });
    expect(calls.at(-1)).toMatchObject({ url: LOGOUT_URL, method: 'DELETE' });
    expect(calls.at(-1)?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('clears the token even when revoking it fails', async () => {
    fakeServer({ [LOGIN_URL]: [loginSuccess(null)], [PROFILE_URL]: [{ status: 200, body: orphan }] });
    const { user } = renderWith();

    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.userNotExist);
    expect(sessionStore.getState().token).toBeNull();
  });

  it('lets them in when registration is enabled (the portal then offers /get-started)', async () => {
    fakeServer({ [LOGIN_URL]: [loginSuccess(null)], [PROFILE_URL]: [{ status: 200, body: orphan }] });
    const { user, onSignedIn } = renderWith({ registrationEnabled: true });

    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(orphan));
    expect(sessionStore.getState().token).toBe('token-1');
  });

  it('lets a system admin in without any organisation', async () => {
    const admin = { ...orphan, is_system_admin: true };
    fakeServer({ [LOGIN_URL]: [loginSuccess(null)], [PROFILE_URL]: [{ status: 200, body: admin }] });
    const { user, onSignedIn } = renderWith();

    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(admin));
  });
});

describe('ConnectedSignIn links from the portal config', () => {
  it('shows the register link only when registration is enabled, and SSO only when configured', () => {
    const { unmount } = render(<ConnectedSignIn apiBase={API_BASE} />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in with SSO' })).not.toBeInTheDocument();
    unmount();

    render(<ConnectedSignIn apiBase={API_BASE} registrationEnabled ssoUrl="https://sso.example.test" />);
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Sign in with SSO' })).toHaveAttribute('href', '/sso');
  });
});
