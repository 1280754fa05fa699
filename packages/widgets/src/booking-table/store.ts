import type { Booking } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BookingFailure } from '../flows/booking-actions/booking-actions';
import { initialServerQuery, type PageSize, type ServerQuery } from '../ui/data-table/features';
import { pagedTableSlice, type PagedTableSlice } from '../ui/data-table/paged-table-slice';
import { createStoreContext } from '../state/store-context';

export const BOOKING_ORDERINGS = ['-start_datetime', 'start_datetime'] as const;

/**
 * The bookings table's query: the server-side page and order by start, and
 * the toolbar's filters: statuses (the six of spec §4, Deleted and Hidden),
 * one branch, a range of days (yyyy-MM-dd, both included) and the search.
 */
export type BookingTableQuery = ServerQuery & {
  search: string;
  statuses: string[];
  branch: number | null;
  from: string;
  to: string;
};

/** Newest first: the bookings coming up and just made are the ones looked for. */
export const initialBookingTableQuery = (pageSize?: PageSize): BookingTableQuery => ({
  ...initialServerQuery(pageSize),
  ordering: '-start_datetime',
  search: '',
  statuses: [],
  branch: null,
  from: '',
  to: '',
});

/** What the last bulk cancel said, with the bookings it could not cancel. */
export type BulkCancelReport = { message: string; failures: BookingFailure[] };

export type BookingTableState = {
  /** Ticked rows of the current page. */
  selected: number[];
  bulkReport: BulkCancelReport | null;
  branches: { pk: number; name: string }[];
};

export type BookingTableActions = {
  selectionChanged: (selected: number[]) => void;
  bulkReported: (report: BulkCancelReport | null) => void;
  branchesLoaded: (branches: { pk: number; name: string }[]) => void;
};

export type BookingTableStoreState = PagedTableSlice<Booking, BookingTableQuery> & BookingTableState & BookingTableActions;

export type BookingTableInitial = { pageSize?: PageSize };

/** One store per bookings table on the page. */
export function createBookingTableStore(initial: BookingTableInitial = {}): StoreApi<BookingTableStoreState> {
  return createStore<BookingTableStoreState>()((set) => {
    const paged = pagedTableSlice<Booking, BookingTableQuery>(set, initialBookingTableQuery(initial.pageSize));
    return {
      ...paged,
      // Ticks belong to the rows on screen: another page or filter starts with none.
      queryChanged: (query) => set({ query, selected: [] }),
      selected: [],
      bulkReport: null,
      branches: [],
      selectionChanged: (selected) => set({ selected }),
      bulkReported: (bulkReport) => set({ bulkReport }),
      branchesLoaded: (branches) => set({ branches }),
    };
  });
}

export const {
  Provider: BookingTableStoreProvider,
  useStoreApi: useBookingTableStoreApi,
  useStore: useBookingTableStore,
} = createStoreContext('booking-table', createBookingTableStore);
