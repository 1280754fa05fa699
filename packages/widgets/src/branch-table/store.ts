import type { Branch } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DataTableStatus } from '../private/data-table/DataTable';
import { initialServerQuery, type PageSize, type ServerQuery } from '../private/data-table/features';
import { createStoreContext } from '../private/widget-store/store-context';

/** The branches table's query: the server-side page, order and filters (`is_active`, `branch_type`), and the search. */
export type BranchTableQuery = ServerQuery & { search: string };

export const initialBranchTableQuery = (pageSize?: PageSize): BranchTableQuery => ({
  ...initialServerQuery(pageSize),
  ordering: 'name',
  search: '',
});

export type BranchTableState = {
  query: BranchTableQuery;
  status: DataTableStatus;
  branches: Branch[];
  count: number;
  error: string | null;
};

export type BranchTableActions = {
  queryChanged: (query: BranchTableQuery) => void;
  loadStarted: () => void;
  loaded: (branches: Branch[], count: number) => void;
  loadFailed: (title: string) => void;
};

export type BranchTableStoreState = BranchTableState & BranchTableActions;

/** One store per branches table on the page. */
export function createBranchTableStore(initial: { pageSize?: PageSize } = {}): StoreApi<BranchTableStoreState> {
  return createStore<BranchTableStoreState>()((set) => ({
    query: initialBranchTableQuery(initial.pageSize),
    status: 'loading',
    branches: [],
    count: 0,
    error: null,
    queryChanged: (query) => set({ query }),
    loadStarted: () => set({ status: 'loading', error: null }),
    loaded: (branches, count) => set({ status: 'ready', branches, count, error: null }),
    loadFailed: (title) => set({ status: 'error', error: title, branches: [], count: 0 }),
  }));
}

export const {
  Provider: BranchTableStoreProvider,
  useStoreApi: useBranchTableStoreApi,
  useStore: useBranchTableStore,
} = createStoreContext('branch-table', createBranchTableStore);
