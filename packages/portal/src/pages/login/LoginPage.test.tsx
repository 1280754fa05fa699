import { messages } from '@motorpool/api';
import { sessionStore } from '@motorpool/widgets';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leavePortal } from '../../navigation/leave-portal';
import { json, stubFetch } from '../../test-support/portal-fetch';
import { demoFleet, profileOf } from '../../test-support/profiles';
import { renderAt } from '../../test-support/render';

vi.mock('../../navigation/leave-portal', () => ({ leavePortal: vi.fn() }));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

function useUserAgent(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

/** Answers the profile call for any token; records which token and organisation each call carried. */
function stubProfile(profile = profileOf(), config = {}) {
  return stubFetch((url) => (url.endsWith('/accounts/user/profile/') ? json(profile) : json({}, 404)), config);
}

function headersOf(call: unknown[]): Headers {
  return new Headers((call[1] as RequestInit | undefined)?.headers);
}

beforeEach(() => {
  vi.mocked(leavePortal).mockClear();
});

afterEach(() => {
  sessionStore.getState().signOut();
});

describe('the login page with a token (spec §4 token deep link)', () => {
  it('signs a desktop browser in with access_token and orgId and opens the dashboard, dropping the token from the address', async () => {
    const fetch = stubProfile();
    const router = renderAt('/login?access_token=token-from-link&orgId=1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Fleet' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('');
    expect(sessionStore.getState()).toMatchObject({ token: 'token-from-link', organisation: 1 });
    expect(headersOf(fetch.mock.calls[0]!).get('authorization')).toBe('Bearer token-from-link');
    expect(headersOf(fetch.mock.calls[0]!).get('organisation')).toBe('1');
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('treats oAuthToken like access_token and keeps the organisation the server chose', async () => {
    stubProfile();
    const router = renderAt('/login?oAuthToken=oauth-token');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sessionStore.getState()).toMatchObject({ token: 'oauth-token', organisation: demoFleet.pk });
  });

  it('replaces the session of someone already signed in', async () => {
    stubProfile();
    sessionStore.setState({ token: 'old-token', organisation: 1, profile: profileOf() });
    const router = renderAt('/login?access_token=new-token');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sessionStore.getState().token).toBe('new-token');
  });

  it('shows the failure and leaves no session when the token is refused', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => json({ errors: { title: messages.request.unauthenticated } }, 401));
    const router = renderAt('/login?access_token=expired&embed=1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to Sign in, please try again!');
    expect(router.state.location.pathname).toBe('/login');
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('access_token')).toBe('none');
    expect(query.get('embed')).toBe('1');
    expect(sessionStore.getState().token).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('goes on to the organisation domain when the sub-domain redirect applies, and not when it brought the person here', async () => {
    const profile = profileOf({ current_organisation: { ...demoFleet, domain: 'demo.fleet.example' } });
    stubProfile(profile, { subdomain_redirect: true });
    renderAt('/login?access_token=abc&orgId=1');

    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('https://demo.fleet.example/login?access_token=abc&orgId=1&redirectDomain=yes'));

    vi.mocked(leavePortal).mockClear();
    sessionStore.getState().signOut();
    const router = renderAt('/login?access_token=abc&orgId=1&redirectDomain=yes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(leavePortal).not.toHaveBeenCalled();
  });
});

describe('the login page on a phone', () => {
  it('opens the iOS app with the token and falls back to the App Store after 5 s while the page stays visible', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useUserAgent(IPHONE);
    const fetch = stubProfile();
    renderAt('/login?access_token=abc&orgId=1');

    expect(await screen.findByRole('heading', { name: 'Opening the app' })).toBeInTheDocument();
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('motorpool://login?token=abc&orgId=1'));
    act(() => vi.advanceTimersByTime(4900));
    expect(leavePortal).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(200));
    expect(leavePortal).toHaveBeenLastCalledWith(expect.stringMatching(/^https:\/\/apps\.apple\.com\//));
    expect(fetch).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('does not open the App Store once the app took over the screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useUserAgent(IPHONE);
    stubProfile();
    renderAt('/login?access_token=abc');
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('motorpool://login?token=abc'));

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    // Back in the browser later: the app had opened, so still no store.
    visibility.mockReturnValue('visible');
    act(() => vi.advanceTimersByTime(6000));
    expect(leavePortal).toHaveBeenCalledTimes(1);
  });

  it('opens the Android app without a store fallback', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useUserAgent(ANDROID);
    stubProfile();
    renderAt('/login?access_token=abc');

    expect(await screen.findByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('motorpool://login?token=abc'));
    act(() => vi.advanceTimersByTime(6000));
    expect(leavePortal).toHaveBeenCalledTimes(1);
  });

  it('signs in here with tokenLogin=yes, or when the person chooses to stay in the browser', async () => {
    useUserAgent(IPHONE);
    stubProfile();
    const router = renderAt('/login?access_token=abc&tokenLogin=yes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(leavePortal).not.toHaveBeenCalled();

    sessionStore.getState().signOut();
    const second = renderAt('/login?access_token=def');
    (await screen.findByRole('button', { name: 'Continue in the browser' })).click();
    await waitFor(() => expect(second.state.location.pathname).toBe('/dashboard'));
    expect(sessionStore.getState().token).toBe('def');
  });
});

describe('the login page notes', () => {
  it('shows the error of a failed sign-in elsewhere, or the standard wording', async () => {
    stubFetch(() => json({}));
    renderAt('/login?access_token=none&error=Your%20SSO%20account%20is%20locked');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your SSO account is locked');
  });

  it('thanks a driver who registered, by whether the request was auto-approved', async () => {
    stubFetch(() => json({}));
    renderAt('/login?driverRegister=yes&autoApproval=yes');
    const note = await screen.findByRole('status');
    expect(note).toHaveTextContent(messages.signUp.thankYou);
    expect(note).toHaveTextContent(messages.signUp.autoApproved);
  });

  it('says a pending registration waits for approval', async () => {
    stubFetch(() => json({}));
    renderAt('/login?driverRegister=yes&autoApproval=no');
    expect(await screen.findByRole('status')).toHaveTextContent(messages.signUp.pendingApproval);
  });
});

describe('single sign-on (spec §2)', () => {
  it('links to /sso only when an SSO address is configured, and /sso goes on to it with the email', async () => {
    stubFetch(() => json({}), { sso_url: 'https://sso.example.com/start' });
    renderAt('/login');
    expect(await screen.findByRole('link', { name: 'Sign in with SSO' })).toHaveAttribute('href', '/sso');

    renderAt('/sso?email=admin%40demo.fleet');
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('https://sso.example.com/start?email=admin%40demo.fleet'));
  });

  it('sends /sso back to sign-in when no SSO address is configured', async () => {
    stubFetch(() => json({}));
    const router = renderAt('/sso');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('link', { name: 'Sign in with SSO' })).not.toBeInTheDocument();
    expect(leavePortal).not.toHaveBeenCalled();
  });
});

describe('a refused token link while signed in', () => {
  it('ends the old session too and shows the failure on the login page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(() => json({ errors: { title: messages.request.unauthenticated } }, 401));
    sessionStore.setState({ token: 'old-token', organisation: 1, profile: profileOf() });
    const router = renderAt('/login?access_token=bad-token');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.login.accessTokenFailure);
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStore.getState().token).toBeNull();
  });
});
