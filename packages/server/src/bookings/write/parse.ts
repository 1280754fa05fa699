import type { BookingPayload } from '@motorpool/api';

/**
 * A booking payload read without the database: the pks it names, each once
 * (secondary drivers without repeats or the driver), for the resolve step to
 * look up together. Times are read in the check step, at the branch's zone.
 */
export type BookingRequest = {
  payload: BookingPayload;
  branchPk: number;
  vehiclePk: number;
  driverId: number;
  secondaryDriverIds: number[];
  costCentrePk: number | undefined;
  destinationPk: number | undefined;
};

export function parseBookingRequest(payload: BookingPayload): BookingRequest {
  const driverId = payload.driver.pk;
  return {
    payload,
    branchPk: payload.branch.pk,
    vehiclePk: payload.vehicle.pk,
    driverId,
    secondaryDriverIds: [...new Set((payload.secondary_drivers ?? []).map((ref) => ref.pk))].filter((id) => id !== driverId),
    costCentrePk: payload.cost_centre?.pk,
    destinationPk: payload.destination?.pk,
  };
}
