import { array, boolean, nullable, optional, string, type, type Infer } from 'superstruct';
import { PrimaryKey, jsonValue } from './common';
import { UserTag } from './tags';

/** An incident raised against a booking or vehicle (spec §3 Incident). */
export const Incident = type({
  pk: optional(PrimaryKey),
  booking: nullable(PrimaryKey),
  booking_trip_details: optional(nullable(jsonValue)),
  incident_type: string(),
  incident_sub_type: optional(nullable(string())),
  vehicle: nullable(PrimaryKey),
  is_critical: boolean(),
  is_verified: boolean(),
  disallow_vehicle_for_bookings: boolean(),
  address: optional(nullable(string())),
  location: optional(nullable(jsonValue)),
  address_features: optional(nullable(type({ landmark: optional(nullable(string())) }))),
  reported_on: string(),
  incident_tags: optional(array(UserTag)),
});
export type Incident = Infer<typeof Incident>;
