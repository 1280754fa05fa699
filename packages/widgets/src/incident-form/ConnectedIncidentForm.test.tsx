import { incidentMessages, messages, type Profile } from '@motorpool/api';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store';
import { bookingFixture } from '../test-support/booking-fixtures';
import { failure, fakeServer, heldReply, ok } from '../test-support/fake-server';
import { criticalBlockingIncident, driverReportedIncident, incidentTypes } from '../test-support/incident-fixtures';
import { onePage, signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { employees } from '../test-support/user-table-fixtures';
import { corolla } from '../test-support/vehicle-fixtures';
import { ConnectedIncidentForm } from './ConnectedIncidentForm';

const API_BASE = 'https://api.motorpool.test';
const TYPES = 'GET /api/v1/tfm/incident-types/';
const BOOKING = 'GET /api/v1/tfm/bookings/101/';
const REPORT = 'POST /api/v1/tfm/incidents/';
const errorOf = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

signInForEachTest(['incident_write']);

const asDriver = () =>
  sessionStore.getState().setProfile({ permissions: ['driver_user'], employee_pk: 7, pk: 70, is_system_admin: false } as unknown as Profile);

describe('ConnectedIncidentForm', () => {
  it('reports on a booking: the booking’s vehicle goes with it, then a toast and onSaved', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const created = heldReply({ status: 201, body: criticalBlockingIncident });
    const { callsTo } = fakeServer({ [TYPES]: [onePage(incidentTypes)], [BOOKING]: [ok(bookingFixture())], [REPORT]: [created.answer] });
    render(<ConnectedIncidentForm apiBase={API_BASE} bookingPk={101} onSaved={onSaved} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Incident Type' }), 'Accident');
    expect(screen.getByText(/^Booking 101 · Dana Driver/)).toBeInTheDocument();
    expect(screen.getByText('Toyota Corolla (ABC123)')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Take the vehicle off the road' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('button', { name: messages.userForm.saving })).toBeDisabled();
    created.release();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(criticalBlockingIncident));
    expect(callsTo(REPORT)[0]?.body).toMatchObject({ booking: 101, vehicle: 31, incident_type: 901, is_critical: true, disallow_vehicle_for_bookings: true });
    expect(toastMessages()).toEqual([`success: ${incidentMessages.created}`]);
    // The next report starts empty.
    expect(screen.getByRole('combobox', { name: 'Incident Type' })).toHaveValue('');
  });

  it('keeps everything typed on a 400, with the messages on their fields; a 403 shows its title', async () => {
    const user = userEvent.setup();
    fakeServer({
      [TYPES]: [onePage(incidentTypes)],
      'GET /api/v1/tfm/vehicles/301/': [ok(corolla)],
      [REPORT]: [
        failure(400, incidentMessages.reportedInFuture, { fields: { reported_on: incidentMessages.reportedInFuture } }),
        failure(403, incidentMessages.dealerVehicle),
      ],
    });
    render(<ConnectedIncidentForm apiBase={API_BASE} vehiclePk={301} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Incident Type' }), 'Damage');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Cracked mirror');
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const date = screen.getByRole('textbox', { name: 'Reported on' });
    await waitFor(() => expect(errorOf(date)).toBe(incidentMessages.reportedInFuture));
    await waitFor(() => expect(date).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('Cracked mirror');
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByText(incidentMessages.dealerVehicle)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('Cracked mirror');
  });

  it('uploads each photo in two steps before the report names it', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({
      [TYPES]: [onePage(incidentTypes)],
      'GET /api/v1/tfm/employees-extensions/101/': [ok(employees[0])],
      'GET /api/v1/tfm/document/upload/': [ok({ url: `${API_BASE}/api/v1/tfm/document/upload/tok-1/` })],
      'POST /api/v1/tfm/document/upload/tok-1/': [ok({ url: '/uploads/documents/abc.jpg' })],
      [REPORT]: [ok(driverReportedIncident, 201)],
    });
    render(<ConnectedIncidentForm apiBase={API_BASE} personPk={101} />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Incident Type' }), 'Traffic offence');
    expect(screen.getByText(employees[0]?.name ?? '')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Take the vehicle off the road' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^Photos/), new File([new Uint8Array(10)], 'camera.jpg', { type: 'image/jpeg' }));
    await screen.findByRole('img', { name: 'Open 1 of 1 full size' });
    expect(callsTo('GET /api/v1/tfm/document/upload/')[0]?.query.get('filename')).toBe('camera.jpg');
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(callsTo(REPORT)).toHaveLength(1));
    expect(callsTo(REPORT)[0]?.body).toMatchObject({ person: 101, booking: null, vehicle: null, photos: ['/uploads/documents/abc.jpg'] });
  });

  it('edits an incident with PUT and says so', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const incident = { ...driverReportedIncident, may_manage: true };
    const { callsTo } = fakeServer({
      'GET /api/v1/tfm/incidents/5002/': [ok(incident)],
      [TYPES]: [onePage(incidentTypes)],
      'PUT /api/v1/tfm/incidents/5002/': [ok({ ...incident, is_verified: true })],
    });
    render(<ConnectedIncidentForm apiBase={API_BASE} incidentPk={5002} onSaved={onSaved} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Verified' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(callsTo('PUT /api/v1/tfm/incidents/5002/')[0]?.body).toMatchObject({ vehicle: 302, incident_type: 902, incident_sub_type: 921, is_verified: true });
    expect(toastMessages()).toEqual([`success: ${incidentMessages.updated}`]);
  });

  it('tells a driver they report only on their own bookings', async () => {
    asDriver();
    fakeServer({ [TYPES]: [onePage(incidentTypes)], [BOOKING]: [ok(bookingFixture({ driver: { pk: 8, name: 'Sam Second' } }))] });
    render(<ConnectedIncidentForm apiBase={API_BASE} bookingPk={101} />);
    expect(await screen.findByText(incidentMessages.notOwnBooking)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });

  it('lets a driver report on their own booking, and shows why the types could not be loaded', async () => {
    asDriver();
    fakeServer({ [TYPES]: [failure(503, 'Service unavailable')], [BOOKING]: [ok(bookingFixture())] });
    render(<ConnectedIncidentForm apiBase={API_BASE} bookingPk={101} />);
    const type = await screen.findByRole('combobox', { name: 'Incident Type' });
    expect(errorOf(type)).toBe('Service unavailable');
    expect(screen.getByRole('button', { name: 'Report' })).toBeEnabled();
  });
});
