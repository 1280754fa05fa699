import type { Profile } from '@motorpool/api';
import { sessionStore, toast } from '@motorpool/widgets';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAINTENANCE_TEXT } from './pages/maintenance/MaintenancePage';
import { json, stubFetch } from './test-support/portal-fetch';
import { profileOf } from './test-support/profiles';
import { renderAt } from './test-support/render';
import { WELCOME_TOAST_MS } from './welcome/welcome-toast';

afterEach(() => {
  sessionStore.getState().signOut();
});

function startSession(profile: Profile | null = profileOf()) {
  sessionStore.setState({ token: 'token-1', organisation: 1, profile });
}

/** Answers the profile and preferences; other calls get an empty list. */
function stubShell(profile: Profile = profileOf()) {
  return stubFetch((url) => {
    if (url.endsWith('/user/profile/')) return json(profile);
    return json({ results: [], count: 0, next_page: null });
  });
}

const toasts = () => within(screen.getByRole('region', { name: 'Messages' }));

describe('permissions of the route table', () => {
  it('shows the permission-denied state when the profile lacks the route’s permission', async () => {
    stubShell();
    startSession(profileOf({ permissions: ['user_write'] }));
    renderAt('/customers/12');

    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to view this page.');
    expect(screen.queryByText(/is not available yet/)).not.toBeInTheDocument();
  });

  it('shows the page to someone who holds the permission', async () => {
    stubShell();
    startSession(profileOf({ permissions: ['customer_update'] }));
    renderAt('/customers/12');

    expect(await screen.findByRole('heading', { level: 1, name: '12' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Customers');
    expect(screen.getByText('Customer details is not available yet.')).toBeInTheDocument();
  });
});

describe('upcoming pages', () => {
  it('render the heading with breadcrumbs and an honest empty state', async () => {
    stubShell();
    startSession();
    renderAt('/tracking');

    expect(await screen.findByRole('heading', { level: 1, name: 'Tracking' })).toBeInTheDocument();
    expect(screen.getByText('Vehicle tracking is not available yet.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Vehicle tracking · Motorpool'));
  });
});

describe('embedded mode', () => {
  it('hides header, footer and the rest of the chrome on a dashboard page', async () => {
    stubShell();
    startSession();
    renderAt('/tracking?embed=1');

    expect(await screen.findByText('Vehicle tracking is not available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows the chrome without embed', async () => {
    stubShell();
    startSession();
    renderAt('/tracking');

    expect(await screen.findByRole('navigation', { name: 'Account' })).toHaveTextContent('Avery Admin');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('welcome toast (spec §2, §9)', () => {
  it('names the organisation once after the profile loads, for 8000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubShell();
    startSession(null);
    const router = renderAt('/dashboard');

    expect(await screen.findByText('Welcome to Demo Fleet')).toBeInTheDocument();
    await act(() => router.navigate('/tracking'));
    await screen.findByText('Vehicle tracking is not available yet.');
    expect(toasts().getAllByText('Welcome to Demo Fleet')).toHaveLength(1);

    act(() => vi.advanceTimersByTime(WELCOME_TOAST_MS - 100));
    expect(toasts().getByText('Welcome to Demo Fleet')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(toasts().queryByText('Welcome to Demo Fleet')).not.toBeInTheDocument();
  });

  it('is not shown in embedded mode', async () => {
    stubShell();
    startSession(null);
    renderAt('/tracking?embed=1');

    expect(await screen.findByText('Vehicle tracking is not available yet.')).toBeInTheDocument();
    expect(toasts().queryByText(/Welcome to/)).not.toBeInTheDocument();
  });

  it('is not shown on /bookings-calendar-view, which has no alert area either', async () => {
    const raised = vi.spyOn(toast, 'info');
    stubShell();
    startSession(null);
    renderAt('/bookings-calendar-view');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account' })).toHaveTextContent('Avery Admin');
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument();
    expect(raised).not.toHaveBeenCalled();
  });
});

describe('other targets', () => {
  it('/maintenance shows the spec’s text, signed in or not', async () => {
    stubFetch(() => json({}));
    renderAt('/maintenance');
    expect(await screen.findByText(MAINTENANCE_TEXT)).toBeInTheDocument();
    expect(MAINTENANCE_TEXT).toBe('System is going through maintenance and would be back soon.');
  });

  it('/back-to-board clears a system admin’s organisation and opens the dashboard', async () => {
    stubShell(profileOf({ is_system_admin: true, current_organisation: null }));
    startSession(profileOf({ is_system_admin: true }));
    const router = renderAt('/back-to-board');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(sessionStore.getState().organisation).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'No organisation selected' })).toBeInTheDocument();
  });

  it('/profile opens the general details tab', async () => {
    stubShell();
    startSession();
    const router = renderAt('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/general-details'));
    const tabs = within(await screen.findByRole('navigation', { name: 'Profile sections' }));
    await waitFor(() => expect(tabs.getByRole('link', { name: 'General Details' })).toHaveAttribute('aria-current', 'page'));
    expect(await screen.findByRole('region', { name: 'Name' })).toBeInTheDocument();
    fireEvent.click(tabs.getByRole('link', { name: 'License Details' }));
    expect(await screen.findByRole('region', { name: 'License Details' })).toBeInTheDocument();
  });
});
