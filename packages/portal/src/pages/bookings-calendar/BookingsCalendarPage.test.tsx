import type { CalendarBooking } from '@motorpool/api';
import { ConnectedBookingCalendar, ConnectedBookingForm, sessionStore, toast, type ConnectedBookingCalendarProps } from '@motorpool/widgets';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../test-support/portal-fetch';
import { profileOf } from '../../test-support/profiles';
import { renderAt } from '../../test-support/render';

// The calendar and the form are the widgets' own (tested there); here: what the page gives them and does with what they report.
vi.mock('@motorpool/widgets', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@motorpool/widgets')>()),
  ConnectedBookingCalendar: vi.fn(() => <p>The calendar</p>),
  ConnectedBookingForm: vi.fn(() => <p>The booking form</p>),
}));

const calendarProps = (): ConnectedBookingCalendarProps => {
  const props = vi.mocked(ConnectedBookingCalendar).mock.lastCall?.[0];
  if (!props) throw new Error('The calendar was not rendered');
  return props;
};

const booking = { pk: 101 } as CalendarBooking;

beforeEach(() => {
  vi.mocked(ConnectedBookingCalendar).mockClear();
  vi.mocked(ConnectedBookingForm).mockClear();
  stubFetch(() => json({ results: [], count: 0, next_page: null }));
  sessionStore.setState({ token: 'token-1', organisation: 1, profile: profileOf({ permissions: ['view_my_bookings'] }) });
});

afterEach(() => {
  sessionStore.getState().signOut();
});

describe('/bookings-calendar-view', () => {
  it('shows the view, date and branch the address names, in the brand’s theme, under the header layout’s heading', async () => {
    renderAt('/bookings-calendar-view?view=timeline&date=2026-11-23&branch=3');
    expect(await screen.findByText('The calendar')).toBeInTheDocument();
    expect(calendarProps()).toMatchObject({ view: 'timeline', date: '2026-11-23', branchPk: 3, hubPk: undefined, theme: 'default' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bookings Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Bookings Calendar · Motorpool'));
  });

  it('leaves the calendar its defaults when the address holds junk', async () => {
    renderAt('/bookings-calendar-view?view=year&date=2026-02-30&branch=abc');
    await screen.findByText('The calendar');
    expect(calendarProps()).toMatchObject({ view: undefined, date: undefined, branchPk: undefined, hubPk: undefined });
  });

  it('keeps the calendar’s view and date in the address, replacing the entry', async () => {
    const router = renderAt('/bookings-calendar-view?embed=1&branch=3');
    await screen.findByText('The calendar');
    act(() => calendarProps().onChange?.({ view: 'month', date: '2026-12-01', placePk: 3 }));
    await waitFor(() => expect(router.state.location.search).toBe('?embed=1&branch=3&view=month&date=2026-12-01'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calendarProps()).toMatchObject({ view: 'month', date: '2026-12-01' });
  });

  it('opens a booking on its page', async () => {
    const router = renderAt('/bookings-calendar-view');
    await screen.findByText('The calendar');
    let handled: boolean | void = false;
    act(() => {
      handled = calendarProps().onOpenBooking?.(booking);
    });
    expect(handled).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings'));
    expect(router.state.location.search).toBe('?view=101');
  });

  it('leaves a booking shown only as "Booked" (visibility rules) to the calendar’s own panel', async () => {
    const router = renderAt('/bookings-calendar-view');
    await screen.findByText('The calendar');
    let handled: boolean | void = true;
    act(() => {
      handled = calendarProps().onOpenBooking?.({ ...booking, driver_name: 'Booked', is_masked: true });
    });
    expect(handled).toBe(false);
    expect(router.state.location.pathname).toBe('/bookings-calendar-view');
  });

  it('books a free slot in the booking form, with the slot’s branch, vehicle and times', async () => {
    const router = renderAt('/bookings-calendar-view?embed=1');
    await screen.findByText('The calendar');
    const slot = { start: Date.parse('2026-11-23T22:00:00Z'), end: Date.parse('2026-11-24T00:00:00Z'), vehiclePk: 7, branchPk: 3 };
    let handled: boolean | void = false;
    act(() => {
      handled = calendarProps().onSelectSlot?.(slot);
    });
    expect(handled).toBe(true);
    expect(await screen.findByText('The booking form')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/bookings/add/new');
    expect(new URLSearchParams(router.state.location.search).get('embed')).toBe('1');
    expect(vi.mocked(ConnectedBookingForm).mock.lastCall?.[0]).toMatchObject({
      bookingPk: null,
      prefill: { branchPk: 3, vehiclePk: 7, start: '2026-11-23T22:00:00.000Z', end: '2026-11-24T00:00:00.000Z' },
    });
  });

  it('raises no welcome toast and shows no alert area once the profile has loaded', async () => {
    const raised = vi.spyOn(toast, 'info');
    sessionStore.setState({ profile: null });
    stubFetch((url) => json(url.endsWith('/user/profile/') ? profileOf() : { results: [], count: 0, next_page: null }));
    renderAt('/bookings-calendar-view');
    expect(await screen.findByText('The calendar')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Account' })).toHaveTextContent('Avery Admin');
    expect(screen.queryByRole('region', { name: 'Messages' })).not.toBeInTheDocument();
    expect(raised).not.toHaveBeenCalled();
  });

  it('shows the bell and Sign out in the header while the profile loads, so the page below does not move when it arrives', async () => {
    sessionStore.setState({ profile: null });
    stubFetch((url) => (url.endsWith('/user/profile/') ? new Promise<Response>(() => undefined) : json({ results: [], count: 0, next_page: null })));
    renderAt('/bookings-calendar-view');
    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByText('The calendar')).not.toBeInTheDocument();
  });
});

describe('the booking form’s prefill', () => {
  it('takes valid values from the address of a new booking and ignores junk', async () => {
    renderAt('/bookings/add/new?vehicle=7&branch=0&start=2026-11-23T22:00:00Z&end=soon');
    await screen.findByText('The booking form');
    expect(vi.mocked(ConnectedBookingForm).mock.lastCall?.[0].prefill).toEqual({ vehiclePk: 7, start: '2026-11-23T22:00:00Z' });
  });

  it('is not given when editing', async () => {
    renderAt('/bookings/edit/501?vehicle=7&start=2026-11-23T22:00:00Z');
    await screen.findByText('The booking form');
    expect(vi.mocked(ConnectedBookingForm).mock.lastCall?.[0]).toMatchObject({ bookingPk: 501, prefill: undefined });
  });
});
