import type { BookingRulesSetting } from '@motorpool/api';
import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedBookingSettings } from './ConnectedBookingSettings';

export const BOOKING_SETTINGS_TAG = 'motorpool-booking-settings';
export const BOOKING_SETTINGS_SAVE_EVENT = 'motorpool-booking-settings-save';

/** The rules now in force at the level saved: `branch_pk` null for the organisation's. */
export type BookingSettingsSaveEventDetail = BookingRulesSetting;

declare global {
  interface GlobalEventHandlersEventMap {
    [BOOKING_SETTINGS_SAVE_EVENT]: CustomEvent<BookingSettingsSaveEventDetail>;
  }
}

type BookingSettingsElementProps = { apiBase?: string; theme?: string; container?: HTMLElement };

function BookingSettingsElement({ apiBase, theme, container }: BookingSettingsElementProps) {
  return createElement(ConnectedBookingSettings, {
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onSave: (setting) => dispatchFromHost<BookingSettingsSaveEventDetail>(container, BOOKING_SETTINGS_SAVE_EVENT, setting),
  });
}

/**
 * `<motorpool-booking-settings>`: the organisation's booking rules (spec §2
 * /booking-settings, §9), grouped, each with its unit, a line on what it
 * changes and its default, with a branch picker for a branch's own rules
 * ("Use the organisation's rules" drops them). Before a save that breaks
 * bookings not yet started, it says how many and waits for Save anyway (they
 * are kept). The server's refusals show by their field; the audit trail of
 * the level shown is under the form. Admins (organisation_write or
 * super_users) change the rules; anyone else sees them only. Saves show a
 * toast (render a `Toaster` on the page).
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-booking-settings-save - `{ detail: { branch_pk, rules, is_override } }` after a save. Bubbles, composed.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The `<form>` of the rules.
 * @csspart actions - The row of buttons that ends the form (Save), and the confirmation's (Keep editing, Save anyway).
 */
export const MotorpoolBookingSettingsElement = createMotorpoolElement(BOOKING_SETTINGS_TAG, BookingSettingsElement, {
  props: { apiBase: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-booking-settings': InstanceType<typeof MotorpoolBookingSettingsElement>;
  }
}
