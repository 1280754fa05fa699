import { bookingMessages, incidentMessages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { affectedBookings, incidentAudits } from '../test-support/incident-form-fixtures';
import { criticalBlockingIncident, driverReportedIncident } from '../test-support/incident-fixtures';
import { onePage, signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { ConnectedIncidentDetail } from './ConnectedIncidentDetail';

const API_BASE = 'https://api.motorpool.test';
const INCIDENT = 'GET /api/v1/tfm/incidents/5001/';
const AUDITS = 'GET /api/v1/tfm/incidents/5001/audits/';
const AFFECTED = 'GET /api/v1/tfm/incidents/5001/affected-bookings/';
const PUT = 'PUT /api/v1/tfm/incidents/5001/';

signInForEachTest();

const loadedTwice = () => ({
  [INCIDENT]: [ok(criticalBlockingIncident), ok(criticalBlockingIncident)],
  [AUDITS]: [onePage(incidentAudits), onePage(incidentAudits)],
  [AFFECTED]: [onePage(affectedBookings), onePage(affectedBookings.slice(1))],
});

describe('ConnectedIncidentDetail', () => {
  it('lifts the block with the incident’s fields, then loads again and says so', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn();
    const { callsTo } = fakeServer({ ...loadedTwice(), [PUT]: [ok({ ...criticalBlockingIncident, disallow_vehicle_for_bookings: false })] });
    render(<ConnectedIncidentDetail apiBase={API_BASE} pk={5001} onChanged={onChanged} />);
    await user.click(await screen.findByRole('button', { name: 'Lift the block' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(5001, 'block'));
    expect(callsTo(PUT)[0]?.body).toMatchObject({ incident_type: 901, vehicle: 301, booking: 101, is_verified: true, disallow_vehicle_for_bookings: false });
    expect(toastMessages()).toEqual([`success: ${incidentMessages.updated}`]);
    await waitFor(() => expect(callsTo(INCIDENT)).toHaveLength(2));
  });

  it('verifies an unverified incident', async () => {
    const user = userEvent.setup();
    const reported = { ...driverReportedIncident, pk: 5001, may_manage: true };
    const { callsTo } = fakeServer({
      [INCIDENT]: [ok(reported), ok({ ...reported, is_verified: true })],
      [AUDITS]: [onePage([]), onePage([])],
      [PUT]: [ok({ ...reported, is_verified: true })],
    });
    render(<ConnectedIncidentDetail apiBase={API_BASE} pk={5001} />);
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument());
    expect(callsTo(PUT)[0]?.body).toMatchObject({ is_verified: true, incident_type: 902, incident_sub_type: 921, vehicle: 302 });
    // Nothing is held up, so the affected bookings are not asked for.
    expect(callsTo(AFFECTED)).toHaveLength(0);
  });

  it('closes the incident with its resolution', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({ ...loadedTwice(), 'POST /api/v1/tfm/incidents/5001/status/': [ok({ ...criticalBlockingIncident, status: 'Closed' })] });
    render(<ConnectedIncidentDetail apiBase={API_BASE} pk={5001} />);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Close incident' }));
    await user.type(dialog.getByRole('textbox', { name: 'Resolution note' }), 'Repaired');
    await user.type(dialog.getByRole('textbox', { name: /^Days off the road/ }), '4');
    await user.click(dialog.getByRole('button', { name: 'Close incident' }));
    await waitFor(() => expect(toastMessages()).toEqual([`success: ${incidentMessages.closed}`]));
    expect(callsTo('POST /api/v1/tfm/incidents/5001/status/')[0]?.body).toEqual({
      status: 'Closed',
      resolution_note: 'Repaired',
      repair_cost: null,
      days_off_road: 4,
    });
  });

  it('moves a held-up booking and cancels another through the booking’s own cancel, refreshing the list', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({
      [INCIDENT]: [ok(criticalBlockingIncident), ok(criticalBlockingIncident), ok(criticalBlockingIncident)],
      [AUDITS]: [onePage(incidentAudits), onePage(incidentAudits), onePage(incidentAudits)],
      [AFFECTED]: [onePage(affectedBookings), onePage(affectedBookings.slice(1)), onePage(affectedBookings.slice(1, 2))],
      'POST /api/v1/tfm/incidents/5001/affected-bookings/201/move/': [
        ok({ message: incidentMessages.bookingMoved, booking: 201, vehicle: { pk: 305, name: 'Camry Pool 5' } }),
      ],
      'POST /api/v1/tfm/bookings/203/cancel/': [ok({ message: bookingMessages.cancelled })],
    });
    render(<ConnectedIncidentDetail apiBase={API_BASE} pk={5001} />);
    await user.click(await screen.findByRole('button', { name: 'Move to Corolla Pool 2' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel booking 201' })).not.toBeInTheDocument());
    expect(callsTo('POST /api/v1/tfm/incidents/5001/affected-bookings/201/move/')[0]?.body).toEqual({ vehicle: 305 });
    await user.click(screen.getByRole('button', { name: 'Cancel booking 203' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel booking 203?' }));
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Vehicle off the road');
    await user.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel booking 203' })).not.toBeInTheDocument());
    expect(callsTo('POST /api/v1/tfm/bookings/203/cancel/')[0]?.body).toEqual({ pk: 203, reason: 'Vehicle off the road' });
    expect(toastMessages()).toEqual([`success: ${incidentMessages.bookingMoved}`, `success: ${bookingMessages.cancelled}`]);
  });

  it('shows the server’s title when an action is refused', async () => {
    const user = userEvent.setup();
    fakeServer({ ...loadedTwice(), 'POST /api/v1/tfm/incidents/5001/affected-bookings/201/move/': [failure(409, incidentMessages.noFreeVehicle)] });
    render(<ConnectedIncidentDetail apiBase={API_BASE} pk={5001} />);
    await user.click(await screen.findByRole('button', { name: 'Move to Corolla Pool 2' }));
    await waitFor(() => expect(toastMessages()).toEqual([`error: ${incidentMessages.noFreeVehicle}`]));
  });

  it('says when the incident is not there, and when the trail could not be loaded', async () => {
    fakeServer({ [INCIDENT]: [failure(404, 'Not found.')], [AUDITS]: [onePage([])] });
    const { unmount } = render(<ConnectedIncidentDetail apiBase={API_BASE} pk={5001} />);
    expect(await screen.findByText(incidentMessages.notFound)).toBeInTheDocument();
    unmount();
    fakeServer({ [INCIDENT]: [ok(criticalBlockingIncident)], [AUDITS]: [failure(403, 'You do not have permission.')], [AFFECTED]: [onePage([])] });
    render(<ConnectedIncidentDetail apiBase={API_BASE} pk={5001} />);
    expect(await screen.findByText('You do not have permission.')).toBeInTheDocument();
    expect(screen.getByText('No future bookings of this vehicle.')).toBeInTheDocument();
  });
});
