import type { BookingEvaluation } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from '../state/store-context';

/**
 * Where an emailed link stands: its values are not a link (`invalid`), it is
 * being checked (`loading`), a decline waits for its reason (`reason`), the
 * choice is on its way (`submitting`), done, or refused by the server.
 */
export const BOOKING_LINK_PHASES = ['invalid', 'loading', 'reason', 'submitting', 'done', 'failed'] as const;
export type BookingLinkPhase = (typeof BOOKING_LINK_PHASES)[number];

export type BookingLinkState = {
  phase: BookingLinkPhase;
  evaluation: BookingEvaluation | null;
  /** The server's title for a used, expired or tampered link. */
  error: string | null;
};

export type BookingLinkActions = {
  evaluating: () => void;
  evaluated: (evaluation: BookingEvaluation, askReason: boolean) => void;
  submitting: () => void;
  done: () => void;
  failed: (title: string) => void;
};

export type BookingLinkStoreState = BookingLinkState & BookingLinkActions;

/** One store per link screen; it starts `invalid` when the link's values are not a link. */
export function createBookingLinkStore(initial: { valid?: boolean } = {}): StoreApi<BookingLinkStoreState> {
  return createStore<BookingLinkStoreState>()((set) => ({
    phase: initial.valid === false ? 'invalid' : 'loading',
    evaluation: null,
    error: null,
    evaluating: () => set({ phase: 'loading', error: null }),
    evaluated: (evaluation, askReason) => set({ evaluation, phase: askReason ? 'reason' : 'submitting' }),
    submitting: () => set({ phase: 'submitting', error: null }),
    done: () => set({ phase: 'done' }),
    failed: (error) => set({ phase: 'failed', error }),
  }));
}

export const {
  Provider: BookingLinkStoreProvider,
  useStoreApi: useBookingLinkStoreApi,
  useStore: useBookingLinkStore,
} = createStoreContext('booking-action', createBookingLinkStore);
