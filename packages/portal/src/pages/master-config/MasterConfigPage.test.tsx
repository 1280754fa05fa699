import type { MasterConfigEntry, PermissionName } from '@motorpool/api';
import { sessionStore, toast } from '@motorpool/widgets';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERMISSION_DENIED_TEXT } from '../../auth/PermissionDenied';
import { json, stubFetch } from '../../test-support/portal-fetch';
import { profileOf } from '../../test-support/profiles';
import { renderAt } from '../../test-support/render';

afterEach(() => {
  sessionStore.getState().signOut();
  toast.dismiss();
  vi.unstubAllGlobals();
});

const BASE = '/api/v1/organisations/master-config/';
const entry = (pk: number, list: MasterConfigEntry['list'], label: string): MasterConfigEntry => ({
  pk,
  list,
  label,
  parent: null,
  position: pk,
  is_active: true,
  uses: 0,
});
const LISTS: Record<string, MasterConfigEntry[]> = {
  'licence-classes': [entry(1, 'licence-classes', 'C'), entry(2, 'licence-classes', 'MR')],
  'fuel-types': [entry(5, 'fuel-types', 'Petrol'), entry(6, 'fuel-types', 'Diesel')],
};

function signInWith(permissions: PermissionName[]) {
  const profile = profileOf({ permissions });
  stubFetch((url) => {
    const path = new URL(url, 'http://portal.test').pathname;
    if (path.endsWith('/user/profile/')) return json(profile);
    const list = path.startsWith(BASE) ? LISTS[path.slice(BASE.length, -1)] : undefined;
    if (list) return json({ results: list, count: list.length, next_page: null });
    return json({ results: [], count: 0, next_page: null });
  });
  sessionStore.setState({ token: 'token-1', organisation: 1, profile });
}

describe('/master-config/list/{config}/{id}', () => {
  it('shows the list the path names, routes between lists, and opens the entry of {id}', async () => {
    signInWith(['master-config_update']);
    const router = renderAt('/master-config/list/fuel-types/6');
    expect(await screen.findByRole('form', { name: 'Edit Diesel' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Licence classes' }));
    const classes = await screen.findByRole('list', { name: 'Licence classes' });
    await waitFor(() => expect(within(classes).getAllByRole('listitem')).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/master-config/list/licence-classes');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    expect(await screen.findByRole('form', { name: 'Add entry' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/master-config/list/licence-classes/new');
  });

  it('is not found for a list that does not exist', async () => {
    signInWith(['master-config_update']);
    renderAt('/master-config/list/paint-codes/new');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });

  it('is refused without master-config_update', async () => {
    signInWith(['organisation_write']);
    renderAt('/master-config/list/fuel-types/new');
    expect(await screen.findByText(PERMISSION_DENIED_TEXT)).toBeInTheDocument();
  });
});
