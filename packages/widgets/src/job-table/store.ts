import type { JobRow } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { initialServerQuery, type PageSize } from '../ui/data-table/features';
import { pagedTableSlice, type PagedTableSlice } from '../ui/data-table/paged-table-slice';
import { createStoreContext } from '../state/store-context';

export type JobTableActions = {
  retryStarted: (id: string) => void;
  /** The server's answer replaces the row: it is queued again. */
  retried: (job: JobRow) => void;
  retryFailed: (id: string) => void;
};

export type JobTableStoreState = PagedTableSlice<JobRow> & { retrying: string[] } & JobTableActions;
export type JobTableStore = StoreApi<JobTableStoreState>;

export type JobTableInitial = { pageSize?: PageSize; state?: string };

/** One store per job table on the page. */
export function createJobTableStore(initial: JobTableInitial = {}): JobTableStore {
  const without = (id: string, list: string[]) => list.filter((candidate) => candidate !== id);
  const query = initialServerQuery(initial.pageSize);
  return createStore<JobTableStoreState>()((set, get) => ({
    ...pagedTableSlice(set, initial.state ? { ...query, filters: { state: initial.state } } : query),
    retrying: [],
    retryStarted: (id) => set({ retrying: [...without(id, get().retrying), id] }),
    retried: (job) => set({ rows: get().rows.map((shown) => (shown.id === job.id ? job : shown)), retrying: without(job.id, get().retrying) }),
    retryFailed: (id) => set({ retrying: without(id, get().retrying) }),
  }));
}

export const {
  Provider: JobTableStoreProvider,
  useStoreApi: useJobTableStoreApi,
  useStore: useJobTableStore,
} = createStoreContext('job-table', createJobTableStore);
