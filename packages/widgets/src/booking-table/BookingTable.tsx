import { bookingMessages, type Booking, type BookingListName, type ExportFormat } from '@motorpool/api';
import { useMemo } from 'react';
import { BookingActionDialog } from '../flows/booking-actions/BookingActionDialog';
import { ReasonDialog } from '../flows/booking-actions/ReasonDialog';
import { useBookingActionFlow, type BookingActionHandler } from '../flows/booking-actions/use-booking-action-flow';
import { DataTable, type DataTableStatus } from '../ui/data-table/DataTable';
import * as tableStyles from '../ui/data-table/DataTable.css';
import { SearchBox } from '../ui/data-table/SearchBox';
import { useServerTable } from '../ui/data-table/use-server-table';
import { TableExportProgress, type TableExportProgressProps } from '../flows/table-export/TableExportProgress';
import type { ThemeName } from '../theme/theme-names';
import { BranchFilter, StatusFilter, statusFilterOptions } from './BookingFilters';
import { DateRangeFilter } from '../ui/date-field/DateRangeFilter';
import { BookingCellContext, bookingColumnsFor, isCancellable, type BookingTableVariant } from './columns';
import type { BookingTableQuery, BulkCancelReport } from './store';
import * as styles from './BookingTable.css';
import { BulkReport } from './ToolbarParts';
import { ExportButtons } from '../flows/table-export/ExportButtons';
import { useBulkCancel } from './use-bulk-cancel';
import { Button } from '../ui/button/Button';

export type BookingTableProps = {
  status: DataTableStatus;
  /** The page of bookings the server sent. */
  bookings: Booking[];
  /** How many match, every page included. */
  count: number;
  error?: string | null;
  onRetry?: () => void;
  query: BookingTableQuery;
  onQueryChange: (query: BookingTableQuery) => void;
  /** Which list this is (spec §7), for its empty text and status choices. */
  list: BookingListName;
  /** The hidden-bookings list. */
  hidden?: boolean;
  variant?: BookingTableVariant;
  /** The branch filter's choices; without any, the filter is not shown. */
  branches?: readonly { pk: number; name: string }[];
  /** Runs a row action; resolves with the server's refusal title, or null when done. */
  onAction: BookingActionHandler;
  onView: (booking: Booking) => void;
  onEdit: (booking: Booking) => void;
  /** Ticked bookings, for the bulk cancel. */
  selected?: readonly number[];
  onSelectedChange?: (selected: number[]) => void;
  /** Cancels the ticked bookings with one reason; resolves with the refusal title, or null. Without it there is no bulk cancel. */
  onBulkCancel?: (pks: number[], reason: string) => Promise<string | null | void> | void;
  bulkReport?: BulkCancelReport | null;
  onBulkReportDismiss?: () => void;
  /** Shows 'New booking' (the viewer may book). */
  canAdd?: boolean;
  onAdd?: () => void;
  /** Offers CSV and XLSX export of the filtered list. */
  onExport?: (format: ExportFormat) => void;
  exportProgress?: Omit<TableExportProgressProps, 'subject' | 'theme'> | null;
  theme?: ThemeName;
};

const EMPTY_TEXT: Record<BookingListName, string> = {
  bookings: 'No bookings found',
  'my-bookings': 'You have no bookings',
  'my-branch-bookings': 'No bookings found for your branch',
};
export const HIDDEN_EMPTY_TEXT = 'No hidden bookings found';
export const NARROWED_EMPTY_TEXT = 'No bookings match the search and filters';

export const emptyTextFor = (list: BookingListName, hidden: boolean, narrowed: boolean): string =>
  narrowed ? NARROWED_EMPTY_TEXT : hidden ? HIDDEN_EMPTY_TEXT : EMPTY_TEXT[list];

const isNarrowed = (query: BookingTableQuery) =>
  query.search.trim() !== '' || query.statuses.length > 0 || query.branch !== null || query.from !== '' || query.to !== '';

const noSelection: readonly number[] = [];

/**
 * The bookings lists of spec §2 without any HTTP: the server pages, orders
 * by start (newest first, or oldest) and filters by status, branch, dates
 * and search through `onQueryChange`. Each row offers what the server
 * allows (`allowed_actions`); actions that ask something open their dialog,
 * which keeps the input and shows the server's refusal.
 */
export function BookingTable({
  status,
  bookings,
  count,
  error,
  onRetry,
  query,
  onQueryChange,
  list,
  hidden = false,
  variant = 'default',
  branches = [],
  onAction,
  onView,
  onEdit,
  selected = noSelection,
  onSelectedChange,
  onBulkCancel,
  bulkReport,
  onBulkReportDismiss,
  canAdd = false,
  onAdd,
  onExport,
  exportProgress,
  theme,
}: BookingTableProps) {
  const flow = useBookingActionFlow(onAction, { onView, onEdit });
  const bulk = Boolean(onBulkCancel);
  const columns = useMemo(() => bookingColumnsFor(variant, bulk), [variant, bulk]);
  const bulkCancel = useBulkCancel(selected, onBulkCancel);

  const table = useServerTable({
    data: bookings,
    columns,
    getRowId: (booking) => String(booking.pk),
    count,
    query,
    onQueryChange: (next) => {
      // Start always has an order: a third click turns it round rather than dropping it.
      const ordering = next.ordering ?? (query.ordering === 'start_datetime' ? '-start_datetime' : 'start_datetime');
      onQueryChange({ ...query, ...next, ordering });
    },
  });

  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const cancellable = bookings.filter(isCancellable);
  const allTicked = cancellable.length > 0 && cancellable.every((booking) => selectedSet.has(booking.pk));
  const tick = (pks: number[]) => {
    bulkCancel.clearNothingTicked();
    onSelectedChange?.(pks);
  };

  const narrowed = isNarrowed(query);
  const change = (patch: Partial<BookingTableQuery>) => onQueryChange({ ...query, ...patch, page: 1 });
  const toolbar = (
    <>
      <SearchBox label="Search bookings" value={query.search} onSearch={(search) => change({ search })} />
      <StatusFilter
        options={statusFilterOptions({ deleted: list === 'bookings', hidden: list === 'bookings' && !hidden })}
        value={query.statuses}
        onChange={(statuses) => change({ statuses })}
      />
      {branches.length > 0 && <BranchFilter branches={branches} value={query.branch} onChange={(branch) => change({ branch })} />}
      <DateRangeFilter label="Dates" panelLabel="Booking dates" from={query.from} to={query.to} onChange={(range) => change(range)} />
      {narrowed && (
        <Button variant="text" size="small" onClick={() => change({ search: '', statuses: [], branch: null, from: '', to: '' })}>
          Clear filters
        </Button>
      )}
      <span className={tableStyles.toolbarSpacer} />
      {bulk && (
        <>
          <label className={styles.group}>
            <input
              type="checkbox"
              className={styles.tickAll}
              checked={allTicked}
              disabled={cancellable.length === 0}
              onChange={(event) => tick(event.currentTarget.checked ? cancellable.map((booking) => booking.pk) : [])}
            />
            Select all on this page
          </label>
          <Button variant="text" size="small" onClick={bulkCancel.ask}>
            Cancel selected{selected.length > 0 ? ` (${selected.length})` : ''}
          </Button>
        </>
      )}
      {onExport && <ExportButtons running={exportProgress?.status === 'running'} onExport={onExport} />}
      {canAdd && onAdd && (
        <Button size="small" onClick={onAdd}>
          New booking
        </Button>
      )}
      {bulkCancel.nothingTicked && (
        <p role="alert" className={styles.notice}>
          {bookingMessages.selectBookings}
        </p>
      )}
      {bulkReport && <BulkReport report={bulkReport} onDismiss={onBulkReportDismiss} />}
      {exportProgress && exportProgress.status !== 'idle' && (
        <div className={tableStyles.toolbarLine}>
          <TableExportProgress {...exportProgress} subject="bookings" theme={theme} />
        </div>
      )}
    </>
  );

  return (
    <BookingCellContext.Provider
      value={{
        choose: flow.choose,
        approving: flow.approving,
        selected: selectedSet,
        selectable: bulk,
        toggle: (booking, on) => tick(on ? [...selected, booking.pk] : selected.filter((pk) => pk !== booking.pk)),
      }}
    >
      <DataTable
        table={table}
        label={hidden ? 'Hidden bookings' : 'Bookings'}
        noun="bookings"
        status={status}
        error={error}
        onRetry={onRetry}
        emptyText={emptyTextFor(list, hidden, narrowed)}
        toolbar={toolbar}
        theme={theme}
      >
        {flow.dialog && <BookingActionDialog key={`${flow.dialog.booking.pk}-${flow.dialog.action}`} {...flow.dialog} />}
        {bulkCancel.asking && (
          <ReasonDialog
            title={`Cancel ${selected.length} ${selected.length === 1 ? 'booking' : 'bookings'}?`}
            message="One reason is sent for every selected booking."
            required
            confirmLabel="Cancel selected"
            busyLabel="Cancelling..."
            busy={bulkCancel.busy}
            error={bulkCancel.error}
            onClose={bulkCancel.close}
            onConfirm={(reason) => void bulkCancel.confirm(reason ?? '')}
          />
        )}
      </DataTable>
    </BookingCellContext.Provider>
  );
}
