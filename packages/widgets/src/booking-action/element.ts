import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedBookingAction } from './ConnectedBookingAction';
import { bookingLinkOf } from './link-params';

export const BOOKING_ACTION_TAG = 'motorpool-booking-action';
export const LOGIN_REQUESTED_EVENT = 'motorpool-login-requested';

export type LoginRequestedEventDetail = Record<string, never>;

declare global {
  interface GlobalEventHandlersEventMap {
    [LOGIN_REQUESTED_EVENT]: CustomEvent<LoginRequestedEventDetail>;
  }
}

type BookingActionElementProps = {
  apiBase?: string;
  pk?: string;
  signature?: string;
  action?: string;
  loginUrl?: string;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function BookingActionElement({ apiBase, pk, signature, action, loginUrl, theme, container }: BookingActionElementProps) {
  const link = bookingLinkOf(pk, signature, action);
  return createElement(ConnectedBookingAction, {
    // Another link is another screen: it is checked (and acted on) afresh.
    key: link ? `${link.pk}-${link.action}-${link.signature}` : 'invalid',
    apiBase: apiBase || undefined,
    link,
    loginUrl: loginUrl || null,
    theme: isThemeName(theme) ? theme : undefined,
    onLogin: () => dispatchFromHost<LoginRequestedEventDetail>(container, LOGIN_REQUESTED_EVENT, {}),
  });
}

/**
 * `<motorpool-booking-action>`: the `/booking/action` screen an approver's
 * email links to (spec §2, §4 'Booking action by email', §8). It first
 * checks the link (a GET that changes nothing) and shows the booking:
 * vehicle, driver, branch, start and end. Approve then runs at once and
 * shows 'Booking Approved' / 'Booking approved successfully'; decline asks
 * for a reason ('Reason is required') and shows 'Booking Declined' /
 * 'Booking declined successfully'. A used, expired or tampered link shows
 * the server's title; values that cannot be a link show 'This link is not
 * valid.' without asking the server. Every outcome has a login button.
 * Works signed in or not.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's.
 * @attr pk - The booking, from the link's query.
 * @attr signature - The link's signature.
 * @attr action - `approve` or `decline`.
 * @attr login-url - Where the login button goes as a plain link; without it the button fires the event below.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-login-requested - The login button was pressed (no `login-url`); the host navigates. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-brand, --motorpool-color-danger, --motorpool-color-success - Button, refusals, confirmation.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The `<form>` asking why the booking is declined (`action="decline"`).
 */
export const MotorpoolBookingActionElement = createMotorpoolElement(BOOKING_ACTION_TAG, BookingActionElement, {
  props: { apiBase: 'string', pk: 'string', signature: 'string', action: 'string', loginUrl: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-booking-action': InstanceType<typeof MotorpoolBookingActionElement>;
  }
}
