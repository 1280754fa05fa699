import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_EVENT, HEADING_BAR_TAG, registerMotorpoolElements } from '../elements';
import { withinShadow } from '../element/shadow-queries';
import { fakeServer, ok } from '../test-support/fake-server';
import { NAVIGATE_EVENT } from '../element/navigation/host-navigation';
import { adminItems, adminProfile, menu, usersPageItems } from '../test-support/navigation-fixtures';
import { sessionStore } from '../session/session-store';
import { SIDEBAR_TAG } from './element';

const API_BASE = 'https://api.motorpool.test';

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
});

describe('<motorpool-sidebar>', () => {
  it('marks the current path and lets the host route a link by cancelling motorpool-navigate', async () => {
    fakeServer({
      'GET /api/v1/accounts/user/profile/': [ok(adminProfile)],
      'GET /api/v1/organisations/sidebar-items/': [ok(menu(adminItems))],
    });
    const routed: string[] = [];
    const onNavigate = (event: CustomEvent<{ href: string }>) => {
      event.preventDefault();
      routed.push(event.detail.href);
    };
    document.addEventListener(NAVIGATE_EVENT, onNavigate);
    const user = userEvent.setup();

    document.body.innerHTML = `<${SIDEBAR_TAG} api-base="${API_BASE}" current-path="/vehicles" collapsed="true"></${SIDEBAR_TAG}>`;
    const shadow = withinShadow(SIDEBAR_TAG);

    const vehicles = await shadow.findByRole('link', { name: 'Vehicles' });
    expect(vehicles).toHaveAttribute('aria-current', 'page');
    expect(shadow.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-collapsed', 'true');
    await user.click(vehicles);
    expect(routed).toEqual(['/vehicles']);
    document.removeEventListener(NAVIGATE_EVENT, onNavigate);
  });
});

describe('<motorpool-sidebar placement>', () => {
  it('is the top menu bar with placement="top", and the side bar again with placement="side"', async () => {
    const { callsTo } = fakeServer({
      'GET /api/v1/accounts/user/profile/': [ok(adminProfile)],
      'GET /api/v1/organisations/sidebar-items/': [ok(menu(adminItems))],
    });
    document.body.innerHTML = `<${SIDEBAR_TAG} api-base="${API_BASE}" placement="top"></${SIDEBAR_TAG}>`;
    const shadow = withinShadow(SIDEBAR_TAG);

    await shadow.findByRole('link', { name: 'Vehicles' });
    expect(shadow.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-placement', 'top');
    expect(shadow.queryByRole('button', { name: 'Collapse sidebar' })).not.toBeInTheDocument();

    document.querySelector(SIDEBAR_TAG)!.setAttribute('placement', 'side');
    await waitFor(() => expect(shadow.getByRole('navigation', { name: 'Main' })).toHaveAttribute('data-placement', 'side'));
    expect(shadow.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
    expect(callsTo('GET /api/v1/organisations/sidebar-items/')).toHaveLength(1);
  });
});

describe('<motorpool-heading-bar>', () => {
  it('reads crumbs and params from attributes and tells the host about exports', async () => {
    fakeServer({ 'GET /api/v1/organisations/permission-items/': [ok({ results: usersPageItems })] });
    const exported = vi.fn<(event: CustomEvent) => void>();
    document.addEventListener(EXPORT_EVENT, exported);
    const user = userEvent.setup();

    document.body.innerHTML = `<${HEADING_BAR_TAG} api-base="${API_BASE}" page-key="users" crumbs="Users|:id" params="id=Dana%20Driver"></${HEADING_BAR_TAG}>`;
    const shadow = withinShadow(HEADING_BAR_TAG);

    expect(await shadow.findByRole('heading', { level: 1 })).toHaveTextContent('Dana Driver');
    await user.click(await shadow.findByRole('button', { name: 'Export' }));
    await user.click(shadow.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(exported).toHaveBeenCalledTimes(1));
    expect(exported.mock.calls[0]![0].detail).toEqual({ format: 'csv', table: 'employees', sync: true });
    document.removeEventListener(EXPORT_EVENT, exported);
  });
});
