import { bookingMessages, formatBookingDateTime, type Booking, type BookingAuditEntry, type BookingTrip, type Incident } from '@motorpool/api';
import { useId, useMemo, useState } from 'react';
import { DetailList, DetailRow, DetailSection, DetailTable } from '../ui/detail/Detail';
import { LoadingPanel } from '../fields/branch/LoadState';
import { bookingRowActions, BOOKING_ACTION_LABELS } from '../flows/booking-actions/booking-actions';
import { BookingActionDialog } from '../flows/booking-actions/BookingActionDialog';
import {
  bookingDays,
  bookingIsLate,
  bookingStatusText,
  bookingTimeText,
  bookingTimeZone,
  LATE_BADGE_TEXT,
  vehicleText,
} from '../flows/booking-actions/booking-values';
import { BookingStatusBadges } from '../flows/booking-actions/BookingStatusBadges';
import { useBookingActionFlow, type BookingActionHandler } from '../flows/booking-actions/use-booking-action-flow';
import * as tableStyles from '../ui/data-table/DataTable.css';
import { TableLayerContext } from '../ui/data-table/layer';
import type { ThemeName } from '../theme/theme-names';
import * as styles from './BookingDetail.css';
import { costText, readingText, recurrenceText, tagTexts } from './detail-values';
import type { BookingDetailStatus, Part } from './store';
import { Button } from '../ui/button/Button';

export type BookingDetailProps = {
  status: BookingDetailStatus;
  booking: Booking | null;
  /** Why the booking could not be loaded: the server's title. */
  loadError?: string | null;
  onRetry?: () => void;
  audits?: Part<BookingAuditEntry>;
  trips?: Part<BookingTrip>;
  /** Incidents reported on the booking. */
  incidents?: Part<Incident>;
  /** Opens the incident form for this booking; the button shows only with it. */
  onReportIncident?: (booking: Booking) => void;
  /** Opens one of the booking's incidents. */
  onOpenIncident?: (pk: number) => void;
  /** Runs an action; resolves with the server's refusal title, or null once done. */
  onAction: BookingActionHandler;
  onEdit: (booking: Booking) => void;
  theme?: ThemeName;
};

export const LOADING_TEXT = 'Loading booking…';
export const NO_AUDITS_TEXT = 'No changes recorded yet.';
export const NO_TRIPS_TEXT = 'The vehicle has not been checked out yet.';
export const NO_INCIDENTS_TEXT = 'No incidents reported on this booking.';
export const REPORT_PROBLEM_TEXT = 'Report a problem';

const noPart = { items: [], error: null };

/** Who made a change: a person, the emailed link (acted on without a session), or the system. */
function auditActor(entry: BookingAuditEntry): string {
  if (entry.actor) return entry.actor.name;
  const via = entry.changes && typeof entry.changes === 'object' && !Array.isArray(entry.changes) ? entry.changes.via : null;
  return via === 'email link' ? 'Email link' : 'System';
}

/**
 * One booking, read-only, with what the viewer may do to it (spec §4
 * actions, from the server's `allowed_actions`), its audit trail (who, when,
 * what, from → to, why) and its trips (check-out to check-in, readings,
 * distance, late return). Times are at the booking's branch.
 */
export function BookingDetail({
  status,
  booking,
  loadError,
  onRetry,
  audits = noPart,
  trips = noPart,
  incidents = noPart,
  onReportIncident,
  onOpenIncident,
  onAction,
  onEdit,
  theme,
}: BookingDetailProps) {
  const headingId = useId();
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  const layerValue = useMemo(() => ({ element: layer }), [layer]);
  const flow = useBookingActionFlow(onAction, { onView: () => undefined, onEdit, offersProblemReport: () => Boolean(onReportIncident) });

  if (status !== 'ready' || !booking) {
    return (
      <LoadingPanel
        headingId={headingId}
        title="Booking"
        className={styles.root}
        headingClassName={styles.heading}
        theme={theme}
        status={status === 'loading' ? 'loading' : 'error'}
        loadingText={LOADING_TEXT}
        error={status === 'not-found' ? null : loadError}
        fallbackError={bookingMessages.notFound}
        onRetry={status === 'error' ? onRetry : undefined}
        retryText="Try again"
      />
    );
  }

  const zone = bookingTimeZone(booking);
  const shown = bookingStatusText(booking);
  const late = bookingIsLate(booking);
  const days = bookingDays(booking);
  const actions = bookingRowActions(booking).filter((action) => action !== 'view');
  const secondary = (booking.secondary_drivers ?? []).map((driver) => driver.name).join(', ');
  const tags = tagTexts(booking.booking_tags);

  return (
    <TableLayerContext.Provider value={layerValue}>
      <section part="base" className={styles.root} data-motorpool-theme={theme} aria-labelledby={headingId}>
        <div className={styles.header}>
          <h2 part="heading" id={headingId} className={styles.heading}>
            Booking {booking.pk}
          </h2>
          <BookingStatusBadges booking={booking} />
          {(actions.length > 0 || onReportIncident) && (
            // biome-ignore lint/a11y/useSemanticElements: the booking's command buttons in its header, not a form's fields; a fieldset would bring a border and legend.
            <div className={styles.actions} role="group" aria-label="Booking actions">
              {actions.map((action) => {
                const busy = action === 'approve' && flow.approving === booking.pk;
                return (
                  <Button
                    variant="outline"
                    size="small"
                    key={action}
                    aria-disabled={busy || undefined}
                    aria-busy={busy || undefined}
                    onClick={() => {
                      if (!busy) flow.choose(booking, action);
                    }}
                  >
                    {busy ? 'Approving...' : BOOKING_ACTION_LABELS[action]}
                  </Button>
                );
              })}
              {onReportIncident && (
                <Button variant="outline" size="small" onClick={() => onReportIncident(booking)}>
                  {REPORT_PROBLEM_TEXT}
                </Button>
              )}
            </div>
          )}
        </div>

        <DetailSection title="Booking Details">
          <DetailList>
            <DetailRow label="Branch">{`${booking.branch.name} (${zone})`}</DetailRow>
            <DetailRow label="Vehicle">{vehicleText(booking)}</DetailRow>
            <DetailRow label="Driver">{booking.driver?.name}</DetailRow>
            <DetailRow label="Secondary Drivers">{secondary}</DetailRow>
            <DetailRow label="Start">{bookingTimeText(booking.start_datetime, zone)}</DetailRow>
            <DetailRow label="End">{bookingTimeText(booking.end_datetime, zone)}</DetailRow>
            <DetailRow label="Day count">{days === null ? '' : String(days)}</DetailRow>
            <DetailRow label="Status">{late ? `${shown}, ${LATE_BADGE_TEXT}` : shown}</DetailRow>
            <DetailRow label="Purpose of Trip">{booking.purpose_of_trip}</DetailRow>
            <DetailRow label="Booking Type">{booking.booking_type}</DetailRow>
            <DetailRow label="Booking Tags">{tags.join('; ')}</DetailRow>
            <DetailRow label="Cost Estimate">{costText(booking)}</DetailRow>
            <DetailRow label="Start Odometer">{readingText(booking.start_odometer)}</DetailRow>
            <DetailRow label="End Odometer">{readingText(booking.end_odometer)}</DetailRow>
            <DetailRow label="Recurrence">{recurrenceText(booking)}</DetailRow>
            <DetailRow label="Reason for Change">{booking.reason_for_change}</DetailRow>
            <DetailRow label="Created By">{booking.created_by?.name}</DetailRow>
          </DetailList>
        </DetailSection>

        <DetailSection title="Audit Trail">
          <DetailTable
            label="Audit trail"
            columns={['Who', 'When', 'Action', 'From → To', 'Reason']}
            rows={audits.items}
            rowKey={(entry) => entry.pk}
            cells={(entry) => [
              auditActor(entry),
              formatBookingDateTime(entry.created_at, zone),
              entry.action,
              entry.from_status || entry.to_status ? `${entry.from_status ?? '—'} → ${entry.to_status ?? '—'}` : '—',
              entry.reason || '—',
            ]}
            emptyText={NO_AUDITS_TEXT}
            error={audits.error}
          />
        </DetailSection>

        <DetailSection title="Trips">
          <DetailTable
            label="Trips"
            columns={['Check-out', 'Check-in', 'Start Reading', 'End Reading', 'Distance', 'Late Return']}
            rows={trips.items}
            rowKey={(trip) => trip.pk}
            cells={(trip) => [
              formatBookingDateTime(trip.check_out_at, zone),
              trip.check_in_at ? formatBookingDateTime(trip.check_in_at, zone) : 'Not returned yet',
              readingText(trip.start_odometer) || '—',
              readingText(trip.end_odometer) || '—',
              readingText(trip.distance) || '—',
              trip.is_late_return ? (
                <span key="late" className={styles.late}>
                  Yes
                </span>
              ) : (
                'No'
              ),
            ]}
            emptyText={NO_TRIPS_TEXT}
            error={trips.error}
          />
        </DetailSection>

        <DetailSection title="Incidents">
          <DetailTable
            label="Incidents"
            columns={['Reference', 'Type', 'Reported', 'Status']}
            rows={incidents.items}
            rowKey={(incident) => incident.pk}
            cells={(incident) => [
              onOpenIncident ? (
                <Button key="open" variant="text" size="small" onClick={() => onOpenIncident(incident.pk)}>
                  {incident.reference}
                </Button>
              ) : (
                incident.reference
              ),
              incident.incident_sub_type ? `${incident.incident_type.name} — ${incident.incident_sub_type.name}` : incident.incident_type.name,
              formatBookingDateTime(incident.reported_on, zone),
              incident.is_critical ? `${incident.status}, critical` : incident.status,
            ]}
            emptyText={NO_INCIDENTS_TEXT}
            error={incidents.error}
          />
        </DetailSection>

        {flow.dialog && <BookingActionDialog key={`${flow.dialog.booking.pk}-${flow.dialog.action}`} {...flow.dialog} />}
        <div ref={setLayer} className={tableStyles.layer} />
      </section>
    </TableLayerContext.Provider>
  );
}
