import { accountsCalls } from '@motorpool/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profile } from '../test-support/fixtures';
import { sessionRequester } from './session-api';
import { SESSION_STORAGE_KEY, sessionStore } from './session-store';

beforeEach(() => {
  localStorage.clear();
  sessionStore.getState().signOut();
  sessionStore.getState().setApiBase('');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const stored = () => JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { state: unknown } | null;

describe('sessionStore', () => {
  it('keeps only the token and organisation across reloads', () => {
    const session = sessionStore.getState();
    session.setApiBase('https://api.motorpool.test');
    session.signIn({ token: 'token-1', organisation: 11 });
    session.setProfile(profile);

    expect(stored()?.state).toEqual({ token: 'token-1', organisation: 11 });
  });

  it('forgets the profile when the organisation changes, and everything on sign-out', () => {
    const session = sessionStore.getState();
    session.signIn({ token: 'token-1', organisation: 11 });
    session.setProfile(profile);

    session.selectOrganisation(12);
    expect(sessionStore.getState()).toMatchObject({ token: 'token-1', organisation: 12, profile: null });

    session.signOut();
    expect(sessionStore.getState()).toMatchObject({ token: null, organisation: null, profile: null });
    expect(stored()?.state).toEqual({ token: null, organisation: null });
  });

  it('takes back only well-formed values from storage', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: 'token-2', organisation: 12 }, version: 0 }));
    await sessionStore.persist.rehydrate();
    expect(sessionStore.getState()).toMatchObject({ token: 'token-2', organisation: 12 });

    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: 42, organisation: '12', profile: { pk: 1 } }, version: 0 }));
    await sessionStore.persist.rehydrate();
    expect(sessionStore.getState()).toMatchObject({ token: null, organisation: null, profile: null });
  });
});

describe('sessionRequester', () => {
  it('reads the token and organisation when each call is made', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(JSON.stringify(profile), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    sessionStore.getState().setApiBase('https://api.motorpool.test');
    const accounts = accountsCalls(sessionRequester());

    sessionStore.getState().signIn({ token: 'token-3', organisation: 13 });
    await accounts.getProfile();

    const [url, init] = fetch.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(String(url)).toBe('https://api.motorpool.test/api/v1/accounts/user/profile/');
    expect(headers.get('authorization')).toBe('Bearer token-3');
    expect(headers.get('organisation')).toBe('13');
  });
});
