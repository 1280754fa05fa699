import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from '../state/store-context';
import type { NamedItem, NamedListStatus } from './NamedList';

export type NamedListState = {
  status: NamedListStatus;
  error: string | null;
  items: NamedItem[];
  adding: boolean;
  addError: string | null;
  renaming: number | null;
  renameError: string | null;
};

export type NamedListActions = {
  loadStarted: () => void;
  loaded: (items: NamedItem[]) => void;
  loadFailed: (title: string) => void;
  addStarted: () => void;
  added: (item: NamedItem) => void;
  addFailed: (message: string) => void;
  renameStarted: (pk: number) => void;
  renamed: (item: NamedItem) => void;
  renameFailed: (message: string) => void;
  removed: (pk: number) => void;
};

export type NamedListStoreState = NamedListState & NamedListActions;

/** One store per named list on the page. */
export function createNamedListStore(): StoreApi<NamedListStoreState> {
  return createStore<NamedListStoreState>()((set, get) => ({
    status: 'loading',
    error: null,
    items: [],
    adding: false,
    addError: null,
    renaming: null,
    renameError: null,
    loadStarted: () => set({ status: 'loading', error: null }),
    loaded: (items) => set({ status: 'ready', items, error: null }),
    loadFailed: (title) => set({ status: 'error', error: title }),
    addStarted: () => set({ adding: true, addError: null }),
    added: (item) => set({ adding: false, items: [...get().items, item] }),
    addFailed: (message) => set({ adding: false, addError: message }),
    renameStarted: (pk) => set({ renaming: pk, renameError: null }),
    renamed: (item) => set({ renaming: null, items: get().items.map((shown) => (shown.pk === item.pk ? item : shown)) }),
    renameFailed: (message) => set({ renaming: null, renameError: message }),
    removed: (pk) => set({ items: get().items.filter((shown) => shown.pk !== pk) }),
  }));
}

export const {
  Provider: NamedListStoreProvider,
  useStoreApi: useNamedListStoreApi,
  useStore: useNamedListStore,
} = createStoreContext('named-list', createNamedListStore);
