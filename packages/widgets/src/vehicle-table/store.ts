import type { NamedRef, Vehicle, VehicleFilters } from '@motorpool/api';
import type { Infer } from 'superstruct';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { initialServerQuery, type PageSize, type ServerQuery } from '../ui/data-table/features';
import { pagedTableSlice, type PagedTableSlice } from '../ui/data-table/paged-table-slice';
import { createStoreContext } from '../state/store-context';
import { emptyVehicleFilterSelection, type VehicleFilterSelection } from './vehicle-filters';

/** The vehicles table's query: page, order, the Status column's `is_active`, the search and the filter panel's choices. */
export type VehicleTableQuery = ServerQuery & { search: string; selection: VehicleFilterSelection };

export const initialVehicleTableQuery = (pageSize?: PageSize, branch: number | null = null): VehicleTableQuery => ({
  ...initialServerQuery(pageSize),
  ordering: 'name',
  search: '',
  selection: emptyVehicleFilterSelection(branch),
});

export const FILTER_OPTIONS_STATUSES = ['loading', 'ready', 'error'] as const;
export type FilterOptionsStatus = (typeof FILTER_OPTIONS_STATUSES)[number];

/** What the filter panel offers: the values `vehicle-filters/` found, and the branches to narrow to. */
export type VehicleFilterOptions = {
  status: FilterOptionsStatus;
  filters: VehicleFilters | null;
  error: string | null;
  branches: Infer<typeof NamedRef>[];
  branchesError: string | null;
};

export type VehicleTableStoreState = PagedTableSlice<Vehicle, VehicleTableQuery> & {
  options: VehicleFilterOptions;
  optionsChanged: (options: Partial<VehicleFilterOptions>) => void;
};

export type VehicleTableInitial = { pageSize?: PageSize; branch?: number | null };

/** One store per vehicles table on the page. */
export function createVehicleTableStore(initial: VehicleTableInitial = {}): StoreApi<VehicleTableStoreState> {
  return createStore<VehicleTableStoreState>()((set, get) => ({
    ...pagedTableSlice<Vehicle, VehicleTableQuery>(set, initialVehicleTableQuery(initial.pageSize, initial.branch ?? null)),
    options: { status: 'loading', filters: null, error: null, branches: [], branchesError: null },
    optionsChanged: (options) => set({ options: { ...get().options, ...options } }),
  }));
}

export const {
  Provider: VehicleTableStoreProvider,
  useStoreApi: useVehicleTableStoreApi,
  useStore: useVehicleTableStore,
} = createStoreContext('vehicle-table', createVehicleTableStore);
