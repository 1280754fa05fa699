import { messages, type Requester } from '@motorpool/api';
import { useCallback, useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { failureTitle } from '../../api/api-failure';
import type { ServerQuery } from './features';
import type { PagedTableSlice } from './paged-table-slice';
import type { TableConnection } from './table-client';

export type ServerPagesOptions<Row, Query extends ServerQuery> = {
  /** The table's store, built with `pagedTableSlice`. */
  store: StoreApi<PagedTableSlice<Row, Query>>;
  /** From `useTableClient`: a new requester, token or organisation loads again. */
  connection: TableConnection;
  /** Asks the server for the page `query` names. A new function does not load again; a new query does. */
  fetchPage: (request: Requester, query: Query) => Promise<{ results: Row[]; count: number }>;
  /** Told each query the table asks for, e.g. so an export can send the same. */
  onQueryChange?: (query: Query) => void;
};

/**
 * Keeps a connected table's store showing the server's page for its query:
 * loads again whenever the query, the requester, the token or the organisation
 * changes, and returns `reload` for Retry and for after a change to the rows.
 */
export function useServerPages<Row, Query extends ServerQuery>({
  store,
  connection: { request, token, organisation },
  fetchPage,
  onQueryChange,
}: ServerPagesOptions<Row, Query>): () => void {
  const query = useStore(store, (state) => state.query);
  // Counts requests, so an answer that arrives after a newer request was sent is dropped.
  const latestLoad = useRef(0);
  const fetchLatest = useRef(fetchPage);
  fetchLatest.current = fetchPage;

  const load = useCallback(
    async (asked: Query) => {
      const loadNumber = ++latestLoad.current;
      const { loadStarted, loaded, loadFailed, queryChanged } = store.getState();
      loadStarted();
      try {
        const page = await fetchLatest.current(request, asked);
        if (loadNumber !== latestLoad.current) return;
        // A delete (here or elsewhere) can empty the last page: show the new last one.
        const lastPage = Math.max(1, Math.ceil(page.count / asked.pageSize));
        if (page.results.length === 0 && asked.page > lastPage) queryChanged({ ...asked, page: lastPage });
        else loaded(page.results, page.count);
      } catch (error) {
        if (loadNumber === latestLoad.current) loadFailed(failureTitle(error));
      }
    },
    [request, store],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `organisation` is a trigger: without an organisation of its own the table asks in the session's current one, so another one loads the page again.
  useEffect(() => {
    if (token) void load(query);
    else store.getState().loadFailed(messages.request.unauthenticated);
  }, [load, query, token, organisation, store]);

  const announceQuery = useRef(onQueryChange);
  announceQuery.current = onQueryChange;
  useEffect(() => {
    announceQuery.current?.(query);
  }, [query]);

  return useCallback(() => void load(store.getState().query), [load, store]);
}

/** What a paged table takes from its store: the page's state, Retry (`reload`) and the query it changes. */
export function pagedTableProps<Row, Query extends ServerQuery>(state: PagedTableSlice<Row, Query>, reload: () => void) {
  return { status: state.status, count: state.count, error: state.error, onRetry: reload, query: state.query, onQueryChange: state.queryChanged };
}
