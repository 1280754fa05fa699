import {
  DEFAULT_BOOKING_RULES,
  type Booking,
  type BookingCost,
  type BookingRules,
  type Branch,
  type DriverOption,
  type RecurringCheckResult,
  type TagGroup,
  type Vehicle,
  type VehicleFilters,
} from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, savingSlice, type FeedbackState, type SavingActions } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';
import type { BookingPrefill } from './booking-form-values';

export type BookingFormStatus = 'loading' | 'ready' | 'error';

/**
 * One thing the form asks the server for as the person types (free vehicles,
 * drivers, the cost, the series dates). `key` names the question the value
 * answers, so an answer to an older question is never shown as current.
 */
export type Lookup<T> = { status: 'idle' | 'loading' | 'ready' | 'error'; key: string | null; value: T; error: string | null };

export const idleLookup = <T>(value: T): Lookup<T> => ({ status: 'idle', key: null, value, error: null });

/** The rules, booking tags and vehicle filters of the chosen branch. */
export type BranchData = { rules: BookingRules; tagGroups: TagGroup[]; vehicleFilters: VehicleFilters | null; error: string | null };

export type Lookups = {
  vehicles: Lookup<Vehicle[]>;
  drivers: Lookup<DriverOption[]>;
  cost: Lookup<BookingCost | null>;
  /** The dates of a series, from 'Check dates' or from a save refused for its clashes. */
  series: Lookup<RecurringCheckResult | null>;
};
export type LookupName = keyof Lookups;

export type BookingFormState = FeedbackState &
  Lookups & {
    status: BookingFormStatus;
    loadError: string | null;
    booking: Booking | null;
    branches: Branch[];
    /** The branch a new booking starts at. */
    defaultBranchPk: number | null;
    branchData: BranchData;
    /** The driver a driver-only caller books for: themselves. */
    fixedDriver: DriverOption | null;
    /** A new booking's vehicle and times picked elsewhere, as found at the branch. */
    prefill: BookingPrefill | null;
    saving: boolean;
  };

export type BookingFormLoaded = Pick<BookingFormState, 'booking' | 'branches' | 'defaultBranchPk' | 'branchData' | 'fixedDriver' | 'prefill'>;

export type BookingFormActions = SavingActions & {
  loadStarted: () => void;
  loaded: (loaded: BookingFormLoaded) => void;
  loadFailed: (title: string) => void;
  branchDataLoaded: (data: BranchData) => void;
  lookupStarted: (name: LookupName, key: string) => void;
  /** Kept only while `key` is still the latest question asked. */
  lookupAnswered: <N extends LookupName>(name: N, key: string, value: Lookups[N]['value']) => void;
  lookupFailed: (name: LookupName, key: string, title: string) => void;
  lookupCleared: (name: LookupName) => void;
  saveFinished: () => void;
};

export type BookingFormStoreState = BookingFormState & BookingFormActions;

const emptyLookups = (): Lookups => ({
  vehicles: idleLookup<Vehicle[]>([]),
  drivers: idleLookup<DriverOption[]>([]),
  cost: idleLookup<BookingCost | null>(null),
  series: idleLookup<RecurringCheckResult | null>(null),
});

export const emptyBranchData = (): BranchData => ({ rules: DEFAULT_BOOKING_RULES, tagGroups: [], vehicleFilters: null, error: null });

/** One store per booking form on the page. */
export function createBookingFormStore(): StoreApi<BookingFormStoreState> {
  return createStore<BookingFormStoreState>()((set, get) => ({
    ...emptyFeedback,
    ...emptyLookups(),
    status: 'loading',
    loadError: null,
    booking: null,
    branches: [],
    defaultBranchPk: null,
    branchData: emptyBranchData(),
    fixedDriver: null,
    prefill: null,
    saving: false,
    ...savingSlice(set),
    loadStarted: () => set({ status: 'loading', loadError: null }),
    loaded: (loaded) => set({ ...loaded, status: 'ready', loadError: null }),
    loadFailed: (title) => set({ status: 'error', loadError: title }),
    branchDataLoaded: (branchData) => set({ branchData }),
    lookupStarted: (name, key) => set({ [name]: { ...get()[name], status: 'loading', key, error: null } }),
    lookupAnswered: (name, key, value) => {
      if (get()[name].key === key) set({ [name]: { status: 'ready', key, value, error: null } });
    },
    lookupFailed: (name, key, title) => {
      if (get()[name].key === key) set({ [name]: { ...get()[name], status: 'error', error: title } });
    },
    lookupCleared: (name) => set({ [name]: emptyLookups()[name] }),
    saveFinished: () => set({ saving: false }),
  }));
}

export const {
  Provider: BookingFormStoreProvider,
  useStoreApi: useBookingFormStoreApi,
  useStore: useBookingFormStore,
} = createStoreContext('booking-form', createBookingFormStore);

/** Names a question to the server, to tell its answer from an older one's. */
export const lookupKey = (question: unknown): string => JSON.stringify(question);

/** A series payload's key: whether the clashes are skipped does not change which dates it holds. */
export const seriesKey = (payload: object): string => lookupKey({ ...payload, skip_conflicting_dates: undefined });
