import { array, boolean, integer, max, min, nullable, number, object, optional, refine, size, string, trimmed, type, type Infer } from 'superstruct';
import { NamedRef, PrimaryKey } from './common';
import { VehicleBlock } from './vehicle-block';
import { TagGroup, UserTagInput } from './tags';

export const VEHICLE_FUEL_TYPES = ['Petrol', 'Diesel', 'Hybrid', 'Plug-in Hybrid', 'Electric', 'LPG', 'Hydrogen'] as const;
/** Number of odometer ranges `vehicle-filters/` offers (spec §9: "Odometer filter buckets of 10"). */
export const ODOMETER_BUCKETS = 10;
export const VEHICLE_YEAR_MIN = 1950;

export const vehicleMessages = {
  nameRequired: 'Vehicle Name is required',
  branchRequired: 'Branch is required',
  classRequired: 'Vehicle Class is required',
  registrationRequired: 'Registration Number is required',
  registrationInUse: 'Another vehicle in your organisation has this registration number.',
  yearRange: `Year must be between ${VEHICLE_YEAR_MIN} and next year`,
  odometerNegative: 'Odometer cannot be negative',
  notFound: 'Vehicle not found.',
  inactive: 'This vehicle is not available for booking.',
  hasBookings: 'This vehicle has upcoming bookings. Cancel or move them before deleting it.',
  created: 'Vehicle added successfully',
  updated: 'Vehicle updated successfully',
  deleted: 'Vehicle deleted successfully',
} as const;

const PickupLocation = nullable(string());

/** A vehicle as lists, the booking form and vehicle search receive it (spec §3 Booking.vehicle and the vehicle filters). */
export const Vehicle = type({
  pk: PrimaryKey,
  name: string(),
  vehicle_class: string(),
  registrations_num: string(),
  serial: nullable(string()),
  make: nullable(string()),
  model: nullable(string()),
  paint: nullable(string()),
  body_type: nullable(string()),
  doors: nullable(number()),
  seats: nullable(number()),
  fuel_type: nullable(string()),
  grade: nullable(string()),
  year: nullable(number()),
  odometer: number(),
  branch: NamedRef,
  cost_centre: nullable(NamedRef),
  /** Daily rate and rate per km used by `bookings/cost/`; null when the organisation does not charge. */
  daily_rate: nullable(number()),
  rate_per_km: nullable(number()),
  is_active: boolean(),
  vehicle_tags: optional(array(TagGroup)),
  extra_data: type({ key_pickup_location: PickupLocation, vehicle_pickup_location: PickupLocation }),
  /** Off the road because of an incident: no new bookings, extensions or check-outs until it is cleared (null when free to book). */
  blocked: optional(nullable(VehicleBlock)),
});
export type Vehicle = Infer<typeof Vehicle>;

const optionalText = (limit: number) => optional(nullable(size(trimmed(string()), 0, limit)));
const wholeNumber = (low: number, high: number) => optional(nullable(max(min(integer(), low), high)));

/** `POST vehicles/`, `PUT vehicles/{pk}/`. */
export const VehicleWrite = object({
  name: size(trimmed(string()), 1, 100),
  vehicle_class: size(trimmed(string()), 1, 20),
  registrations_num: size(trimmed(string()), 1, 20),
  branch: PrimaryKey,
  serial: optionalText(50),
  make: optionalText(50),
  model: optionalText(50),
  paint: optionalText(30),
  body_type: optionalText(30),
  doors: wholeNumber(0, 10),
  seats: wholeNumber(1, 100),
  fuel_type: optionalText(30),
  grade: optionalText(30),
  year: optional(
    nullable(refine(integer(), 'year', (value) => (value >= VEHICLE_YEAR_MIN && value <= new Date().getFullYear() + 1) || vehicleMessages.yearRange)),
  ),
  odometer: optional(max(min(integer(), 0), 10_000_000)),
  cost_centre: optional(nullable(PrimaryKey)),
  daily_rate: optional(nullable(max(min(number(), 0), 1_000_000))),
  rate_per_km: optional(nullable(max(min(number(), 0), 10_000))),
  is_active: optional(boolean()),
  vehicle_tags: optional(array(UserTagInput)),
  extra_data: optional(object({ key_pickup_location: optionalText(200), vehicle_pickup_location: optionalText(200) })),
});
export type VehicleWrite = Infer<typeof VehicleWrite>;

export const OdometerRange = type({ label: string(), min: number(), max: number() });
export type OdometerRange = Infer<typeof OdometerRange>;

/** `GET vehicle-filters/` (spec §3 vehicle filters): the values present among the organisation's (or branch's) vehicles. */
export const VehicleFilters = type({
  doors: array(number()),
  models: array(string()),
  paints: array(string()),
  body_types: array(string()),
  odometer: array(OdometerRange),
  cost_centres: array(NamedRef),
  fuel_types: array(string()),
  grades: array(string()),
  seats: array(number()),
  custom_fields: array(TagGroup),
  class: array(string()),
  years: array(number()),
});
export type VehicleFilters = Infer<typeof VehicleFilters>;

/**
 * Filters shared by `vehicles/` and `vehicle-search/`. Multi-valued filters
 * are JSON lists, as spec §7 sends hub_pks; odometer lists indexes into
 * VehicleFilters.odometer; custom_fields is a JSON object {tag_group_name: value}.
 */
export type VehicleFilterQuery = {
  branch_pk?: number;
  search?: string;
  doors?: string;
  models?: string;
  paints?: string;
  body_types?: string;
  odometer?: string;
  cost_centres?: string;
  fuel_types?: string;
  grades?: string;
  seats?: string;
  class?: string;
  years?: string;
  custom_fields?: string;
  is_active?: boolean;
  page?: number;
  page_size?: number;
  ordering?: 'name' | '-name' | 'registrations_num' | '-registrations_num';
};

/** `GET vehicle-search/`: vehicles of a branch free for the whole range (buffer included) that the driver's licence covers. */
export type VehicleSearchQuery = VehicleFilterQuery & {
  branch_pk: number;
  start_datetime: string;
  end_datetime: string;
  driver_pk?: number;
  /** When editing, the booking being edited does not count as a clash. */
  exclude_booking_pk?: number;
};
