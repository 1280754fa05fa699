import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { adminItems, hubManagerProfile, menu, organisationOptions, systemAdminProfile } from '../test-support/navigation-fixtures';
import { sessionStore } from '../session/session-store';
import { ConnectedSidebar } from './ConnectedSidebar';

const API_BASE = 'https://api.motorpool.test';
const PROFILE = 'GET /api/v1/accounts/user/profile/';
const ITEMS = 'GET /api/v1/organisations/sidebar-items/';
const OPTIONS = 'GET /api/v1/organisations/options/';

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
});

const openSwitcher = async (user: ReturnType<typeof userEvent.setup>, label: string) => {
  await user.click(await screen.findByRole('button', { name: /^Account menu for/ }));
  await user.click(screen.getByRole('button', { name: label }));
};

describe('ConnectedSidebar', () => {
  it('loads the profile and the menu with the session, then the organisation options for a system admin', async () => {
    const { callsTo } = fakeServer({
      [PROFILE]: [ok(systemAdminProfile)],
      [ITEMS]: [ok(menu(adminItems))],
      [OPTIONS]: [ok({ results: organisationOptions })],
    });
    render(<ConnectedSidebar apiBase={API_BASE} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading menu…');
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(callsTo(ITEMS)[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(callsTo(ITEMS)[0]?.headers.get('organisation')).toBe('11');
    await waitFor(() => expect(callsTo(OPTIONS)).toHaveLength(1));
    expect(sessionStore.getState().profile).toEqual(systemAdminProfile);
  });

  it('lays the same loaded menu out as the top bar and back without loading it again', async () => {
    const { callsTo } = fakeServer({ [PROFILE]: [ok(hubManagerProfile)], [ITEMS]: [ok(menu(adminItems))] });
    const { rerender } = render(<ConnectedSidebar apiBase={API_BASE} placement="top" currentPath="/vehicles" />);

    expect(await screen.findByRole('link', { name: 'Vehicles' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-placement', 'top');
    expect(screen.queryByRole('button', { name: 'Collapse sidebar' })).not.toBeInTheDocument();

    rerender(<ConnectedSidebar apiBase={API_BASE} placement="side" currentPath="/vehicles" />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-placement', 'side');
    expect(screen.getByRole('link', { name: 'Vehicles' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
    expect(callsTo(ITEMS)).toHaveLength(1);
  });

  it('switches organisation: selects it, reloads profile and menu, and opens /dashboard', async () => {
    const switched = { ...systemAdminProfile, current_organisation: organisationOptions[2]! };
    const { callsTo } = fakeServer({
      [PROFILE]: [ok(systemAdminProfile), ok(switched)],
      [ITEMS]: [ok(menu(adminItems)), ok(menu(adminItems.slice(0, 3)))],
      [OPTIONS]: [ok({ results: organisationOptions }), ok({ results: organisationOptions })],
    });
    const onNavigate = vi.fn();
    const onOrganisationSwitched = vi.fn();
    const user = userEvent.setup();
    render(<ConnectedSidebar apiBase={API_BASE} onNavigate={onNavigate} onOrganisationSwitched={onOrganisationSwitched} />);
    await waitFor(() => expect(callsTo(OPTIONS)).toHaveLength(1));

    await openSwitcher(user, 'Switch Organisation');
    await user.click(screen.getByRole('button', { name: 'Northern Rivers Carshare' }));

    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/dashboard'));
    expect(onOrganisationSwitched).toHaveBeenCalledWith(switched);
    expect(sessionStore.getState()).toMatchObject({ organisation: 13, profile: switched });
    expect(callsTo(PROFILE)).toHaveLength(2);
    expect(callsTo(PROFILE)[1]?.headers.get('organisation')).toBe('13');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Branches' })).not.toBeInTheDocument());
    expect(callsTo(ITEMS)[1]?.headers.get('organisation')).toBe('13');
  });

  it('redirects to the organisation’s own domain with the token when sub-domain redirect is on', async () => {
    const { callsTo } = fakeServer({
      [PROFILE]: [ok(systemAdminProfile)],
      [ITEMS]: [ok(menu(adminItems))],
      [OPTIONS]: [ok({ results: organisationOptions })],
    });
    const onRedirect = vi.fn();
    const onNavigate = vi.fn();
    const user = userEvent.setup();
    render(<ConnectedSidebar apiBase={API_BASE} subdomainRedirect onRedirect={onRedirect} onNavigate={onNavigate} />);
    await waitFor(() => expect(callsTo(OPTIONS)).toHaveLength(1));

    await openSwitcher(user, 'Switch Organisation');
    await user.click(screen.getByRole('button', { name: 'Custom Fleet Victoria' }));

    expect(onRedirect).toHaveBeenCalledWith('https://vic.example.test/login?access_token=token-1&orgId=12');
    expect(onNavigate).not.toHaveBeenCalled();
    expect(sessionStore.getState().organisation).toBe(11);
  });

  it('says Hub Updated Successfully! after a hub switch, and reloads the profile', async () => {
    const { callsTo } = fakeServer({ [PROFILE]: [ok(hubManagerProfile), ok(hubManagerProfile)], [ITEMS]: [ok(menu(adminItems))] });
    const onSwitchHub = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<ConnectedSidebar apiBase={API_BASE} onSwitchHub={onSwitchHub} />);

    await openSwitcher(user, 'Switch Hub');
    await user.click(screen.getByRole('button', { name: 'Southbank' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Hub Updated Successfully!');
    expect(onSwitchHub).toHaveBeenCalledWith(22);
    await waitFor(() => expect(callsTo(PROFILE)).toHaveLength(2));
  });

  it('switches hub through PUT update-user-hub/ for the signed-in membership by default', async () => {
    const profile = { ...hubManagerProfile, employee_pk: 77 };
    const { callsTo } = fakeServer({
      [PROFILE]: [ok(profile), ok(profile)],
      [ITEMS]: [ok(menu(adminItems))],
      'PUT /api/v1/tfm/update-user-hub/': [ok({ message: 'Hub Updated Successfully!' })],
    });
    const user = userEvent.setup();
    render(<ConnectedSidebar apiBase={API_BASE} />);

    await openSwitcher(user, 'Switch Hub');
    await user.click(screen.getByRole('button', { name: 'Southbank' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Hub Updated Successfully!');
    expect(callsTo('PUT /api/v1/tfm/update-user-hub/')[0]?.body).toEqual({ employee: 77, hub: 22 });
    await waitFor(() => expect(callsTo(PROFILE)).toHaveLength(2));
  });

  it('says Failed to Update! when the switch fails', async () => {
    fakeServer({ [PROFILE]: [ok(hubManagerProfile)], [ITEMS]: [ok(menu(adminItems))] });
    const user = userEvent.setup();
    render(<ConnectedSidebar apiBase={API_BASE} onSwitchHub={() => Promise.reject(new Error('no'))} />);

    await openSwitcher(user, 'Switch Hub');
    await user.click(screen.getByRole('button', { name: 'Richmond' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to Update!');
  });

  it('shows the server title and tries again', async () => {
    fakeServer({
      [PROFILE]: [ok(hubManagerProfile)],
      [ITEMS]: [failure(500, 'Menu unavailable'), ok(menu(adminItems))],
    });
    const user = userEvent.setup();
    render(<ConnectedSidebar apiBase={API_BASE} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Menu unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });
});
