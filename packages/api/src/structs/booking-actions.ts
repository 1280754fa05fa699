import { array, boolean, enums, integer, max, min, nullable, number, object, optional, size, string, trimmed, type, type Infer } from 'superstruct';
import { NamedRef, PrimaryKey, jsonValue } from './common';

const reason = size(trimmed(string()), 1, 500);
const optionalReason = optional(nullable(size(trimmed(string()), 0, 500)));
const reading = max(min(integer(), 0), 10_000_000);

/** `POST bookings/{id}/cancel/`: spec §7 `{pk, reason}`; the reason is required. */
export const CancelBookingRequest = object({ pk: optional(PrimaryKey), reason });
export type CancelBookingRequest = Infer<typeof CancelBookingRequest>;
/** `POST bookings/{id}/approve/`. */
export const ApproveBookingRequest = object({ pk: optional(PrimaryKey) });
export type ApproveBookingRequest = Infer<typeof ApproveBookingRequest>;
/** `POST bookings/{id}/decline/`: 'Reason is required'. */
export const DeclineBookingRequest = object({ pk: optional(PrimaryKey), reason });
export type DeclineBookingRequest = Infer<typeof DeclineBookingRequest>;
/** `DELETE bookings/{id}/` with an optional reason (body or `?reason=`). */
export const DeleteBookingRequest = object({ reason: optionalReason });
export type DeleteBookingRequest = Infer<typeof DeleteBookingRequest>;
/** `POST bookings/{id}/complete/`. */
export const CompleteBookingRequest = object({ reason: optionalReason });
export type CompleteBookingRequest = Infer<typeof CompleteBookingRequest>;

/** `POST bookings/{id}/check-out/`: with 'Update Odometer' the driver sends the start reading. */
export const CheckOutRequest = object({ update_odometer: optional(boolean()), odometer_reading: optional(nullable(reading)) });
export type CheckOutRequest = Infer<typeof CheckOutRequest>;
/** `POST bookings/{id}/check-in/`: the end reading; without one the vehicle's reading is used. */
export const CheckInRequest = object({ odometer_reading: optional(nullable(reading)) });
export type CheckInRequest = Infer<typeof CheckInRequest>;

export const ChecklistItem = object({ name: size(trimmed(string()), 1, 100), checked: boolean(), note: optional(nullable(size(string(), 0, 500))) });
/** `POST bookings/{id}/checklist/` (spec §7: is_check_out, checklist, hub_collection). */
export const ChecklistRequest = object({ is_check_out: boolean(), checklist: size(array(ChecklistItem), 0, 100), hub_collection: optional(boolean()) });
export type ChecklistRequest = Infer<typeof ChecklistRequest>;

/** `POST bookings/{pk}/booking-extension/`. */
export const BookingExtensionRequest = object({ start_datetime: optional(string()), end_datetime: string() });
export type BookingExtensionRequest = Infer<typeof BookingExtensionRequest>;

/** `PATCH bookings/bulk/cancel/`: one reason for every selected booking. */
export const BulkCancelRequest = object({ booking_pks: size(array(PrimaryKey), 1, 500), reason });
export type BulkCancelRequest = Infer<typeof BulkCancelRequest>;
/** `POST delete-recurring-bookings/` and `cancel-recurring-bookings/`: the series' bookings from a date on (default: all not yet started). */
export const RecurringActionRequest = object({ multi_booking_id: size(string(), 1, 64), from_datetime: optional(nullable(string())), reason: optionalReason });
export type RecurringActionRequest = Infer<typeof RecurringActionRequest>;

/** One booking's outcome in a bulk or series action: done, or why not. */
export const BulkOutcome = type({ pk: PrimaryKey, ok: boolean(), title: optional(nullable(string())) });
export const BulkActionResult = type({ message: string(), results: array(BulkOutcome), errors: optional(nullable(type({ title: string() }))) });
export type BulkActionResult = Infer<typeof BulkActionResult>;

/** `POST bookings/validate/`: does a range fit the branch's business hours and calendar rules? */
export const ValidateBookingRequest = object({ branch: object({ pk: PrimaryKey }), start_datetime: string(), end_datetime: string() });
export type ValidateBookingRequest = Infer<typeof ValidateBookingRequest>;
export const ValidateBookingResult = type({ valid: boolean(), errors: array(string()) });
export type ValidateBookingResult = Infer<typeof ValidateBookingResult>;

/** `POST bookings/check-booking-vehicle/`: is this vehicle free for the range? */
export const CheckBookingVehicleRequest = object({
  vehicle: object({ pk: PrimaryKey }),
  start_datetime: string(),
  end_datetime: string(),
  exclude_booking_pk: optional(nullable(PrimaryKey)),
});
export type CheckBookingVehicleRequest = Infer<typeof CheckBookingVehicleRequest>;
export const CheckBookingVehicleResult = type({ available: boolean(), title: optional(nullable(string())) });
export type CheckBookingVehicleResult = Infer<typeof CheckBookingVehicleResult>;
/** `POST bookings/check-booking-status/`: the current statuses of bookings a screen holds. */
export const CheckBookingStatusRequest = object({ booking_pks: size(array(PrimaryKey), 1, 500) });
export const BookingStatusEntry = type({ pk: PrimaryKey, status: string(), is_deleted: boolean(), is_hidden: boolean() });
export const CheckBookingStatusResult = type({ results: array(BookingStatusEntry) });
export type CheckBookingStatusResult = Infer<typeof CheckBookingStatusResult>;

/** `POST check-recurring-bookings/` with a booking payload: each occurrence and what (if anything) refuses it. */
export const RecurringOccurrence = type({ start_datetime: string(), end_datetime: string(), conflict: nullable(string()) });
export const RecurringCheckResult = type({ occurrences: array(RecurringOccurrence), conflicts: number() });
export type RecurringCheckResult = Infer<typeof RecurringCheckResult>;

/** `GET bookings/cost/?vehicle_pk&start_datetime&end_datetime&distance`. */
export const BookingCost = type({
  currency: string(),
  days: number(),
  distance: number(),
  daily_rate: nullable(number()),
  rate_per_km: nullable(number()),
  estimated_cost: number(),
});
export type BookingCost = Infer<typeof BookingCost>;

/** `GET booking-trips/?booking_id=`: each check-out → check-in. */
export const BookingTrip = type({
  pk: PrimaryKey,
  booking: PrimaryKey,
  check_out_at: string(),
  check_in_at: nullable(string()),
  start_odometer: nullable(number()),
  end_odometer: nullable(number()),
  distance: nullable(number()),
  is_late_return: boolean(),
});
export type BookingTrip = Infer<typeof BookingTrip>;

/** `GET bookings/{pk}/audits/`: who changed what, when and why. */
export const BookingAuditEntry = type({
  pk: PrimaryKey,
  action: string(),
  from_status: nullable(string()),
  to_status: nullable(string()),
  reason: nullable(string()),
  changes: nullable(jsonValue),
  actor: nullable(NamedRef),
  created_at: string(),
});
export type BookingAuditEntry = Infer<typeof BookingAuditEntry>;

/** `GET booking/{pk}/evaluate/{action}/?signature=`: what the emailed link shows; it changes nothing. */
export const BookingEvaluation = type({
  pk: PrimaryKey,
  action: enums(['approve', 'decline']),
  status: string(),
  vehicle: nullable(string()),
  driver: nullable(string()),
  branch: string(),
  start_datetime: string(),
  end_datetime: string(),
  expires_at: string(),
});
export type BookingEvaluation = Infer<typeof BookingEvaluation>;

export const BookingActionResult = type({ message: string(), status: optional(string()) });
export type BookingActionResult = Infer<typeof BookingActionResult>;

export const DriverOption = type({
  pk: PrimaryKey,
  name: string(),
  email: nullable(string()),
  license_class: array(string()),
  license_valid_upto: nullable(string()),
  can_book: boolean(),
});
export type DriverOption = Infer<typeof DriverOption>;

export const BOOKING_ACTIONS = ['edit', 'delete', 'cancel', 'approve', 'decline', 'check_out', 'check_in', 'checklist', 'complete', 'extend'] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** Approve or decline from a signed email link (spec §3 Booking action). */
export const BookingActionRequest = object({
  pk: PrimaryKey,
  signature: string(),
  action: enums(['approve', 'decline']),
  reason: optional(string()),
});
export type BookingActionRequest = Infer<typeof BookingActionRequest>;
