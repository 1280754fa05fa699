import { branchCalls, type MyBranchWrite } from '@motorpool/api';
import { useCallback } from 'react';
import { saveRecord } from '../flows/record-save/save-record';
import { useSessionLoad } from '../state/use-session-load';
import { sessionRequester } from '../session/session-api';
import { useSession } from '../session/session-store';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../state/toast-store';
import { MyBranch } from './MyBranch';
import { MyBranchStoreProvider, useMyBranchStore, useMyBranchStoreApi } from './store';

export type ConnectedMyBranchProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** After a save, with the branch's pk. */
  onSaved?: (pk: number) => void;
  theme?: ThemeName;
};

export const MY_BRANCH_SAVED = 'Branch details updated successfully';

/** `MyBranch` wired to `GET` and `PUT my-branch/` with the shared session, with its toasts. */
export function ConnectedMyBranch(props: ConnectedMyBranchProps) {
  return (
    <MyBranchStoreProvider>
      <ConnectedMyBranchView {...props} />
    </MyBranchStoreProvider>
  );
}

function ConnectedMyBranchView({ apiBase, onSaved, theme }: ConnectedMyBranchProps) {
  const store = useMyBranchStoreApi();
  const state = useMyBranchStore((current) => current);
  const token = useSession((session) => session.token);
  const organisation = useSession((session) => session.organisation);

  const fetch = useCallback(() => branchCalls(sessionRequester(apiBase)).getMyBranch(), [apiBase]);
  const retry = useSessionLoad({ store, token, organisation, fetch });

  function save(payload: MyBranchWrite): Promise<boolean> {
    return saveRecord(
      store.getState(),
      () => branchCalls(sessionRequester(apiBase)).updateMyBranch(payload),
      (branch) => {
        toast.success(MY_BRANCH_SAVED);
        onSaved?.(branch.pk);
      },
    );
  }

  return (
    <MyBranch
      branch={state.branch}
      status={state.status}
      loadError={state.loadError}
      onRetry={retry}
      saving={state.saving}
      serverError={state.serverError}
      fieldErrors={state.fieldErrors}
      onSave={save}
      theme={theme}
    />
  );
}
