import type { Profile } from '@motorpool/api';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_EDIT_EVENT, type BookingEditEventDetail, registerMotorpoolElements } from '../elements';
import { bookingFixture } from '../test-support/booking-fixtures';
import { withinShadow } from '../element/shadow-queries';
import { fakeServer, ok } from '../test-support/fake-server';
import { sessionStore } from '../session/session-store';
import { BOOKING_DETAIL_TAG, MotorpoolBookingDetailElement } from './element';

const API_BASE = 'https://api.motorpool.test';
const none = ok({ results: [], count: 0, next_page: null });

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile({ permissions: ['super_users'] } as unknown as Profile);
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
});

describe('<motorpool-booking-detail>', () => {
  it('is registered with the other elements', () => {
    expect(customElements.get(BOOKING_DETAIL_TAG)).toBe(MotorpoolBookingDetailElement);
  });

  it('loads its pk and announces Edit with the list it came from', async () => {
    fakeServer({
      'GET /api/v1/tfm/bookings/101/': [ok(bookingFixture())],
      'GET /api/v1/tfm/bookings/101/audits/': [none],
      'GET /api/v1/tfm/booking-trips/': [none],
    });
    const edits = vi.fn((_event: CustomEvent<BookingEditEventDetail>) => undefined);
    document.addEventListener(BOOKING_EDIT_EVENT, edits);
    const user = userEvent.setup();
    document.body.innerHTML = `<${BOOKING_DETAIL_TAG} api-base="${API_BASE}" pk="101" list="my-bookings"></${BOOKING_DETAIL_TAG}>`;
    const shadow = withinShadow(BOOKING_DETAIL_TAG);
    await user.click(await shadow.findByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(edits).toHaveBeenCalledTimes(1));
    expect(edits.mock.calls[0]![0].detail).toEqual({ pk: 101, list: 'my-bookings' });
    expect(edits.mock.calls[0]![0].bubbles && edits.mock.calls[0]![0].composed).toBe(true);
    document.removeEventListener(BOOKING_EDIT_EVENT, edits);
  });

  it('renders nothing without a valid pk', () => {
    const { calls } = fakeServer({});
    document.body.innerHTML = `<${BOOKING_DETAIL_TAG} api-base="${API_BASE}" pk="abc"></${BOOKING_DETAIL_TAG}>`;
    // The shadow root holds only the widgets' style.
    expect(document.querySelector(BOOKING_DETAIL_TAG)?.shadowRoot?.querySelectorAll(':scope > :not(style)')).toHaveLength(0);
    expect(calls).toHaveLength(0);
  });
});
