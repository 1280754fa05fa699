import { createElement } from 'react';
import {
  isBookingListName,
  BOOKING_CHANGED_EVENT,
  BOOKING_EDIT_EVENT,
  type BookingChangedEventDetail,
  type BookingEditEventDetail,
} from '../element/events/booking-events';
import { INCIDENT_OPEN_EVENT, INCIDENT_REPORT_EVENT, type IncidentOpenEventDetail, type IncidentReportEventDetail } from '../element/events/incident-events';
import { positiveInteger } from '../fields/branch/element-props';
import { dispatchFromHost } from '../element/element-events';
import { createMotorpoolElement } from '../element/motorpool-element';
import { isThemeName } from '../theme/theme-names';
import { ConnectedBookingDetail } from './ConnectedBookingDetail';

export const BOOKING_DETAIL_TAG = 'motorpool-booking-detail';

type BookingDetailElementProps = {
  apiBase?: string;
  organisation?: number;
  pk?: number;
  list?: string;
  theme?: string;
  /** Set by r2wc: the element's shadow root. */
  container?: HTMLElement;
};

function BookingDetailElement({ apiBase, organisation, pk, list, theme, container }: BookingDetailElementProps) {
  const booking = positiveInteger(pk);
  if (booking === null) return null;
  return createElement(ConnectedBookingDetail, {
    key: booking,
    apiBase: apiBase || undefined,
    organisation: positiveInteger(organisation) ?? undefined,
    pk: booking,
    list: isBookingListName(list) ? list : 'bookings',
    theme: isThemeName(theme) ? theme : undefined,
    onEdit: (editPk, editList) => dispatchFromHost<BookingEditEventDetail>(container, BOOKING_EDIT_EVENT, { pk: editPk, list: editList }),
    onChanged: (changedPk, action) => dispatchFromHost<BookingChangedEventDetail>(container, BOOKING_CHANGED_EVENT, { pks: [changedPk], action }),
    onReportIncident: (bookingPk) => dispatchFromHost<IncidentReportEventDetail>(container, INCIDENT_REPORT_EVENT, { booking: bookingPk }),
    onOpenIncident: (incidentPk) => dispatchFromHost<IncidentOpenEventDetail>(container, INCIDENT_OPEN_EVENT, { pk: incidentPk }),
  });
}

/**
 * `<motorpool-booking-detail>`: one booking (spec §3 Booking) for the
 * signed-in session: branch and its time zone, vehicle, driver and secondary
 * drivers, start and end at the branch, day count, status, purpose, type,
 * booking tags, cost estimate, odometer readings and the recurrence; the
 * actions the server allows the viewer, with the same dialogs as
 * `<motorpool-booking-table>`; the audit trail, the trips and the incidents
 * reported on it. Results show
 * as toasts (render a `Toaster`). Nothing renders without a valid `pk`.
 *
 * Renders in its own shadow root with the widgets' CSS built in: the page's
 * CSS does not reach it, and the widget's CSS does not leak out.
 *
 * @attr api-base - Origin of the Motorpool server; empty or absent uses the session's.
 * @attr organisation - The organisation (pk) the booking belongs to; absent uses the session's selected one.
 * @attr pk - The booking.
 * @attr list - The list the page was opened from (`bookings`, `my-bookings`, `my-branch-bookings`), passed on with Edit.
 * @attr theme - `default` or `fleet-share`.
 *
 * @event motorpool-booking-edit - `{ detail: { pk, list } }`: Edit was chosen; open the booking form.
 * @event motorpool-booking-changed - `{ detail: { pks, action } }` after an action changed the booking.
 * @event motorpool-incident-report - `{ detail: { booking } }`: Report a problem was chosen, or a check-in asked to report one; open the incident form.
 * @event motorpool-incident-open - `{ detail: { pk } }`: one of the booking's incidents was chosen.
 *
 * All events bubble and are composed.
 *
 * @cssproperty --motorpool-color-brand - Action buttons.
 * @cssproperty --motorpool-color-success, --motorpool-color-danger - Status badge, late returns and failures.
 * @cssproperty --motorpool-color-surface, --motorpool-color-border, --motorpool-color-muted-text - Card, rules and labels.
 *
 * @csspart base - The widget's outermost box (its panel, card or bar).
 * @csspart heading - The panel's heading.
 */
export const MotorpoolBookingDetailElement = createMotorpoolElement(BOOKING_DETAIL_TAG, BookingDetailElement, {
  props: { apiBase: 'string', organisation: 'number', pk: 'number', list: 'string', theme: 'string' },
});

// Typed `document.querySelector('motorpool-…')` and `document.createElement('motorpool-…')` for the host page.
declare global {
  interface HTMLElementTagNameMap {
    'motorpool-booking-detail': InstanceType<typeof MotorpoolBookingDetailElement>;
  }
}
