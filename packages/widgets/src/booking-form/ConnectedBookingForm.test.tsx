import { bookingMessages, DEFAULT_BOOKING_RULES, type Profile } from '@motorpool/api';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeServer, ok, type FakeReply } from '../test-support/fake-server';
import { profile as profileFixture } from '../test-support/fixtures';
import { onePage, signInForEachTest, toastMessages } from '../test-support/session-fixtures';
import { sessionStore } from '../session/session-store';
import {
  bookingBranches,
  bookingCost,
  bookingDrivers,
  bookingNow,
  bookingRules,
  bookingTagGroups,
  corolla,
  dana,
  existingBooking,
  freeVehicles,
  ioniq,
  southbank,
  vehicleFilters,
} from './booking-form-fixtures';
import { ConnectedBookingForm } from './ConnectedBookingForm';
import { SKIP_CONFLICTS } from './RecurrenceFields';

const API_BASE = 'https://api.motorpool.test';
const SEARCH = 'GET /api/v1/tfm/vehicle-search/';
const DRIVERS = 'GET /api/v1/tfm/drivers/';
const CREATE = 'POST /api/v1/tfm/bookings/';

signInForEachTest(['user_write', 'view_my_bookings']);

/** Replies for a call the form may make any number of times as the person types. */
const repeated = (reply: FakeReply, times = 30): FakeReply[] => Array.from({ length: times }, () => reply);

const created = (pks: number[], skipped: { start_datetime: string; end_datetime: string; conflict: string | null }[] = []) =>
  ok({ results: pks.map((pk) => ({ ...existingBooking, pk })), count: pks.length, skipped }, 201);

function serverFor(extra: Record<string, FakeReply[]> = {}) {
  return fakeServer({
    'GET /api/v1/tfm/branches/': [onePage(bookingBranches)],
    'GET /api/v1/tfm/booking-settings/': repeated(ok({ branch_pk: 21, rules: bookingRules, is_override: false }), 3),
    'GET /api/v1/tfm/tags/booking/': repeated(onePage(bookingTagGroups), 3),
    'GET /api/v1/tfm/vehicle-filters/': repeated(ok(vehicleFilters), 3),
    [DRIVERS]: repeated(onePage(bookingDrivers)),
    [SEARCH]: repeated(onePage(freeVehicles)),
    'GET /api/v1/tfm/bookings/cost/': repeated(ok(bookingCost)),
    ...extra,
  });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: /Dana Driver/ });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Driver' }), String(dana.pk));
  await user.click(await screen.findByRole('radio', { name: /Corolla Hybrid/ }));
  await user.selectOptions(screen.getByRole('combobox', { name: /Purpose of Trip/ }), 'Client visit');
}

describe('ConnectedBookingForm', () => {
  it('searches free vehicles with wall-clock times at the branch and the filters, and creates the booking', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const { callsTo } = serverFor({ [CREATE]: [created([601])] });
    render(<ConnectedBookingForm apiBase={API_BASE} list="my-bookings" now={bookingNow} onSaved={onSaved} />);
    await fillIn(user);
    expect(Object.fromEntries(callsTo('GET /api/v1/tfm/booking-settings/')[0]!.query)).toEqual({ branch_pk: '21' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Fuel Type' }), 'Hybrid');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Odometer' }), '0 – 20,000 km');
    await waitFor(() => expect(callsTo(SEARCH).at(-1)?.query.get('fuel_types')).toBe('["Hybrid"]'));
    expect(Object.fromEntries(callsTo(SEARCH).at(-1)!.query)).toEqual({
      branch_pk: '21',
      start_datetime: '2026-03-02T09:15',
      end_datetime: '2026-03-02T10:15',
      driver_pk: '41',
      fuel_types: '["Hybrid"]',
      odometer: '[0]',
      page_size: '100',
    });
    expect(await screen.findByText('Estimated cost')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ pks: [601], list: 'my-bookings' }));
    expect(callsTo(CREATE)[0]?.body).toEqual({
      branch: { pk: 21 },
      vehicle: { pk: corolla.pk },
      driver: { pk: dana.pk },
      secondary_drivers: [],
      start_datetime: '2026-03-02T09:15',
      end_datetime: '2026-03-02T10:15',
      purpose_of_trip: 'Client visit',
      booking_type: 'Business',
      booking_tags: [
        { tag_group_name: 'Cost Code', value: null },
        { tag_group_name: 'Child Seat', value: 'false' },
      ],
    });
    expect(toastMessages()).toEqual([`success: ${bookingMessages.created}`]);
  });

  it('shows a clash title at the top and keeps everything typed', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const title = 'Vehicle Corolla Hybrid is already booked from 02/03/2026 09:00 AM – 02/03/2026 11:00 AM.';
    serverFor({ [CREATE]: [failure(409, title, { code: 'vehicle_taken' })] });
    render(<ConnectedBookingForm apiBase={API_BASE} now={bookingNow} onSaved={onSaved} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(title);
    expect(screen.getByRole('combobox', { name: 'Driver' })).toHaveValue(String(dana.pk));
    expect(screen.getByRole('radio', { name: /Corolla Hybrid/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Purpose of Trip/ })).toHaveValue('Client visit');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('puts the server’s field messages under their fields', async () => {
    const user = userEvent.setup();
    serverFor({ [CREATE]: [failure(400, 'Please correct the booking', { fields: { start_datetime: bookingMessages.startInPast } })] });
    render(<ConnectedBookingForm apiBase={API_BASE} now={bookingNow} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Start Time' })).toHaveAccessibleDescription(bookingMessages.startInPast));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the booking');
  });

  it('offers to skip the dates a refused series clashes on, then books the rest', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const clash = { start_datetime: '2026-03-09T22:15:00Z', end_datetime: '2026-03-09T23:15:00Z', conflict: 'Vehicle Corolla Hybrid is already booked.' };
    const { callsTo } = serverFor({
      [CREATE]: [
        failure(409, '1 of the dates clash with other bookings or rules. Skip them or change the series.', { code: 'recurring_conflicts', skipped: [clash] }),
        created([601, 602], [clash]),
      ],
    });
    render(<ConnectedBookingForm apiBase={API_BASE} now={bookingNow} onSaved={onSaved} />);
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: 'Repeat' }));
    await user.type(screen.getByRole('textbox', { name: 'Ends On' }), '16/03/2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dates = await screen.findByRole('region', { name: 'Series dates' });
    expect(within(dates).getByText('10/03/2026 09:15 AM – 10/03/2026 10:15 AM')).toBeInTheDocument();
    expect(within(dates).getByText(clash.conflict)).toBeInTheDocument();
    await user.click(within(dates).getByRole('button', { name: SKIP_CONFLICTS }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ pks: [601, 602], list: null }));
    expect(callsTo(CREATE)[0]?.body).toMatchObject({ is_recurring: true, recurring_pattern: 'weekly', days_of_week: [1], ends_on: '2026-03-16' });
    expect(callsTo(CREATE)[0]?.body).not.toHaveProperty('skip_conflicting_dates');
    expect(callsTo(CREATE)[1]?.body).toMatchObject({ is_recurring: true, skip_conflicting_dates: true });
    expect(toastMessages()).toEqual([`success: ${bookingMessages.created}. 1 date skipped`]);
  });

  it('books a driver-only caller as themselves', async () => {
    const user = userEvent.setup();
    const driverProfile: Profile = { ...profileFixture, permissions: ['driver_user', 'view_my_bookings'], employee_pk: dana.pk, email: dana.email! };
    sessionStore.getState().setProfile(driverProfile);
    const { callsTo } = serverFor({ [DRIVERS]: [onePage([dana])], [CREATE]: [created([603])] });
    render(<ConnectedBookingForm apiBase={API_BASE} now={bookingNow} />);
    const driver = await screen.findByRole('textbox', { name: 'Driver' });
    expect(driver).toHaveValue('Dana Driver');
    expect(driver).toHaveAttribute('readonly');
    expect(callsTo(DRIVERS)).toHaveLength(1);
    expect(callsTo(DRIVERS)[0]?.query.get('search')).toBe(dana.email);
    await user.click(await screen.findByRole('radio', { name: /Corolla Hybrid/ }));
    expect(callsTo(SEARCH).at(-1)?.query.get('driver_pk')).toBe(String(dana.pk));
    await user.selectOptions(screen.getByRole('combobox', { name: /Purpose of Trip/ }), 'Training');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(CREATE)[0]?.body).toMatchObject({ driver: { pk: dana.pk } }));
  });

  it('edits a booking, leaving it out of the clash search, with the reason for the change', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    const { callsTo } = serverFor({
      'GET /api/v1/tfm/bookings/501/': [ok(existingBooking)],
      'PUT /api/v1/tfm/bookings/501/': [ok(existingBooking)],
    });
    render(<ConnectedBookingForm apiBase={API_BASE} bookingPk={501} list="bookings" now={bookingNow} onSaved={onSaved} />);
    expect(await screen.findByRole('heading', { name: 'Edit Booking' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Corolla Hybrid/ })).toBeChecked();
    expect(callsTo(SEARCH).at(-1)?.query.get('exclude_booking_pk')).toBe('501');
    expect(callsTo(SEARCH).at(-1)?.query.get('start_datetime')).toBe('2026-03-10T09:00');
    await user.type(screen.getByRole('textbox', { name: /Reason for change/ }), 'Meeting moved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ pks: [501], list: 'bookings' }));
    expect(callsTo('PUT /api/v1/tfm/bookings/501/')[0]?.body).toMatchObject({ pk: 501, reason_for_change: 'Meeting moved', end_datetime: '2026-03-10T17:00' });
    expect(toastMessages()).toEqual([`success: ${bookingMessages.updated}`]);
  });

  describe('prefilled from a calendar slot', () => {
    const perthIoniq = { ...ioniq, branch: { pk: southbank.pk, name: southbank.name } };
    /** 10:10–11:50 on Tuesday 3 March 2026 in Perth (AWST, UTC+8). */
    const slot = { branchPk: southbank.pk, vehiclePk: perthIoniq.pk, start: '2026-03-03T02:10:00Z', end: '2026-03-03T03:50:00Z' };
    const timeField = (name: string) => screen.getByRole('combobox', { name });

    it('opens at the slot’s branch with its vehicle and times on the branch clock’s quarter hours, and books them', async () => {
      const user = userEvent.setup();
      const { callsTo } = serverFor({
        'GET /api/v1/tfm/vehicles/302/': [ok(perthIoniq)],
        [SEARCH]: repeated(onePage([perthIoniq])),
        [CREATE]: [created([604])],
      });
      render(<ConnectedBookingForm apiBase={API_BASE} branch={21} prefill={slot} now={bookingNow} />);
      expect(await screen.findByRole('combobox', { name: 'Branch' })).toHaveValue(String(southbank.pk));
      expect(screen.getByRole('textbox', { name: 'Start Date' })).toHaveValue('03/03/2026');
      expect(timeField('Start Time')).toHaveValue('10:00 AM');
      expect(timeField('End Time')).toHaveValue('12:00 PM');
      expect(callsTo('GET /api/v1/tfm/booking-settings/')[0]?.query.get('branch_pk')).toBe(String(southbank.pk));
      await waitFor(() => expect(callsTo(SEARCH).at(-1)?.query.get('start_datetime')).toBe('2026-03-03T10:00'));
      expect(callsTo(SEARCH).at(-1)?.query.get('end_datetime')).toBe('2026-03-03T12:00');
      expect(await screen.findByRole('radio', { name: /Ioniq 5/ })).toBeChecked();

      await screen.findByRole('option', { name: /Dana Driver/ });
      await user.selectOptions(screen.getByRole('combobox', { name: 'Driver' }), String(dana.pk));
      await user.selectOptions(screen.getByRole('combobox', { name: /Purpose of Trip/ }), 'Training');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(callsTo(CREATE)).toHaveLength(1));
      expect(callsTo(CREATE)[0]?.body).toMatchObject({
        branch: { pk: southbank.pk },
        vehicle: { pk: perthIoniq.pk },
        start_datetime: '2026-03-03T10:00',
        end_datetime: '2026-03-03T12:00',
      });
    });

    it('leaves out a vehicle of another branch, and starts a slot already begun at the next quarter hour', async () => {
      serverFor({ 'GET /api/v1/tfm/vehicles/302/': [ok(ioniq)] });
      // 08:00–10:00 in Melbourne on the morning of `bookingNow` (09:07).
      const begun = { vehiclePk: ioniq.pk, start: '2026-03-01T21:00:00Z', end: '2026-03-01T23:00:00Z' };
      render(<ConnectedBookingForm apiBase={API_BASE} prefill={{ ...begun, branchPk: southbank.pk }} now={bookingNow} />);
      expect(await screen.findByRole('combobox', { name: 'Branch' })).toHaveValue(String(southbank.pk));
      // In Perth the slot is 05:00–07:00 and it is 06:07 there: what is left of it, from the next quarter hour.
      expect(timeField('Start Time')).toHaveValue('06:15 AM');
      expect(timeField('End Time')).toHaveValue('07:00 AM');
      expect(await screen.findByRole('radio', { name: /Ioniq 5/ })).not.toBeChecked();
      expect(screen.getByRole('radio', { name: /Corolla Hybrid/ })).not.toBeChecked();
    });

    it('is ignored when editing a booking', async () => {
      const { callsTo } = serverFor({ 'GET /api/v1/tfm/bookings/501/': [ok(existingBooking)] });
      render(<ConnectedBookingForm apiBase={API_BASE} bookingPk={501} prefill={slot} now={bookingNow} />);
      expect(await screen.findByRole('radio', { name: /Corolla Hybrid/ })).toBeChecked();
      expect(screen.getByRole('combobox', { name: 'Branch' })).toHaveValue('21');
      expect(timeField('Start Time')).toHaveValue('09:00 AM');
      expect(callsTo('GET /api/v1/tfm/vehicles/302/')).toHaveLength(0);
    });
  });

  it('says when the booking could not be loaded', async () => {
    serverFor({ 'GET /api/v1/tfm/bookings/501/': [failure(404, bookingMessages.notFound)] });
    render(<ConnectedBookingForm apiBase={API_BASE} bookingPk={501} now={bookingNow} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the booking');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('falls back to the default rules when the branch rules cannot be read, saying so', async () => {
    serverFor({ 'GET /api/v1/tfm/booking-settings/': [failure(500, 'Rules are unavailable')] });
    render(<ConnectedBookingForm apiBase={API_BASE} now={bookingNow} />);
    expect(await screen.findByText('Rules are unavailable')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Booking Type' })).toHaveValue(DEFAULT_BOOKING_RULES.default_booking_type);
    expect(screen.getByRole('textbox', { name: /Purpose of Trip/ })).not.toHaveAttribute('aria-required');
  });
});
