import type { Branch } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { initialServerQuery, type PageSize, type ServerQuery } from '../ui/data-table/features';
import { pagedTableSlice, type PagedTableSlice } from '../ui/data-table/paged-table-slice';
import { createStoreContext } from '../state/store-context';

/** The branches table's query: the server-side page, order and filters (`is_active`, `branch_type`), and the search. */
export type BranchTableQuery = ServerQuery & { search: string };

export const initialBranchTableQuery = (pageSize?: PageSize): BranchTableQuery => ({
  ...initialServerQuery(pageSize),
  ordering: 'name',
  search: '',
});

export type BranchTableStoreState = PagedTableSlice<Branch, BranchTableQuery>;

/** One store per branches table on the page. */
export function createBranchTableStore(initial: { pageSize?: PageSize } = {}): StoreApi<BranchTableStoreState> {
  return createStore<BranchTableStoreState>()((set) => pagedTableSlice(set, initialBranchTableQuery(initial.pageSize)));
}

export const {
  Provider: BranchTableStoreProvider,
  useStoreApi: useBranchTableStoreApi,
  useStore: useBranchTableStore,
} = createStoreContext('branch-table', createBranchTableStore);
