import { vehicleMessages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { criticalBlockingIncident } from '../test-support/incident-fixtures';
import { signInForEachTest } from '../test-support/session-fixtures';
import { profile } from '../test-support/fixtures';
import { sessionStore } from '../session/session-store';
import { corolla } from '../test-support/vehicle-fixtures';
import { ConnectedVehicleDetail } from './ConnectedVehicleDetail';
import { REPORT_INCIDENT_TEXT } from './VehicleDetail';

const API_BASE = 'https://api.motorpool.test';
const VEHICLE = 'GET /api/v1/tfm/vehicles/301/';
const INCIDENTS = 'GET /api/v1/tfm/incidents/';
const incidents = (results = [criticalBlockingIncident]) => ok({ results, count: results.length, next_page: null });

function renderWithEveryHandler() {
  const handlers = { onEdit: vi.fn(), onReportIncident: vi.fn(), onOpenIncident: vi.fn(), onLoaded: vi.fn() };
  render(<ConnectedVehicleDetail apiBase={API_BASE} pk={301} {...handlers} />);
  return handlers;
}

describe('ConnectedVehicleDetail for a manager', () => {
  signInForEachTest(['organisation_write', 'incident_write']);

  it('loads the vehicle and its incidents, latest first, and hands Edit, Report incident and an incident to the host', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({ [VEHICLE]: [ok(corolla)], [INCIDENTS]: [incidents()] });
    const { onEdit, onReportIncident, onOpenIncident, onLoaded } = renderWithEveryHandler();
    expect(await screen.findByRole('heading', { name: 'Corolla Pool 1' })).toBeInTheDocument();
    expect(onLoaded).toHaveBeenCalledWith(corolla);
    expect(Object.fromEntries(callsTo(INCIDENTS)[0]?.query ?? [])).toEqual({ vehicle_pk: '301', ordering: '-reported_on' });
    expect(callsTo(VEHICLE)[0]?.headers.get('organisation')).toBe('11');
    const actions = within(await screen.findByRole('group', { name: 'Vehicle actions' }));
    await user.click(actions.getByRole('button', { name: 'Edit' }));
    await user.click(actions.getByRole('button', { name: REPORT_INCIDENT_TEXT }));
    await user.click(await screen.findByRole('button', { name: 'Open incident INC-000041' }));
    expect(onEdit).toHaveBeenCalledWith(301);
    expect(onReportIncident).toHaveBeenCalledWith(301);
    expect(onOpenIncident).toHaveBeenCalledWith(criticalBlockingIncident.pk);
  });

  it('shows the vehicle when its incidents cannot be listed, with why', async () => {
    fakeServer({ [VEHICLE]: [ok(corolla)], [INCIDENTS]: [failure(403, 'You do not have permission to perform this action.')] });
    renderWithEveryHandler();
    expect(await screen.findByText('You do not have permission to perform this action.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Corolla Pool 1' })).toBeInTheDocument();
  });

  it('says the vehicle was not found, and retries another failure', async () => {
    const user = userEvent.setup();
    fakeServer({ [VEHICLE]: [failure(404, 'Not found.')], [INCIDENTS]: [incidents()] });
    const { unmount } = render(<ConnectedVehicleDetail apiBase={API_BASE} pk={301} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(vehicleMessages.notFound);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    unmount();
    const { callsTo } = fakeServer({ [VEHICLE]: [failure(503, 'Service unavailable'), ok(corolla)], [INCIDENTS]: [incidents(), incidents()] });
    render(<ConnectedVehicleDetail apiBase={API_BASE} pk={301} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Corolla Pool 1' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(VEHICLE)).toHaveLength(2));
  });
});

describe('ConnectedVehicleDetail for a driver', () => {
  signInForEachTest(['view_my_bookings']);

  it('offers neither Edit nor Report incident, but still opens incidents', async () => {
    fakeServer({ [VEHICLE]: [ok(corolla)], [INCIDENTS]: [incidents()] });
    renderWithEveryHandler();
    expect(await screen.findByRole('button', { name: 'Open incident INC-000041' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Vehicle actions' })).not.toBeInTheDocument();
  });
});

describe('ConnectedVehicleDetail in another organisation than the session’s', () => {
  signInForEachTest(['view_my_bookings']);

  it('asks in that organisation and decides Edit by the viewer’s profile there', async () => {
    const { callsTo } = fakeServer({
      [VEHICLE]: [ok(corolla)],
      [INCIDENTS]: [incidents()],
      'GET /api/v1/accounts/user/profile/': [ok({ ...profile, permissions: ['organisation_write'] })],
    });
    render(<ConnectedVehicleDetail apiBase={API_BASE} organisation={12} pk={301} onEdit={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(callsTo(VEHICLE)[0]?.headers.get('organisation')).toBe('12');
    expect(callsTo('GET /api/v1/accounts/user/profile/')[0]?.headers.get('organisation')).toBe('12');
    // The session's own profile is left as it was.
    expect(sessionStore.getState().profile?.permissions).toEqual(['view_my_bookings']);
  });
});

describe('ConnectedVehicleDetail before the session has its profile', () => {
  signInForEachTest();

  it('loads the session’s profile, then offers what it allows', async () => {
    fakeServer({
      [VEHICLE]: [ok(corolla)],
      [INCIDENTS]: [incidents()],
      'GET /api/v1/accounts/user/profile/': [ok({ ...profile, permissions: ['incident_write'] })],
    });
    renderWithEveryHandler();
    expect(await screen.findByRole('button', { name: REPORT_INCIDENT_TEXT })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(sessionStore.getState().profile?.permissions).toEqual(['incident_write']);
  });
});

describe('ConnectedVehicleDetail for a dealer manager', () => {
  signInForEachTest(['incident_write', 'is_dealer_manager']);

  it('offers no Report incident on a vehicle (spec §6)', async () => {
    fakeServer({ [VEHICLE]: [ok(corolla)], [INCIDENTS]: [incidents()] });
    renderWithEveryHandler();
    expect(await screen.findByRole('heading', { name: 'Corolla Pool 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REPORT_INCIDENT_TEXT })).not.toBeInTheDocument();
  });
});
