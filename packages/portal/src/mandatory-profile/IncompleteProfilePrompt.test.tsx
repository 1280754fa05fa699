import type { Profile } from '@motorpool/api';
import { sessionStore } from '@motorpool/widgets';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../test-support/portal-fetch';
import { profileOf } from '../test-support/profiles';
import { renderAt } from '../test-support/render';
import { promptsForMissingDetails, sectionToComplete } from './mandatory-profile';

afterEach(() => {
  sessionStore.getState().signOut();
});

const incomplete = (overrides: Partial<Profile> = {}) =>
  profileOf({ missing_user_attributes: [{ alias: 'licenseNumber', label: 'License Number' }], missing_user_tags: [], ...overrides });

describe('when the prompt shows (spec §2)', () => {
  it('shows only on fleet-share hosts and only with missing details', () => {
    expect(promptsForMissingDetails(incomplete(), '/users', true)).toBe(true);
    expect(promptsForMissingDetails(incomplete(), '/users', false)).toBe(false);
    expect(promptsForMissingDetails(profileOf({ missing_user_attributes: [], missing_user_tags: [] }), '/users', true)).toBe(false);
    expect(promptsForMissingDetails(incomplete({ missing_user_attributes: [], missing_user_tags: [{ tag_group_name: 'Uniform' }] }), '/users', true)).toBe(
      true,
    );
  });

  it.each([
    '/profile/general-details',
    '/profile',
    '/login',
    '/register',
    '/forgot-password',
    '/logout',
    '/welcome-user',
    '/dashboard',
    '/booking/action',
    '/sso',
  ])('never shows on %s', (path) => {
    expect(promptsForMissingDetails(incomplete(), path, true)).toBe(false);
  });

  it('does not mistake a page that merely starts with an excluded name', () => {
    expect(promptsForMissingDetails(incomplete(), '/profiles-report', true)).toBe(true);
  });
});

describe('where Continue leads (spec §2, §5)', () => {
  it.each(['manager', 'dateOfBirth', 'employeeId', 'costCentres', 'departments', 'phone'])('a missing %s is a general detail', (alias) => {
    expect(
      sectionToComplete(
        incomplete({
          missing_user_attributes: [
            { alias, label: alias },
            { alias: 'licenseNumber', label: 'x' },
          ],
        }),
      ),
    ).toBe('general-details');
  });

  it('other attributes are licence details, and tags alone are other details', () => {
    expect(sectionToComplete(incomplete())).toBe('license-details');
    expect(sectionToComplete(incomplete({ missing_user_attributes: [], missing_user_tags: [{ tag_group_name: 'Uniform' }] }))).toBe('other-details');
  });
});

describe('the prompt in the portal', () => {
  function start(profile: Profile, brand: 'default' | 'fleet-share') {
    stubFetch((url) => (url.endsWith('/user/profile/') ? json(profile) : json({ results: [], count: 0, next_page: null })), { brand });
    sessionStore.setState({ token: 'token-1', organisation: 1, profile });
  }

  it('opens over a page on a fleet-share host and Continue goes to the section to complete', async () => {
    start(incomplete(), 'fleet-share');
    const router = renderAt('/users');
    const dialog = await screen.findByRole('dialog', { name: 'Incomplete Profile Details' });
    expect(dialog).toHaveTextContent('License Number');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/license-details'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Incomplete Profile Details' })).not.toBeInTheDocument());
  });

  it('stays away on the default brand', async () => {
    start(incomplete(), 'default');
    renderAt('/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
