import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedSignUp } from './ConnectedSignUp';

export const SIGN_UP_TAG = 'motorpool-sign-up';
export const REGISTERED_EVENT = 'motorpool-registered';

export type RegisteredEventDetail = { isAutoAccepted: boolean };

declare global {
  interface GlobalEventHandlersEventMap {
    [REGISTERED_EVENT]: CustomEvent<RegisteredEventDetail>;
  }
}

type SignUpElementProps = {
  apiBase?: string;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function SignUpElement({ apiBase, theme, container }: SignUpElementProps) {
  return createElement(ConnectedSignUp, {
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onDone: ({ isAutoAccepted }) => dispatchFromHost<RegisteredEventDetail>(container, REGISTERED_EVENT, { isAutoAccepted }),
  });
}

/**
 * `<motorpool-sign-up>`: driver self-registration (spec §2, §4, §5) as a
 * custom element — details and Request OTP, the OTP with the organisation's
 * terms, the driver details the organisation asks for, and the thank-you
 * dialog. The element never navigates; the host decides where to go once the
 * person has read the dialog (the portal goes to /login).
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's, by default the page's own origin.
 * @attr theme - `default` or `fleet-share`; any other value falls back to the page's theme.
 *   Removing an attribute keeps its last value (r2wc does not reset props); set it to `default` instead.
 *
 * @event motorpool-registered - `{ detail: { isAutoAccepted } }`, when the person presses OK in the thank-you
 *   dialog after a successful registration. `isAutoAccepted` false means the request waits for an approver. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-brand - Buttons, links, the current step and the calendar's selected day.
 * @cssproperty --motorpool-color-brand-contrast - Text on the brand colour.
 * @cssproperty --motorpool-color-text - Body text.
 * @cssproperty --motorpool-color-muted-text - Instructions, optional marks, upcoming steps.
 * @cssproperty --motorpool-color-surface - Card, dialog and input background.
 * @cssproperty --motorpool-color-page-background - Notices, terms text and read-only inputs.
 * @cssproperty --motorpool-color-border - Card, input and upcoming-step borders.
 * @cssproperty --motorpool-color-danger - Field errors and the failure alert.
 * @cssproperty --motorpool-color-danger-surface - Failure alert background.
 * @cssproperty --motorpool-color-success - 'OTP sent' notice and the thank-you mark.
 * @cssproperty --motorpool-color-focus-ring - Focus ring around inputs and buttons.
 * @cssproperty --motorpool-radius-control - Corner radius of inputs, buttons and notices.
 * @cssproperty --motorpool-radius-surface - Corner radius of the card, calendar and dialog.
 * @cssproperty --motorpool-font-family - Font of the whole widget.
 * @cssproperty --motorpool-font-size-small, --motorpool-font-size-body, --motorpool-font-size-heading - Type scale.
 * @cssproperty --motorpool-space-xs … --motorpool-space-xl - Spacing scale.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The current step's `<form>`.
 */
export const MotorpoolSignUpElement = createMotorpoolElement(SIGN_UP_TAG, SignUpElement, {
  props: { apiBase: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-sign-up': InstanceType<typeof MotorpoolSignUpElement>;
  }
}
