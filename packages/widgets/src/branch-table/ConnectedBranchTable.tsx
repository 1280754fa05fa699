import { branchCalls, hubsEnabledFor, type Branch, type ListBranchesQuery } from '@motorpool/api';
import { failureTitle } from '../api/api-failure';
import { mayManageStructure } from '../fields/branch/structure-access';
import type { PageSize } from '../ui/data-table/features';
import { useTableClient, useTableViewer } from '../ui/data-table/table-client';
import { pagedTableProps, useServerPages } from '../ui/data-table/use-server-pages';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../state/toast-store';
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
  const connection = useTableClient(apiBase, organisation);
  const viewer = useTableViewer(connection.request, apiBase, organisation);
  const reload = useServerPages({
    store,
    connection,
    fetchPage: (request, query) => branchCalls(request).listBranches(toBranchListQuery(query)),
    onQueryChange: onQueryChange && ((query) => onQueryChange(toBranchListQuery(query))),
  });

  async function remove(branch: Branch) {
    try {
      const { message } = await branchCalls(connection.request).deleteBranch(branch.pk);
      toast.success(message || BRANCH_DELETED);
      onDeleted?.(branch.pk);
      reload();
    } catch (error) {
      toast.error(failureTitle(error));
    }
  }

  return (
    <BranchTable
      {...pagedTableProps(state, reload)}
      branches={state.rows}
      canManage={mayManageStructure(viewer?.permissions)}
      onOpen={(branch) => onOpen?.(branch.pk)}
      onEdit={(branch) => onEdit?.(branch.pk)}
      onDelete={remove}
      theme={theme}
      hubsEnabled={hubsEnabledFor(viewer)}
    />
  );
}
