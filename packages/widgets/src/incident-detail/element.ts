import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { positiveInteger } from '../fields/branch/element-props';
import { isThemeName } from '../theme/theme-names';
import { ConnectedIncidentDetail } from './ConnectedIncidentDetail';
import type { IncidentAction } from './IncidentDetail';

export const INCIDENT_DETAIL_TAG = 'motorpool-incident-detail';
export const INCIDENT_EDIT_EVENT = 'motorpool-incident-edit';
export const INCIDENT_CHANGED_EVENT = 'motorpool-incident-changed';

export type IncidentEditEventDetail = { pk: number };
/** `action`: verify, block, status (closed or dismissed), reopen, move or cancel-booking. */
export type IncidentChangedEventDetail = { pk: number; action: IncidentAction['kind'] };

declare global {
  interface GlobalEventHandlersEventMap {
    [INCIDENT_EDIT_EVENT]: CustomEvent<IncidentEditEventDetail>;
    [INCIDENT_CHANGED_EVENT]: CustomEvent<IncidentChangedEventDetail>;
  }
}

type IncidentDetailElementProps = {
  apiBase?: string;
  organisation?: number;
  incidentPk?: number;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function IncidentDetailElement({ apiBase, organisation, incidentPk, theme, container }: IncidentDetailElementProps) {
  const pk = positiveInteger(incidentPk);
  if (pk === null) return null;
  return createElement(ConnectedIncidentDetail, {
    key: pk,
    apiBase: apiBase || undefined,
    organisation: positiveInteger(organisation) ?? undefined,
    pk,
    theme: isThemeName(theme) ? theme : undefined,
    onEdit: (editPk) => dispatchFromHost<IncidentEditEventDetail>(container, INCIDENT_EDIT_EVENT, { pk: editPk }),
    onChanged: (changedPk, action) => dispatchFromHost<IncidentChangedEventDetail>(container, INCIDENT_CHANGED_EVENT, { pk: changedPk, action }),
  });
}

/**
 * `<motorpool-incident-detail>`: one incident (spec §3 Incident) for the
 * signed-in session: type and sub-type, status, critical, verified, since
 * when the vehicle is off the road, vehicle, booking, person, reporter,
 * reported on, odometer, tags, description, address, landmark and
 * coordinates, photos (each opens full size), third party, police, and how
 * it was resolved (note, repair cost, days off the road, by whom and when);
 * its audit trail (who, when, what changed from → to). Those who manage it
 * get Verify, Edit, Take off the road or Lift the block, Close, Dismiss and
 * Reopen, and, while the vehicle is (to be) off the road, its future
 * bookings, each to move to a free vehicle of its class or to cancel with a
 * reason. Results show as toasts (render a `Toaster`). Nothing renders
 * without a valid `incident-pk`.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's.
 * @attr organisation - The organisation (pk) the incident belongs to; absent uses the session's selected one.
 * @attr incident-pk - The incident.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-incident-edit - `{ detail: { pk } }`: Edit was chosen; open the incident form with `incident-pk`.
 * @event motorpool-incident-changed - `{ detail: { pk, action } }` after an action changed the incident or a booking it holds up.
 *
 * All events bubble and are composed.
 *
 * @cssproperty --motorpool-color-brand - Action buttons and links.
 * @cssproperty --motorpool-color-success, --motorpool-color-danger - Badges, Dismiss and failures.
 * @cssproperty --motorpool-color-surface, --motorpool-color-border, --motorpool-color-muted-text - Card, rules and labels.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 */
export const MotorpoolIncidentDetailElement = createMotorpoolElement(INCIDENT_DETAIL_TAG, IncidentDetailElement, {
  props: { apiBase: 'string', organisation: 'number', incidentPk: 'number', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-incident-detail': InstanceType<typeof MotorpoolIncidentDetailElement>;
  }
}
