import { branchCalls } from '@motorpool/api';
import type { PageSize } from '../ui/data-table/features';
import { useTableClient } from '../ui/data-table/table-client';
import { pagedTableProps, useServerPages } from '../ui/data-table/use-server-pages';
import type { ThemeName } from '../theme/theme-names';
import { AssociatedBranches } from './AssociatedBranches';
import { AssociatedBranchesStoreProvider, useAssociatedBranchesStore, useAssociatedBranchesStoreApi } from './store';

export type ConnectedAssociatedBranchesProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** Rows per page to start with (spec §9 sizes); 15 by default. */
  pageSize?: PageSize;
  /** A branch's name was chosen. */
  onOpen?: (pk: number) => void;
  theme?: ThemeName;
};

/** `AssociatedBranches` wired to `GET associated-branches/` with the shared session. */
export function ConnectedAssociatedBranches(props: ConnectedAssociatedBranchesProps) {
  return (
    <AssociatedBranchesStoreProvider initial={{ pageSize: props.pageSize }}>
      <ConnectedView {...props} />
    </AssociatedBranchesStoreProvider>
  );
}

function ConnectedView({ apiBase, onOpen, theme }: ConnectedAssociatedBranchesProps) {
  const store = useAssociatedBranchesStoreApi();
  const state = useAssociatedBranchesStore((current) => current);
  const reload = useServerPages({
    store,
    connection: useTableClient(apiBase),
    fetchPage: (request, query) => branchCalls(request).listAssociatedBranches({ page: query.page, page_size: query.pageSize }),
  });

  return (
    <AssociatedBranches {...pagedTableProps(state, reload)} branches={state.rows} onOpen={onOpen ? (branch) => onOpen(branch.pk) : undefined} theme={theme} />
  );
}
