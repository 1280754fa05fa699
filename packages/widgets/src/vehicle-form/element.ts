import { createElement } from 'react';
import { positiveInteger } from '../fields/branch/element-props';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { VEHICLE_DELETED_EVENT, type VehicleActionEventDetail } from '../element/events/vehicle-events';
import { ConnectedVehicleForm, type VehicleSavedDetail } from './ConnectedVehicleForm';

export const VEHICLE_FORM_TAG = 'motorpool-vehicle-form';
export const VEHICLE_SAVED_EVENT = 'motorpool-vehicle-saved';
export const VEHICLE_CANCEL_EVENT = 'motorpool-vehicle-cancel';

export type VehicleSavedEventDetail = VehicleSavedDetail;
export type VehicleCancelEventDetail = { pk: number | null };

declare global {
  interface GlobalEventHandlersEventMap {
    [VEHICLE_SAVED_EVENT]: CustomEvent<VehicleSavedEventDetail>;
    [VEHICLE_CANCEL_EVENT]: CustomEvent<VehicleCancelEventDetail>;
  }
}

type VehicleFormElementProps = {
  apiBase?: string;
  vehiclePk?: number;
  branch?: number;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function VehicleFormElement({ apiBase, vehiclePk, branch, theme, container }: VehicleFormElementProps) {
  const pk = positiveInteger(vehiclePk);
  return createElement(ConnectedVehicleForm, {
    // A new pk is another vehicle: start over rather than carry values across.
    key: pk ?? 'new',
    apiBase: apiBase || undefined,
    pk,
    branch: positiveInteger(branch),
    theme: isThemeName(theme) ? theme : undefined,
    onSaved: (detail) => dispatchFromHost<VehicleSavedEventDetail>(container, VEHICLE_SAVED_EVENT, detail),
    onDeleted: (detail) => dispatchFromHost<VehicleActionEventDetail>(container, VEHICLE_DELETED_EVENT, detail),
    onCancel: () => dispatchFromHost<VehicleCancelEventDetail>(container, VEHICLE_CANCEL_EVENT, { pk }),
  });
}

/**
 * `<motorpool-vehicle-form>`: Add Vehicle and Edit Vehicle for the signed-in
 * session (spec §2 /vehicles): General (Vehicle Name, Vehicle Class,
 * Registration Number, Serial, Branch, Active), Specification (Make, Model,
 * Paint, Body Type, Doors, Seats, Fuel Type, Grade, Year, Odometer), Costs
 * (Cost Centre, Daily Rate, Rate per km), Pickup (key and vehicle pickup
 * locations) and the vehicle custom fields. Save shows 'Saving...', then a
 * toast (render a `Toaster` on the page); a failure keeps everything typed,
 * with the server's messages on their fields (a registration number already
 * in use). Editing also offers Delete, after a confirmation ('Deleting...');
 * a vehicle with upcoming bookings is refused, said in the form.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr vehicle-pk - The vehicle to edit; absent to add one.
 * @attr branch - The branch (pk) a new vehicle starts at.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-vehicle-saved - `{ detail: { pk, created } }` after a save. Bubbles, composed.
 * @event motorpool-vehicle-deleted - `{ detail: { pk } }` after the vehicle was deleted. Bubbles, composed.
 * @event motorpool-vehicle-cancel - `{ detail: { pk } }` (pk null when adding): Cancel was pressed; nothing is saved. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-brand, --motorpool-color-brand-contrast - Buttons and focus.
 * @cssproperty --motorpool-color-danger, --motorpool-color-danger-surface - Errors and Delete.
 * @cssproperty --motorpool-color-text, --motorpool-color-muted-text, --motorpool-color-surface, --motorpool-color-border - Card and fields.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The vehicle's `<form>`.
 * @csspart actions - The row of buttons that ends the form (Save, Cancel).
 */
export const MotorpoolVehicleFormElement = createMotorpoolElement(VEHICLE_FORM_TAG, VehicleFormElement, {
  props: { apiBase: 'string', vehiclePk: 'number', branch: 'number', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-vehicle-form': InstanceType<typeof MotorpoolVehicleFormElement>;
  }
}
