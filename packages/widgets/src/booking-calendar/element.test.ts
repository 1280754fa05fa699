import type { CalendarBooking, CalendarVehicle, Profile } from '@motorpool/api';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { bookingFixture } from '../test-support/booking-fixtures';
import { branches } from '../test-support/branch-fixtures';
import { withinShadow } from '../element/shadow-queries';
import { fakeServer, ok, type FakeCall } from '../test-support/fake-server';
import { profile } from '../test-support/fixtures';
import { onePage } from '../test-support/session-fixtures';
import { sessionStore } from '../session/session-store';
import {
  BOOKING_CALENDAR_TAG,
  BOOKING_CREATED_EVENT,
  BOOKING_RESCHEDULED_EVENT,
  BOOKING_SELECTED_EVENT,
  CALENDAR_CHANGE_EVENT,
  MotorpoolBookingCalendarElement,
  SLOT_SELECTED_EVENT,
} from './element';
import { startOfWeek, today } from './model/calendar-dates';
import { browserTimeZone } from './store';

const API_BASE = 'https://api.motorpool.test';
const CALENDAR = 'GET /api/v1/tfm/booking-calendar/';
const BRANCHES = 'GET /api/v1/tfm/branches/';
const PROFILE = 'GET /api/v1/accounts/user/profile/';
const MELBOURNE = 'Australia/Melbourne';

const vehicles: CalendarVehicle[] = [{ pk: 31, name: 'Toyota Corolla', registrations_num: 'ABC123', vehicle_class: 'C', branch_pk: 21 }];
/** 9 to 11 AM on Monday 23 November 2026 in Melbourne (AEDT, +11:00). */
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
const answer = (bookings: CalendarBooking[] = [corolla]) =>
  ok({ branch_timezone: MELBOURNE, window: { from: '2026-11-22T13:00:00Z', to: '2026-11-23T13:00:00Z' }, vehicles, bookings, truncated: false });
const queryOf = (call: FakeCall | undefined) => Object.fromEntries(call?.query ?? []);

const cleanups: (() => void)[] = [];

/** Records the events of `type` heard on the document, calling `react` on each first. */
function listen<K extends keyof GlobalEventHandlersEventMap>(type: K, react: (event: GlobalEventHandlersEventMap[K]) => void = () => undefined) {
  const heard: GlobalEventHandlersEventMap[K][] = [];
  const listener = (event: GlobalEventHandlersEventMap[K]) => {
    heard.push(event);
    react(event);
  };
  document.addEventListener(type, listener);
  cleanups.push(() => document.removeEventListener(type, listener));
  return heard;
}
const mount = (attributes: string) => {
  document.body.innerHTML = `<${BOOKING_CALENDAR_TAG} api-base="${API_BASE}" ${attributes}></${BOOKING_CALENDAR_TAG}>`;
  return document.querySelector(BOOKING_CALENDAR_TAG)!;
};

const flags = (event: Event | undefined) => ({ bubbles: event?.bubbles, composed: event?.composed, cancelable: event?.cancelable });

/** Queries inside the calendar's shadow root. */
const calendar = () => withinShadow(BOOKING_CALENDAR_TAG);

/** The grid's one tab stop: where keyboard slot selection starts. */
const gridTabStop = () =>
  within(calendar().getByRole('grid'))
    .getAllByRole('gridcell')
    .find((cell) => cell.tabIndex === 0)!;

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile({ ...profile, permissions: ['driver_user', 'view_my_bookings'], employee_pk: 7 } satisfies Profile);
  registerMotorpoolElements();
});

afterEach(() => {
  // Unmounted before signing out, so no calendar reacts to the sign-out with one more request.
  document.body.replaceChildren();
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
  sessionStore.getState().signOut();
});

describe('<motorpool-booking-calendar>', () => {
  it('is defined once, however often registration runs', () => {
    registerMotorpoolElements();
    expect(customElements.get(BOOKING_CALENDAR_TAG)).toBe(MotorpoolBookingCalendarElement);
  });

  it('reads branch, view, date and organisation, and reports where it is', async () => {
    const changes = listen(CALENDAR_CHANGE_EVENT);
    // Another organisation than the session's: its own profile says what the viewer may do there.
    const { callsTo } = fakeServer({ [CALENDAR]: [answer()], [BRANCHES]: [onePage(branches)], [PROFILE]: [ok(profile)] });
    mount('branch="21" view="day" date="2026-11-23" organisation="12" theme="fleet-share"');
    expect(await calendar().findByRole('button', { name: corollaLabel })).toBeInTheDocument();
    expect(queryOf(callsTo(CALENDAR)[0])).toEqual({ from: '2026-11-23', to: '2026-11-24', branch_pk: '21' });
    expect(callsTo(CALENDAR)[0]?.headers.get('organisation')).toBe('12');
    await waitFor(() => expect(callsTo(PROFILE)[0]?.headers.get('organisation')).toBe('12'));
    expect(changes.at(-1)?.detail).toEqual({ view: 'day', date: '2026-11-23', place_pk: 21 });
    expect(flags(changes.at(-1))).toEqual({ bubbles: true, composed: true, cancelable: false });
  });

  it('shows a hub by hub_pk, takes the timeline span, and falls back to today for a date that does not exist', async () => {
    const { callsTo } = fakeServer({ [CALENDAR]: [answer([])], [BRANCHES]: [onePage(branches)] });
    mount('hub="22" branch="21" view="timeline" timeline-span="week" date="2026-02-30"');
    await waitFor(() => expect(callsTo(CALENDAR)).toHaveLength(1));
    const monday = startOfWeek(today(browserTimeZone()), 1);
    expect(queryOf(callsTo(CALENDAR)[0])).toMatchObject({ from: monday, hub_pk: '22' });
    expect(queryOf(callsTo(CALENDAR)[0])).not.toHaveProperty('branch_pk');
  });

  it('announces an opened booking; a host that cancels the event shows it itself, else the calendar’s panel opens', async () => {
    const user = userEvent.setup();
    let veto = true;
    const selected = listen(BOOKING_SELECTED_EVENT, (event) => veto && event.preventDefault());
    fakeServer({ [CALENDAR]: [answer()], [BRANCHES]: [onePage(branches)] });
    const element = mount('branch="21" view="day" date="2026-11-23"');
    await user.click(await calendar().findByRole('button', { name: corollaLabel }));
    expect(selected[0]?.detail).toEqual({ pk: 101, booking: corolla });
    // Event fields one by one: a deep match would walk the whole DOM from `target`.
    expect(selected[0]?.target).toBe(element);
    expect(flags(selected[0])).toEqual({ bubbles: true, composed: true, cancelable: true });
    expect(calendar().queryByRole('dialog')).not.toBeInTheDocument();

    veto = false;
    await user.click(calendar().getByRole('button', { name: corollaLabel }));
    expect(await calendar().findByRole('dialog', { name: 'Booking 101' })).toHaveTextContent('Toyota Corolla');
  });

  it('announces an allowed slot; a host that cancels it books its own way, else the quick booking dialog creates the booking', async () => {
    const user = userEvent.setup();
    let veto = true;
    const slots = listen(SLOT_SELECTED_EVENT, (event) => veto && event.preventDefault());
    const created = listen(BOOKING_CREATED_EVENT);
    fakeServer({
      [CALENDAR]: [answer(), answer()],
      [BRANCHES]: [onePage(branches)],
      'POST /api/v1/tfm/bookings/validate/': [ok({ valid: true, errors: [] }), ok({ valid: true, errors: [] })],
      'POST /api/v1/tfm/bookings/': [ok({ results: [bookingFixture({ pk: 555 })], count: 1, skipped: [] }, 201)],
    });
    mount('branch="21" view="day" date="2026-11-23"');
    await calendar().findByRole('button', { name: corollaLabel });
    gridTabStop().focus();
    await user.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(slots).toHaveLength(1));
    const slot = slots[0]!;
    expect(slot.detail).toEqual({ vehicle_pk: null, branch_pk: 21, start: expect.any(String), end: expect.any(String) });
    expect(Date.parse(slot.detail.end) - Date.parse(slot.detail.start)).toBe(15 * 60_000);
    expect(flags(slot)).toEqual({ bubbles: true, composed: true, cancelable: true });
    expect(calendar().queryByRole('dialog')).not.toBeInTheDocument();

    veto = false;
    gridTabStop().focus();
    await user.keyboard('{Enter}{Enter}');
    const dialog = within(await calendar().findByRole('dialog', { name: 'New booking' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created[0]?.detail).toEqual({ pks: [555] }));
  });

  it('announces a saved move with the new instants', async () => {
    const user = userEvent.setup();
    const moves = listen(BOOKING_RESCHEDULED_EVENT);
    fakeServer({
      [CALENDAR]: [answer(), answer()],
      [BRANCHES]: [onePage(branches)],
      'GET /api/v1/tfm/bookings/101/': [ok(bookingFixture({ pk: 101 }))],
      'PUT /api/v1/tfm/bookings/101/': [ok(bookingFixture({ pk: 101 }))],
    });
    mount('branch="21" view="day" date="2026-11-23"');
    (await calendar().findByRole('button', { name: corollaLabel })).focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}{Enter}');
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]?.detail).toEqual({ pk: 101, start: '2026-11-22T22:15:00.000Z', end: '2026-11-23T00:15:00.000Z' });
  });

  it('themes itself with the organisation’s colours its widget token carries, on its own shadow root only', async () => {
    const token = { token: 'widget-1', scope: 'calendar_read', organisation: 11, expires_at: new Date(Date.now() + 15 * 60_000).toISOString() };
    fakeServer({
      'POST /api/v1/tfm/embed/token/': [ok({ ...token, theme: { brand_color: '#0b5d1e', brand_contrast_color: '#ffffff' } })],
      [CALENDAR]: [answer()],
      [BRANCHES]: [onePage(branches)],
    });
    const element = mount('branch="21" view="day" date="2026-11-23" embed-key="ek_live_1"');
    await calendar().findByRole('button', { name: corollaLabel });
    const rule = () => element.shadowRoot?.querySelector('style[data-motorpool-organisation-theme]')?.textContent;
    await waitFor(() =>
      expect(rule()).toBe(
        ':host,[data-motorpool-theme]{--motorpool-color-brand:#0b5d1e;--motorpool-color-brand-contrast:#ffffff;--motorpool-color-focus-ring:rgba(11, 93, 30, 0.45)}',
      ),
    );
    expect(document.head.querySelector('style[data-motorpool-organisation-theme]')).toBeNull();
  });

  it('keeps its defaults when the organisation has no theme of its own', async () => {
    const token = { token: 'widget-2', scope: 'calendar_read', organisation: 11, expires_at: new Date(Date.now() + 15 * 60_000).toISOString() };
    fakeServer({ 'POST /api/v1/tfm/embed/token/': [ok({ ...token, theme: null })], [CALENDAR]: [answer()], [BRANCHES]: [onePage(branches)] });
    const element = mount('branch="21" view="day" date="2026-11-23" embed-key="ek_live_2"');
    await calendar().findByRole('button', { name: corollaLabel });
    expect(element.shadowRoot?.querySelector('style[data-motorpool-organisation-theme]')).toBeNull();
  });
});
