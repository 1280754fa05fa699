import { embedMessages, type CalendarBooking, type CalendarVehicle, type Profile } from '@motorpool/api';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingFixture } from '../test-support/booking-fixtures';
import { branches } from '../test-support/branch-fixtures';
import { failure, fakeServer, heldReply, ok, type FakeCall } from '../test-support/fake-server';
import { profile } from '../test-support/fixtures';
import { onePage } from '../test-support/session-fixtures';
import { sessionStore } from '../session/session-store';
import type { BookingCalendarProps } from './BookingCalendar';
import { ConnectedBookingCalendar } from './ConnectedBookingCalendar';

/*
 * The connected calendar's wiring, with the display component replaced by a
 * stand-in that shows what it is given (bookings by their accessible names,
 * the error with Retry, the announcement, the panels) and hands the test its
 * callbacks: the views' own pointer and keyboard handling is tested with them.
 */
const shown = vi.hoisted(() => ({ props: null as BookingCalendarProps | null }));

vi.mock('./BookingCalendar', async () => {
  const { bookingLabel } = await import('./booking-summary');
  return {
    BookingCalendar: (props: BookingCalendarProps) => {
      shown.props = props;
      return (
        <div>
          {props.status === 'error' && (
            <div role="alert">
              {props.errorTitle}
              <button type="button" onClick={props.onRetry}>
                Retry
              </button>
            </div>
          )}
          <p role="status">{props.announcement}</p>
          {props.bookings.map((booking) => (
            <button key={booking.pk} type="button" onClick={() => props.onOpenBooking(booking)}>
              {bookingLabel(booking, props.timeZone)}
            </button>
          ))}
          {props.children}
        </div>
      );
    },
  };
});

const latest = (): BookingCalendarProps => {
  if (!shown.props) throw new Error('The calendar has not rendered');
  return shown.props;
};

const API_BASE = 'https://api.motorpool.test';
const CALENDAR = 'GET /api/v1/tfm/booking-calendar/';
const BRANCHES = 'GET /api/v1/tfm/branches/';
const PROFILE = 'GET /api/v1/accounts/user/profile/';
const TOKEN = 'POST /api/v1/tfm/embed/token/';
const VALIDATE = 'POST /api/v1/tfm/bookings/validate/';
const CHECK_VEHICLE = 'POST /api/v1/tfm/bookings/check-booking-vehicle/';
const CREATE = 'POST /api/v1/tfm/bookings/';
const MELBOURNE = 'Australia/Melbourne';

const vehicles: CalendarVehicle[] = [
  { pk: 31, name: 'Toyota Corolla', registrations_num: 'ABC123', vehicle_class: 'C', branch_pk: 21 },
  { pk: 32, name: 'Hyundai i30', registrations_num: 'XYZ789', vehicle_class: 'C', branch_pk: 21 },
];

/** Dana's Corolla, Monday 23 November 2026, 9 to 11 AM in Melbourne (AEDT, +11:00). */
const corolla: CalendarBooking = {
  pk: 101,
  vehicle_pk: 31,
  branch_pk: 21,
  start: '2026-11-22T22:00:00.000Z',
  end: '2026-11-23T00:00:00.000Z',
  status: 'Approved',
  is_hidden: false,
  is_deleted: false,
  driver_name: 'Dana Driver',
  vehicle_name: 'Toyota Corolla',
  editable: true,
};
const corollaLabel = 'Booking 101: Toyota Corolla, Dana Driver, Mon 23 Nov 09:00 – 11:00, Approved';

const calendarBody = (bookings: CalendarBooking[] = [corolla]) => ({
  branch_timezone: MELBOURNE,
  window: { from: '2026-11-22T13:00:00Z', to: '2026-11-29T13:00:00Z' },
  vehicles,
  bookings,
  truncated: false,
});
const answer = (bookings?: CalendarBooking[]) => ok(calendarBody(bookings));

const queryOf = (call: FakeCall | undefined) => Object.fromEntries(call?.query ?? []);

/** Dana drives from Docklands and may book for herself. */
const dana: Profile = { ...profile, permissions: ['driver_user', 'view_my_bookings'], employee_pk: 7 };
/** Dana in an organisation with 'Enable Hubs' as given. */
const withHubs = (hubs_enabled: boolean): Profile => ({ ...dana, current_organisation: { ...dana.current_organisation!, hubs_enabled } });

const widgetToken = (token: string, scope: 'calendar_read' | 'booking', expiresInMs = 15 * 60_000) =>
  ok({ token, scope, organisation: 11, expires_at: new Date(Date.now() + expiresInMs).toISOString() });

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile(dana);
});

afterEach(() => {
  // Unmounted before signing out, so no calendar reacts to the sign-out with one more request.
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
  shown.props = null;
});

describe('ConnectedBookingCalendar', () => {
  it('fetches the week around the date for the branch, by dates, and draws it in the branch’s zone', async () => {
    const { callsTo } = fakeServer({ [CALENDAR]: [answer()], [BRANCHES]: [onePage(branches)] });
    render(<ConnectedBookingCalendar apiBase={API_BASE} branchPk={21} date="2026-11-25" />);
    expect(await screen.findByRole('button', { name: corollaLabel })).toBeInTheDocument();
    const [call] = callsTo(CALENDAR);
    expect(queryOf(call)).toEqual({ from: '2026-11-23', to: '2026-11-30', branch_pk: '21' });
    expect(call?.headers.get('authorization')).toBe('Bearer token-1');
    expect(call?.headers.get('organisation')).toBe('11');
    expect(latest()).toMatchObject({
      view: 'week',
      timeZone: MELBOURNE,
      today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      status: 'ready',
      canSelectSlots: true,
    });
    expect(screen.getByRole('status')).toHaveTextContent('1 booking shown');
    await waitFor(() => expect(latest().places).toEqual([{ pk: 21, name: 'Docklands', kind: 'branch' }]));
  });

  it('starts a phone on the day, whose one column fits its screen, and fetches that day only', async () => {
    // jsdom has no matchMedia: this one answers as a phone's screen does.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    const { callsTo } = fakeServer({ [CALENDAR]: [answer()], [BRANCHES]: [onePage(branches)] });
    render(<ConnectedBookingCalendar apiBase={API_BASE} branchPk={21} date="2026-11-25" />);
    await waitFor(() => expect(latest()).toMatchObject({ view: 'day', status: 'ready' }));
    expect(queryOf(callsTo(CALENDAR)[0])).toEqual({ from: '2026-11-25', to: '2026-11-26', branch_pk: '21' });
  });

  it('draws the grid at the branch’s zone from the branch list while the bookings are on their way', async () => {
    const held = heldReply({ status: 200, body: calendarBody() });
    fakeServer({ [CALENDAR]: [held.answer], [BRANCHES]: [onePage(branches)] });
    render(<ConnectedBookingCalendar apiBase={API_BASE} branchPk={22} date="2026-11-25" />);
    // Sydney Airport (pk 22) is listed at Australia/Sydney; the page's own zone (UTC here) is not used meanwhile.
    await waitFor(() => expect(latest()).toMatchObject({ status: 'loading', timeZone: 'Australia/Sydney' }));
    held.release();
    // The calendar's answer names the zone it laid the bookings out in, which wins.
    await waitFor(() => expect(latest()).toMatchObject({ status: 'ready', timeZone: MELBOURNE }));
  });

  it('without a place offers the branches by name, starts at the profile’s, and asks for a hub by hub_pk', async () => {
    sessionStore.getState().setProfile({ ...withHubs(true), branch: { pk: 22, name: 'Sydney Airport' } });
    const { callsTo } = fakeServer({ [CALENDAR]: [answer(), answer([])], [BRANCHES]: [onePage(branches)] });
    render(<ConnectedBookingCalendar apiBase={API_BASE} view="month" date="2026-11-25" />);
    await screen.findByRole('button', { name: corollaLabel });
    expect(latest().places).toEqual([
      { pk: 21, name: 'Docklands', kind: 'branch' },
      { pk: 22, name: 'Sydney Airport', kind: 'hub' },
      { pk: 23, name: 'Parramatta', kind: 'branch' },
    ]);
    expect(queryOf(callsTo(BRANCHES)[0])).toMatchObject({ is_active: 'true', ordering: 'name', page: '1' });
    // The month's whole weeks: Monday 26 October to Sunday 6 December.
    expect(queryOf(callsTo(CALENDAR)[0])).toEqual({ from: '2026-10-26', to: '2026-12-07', hub_pk: '22' });
    act(() => latest().onPlaceChange(21));
    await waitFor(() => expect(callsTo(CALENDAR)).toHaveLength(2));
    expect(queryOf(callsTo(CALENDAR)[1])).toEqual({ from: '2026-10-26', to: '2026-12-07', branch_pk: '21' });
  });

  it('with hubs off shows a hub as the branch it also is, asked for by branch_pk', async () => {
    sessionStore.getState().setProfile({ ...withHubs(false), branch: { pk: 22, name: 'Sydney Airport' } });
    const { callsTo } = fakeServer({ [CALENDAR]: [answer()], [BRANCHES]: [onePage(branches)] });
    render(<ConnectedBookingCalendar apiBase={API_BASE} view="month" date="2026-11-25" />);
    await screen.findByRole('button', { name: corollaLabel });
    expect(latest().places).toContainEqual({ pk: 22, name: 'Sydney Airport', kind: 'branch' });
    expect(queryOf(callsTo(CALENDAR)[0])).toEqual({ from: '2026-10-26', to: '2026-12-07', branch_pk: '22' });
  });

  it('fetches the next window on navigation, keeps the last grid meanwhile, drops a stale answer and reports the change', async () => {
    const nextWeek = heldReply({ status: 200, body: calendarBody([{ ...corolla, pk: 102 }]) });
    const { callsTo } = fakeServer({ [CALENDAR]: [answer(), nextWeek.answer, answer([])], [BRANCHES]: [onePage(branches)] });
    const onChange = vi.fn();
    render(<ConnectedBookingCalendar apiBase={API_BASE} branchPk={21} date="2026-11-25" onChange={onChange} />);
    await screen.findByRole('button', { name: corollaLabel });

    act(() => latest().onNavigate('2026-12-02'));
    await waitFor(() => expect(callsTo(CALENDAR)).toHaveLength(2));
    expect(latest().status).toBe('loading');
    expect(screen.getByRole('button', { name: corollaLabel })).toBeInTheDocument();

    act(() => latest().onNavigate('2026-12-09', 'day'));
    await waitFor(() => expect(latest().status).toBe('ready'));
    expect(screen.getByRole('status')).toHaveTextContent('0 bookings shown');
    // The week asked for first answers last: too late to be shown.
    await act(async () => {
      nextWeek.release();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryAllByRole('button', { name: /^Booking / })).toEqual([]);
    expect(latest().status).toBe('ready');
    expect(callsTo(CALENDAR).map(queryOf)).toEqual([
      { from: '2026-11-23', to: '2026-11-30', branch_pk: '21' },
      { from: '2026-11-30', to: '2026-12-07', branch_pk: '21' },
      { from: '2026-12-09', to: '2026-12-10', branch_pk: '21' },
    ]);
    expect(onChange).toHaveBeenLastCalledWith({ view: 'day', date: '2026-12-09', placePk: 21 });
    expect(onChange).toHaveBeenCalledWith({ view: 'week', date: '2026-12-02', placePk: 21 });
  });

  it('shows the server’s title when loading fails, and Retry loads again', async () => {
    const user = userEvent.setup();
    const { callsTo } = fakeServer({ [CALENDAR]: [failure(503, 'The calendar is resting'), answer()], [BRANCHES]: [onePage(branches)] });
    render(<ConnectedBookingCalendar apiBase={API_BASE} branchPk={21} date="2026-11-25" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The calendar is resting');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: corollaLabel })).toBeInTheDocument();
    expect(callsTo(CALENDAR)).toHaveLength(2);
  });

  it('opens its own panel for a booking unless the host shows it; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    fakeServer({ [CALENDAR]: [answer()], [BRANCHES]: [onePage(branches)] });
    const hostShows = vi.fn(() => true);
    const { rerender } = render(<ConnectedBookingCalendar apiBase={API_BASE} branchPk={21} date="2026-11-25" onOpenBooking={hostShows} />);
    await user.click(await screen.findByRole('button', { name: corollaLabel }));
    expect(hostShows).toHaveBeenCalledWith(corolla);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    rerender(<ConnectedBookingCalendar apiBase={API_BASE} branchPk={21} date="2026-11-25" onOpenBooking={() => undefined} />);
    const opener = screen.getByRole('button', { name: corollaLabel });
    await user.click(opener);
    const panel = screen.getByRole('dialog', { name: 'Booking 101' });
    expect(panel).toHaveTextContent('Toyota Corolla');
    expect(panel).toHaveTextContent('Dana Driver');
    expect(panel).toHaveTextContent('Mon 23 Nov 09:00 – 11:00');
    expect(panel).toHaveTextContent('Approved');
    expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('asks the server about a slot first and shows its refusal, for the branch’s rules and for the vehicle', async () => {
    const closed = 'The branch is closed at this time. Business hours on Mon: 08:00 – 18:00';
    const taken = 'Vehicle Toyota Corolla is already booked from 09:00 to 11:00.';
    const { callsTo } = fakeServer({
      [CALENDAR]: [answer()],
      [BRANCHES]: [onePage(branches)],
      [VALIDATE]: [ok({ valid: false, errors: [closed] }), ok({ valid: true, errors: [] })],
      [CHECK_VEHICLE]: [ok({ available: false, title: taken })],
    });
    const onSelectSlot = vi.fn();
    render(<ConnectedBookingCalendar apiBase={API_BASE} branchPk={21} date="2026-11-25" onSelectSlot={onSelectSlot} />);
    await screen.findByRole('button', { name: corollaLabel });
    const lateSlot = { start: Date.parse('2026-11-23T09:00:00Z'), end: Date.parse('2026-11-23T10:00:00Z'), vehiclePk: null };
    act(() => latest().onSelectSlot(lateSlot));
    expect(await screen.findByRole('alert')).toHaveTextContent(closed);
    // Announced once, by the alert; the live region does not repeat it.
    expect(screen.getByRole('status')).not.toHaveTextContent(closed);
    expect(callsTo(VALIDATE)[0]?.body).toEqual({ branch: { pk: 21 }, start_datetime: '2026-11-23T09:00:00.000Z', end_datetime: '2026-11-23T10:00:00.000Z' });

    act(() => latest().onSelectSlot({ start: Date.parse(corolla.start), end: Date.parse(corolla.end), vehiclePk: 31 }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(taken));
    expect(callsTo(CHECK_VEHICLE)[0]?.body).toEqual({ vehicle: { pk: 31 }, start_datetime: corolla.start, end_datetime: corolla.end });
    expect(onSelectSlot).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('books an allowed slot in the quick booking dialog, keeping everything typed through a refusal', async () => {
    const user = userEvent.setup();
    const refusal = 'Vehicle Hyundai i30 is already booked from 10:00 to 12:00.';
    const firstSave = heldReply({ status: 409, body: { errors: { title: refusal } } });
    const created = bookingFixture({ pk: 555, status: { status_name: 'Pending Approval' } });
    const { callsTo } = fakeServer({
      [CALENDAR]: [answer(), answer([corolla, { ...corolla, pk: 555, vehicle_pk: 32, status: 'Pending Approval' }])],
      [BRANCHES]: [onePage(branches)],
      [VALIDATE]: [ok({ valid: true, errors: [] })],
      [CREATE]: [firstSave.answer, ok({ results: [created], count: 1, skipped: [] }, 201)],
    });
    const onCreated = vi.fn();
    render(<ConnectedBookingCalendar apiBase={API_BASE} branchPk={21} date="2026-11-25" onCreated={onCreated} />);
    await screen.findByRole('button', { name: corollaLabel });
    // 10 to 11 AM on Monday, when the Corolla is out: the i30 is offered first.
    act(() => latest().onSelectSlot({ start: Date.parse('2026-11-22T23:00:00Z'), end: Date.parse('2026-11-23T00:00:00Z'), vehiclePk: null }));
    const dialog = await screen.findByRole('dialog', { name: 'New booking' });
    const form = within(dialog);
    expect(form.getByLabelText('Vehicle')).toHaveValue('32');
    expect(form.getByLabelText('Start')).toHaveValue('2026-11-23T10:00');
    expect(form.getByLabelText('End')).toHaveValue('2026-11-23T11:00');
    fireEvent.change(form.getByLabelText('End'), { target: { value: '2026-11-23T12:00' } });
    await user.type(form.getByLabelText('Purpose of trip (optional)'), 'Client visit');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByRole('button', { name: 'Saving...' })).toBeInTheDocument();
    firstSave.release();
    expect(await form.findByRole('alert')).toHaveTextContent(refusal);
    expect(form.getByLabelText('End')).toHaveValue('2026-11-23T12:00');
    expect(form.getByLabelText('Purpose of trip (optional)')).toHaveValue('Client visit');

    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const expected = {
      vehicle: { pk: 32 },
      branch: { pk: 21 },
      driver: { pk: 7 },
      start_datetime: '2026-11-22T23:00:00.000Z',
      end_datetime: '2026-11-23T01:00:00.000Z',
      purpose_of_trip: 'Client visit',
    };
    expect(callsTo(CREATE).map((call) => call.body)).toEqual([expected, expected]);
    expect(onCreated).toHaveBeenCalledWith([555]);
    await waitFor(() => expect(callsTo(CALENDAR)).toHaveLength(2));
    await waitFor(() => expect(latest().bookings.map((booking) => booking.pk)).toEqual([101, 555]));
    expect(screen.getByRole('status')).toHaveTextContent('Booking 555 created: Pending Approval');
  });

  it('moves a booking at once, saves the whole booking with the new times, and announces the move', async () => {
    const moved = { start: Date.parse('2026-11-23T01:00:00Z'), end: Date.parse('2026-11-23T03:00:00Z') };
    const full = heldReply({ status: 200, body: bookingFixture({ pk: 101, purpose_of_trip: 'Site visit' }) });
    const { callsTo } = fakeServer({
      [CALENDAR]: [answer(), answer([{ ...corolla, start: '2026-11-23T01:00:00.000Z', end: '2026-11-23T03:00:00.000Z' }])],
      [BRANCHES]: [onePage(branches)],
      'GET /api/v1/tfm/bookings/101/': [full.answer],
      'PUT /api/v1/tfm/bookings/101/': [ok(bookingFixture({ pk: 101 }))],
    });
    const onRescheduled = vi.fn();
    render(<ConnectedBookingCalendar apiBase={API_BASE} branchPk={21} date="2026-11-25" onRescheduled={onRescheduled} />);
    await screen.findByRole('button', { name: corollaLabel });
    act(() => latest().onReschedule(corolla, moved));
    const movedLabel = 'Booking 101: Toyota Corolla, Dana Driver, Mon 23 Nov 12:00 – 14:00, Approved';
    expect(await screen.findByRole('button', { name: movedLabel })).toBeInTheDocument();
    full.release();
    await waitFor(() => expect(onRescheduled).toHaveBeenCalledWith(101, moved));
    expect(callsTo('PUT /api/v1/tfm/bookings/101/')[0]?.body).toMatchObject({
      pk: 101,
      vehicle: { pk: 31 },
      branch: { pk: 21 },
      driver: { pk: 7 },
      purpose_of_trip: 'Site visit',
      start_datetime: '2026-11-23T01:00:00.000Z',
      end_datetime: '2026-11-23T03:00:00.000Z',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Booking 101 moved to Mon 23 Nov 12:00 – 14:00');
    await waitFor(() => expect(callsTo(CALENDAR)).toHaveLength(2));
    expect(screen.getByRole('button', { name: movedLabel })).toBeInTheDocument();
  });

  it('puts a refused move back where it was, with the server’s title', async () => {
    const refusal = 'Bookings can no longer be changed within 60 minutes of their start';
    const full = heldReply({ status: 200, body: bookingFixture({ pk: 101 }) });
    fakeServer({
      [CALENDAR]: [answer()],
      [BRANCHES]: [onePage(branches)],
      'GET /api/v1/tfm/bookings/101/': [full.answer],
      'PUT /api/v1/tfm/bookings/101/': [failure(400, refusal)],
    });
    render(<ConnectedBookingCalendar apiBase={API_BASE} branchPk={21} date="2026-11-25" />);
    await screen.findByRole('button', { name: corollaLabel });
    act(() => latest().onReschedule(corolla, { start: Date.parse('2026-11-23T01:00:00Z'), end: Date.parse('2026-11-23T03:00:00Z') }));
    expect(screen.getByRole('button', { name: /Mon 23 Nov 12:00 – 14:00/ })).toBeInTheDocument();
    full.release();
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('button', { name: corollaLabel })).toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveTextContent(refusal);
  });

  describe('with an embed key', () => {
    it('exchanges the key for a widget token first; calls then carry it instead of the session, and the read-only scope cannot book', async () => {
      const { calls, callsTo } = fakeServer({
        [TOKEN]: [widgetToken('widget-1', 'calendar_read')],
        [CALENDAR]: [answer()],
        [BRANCHES]: [onePage(branches)],
      });
      render(<ConnectedBookingCalendar apiBase={API_BASE} branchPk={21} date="2026-11-25" embedKey="ek_live_1" />);
      await screen.findByRole('button', { name: corollaLabel });
      expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/v1/tfm/embed/token/', body: { embed_key: 'ek_live_1' } });
      await waitFor(() => expect(callsTo(BRANCHES)).toHaveLength(1));
      for (const call of [...callsTo(CALENDAR), ...callsTo(BRANCHES)]) {
        expect(call.headers.get('authorization')).toBe('Widget widget-1');
        expect(call.headers.has('organisation')).toBe(false);
      }
      expect(callsTo(TOKEN)).toHaveLength(1);
      expect(callsTo(PROFILE)).toEqual([]);
      expect(latest().canSelectSlots).toBe(false);
    });

    it('for the booking scope asks to sign in, and tries again once the page’s session has signed in', async () => {
      sessionStore.getState().signOut();
      const { callsTo } = fakeServer({
        [TOKEN]: [failure(401, embedMessages.signInRequired), widgetToken('widget-2', 'booking')],
        [CALENDAR]: [answer()],
        [BRANCHES]: [onePage(branches)],
        [PROFILE]: [ok(dana)],
      });
      render(<ConnectedBookingCalendar apiBase={API_BASE} branchPk={21} date="2026-11-25" embedKey="ek_live_2" />);
      expect(await screen.findByRole('alert')).toHaveTextContent(embedMessages.signInRequired);
      expect(callsTo(CALENDAR)).toEqual([]);

      act(() => sessionStore.getState().signIn({ token: 'session-9', organisation: 11 }));
      expect(await screen.findByRole('button', { name: corollaLabel })).toBeInTheDocument();
      expect(callsTo(TOKEN).at(-1)?.headers.get('authorization')).toBe('Bearer session-9');
      expect(callsTo(CALENDAR)[0]?.headers.get('authorization')).toBe('Widget widget-2');
      await waitFor(() => expect(latest().canSelectSlots).toBe(true));
      expect(callsTo(PROFILE)[0]?.headers.get('authorization')).toBe('Widget widget-2');
    });

    it('renews the token a minute before it expires, and once when the server calls it expired', async () => {
      const { callsTo } = fakeServer({
        [TOKEN]: [widgetToken('widget-old', 'calendar_read'), widgetToken('widget-new', 'calendar_read', 30_000), widgetToken('widget-last', 'calendar_read')],
        [CALENDAR]: [failure(401, embedMessages.tokenInvalid), answer(), answer([])],
        [BRANCHES]: [onePage(branches)],
      });
      render(<ConnectedBookingCalendar apiBase={API_BASE} organisation={11} branchPk={21} date="2026-11-25" embedKey="ek_live_3" />);
      await screen.findByRole('button', { name: corollaLabel });
      expect(callsTo(CALENDAR).map((call) => call.headers.get('authorization'))).toEqual(['Widget widget-old', 'Widget widget-new']);
      expect(callsTo(CALENDAR)[1]?.headers.get('organisation')).toBe('11');

      // widget-new lapses within the minute: the next call first fetches another.
      act(() => latest().onNavigate('2026-12-02'));
      await waitFor(() => expect(callsTo(CALENDAR)).toHaveLength(3));
      expect(callsTo(CALENDAR)[2]?.headers.get('authorization')).toBe('Widget widget-last');
      expect(callsTo(TOKEN)).toHaveLength(3);
    });
  });
});
