import { branchCalls, employeeCalls, isMotorpoolApiError, messages, type TagGroup, type TagGroupWrite } from '@motorpool/api';
import { useCallback, useEffect } from 'react';
import { failureTitle } from '../api/api-failure';
import { mayManageStructure } from '../fields/branch/structure-access';
import { useViewerClient } from '../ui/data-table/table-client';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../state/toast-store';
import { CustomFieldManager } from './CustomFieldManager';
import { CustomFieldManagerStoreProvider, useCustomFieldManagerStore, useCustomFieldManagerStoreApi } from './store';
import type { CustomFieldEntity } from './tag-group-values';

export type CustomFieldChange = { change: 'added' | 'updated' | 'deleted'; group: TagGroup };

export type ConnectedCustomFieldManagerProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The tab shown first; users by default. */
  entity?: CustomFieldEntity;
  onChange?: (change: CustomFieldChange) => void;
  theme?: ThemeName;
};

export const CUSTOM_FIELD_TOASTS = {
  added: 'Custom field added successfully',
  updated: 'Custom field updated successfully',
  deleted: 'Custom field deleted successfully',
} as const;

/** `CustomFieldManager` wired to `tags/` with the shared session, with toasts. */
export function ConnectedCustomFieldManager(props: ConnectedCustomFieldManagerProps) {
  return (
    <CustomFieldManagerStoreProvider initial={{ entity: props.entity }}>
      <ConnectedView {...props} />
    </CustomFieldManagerStoreProvider>
  );
}

function ConnectedView({ apiBase, onChange, theme }: ConnectedCustomFieldManagerProps) {
  const store = useCustomFieldManagerStoreApi();
  const state = useCustomFieldManagerStore((current) => current);
  const { request, token, organisation, viewer } = useViewerClient(apiBase);
  const { entity } = state;

  const load = useCallback(async () => {
    const { loadStarted, loaded, loadFailed } = store.getState();
    if (!token) return loadFailed(entity, messages.request.unauthenticated);
    loadStarted();
    try {
      loaded(entity, (await employeeCalls(request).listTagGroups(entity)).results);
    } catch (error) {
      loadFailed(entity, failureTitle(error));
    }
  }, [request, entity, store, token]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `organisation` is a trigger: the list is read in the session's current organisation, so another one loads it again.
  useEffect(() => {
    void load();
  }, [load, organisation]);

  async function save(write: TagGroupWrite, group: TagGroup | null): Promise<boolean> {
    const { saveStarted, saved, saveFailed } = store.getState();
    saveStarted();
    try {
      const answer = group ? await branchCalls(request).updateTagGroup(group.pk, write) : await branchCalls(request).createTagGroup(write);
      saved(answer);
      toast.success(group ? CUSTOM_FIELD_TOASTS.updated : CUSTOM_FIELD_TOASTS.added);
      onChange?.({ change: group ? 'updated' : 'added', group: answer });
      return true;
    } catch (error) {
      saveFailed(failureTitle(error, messages.userForm.saveFailed), isMotorpoolApiError(error) ? error.fields : null);
      return false;
    }
  }

  async function remove(group: TagGroup) {
    try {
      await branchCalls(request).deleteTagGroup(group.pk);
      store.getState().removed(group.pk);
      toast.success(CUSTOM_FIELD_TOASTS.deleted);
      onChange?.({ change: 'deleted', group });
    } catch (error) {
      toast.error(failureTitle(error));
    }
  }

  return (
    <CustomFieldManager
      entity={entity}
      onEntityChange={store.getState().entityChanged}
      status={state.status}
      error={state.error}
      onRetry={() => void load()}
      groups={state.groups}
      canManage={mayManageStructure(viewer?.permissions)}
      saving={state.saving}
      saveError={state.saveError}
      saveFieldErrors={state.saveFieldErrors}
      onSave={save}
      onDelete={remove}
      theme={theme}
    />
  );
}
