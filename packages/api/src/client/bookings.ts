import type { Infer } from 'superstruct';
import { listOf } from '../structs/common';
import { Booking, CreatedBookings } from '../structs/booking';
import type { BookingPayload } from '../structs/booking-payload';
import {
  BookingActionResult,
  BookingAuditEntry,
  BookingCost,
  BookingEvaluation,
  BookingTrip,
  BulkActionResult,
  CheckBookingStatusResult,
  CheckBookingVehicleResult,
  DriverOption,
  RecurringCheckResult,
  ValidateBookingResult,
  type BookingActionRequest,
  type BookingExtensionRequest,
  type BulkCancelRequest,
  type CancelBookingRequest,
  type CheckBookingVehicleRequest,
  type CheckInRequest,
  type CheckOutRequest,
  type ChecklistRequest,
  type DeclineBookingRequest,
  type RecurringActionRequest,
  type ValidateBookingRequest,
} from '../structs/booking-actions';
import type { ExportFormat } from '../structs/user-table';
import { approvalRuleCalls } from './approval-rules';
import { bookingSettingCalls } from './booking-settings';
import { BranchHolidayListResponse, TagGroupListResponse } from './lists';
import type { Requester } from './request';

const BookingList = listOf(Booking);
export type BookingList = Infer<typeof BookingList>;
const AuditList = listOf(BookingAuditEntry);
const TripList = listOf(BookingTrip);
const DriverList = listOf(DriverOption);
export type DriverList = Infer<typeof DriverList>;

/** The three booking lists of spec §7; `hidden-bookings` is `bookings/` with `is_hidden=true`. */
export const BOOKING_LISTS = ['bookings', 'my-bookings', 'my-branch-bookings'] as const;
export type BookingListName = (typeof BOOKING_LISTS)[number];

export type BookingListQuery = {
  page?: number;
  page_size?: number;
  ordering?: 'start_datetime' | '-start_datetime';
  /** Comma-separated statuses (spec §4 names), plus 'Deleted' and 'Hidden'. */
  status?: string;
  branch_pk?: number;
  vehicle_pk?: number;
  driver_pk?: number;
  multi_booking_id?: string;
  search?: string;
  /** Bookings overlapping [from, to): dates `YYYY-MM-DD` or instants. */
  from?: string;
  to?: string;
  is_hidden?: boolean;
  is_deleted?: boolean;
  /** Spec §7: the export flag becomes is_export. */
  is_export?: ExportFormat;
};

/** Booking calls of the fleet service (spec §7). */
export function bookingCalls(request: Requester) {
  const action = (pk: number, name: string, body: unknown = {}) => request('tfm', `bookings/${pk}/${name}/`, { method: 'POST', body }, BookingActionResult);
  return {
    listBookings: (list: BookingListName, query: BookingListQuery = {}) => request('tfm', `${list}/`, { query }, BookingList),
    getBooking: (pk: number) => request('tfm', `bookings/${pk}/`, {}, Booking),
    /** `POST bookings/`: one booking, or a series' bookings with the dates skipped. */
    createBooking: (body: BookingPayload) => request('tfm', 'bookings/', { method: 'POST', body }, CreatedBookings),
    updateBooking: (pk: number, body: BookingPayload) => request('tfm', `bookings/${pk}/`, { method: 'PUT', body }, Booking),
    deleteBooking: (pk: number, reason?: string) =>
      request('tfm', `bookings/${pk}/`, { method: 'DELETE', body: { reason: reason ?? null } }, BookingActionResult),
    extendBooking: (pk: number, body: BookingExtensionRequest) => request('tfm', `bookings/${pk}/booking-extension/`, { method: 'POST', body }, Booking),
    cancelBooking: (pk: number, body: CancelBookingRequest) => action(pk, 'cancel', body),
    approveBooking: (pk: number) => action(pk, 'approve', { pk }),
    declineBooking: (pk: number, body: DeclineBookingRequest) => action(pk, 'decline', body),
    completeBooking: (pk: number, reason?: string) => action(pk, 'complete', { reason: reason ?? null }),
    checkOut: (pk: number, body: CheckOutRequest) => action(pk, 'check-out', body),
    checkIn: (pk: number, body: CheckInRequest) => action(pk, 'check-in', body),
    submitChecklist: (pk: number, body: ChecklistRequest) => action(pk, 'checklist', body),
    bulkCancel: (body: BulkCancelRequest) => request('tfm', 'bookings/bulk/cancel/', { method: 'PATCH', body }, BulkActionResult),
    deleteRecurring: (body: RecurringActionRequest) => request('tfm', 'delete-recurring-bookings/', { method: 'POST', body }, BulkActionResult),
    cancelRecurring: (body: RecurringActionRequest) => request('tfm', 'cancel-recurring-bookings/', { method: 'POST', body }, BulkActionResult),
    /** `POST check-recurring-bookings/`: the occurrences a series payload would create and each one's clash. */
    checkRecurring: (body: BookingPayload) => request('tfm', 'check-recurring-bookings/', { method: 'POST', body }, RecurringCheckResult),
    validateBooking: (body: ValidateBookingRequest) => request('tfm', 'bookings/validate/', { method: 'POST', body }, ValidateBookingResult),
    checkBookingVehicle: (body: CheckBookingVehicleRequest) =>
      request('tfm', 'bookings/check-booking-vehicle/', { method: 'POST', body }, CheckBookingVehicleResult),
    checkBookingStatus: (bookingPks: number[]) =>
      request('tfm', 'bookings/check-booking-status/', { method: 'POST', body: { booking_pks: bookingPks } }, CheckBookingStatusResult),
    getBookingCost: (query: { vehicle_pk: number; start_datetime: string; end_datetime: string; distance?: number; branch_pk?: number }) =>
      request('tfm', 'bookings/cost/', { query }, BookingCost),
    listBookingAudits: (pk: number) => request('tfm', `bookings/${pk}/audits/`, {}, AuditList),
    listBookingTrips: (bookingId: number) => request('tfm', 'booking-trips/', { query: { booking_id: bookingId } }, TripList),
    /** `GET drivers/`: who can be chosen as driver in the caller's scope, with whether their licence lets them book. */
    listDrivers: (query: { search?: string; branch_pk?: number; page?: number; page_size?: number } = {}) => request('tfm', 'drivers/', { query }, DriverList),
    /** `GET tags/booking/?branch_pk=`: booking custom fields. */
    listBookingTags: (branchPk?: number) => request('tfm', 'tags/booking/', { query: { branch_pk: branchPk } }, TagGroupListResponse),
    /** `GET branch-holidays/?branch=&year=`: days the branch is closed. */
    listBookingBranchHolidays: (query: { branch: number; year?: number }) => request('tfm', 'branch-holidays/', { query }, BranchHolidayListResponse),

    /** `GET booking/{pk}/evaluate/{action}/?signature=`: what an emailed link is about; changes nothing. */
    evaluateBookingLink: (pk: number, action: 'approve' | 'decline', signature: string) =>
      request('tfm', `booking/${pk}/evaluate/${action}/`, { query: { signature }, organisation: null }, BookingEvaluation),
    /** `POST booking/{pk}/evaluate/`: acts on an emailed link, signed-in or not. */
    submitBookingLink: (body: BookingActionRequest) =>
      request('tfm', `booking/${body.pk}/evaluate/`, { method: 'POST', body, organisation: null }, BookingActionResult),

    ...bookingSettingCalls(request),
    ...approvalRuleCalls(request),
  };
}
export type BookingCalls = ReturnType<typeof bookingCalls>;
