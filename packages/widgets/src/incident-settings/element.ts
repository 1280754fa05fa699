import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedIncidentSettings, type IncidentSettingsChange } from './ConnectedIncidentSettings';

export const INCIDENT_SETTINGS_TAG = 'motorpool-incident-settings';
export const INCIDENT_SETTINGS_CHANGE_EVENT = 'motorpool-incident-settings-change';

/** What changed: a type (added, updated, deleted, by pk) or the notifications. */
export type IncidentSettingsChangeEventDetail = IncidentSettingsChange;

declare global {
  interface GlobalEventHandlersEventMap {
    [INCIDENT_SETTINGS_CHANGE_EVENT]: CustomEvent<IncidentSettingsChangeEventDetail>;
  }
}

type IncidentSettingsElementProps = { apiBase?: string; theme?: string; container?: HTMLElement };

function IncidentSettingsElement({ apiBase, theme, container }: IncidentSettingsElementProps) {
  return createElement(ConnectedIncidentSettings, {
    apiBase: apiBase || undefined,
    theme: isThemeName(theme) ? theme : undefined,
    onChange: (change) => dispatchFromHost<IncidentSettingsChangeEventDetail>(container, INCIDENT_SETTINGS_CHANGE_EVENT, change),
  });
}

/**
 * `<motorpool-incident-settings>`: the organisation's incident types
 * (spec §2 /incident-settings). Each type and sub-type has the switches
 * Active, Critical by default and Blocks the vehicle, saved at once; a type
 * or a sub-type under one is added above the list, renamed in place (Enter
 * saves, Escape cancels) and deleted after a confirmation while no incident
 * uses it (in use: 'In use: deactivate instead'). Below, who is notified of
 * a new incident and of a critical one (branch managers, hub managers,
 * admins; the vehicle's branch and hub managers always hear of a critical
 * one). Admins (organisation_write or super_users) change them; anyone else
 * sees them only. Saves show a toast (render a `Toaster` on the page); the
 * server's refusals show by their field or as a toast.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-incident-settings-change - `{ detail: { change: 'added' | 'updated' | 'deleted', pk } }` after a type changed, `{ detail: { change: 'settings' } }` after the notifications were saved. Bubbles, composed.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The `<form>` that adds a type, and the notifications `<form>`.
 * @csspart table - The `<table>` of types and sub-types.
 * @csspart actions - The row of buttons that ends the notifications form (Save).
 */
export const MotorpoolIncidentSettingsElement = createMotorpoolElement(INCIDENT_SETTINGS_TAG, IncidentSettingsElement, {
  props: { apiBase: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-incident-settings': InstanceType<typeof MotorpoolIncidentSettingsElement>;
  }
}
