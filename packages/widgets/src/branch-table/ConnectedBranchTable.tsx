import { messages, type Branch, type ListBranchesQuery } from '@motorpool/api';
import { useCallback, useEffect, useRef } from 'react';
import { failureTitle } from '../private/account-form/api-failure';
import { mayManageStructure } from '../private/branch-fields/structure-access';
import type { PageSize } from '../private/data-table/features';
import { useTableClient, useTableViewer } from '../private/data-table/table-client';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../toasts/toast-store';
import { BranchTable } from './BranchTable';
import { BranchTableStoreProvider, useBranchTableStore, useBranchTableStoreApi, type BranchTableQuery } from './store';

export type ConnectedBranchTableProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The organisation whose branches to show; the session's selected one by default. */
  organisation?: number | null;
  /** Rows per page to start with (spec §9 sizes); 15 by default. */
  pageSize?: PageSize;
  /** Edit was chosen on a row. */
  onEdit?: (pk: number) => void;
  /** The name or View was chosen. */
  onOpen?: (pk: number) => void;
  /** After a branch was deleted. */
  onDeleted?: (pk: number) => void;
  /** The query as the server receives it, each time it changes: the heading bar's export sends the same. */
  onQueryChange?: (query: ListBranchesQuery) => void;
  theme?: ThemeName;
};

export const BRANCH_DELETED = 'Branch deleted successfully';

/** The table's query as `GET branches/` takes it. */
export function toBranchListQuery(query: BranchTableQuery): ListBranchesQuery {
  const listQuery: ListBranchesQuery = { page: query.page, page_size: query.pageSize };
  const search = query.search.trim();
  if (search) listQuery.search = search;
  if (query.ordering === 'name' || query.ordering === '-name') listQuery.ordering = query.ordering;
  const { is_active: active, branch_type: type } = query.filters;
  if (active === 'true' || active === 'false') listQuery.is_active = active === 'true';
  if (type === 'branch' || type === 'hub') listQuery.branch_type = type;
  return listQuery;
}

/**
 * `BranchTable` wired to the fleet service with the shared session: the page
 * of branches for the current query, and delete with its toasts (shown by
 * the page's `<Toaster>`). Edit and open go to the host.
 */
export function ConnectedBranchTable(props: ConnectedBranchTableProps) {
  return (
    <BranchTableStoreProvider initial={{ pageSize: props.pageSize }}>
      <ConnectedBranchTableView {...props} />
    </BranchTableStoreProvider>
  );
}

function ConnectedBranchTableView({ apiBase, organisation, onEdit, onOpen, onDeleted, onQueryChange, theme }: ConnectedBranchTableProps) {
  const store = useBranchTableStoreApi();
  const state = useBranchTableStore((current) => current);
  const { client, token, organisation: actingIn } = useTableClient(apiBase, organisation);
  const viewer = useTableViewer(client, apiBase, organisation);
  const latestLoad = useRef(0);

  const load = useCallback(
    async (query: BranchTableQuery) => {
      const request = ++latestLoad.current;
      const { loadStarted, loaded, loadFailed, queryChanged } = store.getState();
      loadStarted();
      try {
        const list = await client.tfm.listBranches(toBranchListQuery(query));
        if (request !== latestLoad.current) return;
        // A delete can empty the last page: show the new last one.
        const lastPage = Math.max(1, Math.ceil(list.count / query.pageSize));
        if (list.results.length === 0 && query.page > lastPage) queryChanged({ ...query, page: lastPage });
        else loaded(list.results, list.count);
      } catch (error) {
        if (request === latestLoad.current) loadFailed(failureTitle(error));
      }
    },
    [client, store],
  );

  useEffect(() => {
    if (token) void load(state.query);
    else store.getState().loadFailed(messages.request.unauthenticated);
  }, [load, state.query, token, actingIn, store]);

  const announceQuery = useRef(onQueryChange);
  announceQuery.current = onQueryChange;
  useEffect(() => {
    announceQuery.current?.(toBranchListQuery(state.query));
  }, [state.query]);

  async function remove(branch: Branch) {
    try {
      const { message } = await client.tfm.deleteBranch(branch.pk);
      toast.success(message || BRANCH_DELETED);
      onDeleted?.(branch.pk);
      void load(store.getState().query);
    } catch (error) {
      toast.error(failureTitle(error));
    }
  }

  return (
    <BranchTable
      status={state.status}
      branches={state.branches}
      count={state.count}
      error={state.error}
      onRetry={() => void load(store.getState().query)}
      query={state.query}
      onQueryChange={store.getState().queryChanged}
      canManage={mayManageStructure(viewer?.permissions)}
      onOpen={(branch) => onOpen?.(branch.pk)}
      onEdit={(branch) => onEdit?.(branch.pk)}
      onDelete={remove}
      theme={theme}
    />
  );
}
