import { sessionStore } from '@motorpool/widgets';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../test-support/portal-fetch';
import { profileOf } from '../test-support/profiles';
import { renderAt } from '../test-support/render';

afterEach(() => {
  sessionStore.getState().signOut();
});

function startShell() {
  stubFetch((url) => (url.endsWith('/user/profile/') ? json(profileOf()) : json({ results: [], count: 0, next_page: null })));
  sessionStore.setState({ token: 'token-focus', organisation: 1, profile: profileOf() });
}

const announcer = () => document.querySelector('[aria-live="polite"][aria-atomic="true"]');

describe('focus after a route change (issue 17)', () => {
  it('leaves the first page alone, then moves focus to the next page’s heading and announces it', async () => {
    startShell();
    const router = renderAt('/incidents');
    await screen.findByRole('heading', { level: 1, name: 'Incidents' });
    expect(document.activeElement).toBe(document.body);
    expect(announcer()).toHaveTextContent('');

    await act(() => router.navigate('/vehicles'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Vehicles' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(announcer()).toHaveTextContent('Vehicles');
  });

  it('moves nothing when only the query changes (a filter, a page of a list)', async () => {
    startShell();
    const router = renderAt('/incidents');
    await screen.findByRole('heading', { level: 1, name: 'Incidents' });

    await act(() => router.navigate('/vehicles'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Vehicles' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const control = document.querySelector<HTMLElement>('main input, main button');
    expect(control).not.toBeNull();
    control?.focus();
    await act(() => router.navigate('/vehicles?page=2'));
    expect(document.activeElement).toBe(control);
  });
});
