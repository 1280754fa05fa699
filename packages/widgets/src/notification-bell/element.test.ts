import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerMotorpoolElements } from '../elements';
import { withinShadow } from '../element/shadow-queries';
import { fakeServer, ok } from '../test-support/fake-server';
import { notifications } from '../test-support/notification-fixtures';
import { sessionStore } from '../session/session-store';
import { MotorpoolNotificationBellElement, NOTIFICATION_BELL_TAG, NOTIFICATION_SELECTED_EVENT, type NotificationSelectedEventDetail } from './element';

const API_BASE = 'https://api.motorpool.test';

beforeEach(() => {
  sessionStore.getState().signIn({ token: 'token-1', organisation: 11 });
  registerMotorpoolElements();
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  sessionStore.getState().signOut();
});

describe('<motorpool-notification-bell>', () => {
  it('is defined once, however often registration runs', () => {
    registerMotorpoolElements();
    expect(customElements.get(NOTIFICATION_BELL_TAG)).toBe(MotorpoolNotificationBellElement);
  });

  it('asks the host page, with a cancelable event, before following a notification', async () => {
    // The stream is not answered here: the fake server has no route for it, so the bell falls back to polling.
    const { callsTo } = fakeServer({
      'GET /api/v1/accounts/notifications/count/': [ok({ count: 3 })],
      'GET /api/v1/accounts/notifications/': [ok({ list: notifications, nextPage: null })],
      'POST /api/v1/accounts/notifications/901/read/': [ok({ ...notifications[0], status: true })],
    });
    const selected = vi.fn((event: CustomEvent<NotificationSelectedEventDetail>) => event.preventDefault());
    document.addEventListener(NOTIFICATION_SELECTED_EVENT, selected);
    const user = userEvent.setup();

    document.body.innerHTML = `<${NOTIFICATION_BELL_TAG} api-base="${API_BASE}" theme="fleet-share"></${NOTIFICATION_BELL_TAG}>`;
    const shadow = withinShadow(NOTIFICATION_BELL_TAG);
    const element = document.querySelector(NOTIFICATION_BELL_TAG);

    await user.click(await shadow.findByRole('button', { name: 'Notifications, 3 unread' }));
    await user.click(await shadow.findByRole('button', { name: /^Booking #4821/ }));

    await waitFor(() => expect(selected).toHaveBeenCalledTimes(1));
    const event = selected.mock.calls[0]![0];
    expect(event.detail).toEqual({ notification: { ...notifications[0], status: true }, url: '/bookings/edit/4821' });
    expect(event.target).toBe(element);
    expect(event.bubbles && event.composed && event.cancelable).toBe(true);
    expect(event.defaultPrevented).toBe(true);
    expect(callsTo('GET /api/v1/accounts/notifications/count/')[0]?.headers.get('organisation')).toBe('11');
    expect(element?.shadowRoot?.querySelector('[data-motorpool-theme="fleet-share"]')).not.toBeNull();
    document.removeEventListener(NOTIFICATION_SELECTED_EVENT, selected);
  });
});
