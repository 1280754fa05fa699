import { array, boolean, enums, integer, max, min, nullable, number, object, optional, pattern, record, size, string, unknown, type Infer } from 'superstruct';
import { RECURRING_PATTERNS } from './booking';
import { PrimaryKey } from './common';
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
  purpose_of_trip: optional(nullable(size(string(), 0, 200))),
  booking_tags: optional(array(UserTag)),
  booking_type: optional(nullable(size(string(), 0, 50))),
  cost_centre: optional(nullable(Ref)),
  reason_for_change: optional(nullable(size(string(), 0, 500))),
  is_recurring: optional(boolean()),
  recurring_pattern: optional(nullable(enums(RECURRING_PATTERNS))),
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  days_of_week: optional(nullable(array(max(min(integer(), 1), 7)))),
  dates_of_month: optional(nullable(array(max(min(integer(), 1), 31)))),
  /** `YYYY-MM-DD` at the branch: the last date an occurrence may start. */
  ends_on: optional(nullable(pattern(string(), /^\d{4}-\d{2}-\d{2}$/))),
  secondary_drivers: optional(size(array(Ref), 0, 10)),
  manager: optional(nullable(size(string(), 0, 254))),
  /** An instant (`…Z`, `…+10:00`) or a wall-clock time at the branch (`2026-11-23T09:00`); see booking-time.ts. */
  start_datetime: string(),
  end_datetime: string(),
  extra_data: optional(nullable(record(string(), unknown()))),
  is_hidden: optional(boolean()),
  /** For a new series: book the dates that fit and skip those that clash (otherwise any clash refuses the series). */
  skip_conflicting_dates: optional(boolean()),
});
export type BookingPayload = Infer<typeof BookingPayload>;
