import { array, boolean, nullable, number, object, optional, record, string, unknown, type Infer } from 'superstruct';
import { PrimaryKey, jsonValue } from './common';
import { UserTag } from './tags';

const Ref = object({ pk: PrimaryKey });

/** `POST /bookings/` and `PUT /bookings/{pk}/` body (spec §7). */
export const BookingPayload = object({
  pk: optional(nullable(PrimaryKey)),
  vehicle: Ref,
  branch: Ref,
  driver: Ref,
  address: optional(nullable(string())),
  location: optional(nullable(object({ coordinates: array(number()) }))),
  destination: optional(nullable(Ref)),
  address_features: optional(nullable(record(string(), unknown()))),
  is_active: optional(boolean()),
  is_overnight: optional(boolean()),
  purpose_of_trip: optional(nullable(string())),
  booking_tags: optional(array(UserTag)),
  booking_type: optional(nullable(string())),
  cost_centre: optional(nullable(jsonValue)),
  reason_for_change: optional(nullable(string())),
  is_recurring: optional(boolean()),
  recurring_pattern: optional(nullable(string())),
  days_of_week: optional(nullable(array(number()))),
  dates_of_month: optional(nullable(array(number()))),
  ends_on: optional(nullable(string())),
  secondary_drivers: optional(array(Ref)),
  manager: optional(nullable(string())),
  start_datetime: string(),
  end_datetime: string(),
  extra_data: optional(nullable(record(string(), unknown()))),
  is_hidden: optional(boolean()),
});
export type BookingPayload = Infer<typeof BookingPayload>;

export const IncidentPayload = object({
  booking: optional(nullable(PrimaryKey)),
  vehicle: optional(nullable(PrimaryKey)),
  incident_type: string(),
  incident_sub_type: optional(nullable(string())),
  is_critical: optional(boolean()),
  disallow_vehicle_for_bookings: optional(boolean()),
  address: optional(nullable(string())),
  location: optional(nullable(jsonValue)),
  address_features: optional(nullable(object({ landmark: optional(nullable(string())) }))),
  reported_on: optional(string()),
  incident_tags: optional(array(UserTag)),
});
