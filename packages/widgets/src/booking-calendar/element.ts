import type { CalendarBooking } from '@motorpool/api';
import { createElement } from 'react';
import { positiveInteger } from '../fields/branch/element-props';
import { dispatchFromHost } from '../element/element-events';
import { applyOrganisationThemeToShadow } from '../element/organisation-theme';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedBookingCalendar } from './ConnectedBookingCalendar';
import { isIsoDate, type IsoDate } from './model/calendar-dates';
import { CALENDAR_VIEWS, TIMELINE_SPANS, type CalendarView, type TimelineSpan } from './model/visible-window';

export const BOOKING_CALENDAR_TAG = 'motorpool-booking-calendar';
export const BOOKING_SELECTED_EVENT = 'motorpool-booking-selected';
export const SLOT_SELECTED_EVENT = 'motorpool-slot-selected';
export const BOOKING_CREATED_EVENT = 'motorpool-booking-created';
export const BOOKING_RESCHEDULED_EVENT = 'motorpool-booking-rescheduled';
export const CALENDAR_CHANGE_EVENT = 'motorpool-calendar-change';

/** A booking was opened (click or Enter): its pk and what the calendar knows of it. */
export type BookingSelectedEventDetail = { pk: number; booking: CalendarBooking };
/** A slot the server allows: the timeline row's vehicle (null on the day and week grids), the branch, and instants (ISO, UTC). */
export type SlotSelectedEventDetail = { vehicle_pk: number | null; branch_pk: number; start: string; end: string };
export type BookingCreatedEventDetail = { pks: number[] };
/** The new times (ISO instants) the server took. */
export type BookingRescheduledEventDetail = { pk: number; start: string; end: string };
export type CalendarChangeEventDetail = { view: CalendarView; date: IsoDate; place_pk: number | null };

declare global {
  interface GlobalEventHandlersEventMap {
    [BOOKING_SELECTED_EVENT]: CustomEvent<BookingSelectedEventDetail>;
    [SLOT_SELECTED_EVENT]: CustomEvent<SlotSelectedEventDetail>;
    [BOOKING_CREATED_EVENT]: CustomEvent<BookingCreatedEventDetail>;
    [BOOKING_RESCHEDULED_EVENT]: CustomEvent<BookingRescheduledEventDetail>;
    [CALENDAR_CHANGE_EVENT]: CustomEvent<CalendarChangeEventDetail>;
  }
}

const isCalendarView = (value: unknown): value is CalendarView => (CALENDAR_VIEWS as readonly unknown[]).includes(value);
const isTimelineSpan = (value: unknown): value is TimelineSpan => (TIMELINE_SPANS as readonly unknown[]).includes(value);
const iso = (instant: number) => new Date(instant).toISOString();

type BookingCalendarElementProps = {
  apiBase?: string;
  organisation?: number;
  branch?: number;
  hub?: number;
  view?: string;
  date?: string;
  timelineSpan?: string;
  theme?: string;
  embedKey?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function BookingCalendarElement({ apiBase, organisation, branch, hub, view, date, timelineSpan, theme, embedKey, container }: BookingCalendarElementProps) {
  return createElement(ConnectedBookingCalendar, {
    apiBase: apiBase || undefined,
    organisation: positiveInteger(organisation),
    branchPk: positiveInteger(branch),
    hubPk: positiveInteger(hub),
    view: isCalendarView(view) ? view : undefined,
    date: date && isIsoDate(date) ? date : undefined,
    timelineSpan: isTimelineSpan(timelineSpan) ? timelineSpan : undefined,
    theme: isThemeName(theme) ? theme : undefined,
    embedKey: embedKey?.trim() || null,
    onOpenBooking: (booking) =>
      !dispatchFromHost<BookingSelectedEventDetail>(container, BOOKING_SELECTED_EVENT, { pk: booking.pk, booking }, { cancelable: true }),
    onSelectSlot: (slot) =>
      !dispatchFromHost<SlotSelectedEventDetail>(
        container,
        SLOT_SELECTED_EVENT,
        { vehicle_pk: slot.vehiclePk, branch_pk: slot.branchPk, start: iso(slot.start), end: iso(slot.end) },
        { cancelable: true },
      ),
    onCreated: (pks) => dispatchFromHost<BookingCreatedEventDetail>(container, BOOKING_CREATED_EVENT, { pks }),
    onRescheduled: (pk, times) =>
      dispatchFromHost<BookingRescheduledEventDetail>(container, BOOKING_RESCHEDULED_EVENT, { pk, start: iso(times.start), end: iso(times.end) }),
    onChange: (state) =>
      dispatchFromHost<CalendarChangeEventDetail>(container, CALENDAR_CHANGE_EVENT, { view: state.view, date: state.date, place_pk: state.placePk }),
    onOrganisationTheme: (colours) => applyOrganisationThemeToShadow(container, colours),
  });
}

/**
 * `<motorpool-booking-calendar>`: the bookings of a branch or hub by day,
 * week, month, or as a vehicle timeline (vehicles as rows), at the branch's
 * time zone, coloured by status. Only the visible window is fetched. Fully
 * usable by keyboard: one tab stop per grid, arrows between cells, Enter to
 * reach a cell's bookings and open one, Enter or Space to start selecting a
 * free slot (Shift+Arrow extends it), Alt+Arrow to move an editable booking
 * (Alt+Shift+Arrow to change its end), Enter to save, Escape to cancel.
 *
 * Opening a booking shows its vehicle, driver, times and status in a panel;
 * a free slot the server allows opens a quick booking dialog (vehicle,
 * start, end, purpose of trip) for the signed-in person. Moving or resizing
 * shows at once and goes back if the server refuses, with its reason.
 *
 * On a partner page, give `embed-key`: the calendar exchanges it for a
 * short-lived widget token for the page's origin (allowed origins are set
 * with the key) and never uses the session's token for its calls. A key of
 * the `calendar_read` scope only shows; one of the `booking` scope books as
 * the person signed in on the page (put `<motorpool-sign-in>` on it) and
 * asks to sign in until then. The organisation's own colours (its `/theme`)
 * come with the token and theme the calendar; `--motorpool-*` properties the
 * page sets on the element itself still win.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's.
 * @attr organisation - The organisation (pk) to act in; absent: the session's selected one, or the embed key's.
 * @attr branch - The branch (pk) to show; absent: a chooser of the branches the viewer may see, their own first.
 * @attr hub - The hub (pk) to show, with all its branches' vehicles; wins over `branch`.
 * @attr view - `day`, `week` (default), `month` or `timeline`.
 * @attr date - A date the view shows, `YYYY-MM-DD`; absent or invalid: today.
 * @attr timeline-span - The timeline's span: `day` (by the hour, default) or `week` (by the day).
 * @attr theme - `default` or `fleet-share`.
 * @attr embed-key - A partner page's embed key (see above).
 *
 * @event motorpool-booking-selected - `{ detail: { pk, booking } }`: a booking was opened. Cancelable:
 *   `preventDefault()` shows it your way instead of the calendar's panel.
 * @event motorpool-slot-selected - `{ detail: { vehicle_pk, branch_pk, start, end } }` (ISO instants): the server
 *   allows booking this slot. Cancelable: `preventDefault()` books it your way instead of the quick booking dialog.
 * @event motorpool-booking-created - `{ detail: { pks } }`: the quick booking dialog created bookings.
 * @event motorpool-booking-rescheduled - `{ detail: { pk, start, end } }` (ISO instants): a move or resize was saved.
 * @event motorpool-calendar-change - `{ detail: { view, date, place_pk } }`: the view, date or place changed.
 *
 * All events bubble and are composed.
 *
 * @cssproperty --motorpool-color-brand - Today, the selection, buttons and In-Progress bookings.
 * @cssproperty --motorpool-color-success, --motorpool-color-danger - Approved and Declined bookings; refusals.
 * @cssproperty --motorpool-color-surface, --motorpool-color-border, --motorpool-color-text, --motorpool-color-muted-text - Grid, panels and text.
 * @cssproperty --motorpool-color-focus-ring - Focus ring.
 * @cssproperty --motorpool-font-family - Text.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart toolbar - The row above the calendar: place, period navigation and view.
 */
export const MotorpoolBookingCalendarElement = createMotorpoolElement(BOOKING_CALENDAR_TAG, BookingCalendarElement, {
  props: {
    apiBase: 'string',
    organisation: 'number',
    branch: 'number',
    hub: 'number',
    view: 'string',
    date: 'string',
    timelineSpan: 'string',
    theme: 'string',
    embedKey: 'string',
  },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-booking-calendar': InstanceType<typeof MotorpoolBookingCalendarElement>;
  }
}
