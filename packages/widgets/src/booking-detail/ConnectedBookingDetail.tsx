import { bookingCalls, bookingMessages, createRequester, isMotorpoolApiError, type Booking, type BookingListName } from '@motorpool/api';
import { useCallback, useMemo } from 'react';
import { failureTitle } from '../api/api-failure';
import { failureLines, isDialogAction, refusedItems, runBookingAction, type BookingActionInput } from '../flows/booking-actions/booking-actions';
import { tableClientOptions } from '../ui/data-table/table-client';
import { useSessionReload } from '../state/use-session-reload';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../state/toast-store';
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

function ConnectedDetail({ apiBase, organisation, pk, list = 'bookings', onEdit, onChanged, theme }: ConnectedBookingDetailProps) {
  const store = useBookingDetailStoreApi();
  const state = useBookingDetailStore((current) => current);
  const request = useMemo(() => createRequester(tableClientOptions(apiBase, organisation)), [apiBase, organisation]);

  const load = useCallback(
    async (isCurrent: () => boolean) => {
      const { loadStarted, loaded, loadFailed } = store.getState();
      loadStarted();
      const bookings = bookingCalls(request);
      const [booking, audits, trips] = await Promise.allSettled([bookings.getBooking(pk), bookings.listBookingAudits(pk), bookings.listBookingTrips(pk)]);
      if (!isCurrent()) return;
      if (booking.status === 'rejected') {
        const notFound = isMotorpoolApiError(booking.reason) && booking.reason.status === 404;
        return loadFailed(notFound ? bookingMessages.notFound : failureTitle(booking.reason), notFound);
      }
      loaded({ booking: booking.value, audits: settledPart(audits), trips: settledPart(trips) });
    },
    [store, request, pk],
  );

  const reload = useSessionReload(load);

  async function act(booking: Booking, input: BookingActionInput): Promise<string | null> {
    try {
      const outcome = await runBookingAction(request, booking, input);
      toast.success(outcome.message);
      if (outcome.failures.length > 0) toast.error(failureLines(outcome.failures).join(' '));
      onChanged?.(booking.pk, input.kind);
      reload();
      return null;
    } catch (error) {
      const refusals = refusedItems(error);
      if (refusals) {
        // A series action that changed none of its bookings: the answer is the reasons, not the dialog's input.
        toast.error(failureTitle(error));
        toast.error(failureLines(refusals).join(' '));
        reload();
        return null;
      }
      const title = failureTitle(error);
      if (!isDialogAction(input.kind)) toast.error(title);
      return title;
    }
  }

  return (
    <BookingDetail
      status={state.status}
      booking={state.booking}
      loadError={state.loadError}
      onRetry={reload}
      audits={state.audits}
      trips={state.trips}
      onAction={act}
      onEdit={(booking) => onEdit?.(booking.pk, list)}
      theme={theme}
    />
  );
}
