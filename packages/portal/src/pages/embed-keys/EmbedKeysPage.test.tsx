import type { EmbedKey, PermissionName } from '@motorpool/api';
import { sessionStore } from '@motorpool/widgets';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERMISSION_DENIED_TEXT } from '../../auth/PermissionDenied';
import { json, stubFetch } from '../../test-support/portal-fetch';
import { profileOf } from '../../test-support/profiles';
import { renderAt } from '../../test-support/render';

afterEach(() => {
  sessionStore.getState().signOut();
  vi.unstubAllGlobals();
});

const intranetKey: EmbedKey = {
  pk: 31,
  key: 'mpk_Q2FsZW5kYXJJbnRyYW5ldDAx',
  name: 'Intranet calendar',
  allowed_origins: ['https://intranet.demo.fleet'],
  scope: 'calendar_read',
  is_active: true,
  show_driver_name: false,
  created_by: { pk: 7, name: 'Avery Admin' },
  created_at: '2026-11-02T09:15:00.000Z',
  modified_at: '2026-11-02T09:15:00.000Z',
  revoked_at: null,
};

function signInWith(permissions: PermissionName[]) {
  const profile = profileOf({ permissions });
  const fetch = stubFetch((url) => {
    const path = new URL(url, 'http://portal.test').pathname;
    if (path.endsWith('/user/profile/')) return json(profile);
    if (path === '/api/v1/tfm/embed-keys/') return json({ results: [intranetKey], count: 1, next_page: null });
    return json({ results: [], count: 0, next_page: null });
  });
  sessionStore.setState({ token: 'token-1', organisation: 1, profile });
  return fetch;
}

const embedKeyCalls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://portal.test').pathname === '/api/v1/tfm/embed-keys/');

describe('/embed-keys', () => {
  it.each([['organisation_write'], ['super_users']] as const)('shows the organisation’s keys to a holder of %s', async (permission) => {
    const fetch = signInWith([permission]);
    renderAt('/embed-keys');
    expect(await screen.findByRole('listitem', { name: 'Intranet calendar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Embed Keys' })).toBeInTheDocument();
    expect(embedKeyCalls(fetch)).toHaveLength(1);
  });

  it('shows the permission-denied state to anyone else, without asking for the keys', async () => {
    const fetch = signInWith(['driver_user', 'view_my_bookings']);
    renderAt('/embed-keys');
    expect(await screen.findByRole('alert')).toHaveTextContent(PERMISSION_DENIED_TEXT);
    expect(embedKeyCalls(fetch)).toHaveLength(0);
  });
});
