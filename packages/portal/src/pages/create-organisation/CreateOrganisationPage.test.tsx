import { organisationMessages, type OrganisationSummary } from '@motorpool/api';
import { sessionStore, toast } from '@motorpool/widgets';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PERMISSION_DENIED_TEXT } from '../../auth/PermissionDenied';
import { leavePortal } from '../../navigation/leave-portal';
import { json, stubFetch } from '../../test-support/portal-fetch';
import { profileOf } from '../../test-support/profiles';
import { renderAt } from '../../test-support/render';

vi.mock('../../navigation/leave-portal', () => ({ leavePortal: vi.fn() }));

afterEach(() => {
  sessionStore.getState().signOut();
  toast.dismiss();
  vi.mocked(leavePortal).mockReset();
  vi.unstubAllGlobals();
});

const northwind: OrganisationSummary = { pk: 42, name: 'Northwind Logistics', domain: 'fleet.northwind.example', logo: null, industry: 'CustomFleet' };
const systemAdmin = profileOf({
  is_system_admin: true,
  organisations: [],
  current_organisation: null,
  role: null,
  permissions: ['organisation_write', 'user_write'],
});

/** The server: creating answers `northwind`; the profile is the system admin's, in Northwind once the session asks for it. */
function stubServer(config: { subdomain_redirect?: boolean } = {}) {
  return stubFetch((url, init) => {
    const path = new URL(url, 'http://portal.test').pathname;
    const organisation = new Headers(init?.headers).get('organisation');
    if (path === '/api/v1/organisations/' && init?.method === 'POST') return json(northwind, 201);
    if (path.endsWith('/user/profile/')) {
      return json(organisation === '42' ? { ...systemAdmin, current_organisation: northwind } : systemAdmin);
    }
    if (path.endsWith('/organisations/sidebar-items/')) {
      return json({ results: [], logo_url: '/dashboard', help_desk: null, user_manual_url: null, can_create_organisation: true });
    }
    if (path.endsWith('/organisations/options/')) return json({ results: [] });
    return json({ results: [], count: 0, next_page: null });
  }, config);
}

async function createNorthwind() {
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Northwind Logistics' } });
  fireEvent.change(screen.getByLabelText('Industry'), { target: { value: 'CustomFleet' } });
  fireEvent.change(screen.getByLabelText(/Domain/), { target: { value: 'fleet.northwind.example' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create' }));
}

describe('/create-organisation', () => {
  it('creates the organisation, says so, and moves the session into it on /dashboard', async () => {
    const fetch = stubServer();
    sessionStore.setState({ token: 'token-sys', organisation: null, profile: systemAdmin });
    const router = renderAt('/create-organisation');

    await createNorthwind();

    expect(await screen.findByText(organisationMessages.created('Northwind Logistics'))).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await waitFor(() => expect(sessionStore.getState().profile?.current_organisation?.pk).toBe(42));
    expect(sessionStore.getState().organisation).toBe(42);
    const created = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(created?.[1]?.body))).toEqual({ name: 'Northwind Logistics', industry: 'CustomFleet', domain: 'fleet.northwind.example' });
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('continues on the new organisation’s domain when the sub-domain redirect is on', async () => {
    stubServer({ subdomain_redirect: true });
    sessionStore.setState({ token: 'token-sys', organisation: null, profile: systemAdmin });
    renderAt('/create-organisation');

    await createNorthwind();

    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith('https://fleet.northwind.example/login?access_token=token-sys&orgId=42'));
    expect(sessionStore.getState().organisation).toBeNull();
  });

  it('is no page for an organisation admin, though they hold organisation_write', async () => {
    stubServer();
    sessionStore.setState({ token: 'token-admin', organisation: 1, profile: profileOf({ permissions: ['organisation_write'] }) });
    renderAt('/create-organisation');

    expect(await screen.findByText(PERMISSION_DENIED_TEXT)).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });
});
