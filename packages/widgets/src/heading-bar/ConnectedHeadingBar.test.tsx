import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { branchManagerProfile, customFleetUsersItems } from '../test-support/navigation-fixtures';
import { sessionStore } from '../session/session-store';
import { ConnectedHeadingBar } from './ConnectedHeadingBar';

const API_BASE = 'https://api.motorpool.test';
const ITEMS = 'GET /api/v1/organisations/permission-items/';

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 12 });
  sessionStore.getState().setProfile(branchManagerProfile);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
});

describe('ConnectedHeadingBar', () => {
  it('loads the page’s permission items and applies the organisation’s industry', async () => {
    const { callsTo } = fakeServer({ [ITEMS]: [ok({ results: customFleetUsersItems })] });
    render(<ConnectedHeadingBar apiBase={API_BASE} pageKey="users" crumbs={['Users']} />);

    expect(await screen.findByRole('button', { name: 'New User' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh State of Charge' })).toBeInTheDocument();
    expect(callsTo(ITEMS)[0]?.query.get('page')).toBe('users');
    expect(callsTo(ITEMS)[0]?.headers.get('organisation')).toBe('12');
  });

  it('keeps the title and logs when the items cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeServer({ [ITEMS]: [failure(403, 'You do not have permission to perform this action.')] });
    render(<ConnectedHeadingBar apiBase={API_BASE} pageKey="users" crumbs={['Users']} />);

    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('You do not have permission')));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Users');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
