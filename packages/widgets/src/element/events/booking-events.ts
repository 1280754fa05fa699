import { BOOKING_LISTS, type BookingListName } from '@motorpool/api';

/** The booking table's events, apart from its element so the booking detail can send them without bundling the table. */
export const BOOKING_OPEN_EVENT = 'motorpool-booking-open';
export const BOOKING_EDIT_EVENT = 'motorpool-booking-edit';
export const BOOKING_ADD_EVENT = 'motorpool-booking-add';
export const BOOKING_CHANGED_EVENT = 'motorpool-booking-changed';

export type BookingOpenEventDetail = { pk: number };
export type BookingEditEventDetail = { pk: number; list: BookingListName };
export type BookingAddEventDetail = { list: BookingListName };
/** Which bookings an action changed, and the action (`cancel`, `check_out`, … or `bulk_cancel`). */
export type BookingChangedEventDetail = { pks: number[]; action: string };

declare global {
  interface GlobalEventHandlersEventMap {
    [BOOKING_OPEN_EVENT]: CustomEvent<BookingOpenEventDetail>;
    [BOOKING_EDIT_EVENT]: CustomEvent<BookingEditEventDetail>;
    [BOOKING_ADD_EVENT]: CustomEvent<BookingAddEventDetail>;
    [BOOKING_CHANGED_EVENT]: CustomEvent<BookingChangedEventDetail>;
  }
}

export const isBookingListName = (value: unknown): value is BookingListName => (BOOKING_LISTS as readonly unknown[]).includes(value);
