import type { Booking, BookingAuditEntry, BookingTrip, Incident } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from '../state/store-context';

export const BOOKING_DETAIL_STATUSES = ['loading', 'ready', 'error', 'not-found'] as const;
export type BookingDetailStatus = (typeof BOOKING_DETAIL_STATUSES)[number];

/** The audit trail or the trips: the list, or why it could not be loaded (the booking still shows). */
export type Part<T> = { items: T[]; error: string | null };

export type BookingDetailState = {
  status: BookingDetailStatus;
  loadError: string | null;
  booking: Booking | null;
  audits: Part<BookingAuditEntry>;
  trips: Part<BookingTrip>;
  incidents: Part<Incident>;
};

export type BookingDetailLoaded = Pick<BookingDetailState, 'booking' | 'audits' | 'trips' | 'incidents'>;

export type BookingDetailActions = {
  loadStarted: () => void;
  loaded: (loaded: BookingDetailLoaded) => void;
  loadFailed: (title: string, notFound: boolean) => void;
};

export type BookingDetailStoreState = BookingDetailState & BookingDetailActions;

const none = { items: [], error: null };

/** One store per booking page. */
export function createBookingDetailStore(): StoreApi<BookingDetailStoreState> {
  return createStore<BookingDetailStoreState>()((set, get) => ({
    status: 'loading',
    loadError: null,
    booking: null,
    audits: none,
    trips: none,
    incidents: none,
    // A reload after an action keeps the booking on screen until the new one arrives.
    loadStarted: () => set({ status: get().booking ? 'ready' : 'loading', loadError: null }),
    loaded: (loaded) => set({ ...loaded, status: 'ready', loadError: null }),
    loadFailed: (title, notFound) =>
      set({ status: notFound ? 'not-found' : 'error', loadError: title, booking: null, audits: none, trips: none, incidents: none }),
  }));
}

export const {
  Provider: BookingDetailStoreProvider,
  useStoreApi: useBookingDetailStoreApi,
  useStore: useBookingDetailStore,
} = createStoreContext('booking-detail', createBookingDetailStore);
