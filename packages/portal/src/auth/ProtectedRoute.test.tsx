import type { Profile } from '@motorpool/api';
import { sessionStore } from '@motorpool/widgets';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../test-support/portal-fetch';
import { profileOf } from '../test-support/profiles';
import { renderAt } from '../test-support/render';

/** The calls a test made to one path (the header's bell also calls the server). */
function callsTo(fetch: ReturnType<typeof stubFetch>, path: string) {
  return fetch.mock.calls.filter(([url]) => String(url) === path);
}

function startSession(profile: Profile | null = null) {
  sessionStore.setState({ token: 'token-1', organisation: 1, profile });
}

afterEach(() => {
  sessionStore.getState().signOut();
});

describe('ProtectedRoute', () => {
  it('sends a visitor without a session to /login', async () => {
    const fetch = stubFetch(() => json({}));
    const router = renderAt('/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads the profile with the session token and shows the organisation and role on the dashboard', async () => {
    const fetch = stubFetch(() => json(profileOf()));
    startSession();
    renderAt('/dashboard');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Fleet' })).toBeInTheDocument();
    expect(screen.getByText('Role: Admin')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account' })).toHaveTextContent('Avery Admin');

    const profileCalls = callsTo(fetch, '/api/v1/accounts/user/profile/');
    expect(profileCalls).toHaveLength(1);
    const [, init] = profileCalls[0]!;
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('organisation')).toBe('1');
    expect(sessionStore.getState().profile?.pk).toBe(7);
  });

  it('renders a profile already in the session without fetching it again', async () => {
    const fetch = stubFetch(() => json({}));
    startSession(profileOf({ role: { pk: 4, name: 'Branch Manager' } }));
    renderAt('/dashboard');

    expect(await screen.findByText('Role: Branch Manager')).toBeInTheDocument();
    expect(callsTo(fetch, '/api/v1/accounts/user/profile/')).toEqual([]);
  });

  it('sends someone who belongs to no organisation to /get-started', async () => {
    stubFetch(() => json(profileOf({ organisations: [], current_organisation: null, role: null })));
    startSession();
    const router = renderAt('/dashboard');

    expect(await screen.findByRole('heading', { name: 'You are not part of an organisation yet' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/get-started');
  });

  it('lets a system admin without an organisation reach the dashboard', async () => {
    stubFetch(() => json({}));
    startSession(profileOf({ is_system_admin: true, organisations: [], current_organisation: null, role: null }));
    const router = renderAt('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'No organisation selected' })).toBeInTheDocument();
    expect(screen.getByText('Role: System administrator')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('keeps members of an organisation away from /get-started', async () => {
    stubFetch(() => json({}));
    startSession(profileOf());
    const router = renderAt('/get-started');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('ends the session and returns to /login when the token is rejected', async () => {
    stubFetch(() => json({ errors: { title: 'Authentication credentials were not provided or have expired.' } }, 401));
    startSession();
    const router = renderAt('/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.getState().token).toBeNull();
  });

  it('shows the server title and a retry when the profile fails to load for another reason', async () => {
    let status = 503;
    stubFetch(() => (status === 503 ? json({ errors: { title: 'Service unavailable' } }, 503) : json(profileOf())));
    startSession();
    renderAt('/dashboard');

    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    status = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Fleet' })).toBeInTheDocument();
  });
});

describe('routes', () => {
  it('sends a signed-in visitor of /login to the dashboard', async () => {
    stubFetch(() => json({}));
    startSession(profileOf());
    const router = renderAt('/login');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('hides the header and footer in embedded mode and keeps embedding across redirects', async () => {
    stubFetch(() => json({}));
    startSession(profileOf());
    const router = renderAt('/login?embed=1');

    expect(await screen.findByText('Role: Admin')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.location.search).toBe('?embed=1');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('signs out through /logout: revokes the token, clears the session and shows sign-in', async () => {
    const fetch = stubFetch(() => new Response(null, { status: 204 }));
    startSession(profileOf());
    const router = renderAt('/logout');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.getState().token).toBeNull();
    const [logout] = callsTo(fetch, '/api/v1/accounts/user/logout/');
    const [, init] = logout!;
    expect(init?.method).toBe('DELETE');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-1');
  });

  it('shows the not-found page for an unknown path, with its own title', async () => {
    stubFetch(() => json({}));
    renderAt('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no/such/page')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Motorpool'));
  });
});
