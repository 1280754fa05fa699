import type { PublicHoliday } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from '../state/store-context';
import type { HolidayErrors, PublicHolidayFilter, PublicHolidaysStatus } from './PublicHolidays';

export type PublicHolidaysState = {
  filter: PublicHolidayFilter;
  status: PublicHolidaysStatus;
  error: string | null;
  holidays: PublicHoliday[];
  importing: boolean;
  adding: boolean;
  addError: HolidayErrors | null;
  updating: number | null;
  updateError: HolidayErrors | null;
};

export type PublicHolidaysActions = {
  filterChanged: (filter: PublicHolidayFilter) => void;
  loadStarted: () => void;
  loaded: (holidays: PublicHoliday[]) => void;
  loadFailed: (title: string) => void;
  importStarted: () => void;
  importFinished: (holidays?: PublicHoliday[]) => void;
  addStarted: () => void;
  added: (holiday: PublicHoliday) => void;
  addFailed: (errors: HolidayErrors) => void;
  updateStarted: (pk: number) => void;
  updated: (holiday: PublicHoliday) => void;
  updateFailed: (errors: HolidayErrors) => void;
  removed: (pk: number) => void;
};

export type PublicHolidaysStoreState = PublicHolidaysState & PublicHolidaysActions;

export type PublicHolidaysInitial = { filter: PublicHolidayFilter };

/** A holiday of another calendar or year (an edit that moved it) leaves the list shown. */
const inView = (holiday: PublicHoliday, filter: PublicHolidayFilter) =>
  holiday.country === filter.country && (holiday.state ?? '') === filter.state && holiday.date.startsWith(`${filter.year}-`);

/** One store per public-holidays widget on the page. */
export function createPublicHolidaysStore(
  initial: PublicHolidaysInitial = { filter: { country: '', state: '', year: new Date().getFullYear() } },
): StoreApi<PublicHolidaysStoreState> {
  return createStore<PublicHolidaysStoreState>()((set, get) => ({
    filter: initial.filter,
    status: initial.filter.country ? 'loading' : 'idle',
    error: null,
    holidays: [],
    importing: false,
    adding: false,
    addError: null,
    updating: null,
    updateError: null,
    filterChanged: (filter) => set({ filter, status: filter.country ? 'loading' : 'idle', holidays: [], error: null }),
    loadStarted: () => set({ status: 'loading', error: null }),
    loaded: (holidays) => set({ status: 'ready', holidays, error: null }),
    loadFailed: (title) => set({ status: 'error', error: title, holidays: [] }),
    importStarted: () => set({ importing: true }),
    importFinished: (holidays) => set(holidays ? { importing: false, holidays, status: 'ready' } : { importing: false }),
    addStarted: () => set({ adding: true, addError: null }),
    added: (holiday) => set({ adding: false, holidays: inView(holiday, get().filter) ? [...get().holidays, holiday] : get().holidays }),
    addFailed: (errors) => set({ adding: false, addError: errors }),
    updateStarted: (pk) => set({ updating: pk, updateError: null }),
    updated: (holiday) =>
      set({
        updating: null,
        holidays: get()
          .holidays.map((shown) => (shown.pk === holiday.pk ? holiday : shown))
          .filter((shown) => inView(shown, get().filter)),
      }),
    updateFailed: (errors) => set({ updating: null, updateError: errors }),
    removed: (pk) => set({ holidays: get().holidays.filter((shown) => shown.pk !== pk) }),
  }));
}

export const {
  Provider: PublicHolidaysStoreProvider,
  useStoreApi: usePublicHolidaysStoreApi,
  useStore: usePublicHolidaysStore,
} = createStoreContext('public-holidays', createPublicHolidaysStore);
