import type { PermissionItem } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from '../state/store-context';

export type HeadingBarState = {
  /** The page the items are for; items of another page are never shown. */
  pageKey: string | null;
  items: PermissionItem[];
};

export type HeadingBarActions = {
  itemsLoaded: (pageKey: string, items: PermissionItem[]) => void;
};

export type HeadingBarStore = StoreApi<HeadingBarState & HeadingBarActions>;

export function createHeadingBarStore(initial: Partial<HeadingBarState> = {}): HeadingBarStore {
  return createStore<HeadingBarState & HeadingBarActions>()((set) => ({
    pageKey: null,
    items: [],
    ...initial,
    itemsLoaded: (pageKey, items) => set({ pageKey, items }),
  }));
}

export const {
  Provider: HeadingBarStoreProvider,
  useStoreApi: useHeadingBarStoreApi,
  useStore: useHeadingBarStore,
} = createStoreContext('heading-bar', createHeadingBarStore);
