import { bookingCalls, callerOfProfile, employeeTransferCalls, mayBook, type Booking, type BookingListName, type BookingListQuery } from '@motorpool/api';
import { useEffect } from 'react';
import { failureTitle } from '../api/api-failure';
import { actWithToasts } from '../flows/booking-actions/act-with-toasts';
import { failuresOf, refusedItems, type BookingActionInput } from '../flows/booking-actions/booking-actions';
import { allBranches } from '../fields/branch/all-branches';
import type { PageSize } from '../ui/data-table/features';
import { useTableClient, useTableViewer } from '../ui/data-table/table-client';
import { pagedTableProps, useServerPages } from '../ui/data-table/use-server-pages';
import { useTableExport } from '../flows/table-export/use-table-export';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../state/toast-store';
import { BookingTable } from './BookingTable';
import type { BookingTableVariant } from './columns';
import { BookingTableStoreProvider, useBookingTableStore, useBookingTableStoreApi, type BookingTableQuery } from './store';

export type ConnectedBookingTableProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The organisation whose bookings to show; the session's selected one by default. */
  organisation?: number | null;
  /** Which list of spec §7: everyone's, the viewer's own, or the viewer's branch's. */
  list: BookingListName;
  /** Only hidden bookings (`/hidden-bookings`). */
  hidden?: boolean;
  variant?: BookingTableVariant;
  /** Rows per page to start with (spec §9 sizes); 15 by default. */
  pageSize?: PageSize;
  onView?: (pk: number) => void;
  onEdit?: (pk: number, list: BookingListName) => void;
  onAdd?: (list: BookingListName) => void;
  /** After an action changed a booking (or, for a bulk cancel, several). */
  onChanged?: (pks: number[], action: BookingActionInput['kind'] | 'bulk_cancel') => void;
  /** The query as the server receives it, each time it changes. */
  onQueryChange?: (query: BookingListQuery) => void;
  theme?: ThemeName;
};

/** The day after a yyyy-MM-dd day: the list takes [from, to), the filter includes its last day. */
function dayAfter(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + 1)).toISOString().slice(0, 10);
}

/** The table's query as `GET bookings/` (and the other two lists) takes it. */
export function toBookingListQuery(query: BookingTableQuery, hidden = false): BookingListQuery {
  const listQuery: BookingListQuery = { page: query.page, page_size: query.pageSize };
  if (query.ordering === 'start_datetime' || query.ordering === '-start_datetime') listQuery.ordering = query.ordering;
  const search = query.search.trim();
  if (search) listQuery.search = search;
  if (query.statuses.length > 0) listQuery.status = query.statuses.join(',');
  if (query.branch !== null) listQuery.branch_pk = query.branch;
  if (query.from) listQuery.from = query.from;
  if (query.to) listQuery.to = dayAfter(query.to);
  if (hidden) listQuery.is_hidden = true;
  return listQuery;
}

/**
 * `BookingTable` wired to the fleet service with the shared session: the
 * page for the current query, the branch choices, each action with its
 * toast (the page's `<Toaster>`), the bulk cancel and the export. View, edit
 * and new booking go to the host.
 */
export function ConnectedBookingTable(props: ConnectedBookingTableProps) {
  return (
    <BookingTableStoreProvider initial={{ pageSize: props.pageSize }}>
      <ConnectedBookingTableView {...props} />
    </BookingTableStoreProvider>
  );
}

function ConnectedBookingTableView({
  apiBase,
  organisation,
  list,
  hidden = false,
  variant,
  onView,
  onEdit,
  onAdd,
  onChanged,
  onQueryChange,
  theme,
}: ConnectedBookingTableProps) {
  const store = useBookingTableStoreApi();
  const state = useBookingTableStore((current) => current);
  const connection = useTableClient(apiBase, organisation);
  const { request, token, organisation: actingIn } = connection;
  const viewer = useTableViewer(request, apiBase, organisation);
  const listQueryOf = (query: BookingTableQuery) => toBookingListQuery(query, hidden);
  const reload = useServerPages({
    store,
    connection,
    fetchPage: (tableRequest, query) => bookingCalls(tableRequest).listBookings(list, listQueryOf(query)),
    onQueryChange: onQueryChange && ((query) => onQueryChange(listQueryOf(query))),
  });
  const bookingsExport = useTableExport<BookingListQuery>(
    (options, query, format, onProgress) => employeeTransferCalls(options).exportBookings(list, query, format, onProgress),
    apiBase,
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `actingIn` is a trigger: without an organisation of its own the table asks in the session's current one, so another one loads its branch choices again.
  useEffect(() => {
    if (!token) return;
    let current = true;
    allBranches(request).then(
      (branches) => current && store.getState().branchesLoaded(branches.map(({ pk, name }) => ({ pk, name }))),
      // Without its choices the branch filter is left out; the list itself still works.
      (error: unknown) => current && console.warn('Motorpool bookings table: the branch choices could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [request, token, actingIn, store]);

  const act = (booking: Booking, input: BookingActionInput) =>
    actWithToasts(request, booking, input, { changed: () => onChanged?.([booking.pk], input.kind), reload });

  async function bulkCancel(pks: number[], reason: string): Promise<string | null> {
    try {
      const result = await bookingCalls(request).bulkCancel({ booking_pks: pks, reason });
      const failures = failuresOf(result);
      const { bulkReported, selectionChanged } = store.getState();
      toast.success(result.message);
      bulkReported(failures.length > 0 ? { message: result.message, failures } : null);
      selectionChanged([]);
      onChanged?.(pks, 'bulk_cancel');
      reload();
      return null;
    } catch (error) {
      const refusals = refusedItems(error);
      if (!refusals) return failureTitle(error);
      // Nothing was cancelled: the report says why for each booking, and the selection stays to be corrected.
      const title = failureTitle(error);
      toast.error(title);
      store.getState().bulkReported({ message: title, failures: refusals });
      reload();
      return null;
    }
  }

  const { start: startExport, dismiss: dismissExport, ...exportProgress } = bookingsExport;

  return (
    <BookingTable
      {...pagedTableProps(state, reload)}
      bookings={state.rows}
      list={list}
      hidden={hidden}
      variant={variant}
      branches={state.branches}
      onAction={act}
      onView={(booking) => onView?.(booking.pk)}
      onEdit={(booking) => onEdit?.(booking.pk, list)}
      selected={state.selected}
      onSelectedChange={store.getState().selectionChanged}
      onBulkCancel={bulkCancel}
      bulkReport={state.bulkReport}
      onBulkReportDismiss={() => store.getState().bulkReported(null)}
      canAdd={Boolean(onAdd) && mayBook(callerOfProfile(viewer))}
      onAdd={() => onAdd?.(list)}
      onExport={(format) => void startExport(listQueryOf(state.query), format)}
      exportProgress={{ ...exportProgress, onDismiss: dismissExport }}
      theme={theme}
    />
  );
}
