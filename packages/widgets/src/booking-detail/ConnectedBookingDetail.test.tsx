import { bookingMessages, messages } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bookingAudits, bookingFixture, bookingsInEveryState, bookingTrips, recurringBooking } from '../test-support/booking-fixtures';
import { failure, fakeServer, ok } from '../test-support/fake-server';
import { criticalBlockingIncident } from '../test-support/incident-fixtures';
import { signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { NO_INCIDENTS_TEXT, NO_TRIPS_TEXT, REPORT_PROBLEM_TEXT } from './BookingDetail';
import { REPORT_PROBLEM_LABEL } from '../flows/booking-actions/OdometerDialog';
import { ConnectedBookingDetail } from './ConnectedBookingDetail';

const API_BASE = 'https://api.motorpool.test';
const routes = (booking = bookingFixture(), pk = booking.pk) => ({
  [`GET /api/v1/tfm/bookings/${pk}/`]: [ok(booking), ok(booking)],
  [`GET /api/v1/tfm/bookings/${pk}/audits/`]: [
    ok({ results: bookingAudits, count: 3, next_page: null }),
    ok({ results: bookingAudits, count: 3, next_page: null }),
  ],
  'GET /api/v1/tfm/booking-trips/': [ok({ results: bookingTrips, count: 2, next_page: null }), ok({ results: bookingTrips, count: 2, next_page: null })],
  'GET /api/v1/tfm/incidents/': [ok({ results: [], count: 0, next_page: null }), ok({ results: [], count: 0, next_page: null })],
});

describe('ConnectedBookingDetail', () => {
  signInForEachTest(['super_users']);

  it('shows every field at the branch, the audit trail and the trips', async () => {
    const booking = {
      ...recurringBooking,
      secondary_drivers: [{ pk: 8, name: 'Sam Second' }],
      booking_tags: [{ tag_group_name: 'Flight Details Required', value: 'true' }],
      extra_data: { estimated_cost: 182.5 },
      start_odometer: 12_000,
    };
    const { callsTo } = fakeServer(routes(booking));
    render(<ConnectedBookingDetail apiBase={API_BASE} pk={120} />);
    expect(await screen.findByRole('heading', { name: 'Booking 120' })).toBeInTheDocument();
    const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Branch')).toBe('Docklands (Australia/Melbourne)');
    expect(value('Vehicle')).toBe('Toyota Corolla (ABC123)');
    expect(value('Driver')).toBe('Dana Driver');
    expect(value('Secondary Drivers')).toBe('Sam Second');
    expect(value('Start')).toBe('23/11/2026 09:00 AM');
    expect(value('End')).toBe('25/11/2026 05:00 PM');
    expect(value('Day count')).toBe('2');
    expect(value('Booking Tags')).toBe('Flight Details Required: true');
    expect(value('Cost Estimate')).toBe('182.50');
    expect(value('Start Odometer')).toBe('12,000 km');
    expect(value('Recurrence')).toBe('Weekly on Mon, Wed until 31/12/2026');
    const audit = within(screen.getByRole('table', { name: 'Audit trail' }));
    expect(audit.getByRole('row', { name: /Maya Manager 02\/11\/2026 02:30 PM approved Pending Approval → Approved/ })).toBeInTheDocument();
    expect(audit.getByRole('row', { name: /System .* extended .* Meeting ran late/ })).toBeInTheDocument();
    // Approved from the emailed link, without a session.
    expect(audit.getByRole('row', { name: /Email link 02\/11\/2026 02:35 PM approved/ })).toBeInTheDocument();
    const trips = within(screen.getByRole('table', { name: 'Trips' }));
    expect(trips.getByRole('row', { name: /23\/11\/2026 09:05 AM 25\/11\/2026 06:10 PM 12,000 km 12,240 km 240 km Yes/ })).toBeInTheDocument();
    expect(trips.getByText('Not returned yet')).toBeInTheDocument();
    expect(callsTo('GET /api/v1/tfm/booking-trips/')[0]?.query.get('booking_id')).toBe('120');
    expect(screen.getByRole('group', { name: 'Booking actions' }).textContent).toBe('EditCheck-outExtendCancelDeleteCancel seriesDelete series');
  });

  it('extends with the dialog, then loads the booking again', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({
      ...routes(),
      'POST /api/v1/tfm/bookings/101/booking-extension/': [ok(bookingFixture({ branch_end_datetime: '2026-11-25T18:30' }))],
    });
    const onChanged = vi.fn();
    render(<ConnectedBookingDetail apiBase={API_BASE} pk={101} onChanged={onChanged} />);
    await user.click(await screen.findByRole('button', { name: 'Extend' }));
    const dialog = within(screen.getByRole('dialog'));
    await user.selectOptions(dialog.getByLabelText('New End Time'), '06:30 PM');
    await user.click(dialog.getByRole('button', { name: 'Extend' }));
    await waitFor(() => expect(toastMessages()).toEqual([`success: ${bookingMessages.extended}`]));
    expect(callsTo('POST /api/v1/tfm/bookings/101/booking-extension/')[0]?.body).toEqual({ end_datetime: '2026-11-25T18:30' });
    expect(onChanged).toHaveBeenCalledWith(101, 'extend');
    await waitFor(() => expect(callsTo('GET /api/v1/tfm/bookings/101/')).toHaveLength(2));
  });

  it('says so when a series delete deleted nothing, with each booking’s reason', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({
      ...routes(recurringBooking),
      'POST /api/v1/tfm/delete-recurring-bookings/': [
        failure(403, 'None of the 2 bookings was deleted', {
          items: [
            { pk: 120, reason: 'You do not have permission to change this booking' },
            { pk: 121, reason: 'You do not have permission to change this booking' },
          ],
        }),
      ],
    });
    const onChanged = vi.fn();
    render(<ConnectedBookingDetail apiBase={API_BASE} pk={120} onChanged={onChanged} />);
    await user.click(await screen.findByRole('button', { name: 'Delete series' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete series' }));
    await waitFor(() =>
      expect(toastMessages()).toEqual([
        'error: None of the 2 bookings was deleted',
        'error: Booking 120: You do not have permission to change this booking Booking 121: You do not have permission to change this booking',
      ]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
    await waitFor(() => expect(callsTo('GET /api/v1/tfm/bookings/120/')).toHaveLength(2));
  });

  it('shows the booking even when its trips cannot be loaded', async () => {
    fakeServer({
      'GET /api/v1/tfm/bookings/103/': [ok(bookingsInEveryState[2])],
      'GET /api/v1/tfm/bookings/103/audits/': [ok({ results: [], count: 0, next_page: null })],
      'GET /api/v1/tfm/booking-trips/': [failure(500, messages.request.unexpected)],
    });
    render(<ConnectedBookingDetail apiBase={API_BASE} pk={103} />);
    expect(await screen.findByText(messages.request.unexpected)).toBeInTheDocument();
    expect(screen.getByText('No changes recorded yet.')).toBeInTheDocument();
    expect(screen.queryByText(NO_TRIPS_TEXT)).not.toBeInTheDocument();
  });

  it('says a booking that is not there was not found', async () => {
    fakeServer({
      'GET /api/v1/tfm/bookings/999/': [failure(404, 'Not found.')],
      'GET /api/v1/tfm/bookings/999/audits/': [failure(404, 'Not found.')],
      'GET /api/v1/tfm/booking-trips/': [ok({ results: [], count: 0, next_page: null })],
    });
    render(<ConnectedBookingDetail apiBase={API_BASE} pk={999} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(bookingMessages.notFound);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers Try again when the booking could not be loaded', async () => {
    const user = userEvent.setup();
    fakeServer({
      'GET /api/v1/tfm/bookings/101/': [failure(500, messages.request.unexpected), ok(bookingFixture())],
      'GET /api/v1/tfm/bookings/101/audits/': [ok({ results: [], count: 0, next_page: null }), ok({ results: [], count: 0, next_page: null })],
      'GET /api/v1/tfm/booking-trips/': [ok({ results: [], count: 0, next_page: null }), ok({ results: [], count: 0, next_page: null })],
    });
    render(<ConnectedBookingDetail apiBase={API_BASE} pk={101} />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Booking 101' })).toBeInTheDocument();
  });

  describe('with incident_write', () => {
    signInForEachTest(['incident_write']);

    it('lists the booking’s incidents and opens one', async () => {
      const user = userEvent.setup();
      const { callsTo } = fakeServer({
        ...routes(),
        'GET /api/v1/tfm/incidents/': [ok({ results: [criticalBlockingIncident], count: 1, next_page: null })],
      });
      const onOpenIncident = vi.fn();
      render(<ConnectedBookingDetail apiBase={API_BASE} pk={101} onOpenIncident={onOpenIncident} onReportIncident={vi.fn()} />);
      const incidents = within(await screen.findByRole('table', { name: 'Incidents' }));
      expect(callsTo('GET /api/v1/tfm/incidents/')[0]?.query.get('booking_pk')).toBe('101');
      await user.click(incidents.getByRole('button', { name: criticalBlockingIncident.reference }));
      expect(onOpenIncident).toHaveBeenCalledWith(criticalBlockingIncident.pk);
    });

    it('reports a problem from the booking, and after a check-in that asked to', async () => {
      const user = userEvent.setup();
      const inProgress = bookingsInEveryState[2]!;
      fakeServer({ ...routes(inProgress), 'POST /api/v1/tfm/bookings/103/check-in/': [ok({ message: bookingMessages.checkedIn })] });
      const onReportIncident = vi.fn();
      render(<ConnectedBookingDetail apiBase={API_BASE} pk={103} onReportIncident={onReportIncident} />);
      expect(await screen.findByText(NO_INCIDENTS_TEXT)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: REPORT_PROBLEM_TEXT }));
      expect(onReportIncident).toHaveBeenLastCalledWith(103);
      onReportIncident.mockClear();
      await user.click(screen.getByRole('button', { name: 'Check-in' }));
      const dialog = within(screen.getByRole('dialog'));
      await user.click(dialog.getByLabelText(REPORT_PROBLEM_LABEL));
      await user.click(dialog.getByRole('button', { name: 'Check-in' }));
      await waitFor(() => expect(onReportIncident).toHaveBeenCalledWith(103));
    });
  });

  it('offers no report to a viewer who may not report on the booking', async () => {
    fakeServer(routes());
    render(<ConnectedBookingDetail apiBase={API_BASE} pk={101} onReportIncident={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Booking 101' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: REPORT_PROBLEM_TEXT })).not.toBeInTheDocument();
  });
});
