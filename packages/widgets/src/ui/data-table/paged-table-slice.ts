import type { DataTableStatus } from './DataTable';
import type { ServerQuery } from './features';

/** What a server-paged table holds: its query, and the page of rows the server sent for it. */
export type PagedTableState<Row, Query extends ServerQuery = ServerQuery> = {
  query: Query;
  status: DataTableStatus;
  /** The rows of the current page. */
  rows: Row[];
  /** How many rows match on the server, every page included. */
  count: number;
  /** Why the page could not be loaded: the server's title. */
  error: string | null;
};

export type PagedTableActions<Row, Query extends ServerQuery = ServerQuery> = {
  queryChanged: (query: Query) => void;
  loadStarted: () => void;
  loaded: (rows: Row[], count: number) => void;
  loadFailed: (title: string) => void;
};

export type PagedTableSlice<Row, Query extends ServerQuery = ServerQuery> = PagedTableState<Row, Query> & PagedTableActions<Row, Query>;

/** The paged-table slice every connected table's store is built with (zustand "slices pattern"); `useServerPages` drives it. */
export function pagedTableSlice<Row, Query extends ServerQuery>(
  set: (partial: Partial<PagedTableState<Row, Query>>) => void,
  query: Query,
): PagedTableSlice<Row, Query> {
  return {
    query,
    status: 'loading',
    rows: [],
    count: 0,
    error: null,
    queryChanged: (next) => set({ query: next }),
    loadStarted: () => set({ status: 'loading', error: null }),
    loaded: (rows, count) => set({ status: 'ready', rows, count, error: null }),
    // The rows of the last query go: they no longer answer what is asked.
    loadFailed: (title) => set({ status: 'error', error: title, rows: [], count: 0 }),
  };
}
