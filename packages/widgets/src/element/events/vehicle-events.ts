/** The vehicle table's events, apart from its element so the vehicle form and detail can send them without bundling the table. */
export const VEHICLE_ADD_EVENT = 'motorpool-vehicle-add';
export const VEHICLE_EDIT_EVENT = 'motorpool-vehicle-edit';
/** View was chosen on a row (or its name): the host opens the vehicle's detail. */
export const VEHICLE_OPEN_EVENT = 'motorpool-vehicle-open';
/** Shared with `<motorpool-vehicle-form>`: a vehicle was deleted, from either. */
export const VEHICLE_DELETED_EVENT = 'motorpool-vehicle-deleted';

/** The vehicle a row action was chosen on. */
export type VehicleActionEventDetail = { pk: number };

declare global {
  interface GlobalEventHandlersEventMap {
    [VEHICLE_ADD_EVENT]: CustomEvent<null>;
    [VEHICLE_EDIT_EVENT]: CustomEvent<VehicleActionEventDetail>;
    [VEHICLE_OPEN_EVENT]: CustomEvent<VehicleActionEventDetail>;
    [VEHICLE_DELETED_EVENT]: CustomEvent<VehicleActionEventDetail>;
  }
}
