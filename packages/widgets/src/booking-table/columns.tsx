import { BOOKED_PLACEHOLDER, type Booking } from '@motorpool/api';
import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import { bookingRowActions, BOOKING_ACTION_ICONS, BOOKING_ACTION_LABELS, type BookingRowAction } from '../flows/booking-actions/booking-actions';
import { bookingDays, bookingStatusText, bookingTimeText, bookingTimeZone, vehicleText } from '../flows/booking-actions/booking-values';
import { BookingStatusBadges } from '../flows/booking-actions/BookingStatusBadges';
import type { DataTableFeatures } from '../ui/data-table/features';
import { RowActions } from '../ui/data-table/RowActions';
import { TextCell } from '../ui/data-table/TextCell';
import { textColumn } from '../ui/data-table/text-column';
import * as styles from './BookingTable.css';

/**
 * `default` shows every column of the bookings list. `sr` is the compact
 * `{sr_view}` variant of spec §2 for narrow or embedded pages: who has which
 * vehicle when, and its status (Action, Booking ID, Vehicle, Driver, Start,
 * End, Status); the rest stays on the booking's page.
 */
export const BOOKING_TABLE_VARIANTS = ['default', 'sr'] as const;
export type BookingTableVariant = (typeof BOOKING_TABLE_VARIANTS)[number];

export const SR_COLUMNS: readonly string[] = ['actions', 'select', 'pk', 'vehicle', 'driver', 'start_datetime', 'end_datetime', 'status'];

export type BookingCellContextValue = {
  choose: (booking: Booking, action: BookingRowAction) => void;
  approving: number | null;
  selected: ReadonlySet<number>;
  toggle: (booking: Booking, selected: boolean) => void;
  /** Whether the viewer may tick rows: bulk cancel is offered. */
  selectable: boolean;
};

export const BookingCellContext = createContext<BookingCellContextValue>({
  choose: () => undefined,
  approving: null,
  selected: new Set(),
  toggle: () => undefined,
  selectable: false,
});

/** Only bookings the viewer may cancel can be ticked for the bulk cancel. */
export const isCancellable = (booking: Booking): boolean => (booking.allowed_actions ?? []).includes('cancel');

function ActionsCell({ row }: { row: { original: Booking } }) {
  const { choose, approving } = useContext(BookingCellContext);
  const booking = row.original;
  const actions = bookingRowActions(booking).map((action) => ({
    key: action,
    label: BOOKING_ACTION_LABELS[action],
    icon: BOOKING_ACTION_ICONS[action],
    busy: action === 'approve' && approving === booking.pk,
    onSelect: () => choose(booking, action),
  }));
  return <RowActions rowName={`booking ${booking.pk}`} actions={actions} />;
}

function SelectCell({ row }: { row: { original: Booking } }) {
  const { selected, toggle } = useContext(BookingCellContext);
  const booking = row.original;
  const cancellable = isCancellable(booking);
  return (
    <input
      type="checkbox"
      className={styles.rowCheckbox}
      aria-label={`Select booking ${booking.pk}`}
      checked={selected.has(booking.pk)}
      disabled={!cancellable}
      title={cancellable ? undefined : 'This booking cannot be cancelled'}
      onChange={(event) => toggle(booking, event.currentTarget.checked)}
    />
  );
}

const helper = createColumnHelper<DataTableFeatures, Booking>();
const plain = textColumn<Booking>;

/**
 * The columns of the bookings list, in order. Only Start sorts (the server
 * orders by start_datetime); the filters sit in the toolbar, as statuses are
 * chosen several at a time and dates as a range.
 */
export const BOOKING_COLUMNS = helper.columns([
  helper.display({
    id: 'actions',
    header: 'Action',
    size: 150,
    enableHiding: false,
    meta: { label: 'Action', pinned: true, cardControl: true },
    cell: ActionsCell,
  }),
  helper.display({ id: 'select', header: 'Select', size: 76, enableHiding: false, meta: { label: 'Select', cardControl: true }, cell: SelectCell }),
  plain('pk', 'Booking ID', 110, (booking) => String(booking.pk)),
  plain('vehicle', 'Vehicle', 220, vehicleText, { priority: true }),
  // A booking the viewer's visibility rules show only as taken names no driver: it reads "Booked".
  plain('driver', 'Driver', 170, (booking) => booking.driver?.name ?? (booking.is_masked ? BOOKED_PLACEHOLDER : undefined), { priority: true }),
  plain('branch', 'Branch', 160, (booking) => booking.branch.name),
  helper.accessor((booking) => bookingTimeText(booking.start_datetime, bookingTimeZone(booking)), {
    id: 'start_datetime',
    header: 'Start',
    size: 190,
    enableColumnFilter: false,
    enableHiding: false,
    meta: { label: 'Start', priority: true },
    cell: ({ getValue }) => <TextCell value={getValue()} />,
  }),
  plain('end_datetime', 'End', 190, (booking) => bookingTimeText(booking.end_datetime, bookingTimeZone(booking)), { priority: true }),
  plain('day_count', 'Day count', 100, (booking) => {
    const days = bookingDays(booking);
    return days === null ? '' : String(days);
  }),
  helper.accessor(bookingStatusText, {
    id: 'status',
    header: 'Status',
    size: 150,
    enableSorting: false,
    enableColumnFilter: false,
    enableHiding: false,
    meta: { label: 'Status', priority: true },
    cell: ({ row }) => (
      <span className={styles.statusBadges}>
        <BookingStatusBadges booking={row.original} />
      </span>
    ),
  }),
  plain('purpose_of_trip', 'Purpose', 180, (booking) => booking.purpose_of_trip ?? ''),
  plain('booking_type', 'Booking Type', 140, (booking) => booking.booking_type ?? ''),
  plain('created_by', 'Created By', 160, (booking) => booking.created_by?.name ?? ''),
]);

/** The columns a variant shows, without the selection boxes when bulk cancel is not offered. */
export function bookingColumnsFor(variant: BookingTableVariant, selectable: boolean) {
  return BOOKING_COLUMNS.filter((column) => (selectable || column.id !== 'select') && (variant === 'default' || SR_COLUMNS.includes(column.id ?? '')));
}
