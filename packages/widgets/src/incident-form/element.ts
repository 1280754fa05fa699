import type { Incident } from '@motorpool/api';
import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { positiveInteger } from '../fields/branch/element-props';
import { isThemeName } from '../theme/theme-names';
import { ConnectedIncidentForm } from './ConnectedIncidentForm';

export const INCIDENT_FORM_TAG = 'motorpool-incident-form';
export const INCIDENT_SAVED_EVENT = 'motorpool-incident-saved';
export const INCIDENT_FORM_CANCEL_EVENT = 'motorpool-incident-form-cancel';

/** The incident as the server answered the save; `created` for a new report. */
export type IncidentSavedEventDetail = { incident: Incident; created: boolean };
export type IncidentFormCancelEventDetail = { pk: number | null };

declare global {
  interface GlobalEventHandlersEventMap {
    [INCIDENT_SAVED_EVENT]: CustomEvent<IncidentSavedEventDetail>;
    [INCIDENT_FORM_CANCEL_EVENT]: CustomEvent<IncidentFormCancelEventDetail>;
  }
}

type IncidentFormElementProps = {
  apiBase?: string;
  incidentPk?: number;
  bookingPk?: number;
  vehiclePk?: number;
  personPk?: number;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function IncidentFormElement({ apiBase, incidentPk, bookingPk, vehiclePk, personPk, theme, container }: IncidentFormElementProps) {
  const pk = positiveInteger(incidentPk);
  const booking = positiveInteger(bookingPk);
  const vehicle = positiveInteger(vehiclePk);
  const person = positiveInteger(personPk);
  return createElement(ConnectedIncidentForm, {
    // Another incident or subject is another report: start over rather than carry values across.
    key: `${pk}-${booking}-${vehicle}-${person}`,
    apiBase: apiBase || undefined,
    incidentPk: pk,
    bookingPk: booking,
    vehiclePk: vehicle,
    personPk: person,
    theme: isThemeName(theme) ? theme : undefined,
    onSaved: (incident) => dispatchFromHost<IncidentSavedEventDetail>(container, INCIDENT_SAVED_EVENT, { incident, created: pk === null }),
    onCancel: () => dispatchFromHost<IncidentFormCancelEventDetail>(container, INCIDENT_FORM_CANCEL_EVENT, { pk }),
  });
}

/**
 * `<motorpool-incident-form>`: report an incident, or edit one as a manager
 * (spec §3 Incident): incident type and sub-type (the type's defaults tick
 * Critical, and Take the vehicle off the road where the type blocks at
 * once), reported on (now by default, never in the future), description,
 * odometer, critical, taking the vehicle off the road (a manager confirms
 * unless the type blocks at once), address, landmark, coordinates (Use my
 * location where the browser can tell), incident tags, up to ten photos
 * (a phone offers its camera; each is checked and uploaded when chosen),
 * third-party and police details, and Verified for managers. Opened from a
 * booking, a vehicle or a member, the report is about that record; opened
 * alone, it asks for the vehicle. Saving shows a toast (render a `Toaster`);
 * a refusal keeps everything typed, with the server's messages on their fields.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr incident-pk - The incident to edit (managers); absent to report a new one.
 * @attr booking-pk - A new report about this booking; its vehicle comes with it.
 * @attr vehicle-pk - A new report about this vehicle.
 * @attr person-pk - A new report about this member (a traffic offence); booking and vehicle are optional.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-incident-saved - `{ detail: { incident, created } }` after a save. Bubbles, composed.
 * @event motorpool-incident-form-cancel - `{ detail: { pk } }` (pk null for a new report): Cancel was pressed; nothing is saved. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-brand, --motorpool-color-brand-contrast - Buttons and focus.
 * @cssproperty --motorpool-color-danger, --motorpool-color-danger-surface - Errors.
 * @cssproperty --motorpool-color-text, --motorpool-color-muted-text, --motorpool-color-surface, --motorpool-color-border - Card and fields.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The incident's `<form>`.
 * @csspart actions - The row of buttons that ends the form (Cancel, Report or Save).
 */
export const MotorpoolIncidentFormElement = createMotorpoolElement(INCIDENT_FORM_TAG, IncidentFormElement, {
  props: { apiBase: 'string', incidentPk: 'number', bookingPk: 'number', vehiclePk: 'number', personPk: 'number', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-incident-form': InstanceType<typeof MotorpoolIncidentFormElement>;
  }
}
