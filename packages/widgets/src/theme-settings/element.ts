import type { OrganisationTheme } from '@motorpool/api';
import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedThemeSettings } from './ConnectedThemeSettings';

export const THEME_SETTINGS_TAG = 'motorpool-theme-settings';
export const THEME_SAVED_EVENT = 'motorpool-theme-saved';

/** The theme as the server saved it. */
export type ThemeSavedEventDetail = OrganisationTheme;

declare global {
  interface GlobalEventHandlersEventMap {
    [THEME_SAVED_EVENT]: CustomEvent<ThemeSavedEventDetail>;
  }
}

type ThemeSettingsElementProps = { apiBase?: string; theme?: string; container?: HTMLElement };

function ThemeSettingsElement({ apiBase, theme, container }: ThemeSettingsElementProps) {
  return createElement(ConnectedThemeSettings, {
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onSaved: (saved) => dispatchFromHost<ThemeSavedEventDetail>(container, THEME_SAVED_EVENT, saved),
  });
}

/**
 * `<motorpool-theme-settings>`: the organisation's theme (spec §2 /theme) for
 * its admins (organisation_write): the brand colour and the colour of text on
 * it (or the host brand's), refused below WCAG AA contrast (4.5:1) with the
 * ratio shown as they are typed; the logo (shown at the top of the menu) and
 * the favicon, uploaded here; a live preview of the portal and an embedded
 * calendar in those colours. Under the form, the audit trail: who changed
 * what and when. Saves show a toast (render a `Toaster` on the page); the
 * server's refusals show on their fields.
 *
 * Renders in its own shadow root with the widgets' CSS built in.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-theme-saved - `{ detail: OrganisationTheme }` after a save, as the server saved it. Bubbles, composed.
 *
 * @cssprop --motorpool-color-brand - Also what the preview overrides with the chosen colours, on the preview alone.
 *
 * @csspart base - The widget's outermost box (its card).
 * @csspart heading - The card's heading.
 * @csspart form - The theme `<form>`.
 * @csspart actions - The row of buttons that ends the form (Save).
 */
export const MotorpoolThemeSettingsElement = createMotorpoolElement(THEME_SETTINGS_TAG, ThemeSettingsElement, {
  props: { apiBase: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-theme-settings': InstanceType<typeof MotorpoolThemeSettingsElement>;
  }
}
