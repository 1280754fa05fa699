import {
  bookingCalls,
  bookingMessages,
  callerOfProfile,
  incidentCalls,
  isMotorpoolApiError,
  mayReportOnBooking,
  type Booking,
  type BookingListName,
} from '@motorpool/api';
import { useCallback } from 'react';
import { failureTitle } from '../api/api-failure';
import { actWithToasts } from '../flows/booking-actions/act-with-toasts';
import type { BookingActionInput } from '../flows/booking-actions/booking-actions';
import { useViewerClient } from '../ui/data-table/table-client';
import { useSessionReload } from '../state/use-session-reload';
import type { ThemeName } from '../theme/theme-names';

import { BookingDetail } from './BookingDetail';
import { BookingDetailStoreProvider, useBookingDetailStore, useBookingDetailStoreApi, type Part } from './store';

export type ConnectedBookingDetailProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The organisation the booking belongs to; the session's selected one by default. */
  organisation?: number | null;
  pk: number;
  /** The list the page was opened from, passed on with Edit. */
  list?: BookingListName;
  onEdit?: (pk: number, list: BookingListName) => void;
  /** After an action changed the booking. */
  onChanged?: (pk: number, action: BookingActionInput['kind']) => void;
  /** Opens the incident form for the booking: from 'Report a problem', or after a check-in that asked to report one. */
  onReportIncident?: (pk: number) => void;
  /** Opens one of the booking's incidents. */
  onOpenIncident?: (pk: number) => void;
  theme?: ThemeName;
};

const settledPart = <T,>(result: PromiseSettledResult<{ results: T[] }>): Part<T> =>
  result.status === 'fulfilled' ? { items: result.value.results, error: null } : { items: [], error: failureTitle(result.reason) };

/**
 * `BookingDetail` wired to the fleet service: the booking, its audit trail
 * and its trips (each of the last two may fail alone), and each action with
 * its toast, after which all three load again.
 */
export function ConnectedBookingDetail(props: ConnectedBookingDetailProps) {
  return (
    <BookingDetailStoreProvider>
      <ConnectedDetail {...props} />
    </BookingDetailStoreProvider>
  );
}

function ConnectedDetail({
  apiBase,
  organisation,
  pk,
  list = 'bookings',
  onEdit,
  onChanged,
  onReportIncident,
  onOpenIncident,
  theme,
}: ConnectedBookingDetailProps) {
  const store = useBookingDetailStoreApi();
  const state = useBookingDetailStore((current) => current);
  const { request, viewer } = useViewerClient(apiBase, organisation);

  const load = useCallback(
    async (isCurrent: () => boolean) => {
      const { loadStarted, loaded, loadFailed } = store.getState();
      loadStarted();
      const bookings = bookingCalls(request);
      const [booking, audits, trips, incidents] = await Promise.allSettled([
        bookings.getBooking(pk),
        bookings.listBookingAudits(pk),
        bookings.listBookingTrips(pk),
        incidentCalls(request).listIncidents({ booking_pk: pk, ordering: '-reported_on' }),
      ]);
      if (!isCurrent()) return;
      if (booking.status === 'rejected') {
        const notFound = isMotorpoolApiError(booking.reason) && booking.reason.status === 404;
        return loadFailed(notFound ? bookingMessages.notFound : failureTitle(booking.reason), notFound);
      }
      loaded({ booking: booking.value, audits: settledPart(audits), trips: settledPart(trips), incidents: settledPart(incidents) });
    },
    [store, request, pk],
  );

  const reload = useSessionReload(load);

  const act = (booking: Booking, input: BookingActionInput) =>
    actWithToasts(request, booking, input, {
      changed: () => {
        onChanged?.(booking.pk, input.kind);
        if (input.kind === 'check_in' && input.reportProblem) onReportIncident?.(booking.pk);
      },
      reload,
    });
  const people = state.booking
    ? { driverId: state.booking.driver?.pk ?? 0, secondaryDriverIds: (state.booking.secondary_drivers ?? []).map((driver) => driver.pk) }
    : null;
  const mayReport = Boolean(onReportIncident) && people !== null && mayReportOnBooking(callerOfProfile(viewer), people);

  return (
    <BookingDetail
      status={state.status}
      booking={state.booking}
      loadError={state.loadError}
      onRetry={reload}
      audits={state.audits}
      trips={state.trips}
      incidents={state.incidents}
      onReportIncident={mayReport ? (booking) => onReportIncident?.(booking.pk) : undefined}
      onOpenIncident={onOpenIncident}
      onAction={act}
      onEdit={(booking) => onEdit?.(booking.pk, list)}
      theme={theme}
    />
  );
}
