import type { PermissionName, Vehicle } from '@motorpool/api';
import { sessionStore } from '@motorpool/widgets';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test-support/portal-fetch';
import { profileOf } from '../../test-support/profiles';
import { renderAt } from '../../test-support/render';

afterEach(() => {
  sessionStore.getState().signOut();
  vi.unstubAllGlobals();
});

const corolla: Vehicle = {
  pk: 301,
  name: 'Corolla Pool 1',
  vehicle_class: 'C',
  registrations_num: 'ABC123',
  serial: null,
  make: 'Toyota',
  model: 'Corolla',
  paint: null,
  body_type: null,
  doors: 4,
  seats: 5,
  fuel_type: 'Petrol',
  grade: null,
  year: 2021,
  odometer: 45210,
  branch: { pk: 21, name: 'Docklands' },
  cost_centre: null,
  daily_rate: null,
  rate_per_km: null,
  is_active: true,
  vehicle_tags: [],
  extra_data: { key_pickup_location: null, vehicle_pickup_location: null },
  blocked: { incident: 5001, reference: 'INC-000041', reason: 'Accident', from: '2026-11-24T10:20:00Z' },
};

function signInWith(permissions: PermissionName[]) {
  const profile = profileOf({ permissions });
  stubFetch((url) => {
    const path = new URL(url, 'http://portal.test').pathname;
    if (path.endsWith('/user/profile/')) return json(profile);
    if (path === '/api/v1/tfm/vehicles/301/') return json(corolla);
    if (path === '/api/v1/tfm/vehicles/') return json({ results: [corolla], count: 1, next_page: null });
    return json({ results: [], count: 0, next_page: null });
  });
  sessionStore.setState({ token: 'token-1', organisation: 1, profile });
}

describe('/vehicles?view=<pk>', () => {
  it('shows the vehicle under its name, and leads to its edit form, the incident form and its blocking incident', async () => {
    signInWith(['organisation_write', 'incident_write']);
    const router = renderAt('/vehicles?view=301');
    expect(await screen.findByRole('heading', { level: 2, name: 'Corolla Pool 1' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Vehicle Corolla Pool 1 · /));

    fireEvent.click(within(screen.getByRole('note')).getByRole('button', { name: 'Open incident INC-000041' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/incidents?view=5001'));

    await act(() => router.navigate('/vehicles?view=301'));
    fireEvent.click(await screen.findByRole('button', { name: 'Report incident' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/incidents?report=1&vehicle=301'));

    await act(() => router.navigate('/vehicles?view=301'));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(router.state.location.search).toBe('?edit=301'));
  });

  it('opens a vehicle from the table’s View', async () => {
    signInWith(['view_my_bookings']);
    const router = renderAt('/vehicles');
    fireEvent.click(await screen.findByRole('button', { name: 'View Corolla Pool 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=301'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Corolla Pool 1' })).toBeInTheDocument();
  });
});
