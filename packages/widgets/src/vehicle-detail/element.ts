import { createElement } from 'react';
import { dispatchFromHost } from '../element/element-events';
import { INCIDENT_OPEN_EVENT, INCIDENT_REPORT_EVENT, type IncidentOpenEventDetail, type IncidentReportEventDetail } from '../element/events/incident-events';
import { VEHICLE_EDIT_EVENT, type VehicleActionEventDetail } from '../element/events/vehicle-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { positiveInteger } from '../fields/branch/element-props';
import { isThemeName } from '../theme/theme-names';
import { ConnectedVehicleDetail } from './ConnectedVehicleDetail';

export const VEHICLE_DETAIL_TAG = 'motorpool-vehicle-detail';

type VehicleDetailElementProps = {
  apiBase?: string;
  organisation?: number;
  pk?: number;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function VehicleDetailElement({ apiBase, organisation, pk, theme, container }: VehicleDetailElementProps) {
  const vehicle = positiveInteger(pk);
  if (vehicle === null) return null;
  return createElement(ConnectedVehicleDetail, {
    key: vehicle,
    apiBase: apiBase || undefined,
    organisation: positiveInteger(organisation) ?? undefined,
    pk: vehicle,
    theme: isThemeName(theme) ? theme : undefined,
    onEdit: (editPk) => dispatchFromHost<VehicleActionEventDetail>(container, VEHICLE_EDIT_EVENT, { pk: editPk }),
    onReportIncident: (vehiclePk) => dispatchFromHost<IncidentReportEventDetail>(container, INCIDENT_REPORT_EVENT, { vehicle: vehiclePk }),
    onOpenIncident: (incidentPk) => dispatchFromHost<IncidentOpenEventDetail>(container, INCIDENT_OPEN_EVENT, { pk: incidentPk }),
  });
}

/**
 * `<motorpool-vehicle-detail>`: one vehicle (spec §2 /vehicles) for the
 * signed-in session, read-only: name, registration, class, serial, branch,
 * status, make, model, paint, body type, doors, seats, fuel type, grade,
 * year, odometer, cost centre, daily rate, rate per km, the key and vehicle
 * pickup locations and its custom fields; "Off the road: reason (reference)"
 * while an incident keeps it from bookings; and the incidents reported on it,
 * latest first (reference, type, reported at the incident's branch, status).
 * Edit shows to holders of organisation_write or super_users, Report
 * incident to those who may raise incidents on vehicles (spec §6: not dealer
 * managers). Nothing renders without a valid `pk`.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's.
 * @attr organisation - The organisation (pk) the vehicle belongs to; absent uses the session's selected one.
 * @attr pk - The vehicle.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-vehicle-edit - `{ detail: { pk } }`: Edit was chosen; open the vehicle form.
 * @event motorpool-incident-report - `{ detail: { vehicle } }`: Report incident was chosen; open the incident form.
 * @event motorpool-incident-open - `{ detail: { pk } }`: one of the vehicle's incidents (or the one keeping it off the road) was chosen.
 *
 * All events bubble and are composed.
 *
 * @cssproperty --motorpool-color-brand - Action buttons and incident references.
 * @cssproperty --motorpool-color-success, --motorpool-color-danger - Active and Inactive badges, and the off-the-road line.
 * @cssproperty --motorpool-color-surface, --motorpool-color-border, --motorpool-color-muted-text - Card, rules and labels.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading: the vehicle's name.
 * @csspart actions - Edit and Report incident beside the heading.
 * @csspart off-the-road - The line saying why the vehicle cannot be booked.
 */
export const MotorpoolVehicleDetailElement = createMotorpoolElement(VEHICLE_DETAIL_TAG, VehicleDetailElement, {
  props: { apiBase: 'string', organisation: 'number', pk: 'number', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-vehicle-detail': InstanceType<typeof MotorpoolVehicleDetailElement>;
  }
}
