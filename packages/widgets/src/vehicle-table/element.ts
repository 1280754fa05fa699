import { createElement } from 'react';
import { positiveInteger } from '../fields/branch/element-props';
import { pageSizeOr } from '../ui/data-table/features';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedVehicleTable } from './ConnectedVehicleTable';
import { INCIDENT_REPORT_EVENT, type IncidentReportEventDetail } from '../element/events/incident-events';
import {
  VEHICLE_ADD_EVENT,
  VEHICLE_DELETED_EVENT,
  VEHICLE_EDIT_EVENT,
  VEHICLE_OPEN_EVENT,
  type VehicleActionEventDetail,
} from '../element/events/vehicle-events';

export {
  VEHICLE_ADD_EVENT,
  VEHICLE_EDIT_EVENT,
  VEHICLE_OPEN_EVENT,
  VEHICLE_DELETED_EVENT,
  type VehicleActionEventDetail,
} from '../element/events/vehicle-events';

export const VEHICLE_TABLE_TAG = 'motorpool-vehicle-table';

type VehicleTableElementProps = {
  apiBase?: string;
  organisation?: number;
  pageSize?: number;
  branch?: number;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function VehicleTableElement({ apiBase, organisation, pageSize, branch, theme, container }: VehicleTableElementProps) {
  const announce = (type: string) => (pk: number) => dispatchFromHost<VehicleActionEventDetail>(container, type, { pk });
  return createElement(ConnectedVehicleTable, {
    apiBase: apiBase || undefined,
    organisation: positiveInteger(organisation) ?? undefined,
    pageSize: pageSizeOr(pageSize),
    branch: positiveInteger(branch),
    theme: isThemeName(theme) ? theme : undefined,
    onView: announce(VEHICLE_OPEN_EVENT),
    onAdd: () => dispatchFromHost<null>(container, VEHICLE_ADD_EVENT, null),
    onEdit: announce(VEHICLE_EDIT_EVENT),
    onDeleted: announce(VEHICLE_DELETED_EVENT),
    onReportIncident: (pk) => dispatchFromHost<IncidentReportEventDetail>(container, INCIDENT_REPORT_EVENT, { vehicle: pk }),
  });
}

/**
 * `<motorpool-vehicle-table>`: the vehicles of the signed-in session's
 * organisation (spec §2 /vehicles, §3 vehicle filters): Action, Name,
 * Registration, Class, Make/Model, Branch, Fuel, Seats, Doors, Year,
 * Odometer, Cost Centre and Status (Active green, Inactive red). Search, the
 * order by name or registration, the Status filter and the filter panel
 * (branch, class, fuel types, seats, doors, body types, models, paints,
 * grades, years, odometer ranges, cost centres, custom fields) are the
 * server's; pages of 1, 2, 10, 15, 20, 30, 45 or 60 rows. 'Export CSV'
 * downloads the filtered set. View (and each row's name) opens a vehicle
 * for every viewer. Add Vehicle, Edit and Delete show only to
 * holders of organisation_write or super_users (spec §6); Delete asks first,
 * then shows a toast, or the server's refusal (a vehicle with upcoming
 * bookings) as a toast (render a `Toaster` on the page). 'Report incident'
 * shows to holders of incident_write other than dealer managers.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's.
 * @attr organisation - The organisation (pk) whose vehicles to show; absent uses the session's selected one.
 * @attr page-size - Rows per page to start with: 1, 2, 10, 15, 20, 30, 45 or 60 (15 otherwise).
 * @attr branch - The branch (pk) to filter by at first; absent shows every branch.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-vehicle-open - `{ detail: { pk } }`: View or a row's name was chosen; open the vehicle's detail. Bubbles, composed.
 * @event motorpool-vehicle-add - `{ detail: null }`: Add Vehicle was pressed; open the vehicle form. Bubbles, composed.
 * @event motorpool-vehicle-edit - `{ detail: { pk } }`: Edit was chosen; open the vehicle form. Bubbles, composed.
 * @event motorpool-vehicle-deleted - `{ detail: { pk } }` after a vehicle was deleted. Bubbles, composed.
 * @event motorpool-incident-report - `{ detail: { vehicle } }`: Report incident was chosen on a row; open the incident form. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-success, --motorpool-color-danger - Active and Inactive badges.
 * @cssproperty --motorpool-color-brand, --motorpool-color-brand-contrast - Add Vehicle, hovered actions and the loading bar.
 * @cssproperty --motorpool-color-surface, --motorpool-color-border, --motorpool-color-muted-text - Table and filter panel.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart toolbar - The row of search, filters and actions above the table.
 * @csspart table - The `<table>` of rows.
 * @csspart cards - The rows as cards, in place of the table when the element's box is narrow.
 */
export const MotorpoolVehicleTableElement = createMotorpoolElement(VEHICLE_TABLE_TAG, VehicleTableElement, {
  props: { apiBase: 'string', organisation: 'number', pageSize: 'number', branch: 'number', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-vehicle-table': InstanceType<typeof MotorpoolVehicleTableElement>;
  }
}
