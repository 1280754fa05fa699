import { createElement } from 'react';
import { positiveInteger } from '../fields/branch/element-props';
import { pageSizeOr } from '../ui/data-table/features';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { BOOKING_TABLE_VARIANTS, type BookingTableVariant } from './columns';
import { ConnectedBookingTable } from './ConnectedBookingTable';
import {
  BOOKING_ADD_EVENT,
  BOOKING_CHANGED_EVENT,
  BOOKING_EDIT_EVENT,
  BOOKING_OPEN_EVENT,
  isBookingListName,
  type BookingAddEventDetail,
  type BookingChangedEventDetail,
  type BookingEditEventDetail,
  type BookingOpenEventDetail,
} from '../element/events/booking-events';

export const BOOKING_TABLE_TAG = 'motorpool-booking-table';

const isVariant = (value: unknown): value is BookingTableVariant => (BOOKING_TABLE_VARIANTS as readonly unknown[]).includes(value);

type BookingTableElementProps = {
  apiBase?: string;
  organisation?: number;
  list?: string;
  hiddenBookings?: boolean;
  variant?: string;
  pageSize?: number;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function BookingTableElement({ apiBase, organisation, list, hiddenBookings, variant, pageSize, theme, container }: BookingTableElementProps) {
  const listName = isBookingListName(list) ? list : 'bookings';
  return createElement(ConnectedBookingTable, {
    // Another list or view is another table: its query and ticks start afresh.
    key: `${listName}-${hiddenBookings === true}`,
    apiBase: apiBase || undefined,
    organisation: positiveInteger(organisation) ?? undefined,
    list: listName,
    hidden: hiddenBookings === true,
    variant: isVariant(variant) ? variant : 'default',
    pageSize: pageSizeOr(pageSize),
    theme: isThemeName(theme) ? theme : undefined,
    onView: (pk) => dispatchFromHost<BookingOpenEventDetail>(container, BOOKING_OPEN_EVENT, { pk }),
    onEdit: (pk, editList) => dispatchFromHost<BookingEditEventDetail>(container, BOOKING_EDIT_EVENT, { pk, list: editList }),
    onAdd: (addList) => dispatchFromHost<BookingAddEventDetail>(container, BOOKING_ADD_EVENT, { list: addList }),
    onChanged: (pks, action) => dispatchFromHost<BookingChangedEventDetail>(container, BOOKING_CHANGED_EVENT, { pks, action }),
  });
}

/**
 * `<motorpool-booking-table>`: a bookings list of spec §2 for the signed-in
 * session: Action, Booking ID, Vehicle (name and registration), Driver,
 * Branch, Start, End (at the branch), Day count, Status (Deleted outranks
 * Hidden outranks the status, each in its colour), Purpose, Booking Type and
 * Created By. Ordered by start (newest first; the Start header turns it
 * round); filters for statuses, branch, a range of days and a search; pages
 * of 1, 2, 10, 15, 20, 30, 45 or 60 rows.
 *
 * Each row offers what the server allows the viewer (spec §4, §6): View and
 * Edit fire events; Approve runs at once; Decline and Cancel ask a reason;
 * Delete and Complete take one if given; Check-out asks for a start reading
 * with 'Update Odometer'; Check-in takes an optional end reading; Extend asks
 * for the new end. A recurring booking also offers Cancel series and Delete
 * series. Past six actions the rest go into 'more'. Ticked rows are cancelled
 * together with one reason; bookings the server would not cancel are listed.
 * Results show as toasts (render a `Toaster`). Export gives CSV or XLSX of
 * the filtered list.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's.
 * @attr organisation - The organisation (pk) whose bookings to show; absent uses the session's selected one.
 * @attr list - `bookings` (default), `my-bookings` or `my-branch-bookings`.
 * @attr hidden-bookings - `true`: only hidden bookings (`/hidden-bookings`). Not `hidden`: that global
 *   attribute would hide the element itself.
 * @attr variant - `default`, or `sr`: the compact `{sr_view}` list (Action, Booking ID, Vehicle, Driver, Start, End, Status).
 * @attr page-size - Rows per page to start with: 1, 2, 10, 15, 20, 30, 45 or 60 (15 otherwise).
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-booking-open - `{ detail: { pk } }`: View was chosen.
 * @event motorpool-booking-edit - `{ detail: { pk, list } }`: Edit was chosen; open the booking form.
 * @event motorpool-booking-add - `{ detail: { list } }`: New booking was chosen (shown to people who may book).
 * @event motorpool-booking-changed - `{ detail: { pks, action } }` after an action changed bookings.
 *
 * All events bubble and are composed.
 *
 * @cssproperty --motorpool-color-brand - Sort arrows, buttons, hovered actions and the loading bar.
 * @cssproperty --motorpool-color-success, --motorpool-color-danger - Status badges; destructive dialogs.
 * @cssproperty --motorpool-color-surface, --motorpool-color-border, --motorpool-color-muted-text - Table and panels.
 * @cssproperty --motorpool-color-focus-ring - Focus ring.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart toolbar - The row of search, filters and actions above the table.
 * @csspart table - The `<table>` of rows.
 * @csspart cards - The rows as cards, in place of the table when the element's box is narrow.
 */
export const MotorpoolBookingTableElement = createMotorpoolElement(BOOKING_TABLE_TAG, BookingTableElement, {
  props: {
    apiBase: 'string',
    organisation: 'number',
    list: 'string',
    hiddenBookings: 'boolean',
    variant: 'string',
    pageSize: 'number',
    theme: 'string',
  },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-booking-table': InstanceType<typeof MotorpoolBookingTableElement>;
  }
}
