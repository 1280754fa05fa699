import type { Branch, BranchRelation } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { initialServerQuery, type PageSize } from '../ui/data-table/features';
import { pagedTableSlice, type PagedTableSlice } from '../ui/data-table/paged-table-slice';
import { createStoreContext } from '../state/store-context';
import type { BranchRelationsStatus } from './BranchRelations';

export type BranchRelationsState = {
  status: BranchRelationsStatus;
  error: string | null;
  branches: Branch[];
  relations: BranchRelation[];
  saving: boolean;
  saveError: string | null;
};

export type BranchRelationsActions = {
  loadStarted: () => void;
  loaded: (loaded: Pick<BranchRelationsState, 'branches' | 'relations'>) => void;
  loadFailed: (title: string) => void;
  saveStarted: () => void;
  /** The server's answer replaces what its from-branch served. */
  saved: (relation: BranchRelation) => void;
  saveFailed: (title: string) => void;
};

export type BranchRelationsStoreState = BranchRelationsState & BranchRelationsActions;

/** One store per relations editor on the page. */
export function createBranchRelationsStore(): StoreApi<BranchRelationsStoreState> {
  return createStore<BranchRelationsStoreState>()((set, get) => ({
    status: 'loading',
    error: null,
    branches: [],
    relations: [],
    saving: false,
    saveError: null,
    loadStarted: () => set({ status: 'loading', error: null }),
    loaded: ({ branches, relations }) => set({ status: 'ready', branches, relations, error: null }),
    loadFailed: (title) => set({ status: 'error', error: title }),
    saveStarted: () => set({ saving: true, saveError: null }),
    saved: (relation) =>
      set({
        saving: false,
        relations: [...get().relations.filter((shown) => shown.from_branch !== relation.from_branch), relation],
      }),
    saveFailed: (title) => set({ saving: false, saveError: title }),
  }));
}

export const {
  Provider: BranchRelationsStoreProvider,
  useStoreApi: useBranchRelationsStoreApi,
  useStore: useBranchRelationsStore,
} = createStoreContext('branch-relations', createBranchRelationsStore);

export type AssociatedBranchesStoreState = PagedTableSlice<Branch>;

/** One store per associated-branches list on the page. */
export function createAssociatedBranchesStore(initial: { pageSize?: PageSize } = {}): StoreApi<AssociatedBranchesStoreState> {
  return createStore<AssociatedBranchesStoreState>()((set) => pagedTableSlice(set, initialServerQuery(initial.pageSize)));
}

export const {
  Provider: AssociatedBranchesStoreProvider,
  useStoreApi: useAssociatedBranchesStoreApi,
  useStore: useAssociatedBranchesStore,
} = createStoreContext('associated-branches', createAssociatedBranchesStore);
