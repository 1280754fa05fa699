import type { Booking, Employee, TagGroup } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from '../state/store-context';
import type { NamedOption } from '../fields/person/named-option';

export type UserDetailStatus = 'loading' | 'ready' | 'error';

export type UserDetailState = {
  status: UserDetailStatus;
  loadError: string | null;
  employee: Employee | null;
  /** The custom fields, to label and format the user's values; null when they could not be loaded. */
  tagGroups: TagGroup[] | null;
  /** Branches and hubs, naming the pks of the association groups. */
  branches: NamedOption[];
  /** The user's latest bookings as driver; empty when they could not be loaded. */
  bookings: Booking[];
};

export type UserDetailActions = {
  loadStarted: () => void;
  loaded: (loaded: Pick<UserDetailState, 'employee' | 'tagGroups' | 'branches' | 'bookings'>) => void;
  loadFailed: (title: string) => void;
};

export type UserDetailStoreState = UserDetailState & UserDetailActions;

/** One store per detail on the page. */
export function createUserDetailStore(initial: Partial<UserDetailState> = {}): StoreApi<UserDetailStoreState> {
  return createStore<UserDetailStoreState>()((set) => ({
    status: 'loading',
    loadError: null,
    employee: null,
    tagGroups: null,
    branches: [],
    bookings: [],
    ...initial,
    loadStarted: () => set({ status: 'loading', loadError: null }),
    loaded: (loaded) => set({ ...loaded, status: 'ready', loadError: null }),
    loadFailed: (title) => set({ status: 'error', loadError: title }),
  }));
}

export const {
  Provider: UserDetailStoreProvider,
  useStoreApi: useUserDetailStoreApi,
  useStore: useUserDetailStore,
} = createStoreContext('user-detail', createUserDetailStore);
