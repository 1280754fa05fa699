import type { RegistrationRequest } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from '../state/store-context';

export type RegistrationRequestsStatus = 'loading' | 'ready' | 'error';

export type RegistrationRequestsState = {
  status: RegistrationRequestsStatus;
  requests: RegistrationRequest[];
  /** How many the server holds in all, pages not yet loaded included. */
  count: number;
  /** The next page to load, or null when every page is in. */
  nextPage: number | null;
  loadingMore: boolean;
  /** Why the list could not be loaded: the server's title (403 for people who are not approvers). */
  error: string | null;
  /** Requests being accepted right now. */
  accepting: number[];
  /** The server's word on the last accept, for a live region. */
  announcement: string | null;
  /** Why the last accept failed. */
  actionError: string | null;
};

export type RegistrationRequestsActions = {
  loadStarted: () => void;
  pageLoaded: (page: { results: RegistrationRequest[]; count: number; nextPage: number | null }, append: boolean) => void;
  loadFailed: (title: string, append: boolean) => void;
  acceptStarted: (pk: number) => void;
  accepted: (pk: number, message: string) => void;
  acceptFailed: (pk: number, title: string) => void;
};

export type RegistrationRequestsStoreState = RegistrationRequestsState & RegistrationRequestsActions;
export type RegistrationRequestsStore = StoreApi<RegistrationRequestsStoreState>;

const emptyState: RegistrationRequestsState = {
  status: 'loading',
  requests: [],
  count: 0,
  nextPage: null,
  loadingMore: false,
  error: null,
  accepting: [],
  announcement: null,
  actionError: null,
};

/** One store per list on the page. */
export function createRegistrationRequestsStore(initial: Partial<RegistrationRequestsState> = {}): RegistrationRequestsStore {
  return createStore<RegistrationRequestsStoreState>()((set, get) => ({
    ...emptyState,
    ...initial,
    loadStarted: () => set(get().status === 'ready' ? { loadingMore: true, actionError: null } : { status: 'loading', error: null }),
    pageLoaded: ({ results, count, nextPage }, append) => {
      const known = new Set(append ? get().requests.map((request) => request.pk) : []);
      const requests = append ? [...get().requests, ...results.filter((request) => !known.has(request.pk))] : results;
      set({ status: 'ready', requests, count, nextPage, loadingMore: false, error: null });
    },
    loadFailed: (title, append) => set(append ? { loadingMore: false, actionError: title } : { status: 'error', error: title }),
    acceptStarted: (pk) => set({ accepting: [...get().accepting, pk], announcement: null, actionError: null }),
    accepted: (pk, message) =>
      set({
        requests: get().requests.filter((request) => request.pk !== pk),
        count: Math.max(0, get().count - 1),
        accepting: get().accepting.filter((candidate) => candidate !== pk),
        announcement: message,
      }),
    acceptFailed: (pk, title) => set({ accepting: get().accepting.filter((candidate) => candidate !== pk), actionError: title }),
  }));
}

export const {
  Provider: RegistrationRequestsStoreProvider,
  useStoreApi: useRegistrationRequestsStoreApi,
  useStore: useRegistrationRequestsStore,
} = createStoreContext('registration-requests', createRegistrationRequestsStore);
