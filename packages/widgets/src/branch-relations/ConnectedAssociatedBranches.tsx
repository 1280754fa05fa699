import { messages } from '@motorpool/api';
import { useCallback, useEffect, useRef } from 'react';
import { failureTitle } from '../private/account-form/api-failure';
import type { PageSize, ServerQuery } from '../private/data-table/features';
import { useTableClient } from '../private/data-table/table-client';
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
  const { client, token, organisation } = useTableClient(apiBase);
  const latestLoad = useRef(0);

  const load = useCallback(
    async (query: ServerQuery) => {
      const request = ++latestLoad.current;
      const { loadStarted, loaded, loadFailed } = store.getState();
      loadStarted();
      try {
        const list = await client.tfm.listAssociatedBranches({ page: query.page, page_size: query.pageSize });
        if (request === latestLoad.current) loaded(list.results, list.count);
      } catch (error) {
        if (request === latestLoad.current) loadFailed(failureTitle(error));
      }
    },
    [client, store],
  );

  useEffect(() => {
    if (token) void load(state.query);
    else store.getState().loadFailed(messages.request.unauthenticated);
  }, [load, state.query, token, organisation, store]);

  return (
    <AssociatedBranches
      status={state.status}
      branches={state.branches}
      count={state.count}
      error={state.error}
      onRetry={() => void load(store.getState().query)}
      query={state.query}
      onQueryChange={store.getState().queryChanged}
      onOpen={onOpen ? (branch) => onOpen(branch.pk) : undefined}
      theme={theme}
    />
  );
}
