import type { Incident, IncidentType } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from '../state/store-context';
import { initialServerQuery, type PageSize, type ServerQuery } from '../ui/data-table/features';
import { pagedTableSlice, type PagedTableSlice } from '../ui/data-table/paged-table-slice';

/** A record the table narrows to, with the name its chip shows. */
export type NarrowedTo = { pk: number; name: string };

/**
 * The incidents table's query: the server's page and order, the column
 * filters (status, critical, verified, type), and the toolbar's branch,
 * period (yyyy-MM-dd, both days included), vehicle, reporter and search.
 */
export type IncidentTableQuery = ServerQuery & {
  search: string;
  branch: number | null;
  from: string;
  to: string;
  vehicle: NarrowedTo | null;
  reporter: NarrowedTo | null;
};

/** Newest first: the incidents just reported are the ones looked for. */
export const initialIncidentTableQuery = (pageSize?: PageSize, narrowed: Partial<Pick<IncidentTableQuery, 'vehicle' | 'branch'>> = {}): IncidentTableQuery => ({
  ...initialServerQuery(pageSize),
  ordering: '-reported_on',
  search: '',
  branch: narrowed.branch ?? null,
  from: '',
  to: '',
  vehicle: narrowed.vehicle ?? null,
  reporter: null,
});

export type IncidentTableChoices = {
  types: IncidentType[];
  branches: NarrowedTo[];
};

export type IncidentTableStoreState = PagedTableSlice<Incident, IncidentTableQuery> &
  IncidentTableChoices & {
    choicesLoaded: (choices: Partial<IncidentTableChoices>) => void;
  };

export type IncidentTableInitial = { pageSize?: PageSize; vehicle?: number | null; branch?: number | null };

/** One store per incidents table on the page. */
export function createIncidentTableStore(initial: IncidentTableInitial = {}): StoreApi<IncidentTableStoreState> {
  const vehicle = initial.vehicle ? { pk: initial.vehicle, name: `Vehicle ${initial.vehicle}` } : null;
  return createStore<IncidentTableStoreState>()((set) => ({
    ...pagedTableSlice<Incident, IncidentTableQuery>(set, initialIncidentTableQuery(initial.pageSize, { vehicle, branch: initial.branch ?? null })),
    types: [],
    branches: [],
    choicesLoaded: (choices) => set(choices),
  }));
}

export const {
  Provider: IncidentTableStoreProvider,
  useStoreApi: useIncidentTableStoreApi,
  useStore: useIncidentTableStore,
} = createStoreContext('incident-table', createIncidentTableStore);
