import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { withinShadow } from '../element/shadow-queries';
import { fakeServer, ok } from '../test-support/fake-server';
import { onePage } from '../test-support/session-fixtures';
import { sessionStore } from '../session/session-store';
import type { Profile } from '@motorpool/api';
import {
  bookingBranches,
  bookingCost,
  bookingDrivers,
  bookingRules,
  bookingTagGroups,
  existingBooking,
  freeVehicles,
  vehicleFilters,
} from './booking-form-fixtures';
import {
  BOOKING_CANCEL_EVENT,
  BOOKING_FORM_TAG,
  BOOKING_SAVED_EVENT,
  MotorpoolBookingFormElement,
  type BookingCancelEventDetail,
  type BookingSavedEventDetail,
} from './element';

const API_BASE = 'https://api.motorpool.test';
const many = (reply: ReturnType<typeof ok>) => Array.from({ length: 20 }, () => reply);

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  sessionStore.getState().setProfile({ permissions: ['user_write'] } as unknown as Profile);
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
});

describe('<motorpool-booking-form>', () => {
  it('is defined once', () => {
    registerMotorpoolElements();
    expect(customElements.get(BOOKING_FORM_TAG)).toBe(MotorpoolBookingFormElement);
  });

  it('edits the booking its booking-pk names, and announces the save and Cancel with the list', async () => {
    const { callsTo } = fakeServer({
      'GET /api/v1/tfm/bookings/501/': [ok(existingBooking)],
      'GET /api/v1/tfm/branches/': [onePage(bookingBranches)],
      'GET /api/v1/tfm/booking-settings/': [ok({ branch_pk: 21, rules: bookingRules, is_override: false })],
      'GET /api/v1/tfm/tags/booking/': [onePage(bookingTagGroups)],
      'GET /api/v1/tfm/vehicle-filters/': [ok(vehicleFilters)],
      'GET /api/v1/tfm/drivers/': many(onePage(bookingDrivers)),
      'GET /api/v1/tfm/vehicle-search/': many(onePage(freeVehicles)),
      'GET /api/v1/tfm/bookings/cost/': many(ok(bookingCost)),
      'PUT /api/v1/tfm/bookings/501/': [ok(existingBooking)],
    });
    const saved = vi.fn((_event: CustomEvent<BookingSavedEventDetail>) => undefined);
    const cancelled = vi.fn((_event: CustomEvent<BookingCancelEventDetail>) => undefined);
    document.addEventListener(BOOKING_SAVED_EVENT, saved);
    document.addEventListener(BOOKING_CANCEL_EVENT, cancelled);
    const user = userEvent.setup();
    document.body.innerHTML = `<${BOOKING_FORM_TAG} api-base="${API_BASE}" booking-pk="501" list="my-bookings" theme="fleet-share"></${BOOKING_FORM_TAG}>`;
    const shadow = withinShadow(BOOKING_FORM_TAG);
    expect(await shadow.findByRole('heading', { name: 'Edit Booking' })).toBeInTheDocument();
    expect(shadow.getByRole('region', { name: 'Edit Booking' })).toHaveAttribute('data-motorpool-theme', 'fleet-share');
    await shadow.findByRole('radio', { name: /Corolla Hybrid/ });
    await user.click(shadow.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]![0].detail).toEqual({ pks: [501], list: 'my-bookings' });
    expect(saved.mock.calls[0]![0].bubbles && saved.mock.calls[0]![0].composed).toBe(true);
    expect(callsTo('PUT /api/v1/tfm/bookings/501/')).toHaveLength(1);
    await user.click(shadow.getByRole('button', { name: 'Cancel' }));
    expect(cancelled.mock.calls[0]![0].detail).toEqual({ pk: 501, list: 'my-bookings' });
    document.removeEventListener(BOOKING_SAVED_EVENT, saved);
    document.removeEventListener(BOOKING_CANCEL_EVENT, cancelled);
  });
});
