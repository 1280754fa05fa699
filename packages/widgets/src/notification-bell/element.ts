import type { Notification } from '@motorpool/api';
import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedNotificationBell } from './ConnectedNotificationBell';

export const NOTIFICATION_BELL_TAG = 'motorpool-notification-bell';
export const NOTIFICATION_SELECTED_EVENT = 'motorpool-notification-selected';

export type NotificationSelectedEventDetail = { notification: Notification; url: string };

declare global {
  interface GlobalEventHandlersEventMap {
    [NOTIFICATION_SELECTED_EVENT]: CustomEvent<NotificationSelectedEventDetail>;
  }
}

type NotificationBellElementProps = {
  apiBase?: string;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function NotificationBellElement({ apiBase, theme, container }: NotificationBellElementProps) {
  return createElement(ConnectedNotificationBell, {
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    // Asks the host page first: a listener that calls `preventDefault()` routes the url itself.
    onNavigate: (url, notification) => {
      if (dispatchFromHost<NotificationSelectedEventDetail>(container, NOTIFICATION_SELECTED_EVENT, { notification, url }, { cancelable: true }))
        window.location.assign(url);
    },
  });
}

/**
 * `<motorpool-notification-bell>`: the notification bell of spec §2 as a
 * custom element. It reads the shared session (token, organisation) that
 * `<motorpool-sign-in>` fills, shows the unread count ('9+' above 9), and
 * opens a panel (328 px; list 352 px) with show unread / show all, mark all as
 * read, and the notifications, loaded page by page as the list scrolls.
 * Notification HTML is sanitised with DOMPurify. New notifications arrive by
 * Server-Sent Events; while the stream is unavailable the count is polled
 * every 60 s.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out. The panel
 * renders inside that root, never in a portal. The element is `inline-block`.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's, by default the page's own origin.
 * @attr theme - `default` or `fleet-share`; any other value falls back to the page's theme.
 *
 * @event motorpool-notification-selected - `{ detail: { notification, url } }`, after a notification with a url was
 *   clicked (and marked read). Bubbles, composed, cancelable: call `preventDefault()` to route the url yourself;
 *   otherwise the page loads it.
 *
 * @cssproperty --motorpool-color-brand - Links, the unread dot and the panel's buttons.
 * @cssproperty --motorpool-color-brand-contrast - Badge text.
 * @cssproperty --motorpool-color-danger - Badge background and failures.
 * @cssproperty --motorpool-color-danger-surface - Background of a failed action's message.
 * @cssproperty --motorpool-color-text, --motorpool-color-muted-text - Unread and read text.
 * @cssproperty --motorpool-color-surface, --motorpool-color-page-background - Panel and hover backgrounds.
 * @cssproperty --motorpool-color-border - Panel border and item separators.
 * @cssproperty --motorpool-color-focus-ring - Focus ring.
 * @cssproperty --motorpool-radius-surface - Corner radius of the panel.
 * @cssproperty --motorpool-font-family, --motorpool-font-size-small, --motorpool-font-size-body - Type.
 * @cssproperty --motorpool-space-xs … --motorpool-space-xl - Spacing scale.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 */
export const MotorpoolNotificationBellElement = createMotorpoolElement(NOTIFICATION_BELL_TAG, NotificationBellElement, {
  props: { apiBase: 'string', theme: 'string' },
  // The bell sits in a header's row of controls.
  display: 'inline-block',
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-notification-bell': InstanceType<typeof MotorpoolNotificationBellElement>;
  }
}
