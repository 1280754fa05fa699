import { bookingMessages } from '@motorpool/api';
import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { bookingEvaluation } from '../test-support/booking-fixtures';
import { withinShadow } from '../element/shadow-queries';
import { fakeServer, ok } from '../test-support/fake-server';
import { BOOKING_ACTION_TAG, LOGIN_REQUESTED_EVENT, MotorpoolBookingActionElement } from './element';

const API_BASE = 'https://api.motorpool.test';

beforeEach(() => registerMotorpoolElements());

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('<motorpool-booking-action>', () => {
  it('is registered with the other elements', () => {
    expect(customElements.get(BOOKING_ACTION_TAG)).toBe(MotorpoolBookingActionElement);
  });

  it('approves from its attributes and asks the host to log in with a bubbling, composed event', async () => {
    const { callsTo } = fakeServer({
      'GET /api/v1/tfm/booking/101/evaluate/approve/': [ok(bookingEvaluation)],
      'POST /api/v1/tfm/booking/101/evaluate/': [ok({ message: bookingMessages.approved })],
    });
    const login = vi.fn((_event: Event) => undefined);
    document.addEventListener(LOGIN_REQUESTED_EVENT, login);
    const user = userEvent.setup();
    document.body.innerHTML = `<${BOOKING_ACTION_TAG} api-base="${API_BASE}" pk="101" signature="sig-1" action="approve"></${BOOKING_ACTION_TAG}>`;
    const shadow = withinShadow(BOOKING_ACTION_TAG);
    await user.click(await shadow.findByRole('button', { name: 'Login' }));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    const event = login.mock.calls[0]![0];
    expect(event.target).toBe(document.querySelector(BOOKING_ACTION_TAG));
    expect(event.bubbles && event.composed).toBe(true);
    expect(callsTo('POST /api/v1/tfm/booking/101/evaluate/')).toHaveLength(1);
    document.removeEventListener(LOGIN_REQUESTED_EVENT, login);
  });

  it.each([['pk="12abc" signature="sig" action="approve"'], ['pk="101" signature="sig" action="delete"'], ['pk="101" action="approve"']])(
    'shows the link is not valid for %s without calling the server',
    async (attributes) => {
      const { calls } = fakeServer({});
      document.body.innerHTML = `<${BOOKING_ACTION_TAG} api-base="${API_BASE}" ${attributes} login-url="/login"></${BOOKING_ACTION_TAG}>`;
      const shadow = withinShadow(BOOKING_ACTION_TAG);
      expect(await shadow.findByRole('alert')).toHaveTextContent('This link is not valid.');
      expect(shadow.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
      expect(calls).toHaveLength(0);
    },
  );
});
