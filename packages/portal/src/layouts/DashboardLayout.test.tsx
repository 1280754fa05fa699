import type { SidebarItem, UserPreference } from '@motorpool/api';
import { sessionStore } from '@motorpool/widgets';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test-support/portal-fetch';
import { profileOf } from '../test-support/profiles';
import { renderAt } from '../test-support/render';
import { NAVIGATION_PLACEMENT_KEY } from './navigation-placement';

afterEach(() => {
  sessionStore.getState().signOut();
});

const MENU: SidebarItem[] = [
  { key: 'dashboard', label: 'Dashboard', url: '/dashboard', icon: 'dashboard', group: 'left' },
  { key: 'incidents', label: 'Incidents', url: '/incidents', icon: 'report', group: 'left' },
  {
    key: 'users',
    label: 'Users',
    url: null,
    icon: 'group',
    group: 'left',
    children: [{ key: 'users-list', label: 'Users', url: '/users', icon: null, group: 'left' }],
  },
  { key: 'helpdesk', label: 'Helpdesk Information', url: null, icon: 'support_agent', group: 'bottom' },
];

const saved = (navigationLayout: string): UserPreference[] => [
  { pk: 11, preference_key: 'navigation_layout', preference_id: null, value: navigationLayout },
  { pk: 12, preference_key: 'date_format', preference_id: null, value: 'dd/MM/yyyy' },
  { pk: 13, preference_key: 'time_format', preference_id: null, value: 'hh:mm a' },
  { pk: 14, preference_key: 'datetime_format', preference_id: null, value: 'dd/MM/yyyy hh:mm a' },
];

/**
 * The shell's calls: the profile, the menu, and the preferences saved as
 * `rows` (or failing, or never answered); `PUT preference/user-preference/{pk}/`
 * saves a value.
 */
function stubShell(rows: UserPreference[] | 'failing' | 'pending') {
  let preferences = rows;
  const fetch = stubFetch((url, init) => {
    const path = new URL(url, 'http://portal.test').pathname;
    if (path.endsWith('/user/profile/')) return json(profileOf());
    if (path.endsWith('/organisations/sidebar-items/')) {
      return json({ results: MENU, logo_url: '/dashboard', help_desk: null, user_manual_url: null, can_create_organisation: false });
    }
    const one = /\/preference\/user-preference\/(\d+)\/$/.exec(path);
    if (one && init?.method === 'PUT' && typeof preferences !== 'string') {
      const { value } = JSON.parse(String(init.body)) as { value: string };
      preferences = preferences.map((row) => (row.pk === Number(one[1]) ? { ...row, value } : row));
      return json(preferences.find((row) => row.pk === Number(one[1])));
    }
    if (path.endsWith('/preference/user-preference/')) {
      if (preferences === 'failing') return json({ errors: { title: 'Preferences are unavailable.' } }, 503);
      if (preferences === 'pending') return new Promise<Response>(() => undefined);
      return json({ results: preferences, count: preferences.length, next_page: null });
    }
    return json({ results: [], count: 0, next_page: null });
  });
  const callsTo = (path: string) => fetch.mock.calls.filter(([input]) => String(input).includes(path)).length;
  return { menuLoads: () => callsTo('/organisations/sidebar-items/'), preferenceLoads: () => callsTo('/preference/user-preference/') };
}

function signIn(token = 'token-layout') {
  sessionStore.setState({ token, organisation: 1, profile: profileOf() });
}

const mainNavigation = () => screen.getByRole('navigation', { name: 'Main' });
/** The portal's header (the page's heading bar is a `header` too). */
const portalHeader = () => screen.getByRole('navigation', { name: 'Account' }).closest('header')!;
const follows = (later: Element, earlier: Element) => Boolean(earlier.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('dashboard layout and the navigation layout preference (spec §3 Profile)', () => {
  it('puts the menu bar across the top, under the header, for top_menu_bar', async () => {
    stubShell(saved('top_menu_bar'));
    signIn();
    renderAt('/incidents');

    await waitFor(() => expect(mainNavigation()).toHaveAttribute('data-placement', 'top'));
    expect(await within(mainNavigation()).findByRole('link', { name: 'Incidents' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Collapse sidebar' })).not.toBeInTheDocument();
    expect(follows(mainNavigation(), portalHeader())).toBe(true);
    expect(follows(screen.getByRole('main'), mainNavigation())).toBe(true);
    expect(within(mainNavigation()).getByRole('button', { name: 'Users' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the side menu bar for side_menu_bar, before the header', async () => {
    stubShell(saved('side_menu_bar'));
    signIn();
    renderAt('/profile/general-details');

    // The form shows the saved layout once every usePreferences has it.
    const preferences = within(await screen.findByRole('region', { name: 'Preferences' }));
    await waitFor(() => expect(preferences.getByLabelText('Navigation layout')).toBeEnabled());
    expect(preferences.getByLabelText('Navigation layout')).toHaveValue('side_menu_bar');
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(mainNavigation()).toHaveAttribute('data-placement', 'side');
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
    expect(follows(portalHeader(), mainNavigation())).toBe(true);
  });

  it('keeps the side menu bar when the preferences cannot be loaded', async () => {
    const { preferenceLoads } = stubShell('failing');
    signIn('token-failing');
    renderAt('/incidents');

    expect(await screen.findByRole('link', { name: 'Incidents' })).toBeInTheDocument();
    await waitFor(() => expect(preferenceLoads()).toBe(1));
    // The failure is answered and handled before the next task.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(mainNavigation()).toHaveAttribute('data-placement', 'side');
  });

  it('remembers the layout it drew, and draws it for the same person while the preferences load', async () => {
    stubShell(saved('top_menu_bar'));
    signIn('token-remember');
    renderAt('/incidents');
    await waitFor(() => expect(mainNavigation()).toHaveAttribute('data-placement', 'top'));
    await waitFor(() => expect(localStorage.getItem(NAVIGATION_PLACEMENT_KEY)).toBe('7:top'));
  });

  it.each([
    ['the same person', '7:top', 'top'],
    ['someone else', '8:top', 'side'],
    ['a value it did not write', '7:sideways', 'side'],
  ])('draws, before the preferences answer, what this browser last drew for %s', async (_whom, remembered, placement) => {
    localStorage.setItem(NAVIGATION_PLACEMENT_KEY, remembered);
    stubShell('pending');
    signIn('token-pending');
    renderAt('/incidents');

    expect(await screen.findByRole('link', { name: 'Incidents' })).toBeInTheDocument();
    expect(mainNavigation()).toHaveAttribute('data-placement', placement);
  });

  it('hides all the chrome when embedded, whatever the layout', async () => {
    const { preferenceLoads } = stubShell(saved('top_menu_bar'));
    signIn('token-embedded');
    renderAt('/tracking?embed=1');

    expect(await screen.findByText('Vehicle tracking is not available yet.')).toBeInTheDocument();
    await waitFor(() => expect(preferenceLoads()).toBe(1));
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('re-lays the frame as soon as the profile saves another layout, without loading the menu again', async () => {
    const { menuLoads } = stubShell(saved('side_menu_bar'));
    signIn('token-switch');
    renderAt('/profile/general-details');
    const preferences = within(await screen.findByRole('region', { name: 'Preferences' }));
    await waitFor(() => expect(preferences.getByLabelText('Navigation layout')).toBeEnabled());
    await screen.findByRole('link', { name: 'Incidents' });
    expect(mainNavigation()).toHaveAttribute('data-placement', 'side');

    fireEvent.change(preferences.getByLabelText('Navigation layout'), { target: { value: 'top_menu_bar' } });

    await waitFor(() => expect(mainNavigation()).toHaveAttribute('data-placement', 'top'));
    expect(follows(mainNavigation(), portalHeader())).toBe(true);
    expect(within(mainNavigation()).getByRole('link', { name: 'Incidents' })).toBeInTheDocument();
    expect(menuLoads()).toBe(1);

    fireEvent.change(preferences.getByLabelText('Navigation layout'), { target: { value: 'side_menu_bar' } });
    await waitFor(() => expect(mainNavigation()).toHaveAttribute('data-placement', 'side'));
    expect(menuLoads()).toBe(1);
  });
});

/** A window as narrow as a phone: every media query that asks for one matches. */
function phoneWidth() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** A window whose width the test changes: `narrow(true)` crosses to a phone and tells the listening queries. */
function resizableWidth() {
  let phone = false;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return phone && query.includes('max-width');
    },
    media: query,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    phone = next;
    for (const listener of [...listeners]) listener();
  };
}

describe('on a phone (issue 17)', () => {
  it('keeps the page mounted when the window crosses the phone breakpoint, so nothing typed is lost', async () => {
    const narrow = resizableWidth();
    stubShell(saved('side_menu_bar'));
    signIn('token-phone-cross');
    renderAt('/incidents');

    const page = await screen.findByRole('main');
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    act(() => narrow(true));
    await screen.findByRole('button', { name: 'Menu' });
    expect(screen.getByRole('main')).toBe(page);
    act(() => narrow(false));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull());
    expect(screen.getByRole('main')).toBe(page);
  });

  it('keeps the navigation in a drawer the header opens, for either layout, and closes it on a navigation', async () => {
    phoneWidth();
    stubShell(saved('top_menu_bar'));
    signIn('token-phone');
    renderAt('/incidents');

    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    const drawer = screen.getByRole('dialog', { hidden: true });
    expect(drawer).not.toHaveAttribute('open');
    expect(menuButton).toHaveAttribute('aria-controls', drawer.id);

    fireEvent.click(menuButton);
    expect(drawer).toHaveAttribute('open');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const navigation = within(drawer).getByRole('navigation', { name: 'Main' });
    expect(navigation).toHaveAttribute('data-placement', 'side');
    fireEvent.click(await within(navigation).findByRole('link', { name: 'Dashboard' }));

    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('open');
    // The closed drawer hides its menu; the page it led to is current there.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Dashboard', hidden: true })).toHaveAttribute('aria-current', 'page'));
  });

  it('closes the drawer on a tap outside its panel and with its own toggle', async () => {
    phoneWidth();
    stubShell(saved('side_menu_bar'));
    signIn('token-phone-close');
    renderAt('/incidents');

    const menuButton = await screen.findByRole('button', { name: 'Menu' });
    const drawer = screen.getByRole('dialog', { hidden: true });
    fireEvent.click(menuButton);
    fireEvent.click(drawer);
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));

    fireEvent.click(menuButton);
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Collapse sidebar' }));
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
  });
});
