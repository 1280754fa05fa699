import type { GeneralSettings } from '@motorpool/api';
import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedGeneralSettings } from './ConnectedGeneralSettings';

export const GENERAL_SETTINGS_TAG = 'motorpool-general-settings';
export const GENERAL_SETTINGS_SAVED_EVENT = 'motorpool-general-settings-saved';

declare global {
  interface GlobalEventHandlersEventMap {
    [GENERAL_SETTINGS_SAVED_EVENT]: CustomEvent<GeneralSettings>;
  }
}

type GeneralSettingsElementProps = { apiBase?: string; theme?: string; container?: HTMLElement };

function GeneralSettingsElement({ apiBase, theme, container }: GeneralSettingsElementProps) {
  return createElement(ConnectedGeneralSettings, {
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onSaved: (settings) => dispatchFromHost<GeneralSettings>(container, GENERAL_SETTINGS_SAVED_EVENT, settings),
  });
}

/**
 * `<motorpool-general-settings>`: the organisation's general settings
 * (spec §2 /general-settings) for its admins (organisation_write): the help
 * desk phone, email and message and the user manual link the side menu's
 * panels show, and whether every member must sign in in two steps. Under
 * them, the audit trail of every change. Saves show a toast (render a
 * `Toaster` on the page); the server's refusals show on their fields.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-general-settings-saved - `{ detail: GeneralSettings }` after the help desk and manual were saved. Bubbles, composed.
 *
 * @csspart base - The widget's outermost box (its card).
 * @csspart heading - The card's heading.
 * @csspart form - The help desk and manual `<form>`.
 * @csspart actions - The row of buttons that ends the form (Save).
 */
export const MotorpoolGeneralSettingsElement = createMotorpoolElement(GENERAL_SETTINGS_TAG, GeneralSettingsElement, {
  props: { apiBase: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-general-settings': InstanceType<typeof MotorpoolGeneralSettingsElement>;
  }
}
