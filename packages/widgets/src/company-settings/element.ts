import type { CompanySettings } from '@motorpool/api';
import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedCompanySettings } from './ConnectedCompanySettings';

export const COMPANY_SETTINGS_TAG = 'motorpool-company-settings';
export const COMPANY_SETTINGS_SAVED_EVENT = 'motorpool-company-settings-saved';

/** The settings as the server saved them. */
export type CompanySettingsSavedEventDetail = CompanySettings;

declare global {
  interface GlobalEventHandlersEventMap {
    [COMPANY_SETTINGS_SAVED_EVENT]: CustomEvent<CompanySettingsSavedEventDetail>;
  }
}

type CompanySettingsElementProps = { apiBase?: string; theme?: string; container?: HTMLElement };

function CompanySettingsElement({ apiBase, theme, container }: CompanySettingsElementProps) {
  return createElement(ConnectedCompanySettings, {
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onSaved: (settings) => dispatchFromHost<CompanySettingsSavedEventDetail>(container, COMPANY_SETTINGS_SAVED_EVENT, settings),
  });
}

/**
 * `<motorpool-company-settings>`: the organisation's company settings
 * (spec §2 /company-settings) for its admins (organisation_write): company
 * name, address, contact email and phone, the default time zone (a new
 * branch without one takes it) and default phone country (where a new
 * user's phone starts), and the sub-domain people are sent to after signing
 * in. The organisation code and the currency (AUD) are shown, not changed;
 * the industry is shown with what CustomFleet changes, and only a system
 * admin changes it. Under the form, the audit trail: who changed what and
 * when, read again after each save. Saves show a toast (render a `Toaster`
 * on the page); the server's refusals show on their fields.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-company-settings-saved - `{ detail: CompanySettings }` after a save, as the server saved them. Bubbles, composed.
 *
 * @csspart base - The widget's outermost box (its card).
 * @csspart heading - The card's heading.
 * @csspart form - The settings `<form>`.
 * @csspart actions - The row of buttons that ends the form (Save).
 */
export const MotorpoolCompanySettingsElement = createMotorpoolElement(COMPANY_SETTINGS_TAG, CompanySettingsElement, {
  props: { apiBase: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-company-settings': InstanceType<typeof MotorpoolCompanySettingsElement>;
  }
}
