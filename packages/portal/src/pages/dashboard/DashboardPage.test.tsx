import { sessionStore } from '@motorpool/widgets';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../test-support/portal-fetch';
import { profileOf } from '../../test-support/profiles';
import { renderAt } from '../../test-support/render';

afterEach(() => {
  sessionStore.getState().signOut();
});

describe('DashboardPage', () => {
  it('leads sign-up approvers to the registration requests', async () => {
    stubFetch(() => json({}));
    sessionStore.setState({ token: 'token-1', organisation: 1, profile: profileOf({ is_signup_approver: true }) });
    renderAt('/dashboard');

    expect(await screen.findByRole('link', { name: 'Registration requests' })).toHaveAttribute('href', '/registration-request');
  });

  it('shows no such link to anyone else', async () => {
    stubFetch(() => json({}));
    sessionStore.setState({ token: 'token-1', organisation: 1, profile: profileOf({ is_signup_approver: false }) });
    renderAt('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Fleet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Registration requests' })).not.toBeInTheDocument();
  });
});
