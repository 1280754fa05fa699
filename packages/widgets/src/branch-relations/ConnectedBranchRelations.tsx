import { branchCalls, hubsEnabledFor, messages, type BranchRelationWrite } from '@motorpool/api';
import { useCallback } from 'react';
import { failureTitle } from '../api/api-failure';
import { allBranches } from '../fields/branch/all-branches';
import { mayManageStructure } from '../fields/branch/structure-access';
import { useViewerClient } from '../ui/data-table/table-client';
import { useSessionLoad } from '../state/use-session-load';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../state/toast-store';
import { BranchRelations } from './BranchRelations';
import { BranchRelationsStoreProvider, useBranchRelationsStore, useBranchRelationsStoreApi } from './store';

export type ConnectedBranchRelationsProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** After a relation was saved: the from-branch and what it serves now. */
  onSaved?: (relation: BranchRelationWrite) => void;
  theme?: ThemeName;
};

export const RELATIONS_SAVED = 'Branch relations saved successfully';

/** `BranchRelations` wired to `branches/`, `branch-relations/` and `branch-relations/bulk/` with the shared session. */
export function ConnectedBranchRelations(props: ConnectedBranchRelationsProps) {
  return (
    <BranchRelationsStoreProvider>
      <ConnectedView {...props} />
    </BranchRelationsStoreProvider>
  );
}

function ConnectedView({ apiBase, onSaved, theme }: ConnectedBranchRelationsProps) {
  const store = useBranchRelationsStoreApi();
  const state = useBranchRelationsStore((current) => current);
  const { request, token, organisation, viewer } = useViewerClient(apiBase);

  const fetch = useCallback(async () => {
    const [branches, relations] = await Promise.all([allBranches(request), branchCalls(request).listBranchRelations()]);
    return { branches, relations: relations.results };
  }, [request]);
  const retry = useSessionLoad({ store, token, organisation, fetch });

  async function save(relation: BranchRelationWrite): Promise<boolean> {
    const { saveStarted, saved, saveFailed } = store.getState();
    saveStarted();
    try {
      saved(await branchCalls(request).saveBranchRelations(relation));
      toast.success(RELATIONS_SAVED);
      onSaved?.(relation);
      return true;
    } catch (error) {
      saveFailed(failureTitle(error, messages.userForm.saveFailed));
      return false;
    }
  }

  return (
    <BranchRelations
      status={state.status}
      error={state.error}
      onRetry={retry}
      branches={state.branches}
      relations={state.relations}
      saving={state.saving}
      saveError={state.saveError}
      canManage={mayManageStructure(viewer?.permissions)}
      onSave={save}
      theme={theme}
      hubsEnabled={hubsEnabledFor(viewer)}
    />
  );
}
