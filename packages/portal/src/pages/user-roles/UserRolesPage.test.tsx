import type { PermissionName, RoleDetail } from '@motorpool/api';
import { sessionStore, toast } from '@motorpool/widgets';
import { fireEvent, screen } from '@testing-library/react';
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

const coordinator: RoleDetail = {
  pk: 7,
  name: 'Pool coordinator',
  permissions: ['booking_approve'],
  is_default: false,
  is_admin_role: false,
  member_count: 0,
};

function signInWith(permissions: PermissionName[]) {
  const profile = profileOf({ permissions });
  stubFetch((url) => {
    const path = new URL(url, 'http://portal.test').pathname;
    if (path.endsWith('/user/profile/')) return json(profile);
    if (path === '/api/v1/tfm/roles/summary/') return json({ results: [coordinator], count: 1, next_page: null });
    if (path === '/api/v1/tfm/roles/7/') return json(coordinator);
    return json({ results: [], count: 0, next_page: null });
  });
  sessionStore.setState({ token: 'token-1', organisation: 1, profile });
}

describe('/user-roles and /user-roles/{id}', () => {
  it('lists the roles and opens one, or a new one, at its own path', async () => {
    signInWith(['super_users']);
    const router = renderAt('/user-roles');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Pool coordinator' }));
    expect(await screen.findByRole('form', { name: 'Edit role: Pool coordinator' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-roles/7');
    fireEvent.click(screen.getByRole('button', { name: 'Back to roles' }));
    // Add role waits for the list, so the list is read first.
    await screen.findByRole('button', { name: 'Edit Pool coordinator' });
    fireEvent.click(screen.getByRole('button', { name: 'Add role' }));
    expect(await screen.findByRole('form', { name: 'Add role' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-roles/new');
  });

  it('is not found for an id that names no role', async () => {
    signInWith(['super_users']);
    renderAt('/user-roles/abc');
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument();
  });

  it('is refused without super_users, organisation_write or not', async () => {
    signInWith(['organisation_write']);
    renderAt('/user-roles');
    expect(await screen.findByText(PERMISSION_DENIED_TEXT)).toBeInTheDocument();
  });
});
