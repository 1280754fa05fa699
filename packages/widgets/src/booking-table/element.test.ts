import type { Profile } from '@motorpool/api';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { bookingsInEveryState } from '../test-support/booking-fixtures';
import { withinShadow } from '../element/shadow-queries';
import { fakeServer, ok } from '../test-support/fake-server';
import { onePage } from '../test-support/session-fixtures';
import { sessionStore } from '../session/session-store';
import {
  BOOKING_ADD_EVENT,
  BOOKING_EDIT_EVENT,
  BOOKING_OPEN_EVENT,
  type BookingAddEventDetail,
  type BookingEditEventDetail,
  type BookingOpenEventDetail,
} from '../element/events/booking-events';
import { BOOKING_TABLE_TAG, MotorpoolBookingTableElement } from './element';

const API_BASE = 'https://api.motorpool.test';

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile({ permissions: ['driver_user', 'view_my_bookings'] } as unknown as Profile);
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
});

describe('<motorpool-booking-table>', () => {
  it('is defined once, however often registration runs', () => {
    registerMotorpoolElements();
    expect(customElements.get(BOOKING_TABLE_TAG)).toBe(MotorpoolBookingTableElement);
  });

  it('reads list, hidden-bookings, variant and page-size, and announces open, edit and add with bubbling, composed events', async () => {
    const { callsTo } = fakeServer({
      'GET /api/v1/tfm/my-bookings/': [ok({ results: bookingsInEveryState.slice(0, 2), count: 2, next_page: null })],
      'GET /api/v1/tfm/branches/': [onePage([])],
    });
    const opens = vi.fn((_event: CustomEvent<BookingOpenEventDetail>) => undefined);
    const edits = vi.fn((_event: CustomEvent<BookingEditEventDetail>) => undefined);
    const adds = vi.fn((_event: CustomEvent<BookingAddEventDetail>) => undefined);
    document.addEventListener(BOOKING_OPEN_EVENT, opens);
    document.addEventListener(BOOKING_EDIT_EVENT, edits);
    document.addEventListener(BOOKING_ADD_EVENT, adds);
    const user = userEvent.setup();
    document.body.innerHTML = `<${BOOKING_TABLE_TAG} api-base="${API_BASE}" list="my-bookings" hidden-bookings="true" variant="sr" page-size="60"></${BOOKING_TABLE_TAG}>`;
    const shadow = withinShadow(BOOKING_TABLE_TAG);
    await user.click(await shadow.findByRole('button', { name: 'View booking 101' }));
    await user.click(shadow.getByRole('button', { name: 'Edit booking 102' }));
    await user.click(shadow.getByRole('button', { name: 'New booking' }));
    await waitFor(() => expect(adds).toHaveBeenCalledTimes(1));
    const element = document.querySelector(BOOKING_TABLE_TAG);
    expect(opens.mock.calls[0]![0].detail).toEqual({ pk: 101 });
    expect(edits.mock.calls[0]![0].detail).toEqual({ pk: 102, list: 'my-bookings' });
    expect(adds.mock.calls[0]![0].detail).toEqual({ list: 'my-bookings' });
    expect(opens.mock.calls[0]![0].target).toBe(element);
    expect(edits.mock.calls[0]![0].bubbles && edits.mock.calls[0]![0].composed).toBe(true);
    expect(shadow.queryByRole('columnheader', { name: 'Purpose' })).not.toBeInTheDocument();
    expect(Object.fromEntries(callsTo('GET /api/v1/tfm/my-bookings/')[0]?.query ?? [])).toEqual({
      page: '1',
      page_size: '60',
      ordering: '-start_datetime',
      is_hidden: 'true',
    });
    document.removeEventListener(BOOKING_OPEN_EVENT, opens);
    document.removeEventListener(BOOKING_EDIT_EVENT, edits);
    document.removeEventListener(BOOKING_ADD_EVENT, adds);
  });

  it('falls back to the bookings list for an unknown list name', async () => {
    const { callsTo } = fakeServer({ 'GET /api/v1/tfm/bookings/': [onePage([])], 'GET /api/v1/tfm/branches/': [onePage([])] });
    document.body.innerHTML = `<${BOOKING_TABLE_TAG} api-base="${API_BASE}" list="everything"></${BOOKING_TABLE_TAG}>`;
    const shadow = withinShadow(BOOKING_TABLE_TAG);
    expect(await shadow.findByText('No bookings found')).toBeInTheDocument();
    expect(callsTo('GET /api/v1/tfm/bookings/')).toHaveLength(1);
  });
});
