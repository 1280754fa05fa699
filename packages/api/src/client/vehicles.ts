import type { Infer } from 'superstruct';
import { MessageResponse } from '../structs/account-recovery';
import { listOf } from '../structs/common';
import { Vehicle, VehicleFilters, type VehicleFilterQuery, type VehicleSearchQuery, type VehicleWrite } from '../structs/vehicle';
import type { Requester } from './request';

const VehicleList = listOf(Vehicle);
export type VehicleList = Infer<typeof VehicleList>;

/** Vehicles of the fleet service (spec §2 /vehicles, §3 vehicle filters, §7 vehicle-search). */
export function vehicleCalls(request: Requester) {
  return {
    /** `GET vehicles/` with the filters; `is_export=csv` streams the filtered set. */
    listVehicles: (query: VehicleFilterQuery = {}) => request('tfm', 'vehicles/', { query }, VehicleList),
    getVehicle: (pk: number) => request('tfm', `vehicles/${pk}/`, {}, Vehicle),
    createVehicle: (body: VehicleWrite) => request('tfm', 'vehicles/', { method: 'POST', body }, Vehicle),
    updateVehicle: (pk: number, body: VehicleWrite) => request('tfm', `vehicles/${pk}/`, { method: 'PUT', body }, Vehicle),
    /** Soft delete; refused while the vehicle has active bookings ahead. */
    deleteVehicle: (pk: number) => request('tfm', `vehicles/${pk}/`, { method: 'DELETE' }, MessageResponse),
    /** `GET vehicle-filters/`: the values to filter by, optionally for one branch. */
    getVehicleFilters: (query: { branch_pk?: number } = {}) => request('tfm', 'vehicle-filters/', { query }, VehicleFilters),
    /** `GET vehicle-search/`: vehicles free for the range at the branch that the driver may drive. */
    searchVehicles: (query: VehicleSearchQuery) => request('tfm', 'vehicle-search/', { query }, VehicleList),
  };
}
export type VehicleCalls = ReturnType<typeof vehicleCalls>;
