import { BOOKING_LISTS, type BookingListName } from '@motorpool/api';
import { createElement } from 'react';
import { positiveInteger } from '../fields/branch/element-props';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedBookingForm, type BookingSavedDetail } from './ConnectedBookingForm';

export const BOOKING_FORM_TAG = 'motorpool-booking-form';
export const BOOKING_SAVED_EVENT = 'motorpool-booking-saved';
export const BOOKING_CANCEL_EVENT = 'motorpool-booking-cancel';

export type BookingSavedEventDetail = BookingSavedDetail;
export type BookingCancelEventDetail = { pk: number | null; list: BookingListName | null };

declare global {
  interface GlobalEventHandlersEventMap {
    [BOOKING_SAVED_EVENT]: CustomEvent<BookingSavedEventDetail>;
    [BOOKING_CANCEL_EVENT]: CustomEvent<BookingCancelEventDetail>;
  }
}

type BookingFormElementProps = {
  apiBase?: string;
  bookingPk?: number;
  list?: string;
  branch?: number;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

const bookingList = (value: string | undefined): BookingListName | null =>
  (BOOKING_LISTS as readonly string[]).includes(value ?? '') ? (value as BookingListName) : null;

function BookingFormElement({ apiBase, bookingPk, list, branch, theme, container }: BookingFormElementProps) {
  const pk = positiveInteger(bookingPk);
  const listName = bookingList(list);
  return createElement(ConnectedBookingForm, {
    // Another booking (or add after edit) starts over rather than carry values across.
    key: pk ?? 'new',
    apiBase: apiBase || undefined,
    bookingPk: pk,
    list: listName,
    branch: positiveInteger(branch),
    theme: isThemeName(theme) ? theme : undefined,
    onSaved: (detail) => dispatchFromHost<BookingSavedEventDetail>(container, BOOKING_SAVED_EVENT, detail),
    onCancel: () => dispatchFromHost<BookingCancelEventDetail>(container, BOOKING_CANCEL_EVENT, { pk, list: listName }),
  });
}

/**
 * `<motorpool-booking-form>`: Add Booking and Edit Booking for the signed-in
 * session (spec §2, §3 Booking, §5): branch (its time zone shown; every time
 * is wall-clock at the branch), start and end with a calendar and the 12-hour
 * time picker, the day count, driver (a driver-only caller books for
 * themselves; a driver without a valid licence cannot book) and up to ten
 * secondary drivers, a vehicle free for the time chosen with the vehicle
 * filters, purpose of trip, booking type, booking tags, a cost estimate, and
 * for a new booking a daily, weekly or monthly series whose clashing dates
 * can be checked, then skipped or the series cancelled. Editing asks a reason
 * for the change. Saves show 'Saving...', then a toast (render a `Toaster` on
 * the page); a failure keeps everything typed, with the server's messages on
 * their fields and its title at the top.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; absent uses the session's.
 * @attr booking-pk - The booking to edit; absent to add one.
 * @attr list - `bookings`, `my-bookings` or `my-branch-bookings`: the list the host shows, handed back in the events.
 * @attr branch - The branch a new booking starts at; absent uses the caller's own branch.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-booking-saved - `{ detail: { pks, list } }` after a save (a series names every booking made). Bubbles, composed.
 * @event motorpool-booking-cancel - `{ detail: { pk, list } }`: Cancel (or Close) was pressed. Bubbles, composed.
 *
 * @cssproperty --motorpool-color-brand, --motorpool-color-brand-contrast - Buttons, chosen days and focus.
 * @cssproperty --motorpool-color-danger, --motorpool-color-danger-surface - Errors and clashing dates.
 * @cssproperty --motorpool-color-text, --motorpool-color-muted-text, --motorpool-color-surface, --motorpool-color-border - Card and fields.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 * @csspart form - The booking's `<form>`.
 * @csspart actions - The row of buttons that ends the form (Save, Cancel).
 */
export const MotorpoolBookingFormElement = createMotorpoolElement(BOOKING_FORM_TAG, BookingFormElement, {
  props: { apiBase: 'string', bookingPk: 'number', list: 'string', branch: 'number', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-booking-form': InstanceType<typeof MotorpoolBookingFormElement>;
  }
}
