import {
  callerOfProfile,
  isMotorpoolApiError,
  masterConfigCalls,
  mayEditMasterConfig,
  messages,
  type MasterConfigEntry,
  type MasterConfigEntryWrite,
  type MasterConfigList,
} from '@motorpool/api';
import { useCallback, useMemo } from 'react';
import { failureTitle } from '../api/api-failure';
import { useSession } from '../session/session-store';
import { useSessionLoad } from '../state/use-session-load';
import { toast } from '../state/toast-store';
import type { ThemeName } from '../theme/theme-names';
import { useAuditTrail } from '../ui/audit-trail/use-audit-trail';
import { useTableClient } from '../ui/data-table/table-client';
import { MASTER_CONFIG_TEXT, movedOrder, type EntryId } from './master-config-values';
import { MasterConfig } from './MasterConfig';
import { MasterConfigStoreProvider, useMasterConfigStore, useMasterConfigStoreApi, type MasterConfigLoaded } from './store';

/** Where the screen asks to go: a list, and the entry whose form is open ('new', a pk, or none). */
export type MasterConfigNavigation = { config: MasterConfigList; id: EntryId };

export type ConnectedMasterConfigProps = {
  apiBase?: string;
  list: MasterConfigList;
  entryId: EntryId;
  /** The host moves to the list or entry asked for (the widget never writes the page's URL) and passes them back. */
  onNavigate: (to: MasterConfigNavigation) => void;
  theme?: ThemeName;
};

/**
 * `MasterConfig` wired to `organisations/master-config/` and the list's
 * audit trail with the shared session, with toasts. After each change the
 * list and the trail are read again, so both are the server's.
 */
export function ConnectedMasterConfig(props: ConnectedMasterConfigProps) {
  return (
    <MasterConfigStoreProvider>
      <ConnectedView {...props} />
    </MasterConfigStoreProvider>
  );
}

function ConnectedView({ apiBase, list, entryId, onNavigate, theme }: ConnectedMasterConfigProps) {
  const store = useMasterConfigStoreApi();
  const state = useMasterConfigStore((current) => current);
  const { request, token, organisation } = useTableClient(apiBase);
  const calls = useMemo(() => masterConfigCalls(request), [request]);
  const profile = useSession((session) => session.profile);
  const canEdit = mayEditMasterConfig(callerOfProfile(profile));
  const { reload: reloadTrail, ...trail } = useAuditTrail('master_config', list, apiBase);

  const fetch = useCallback(async (): Promise<MasterConfigLoaded> => {
    const [entries, makes] = await Promise.all([
      calls.listMasterConfig(list, { include_inactive: true }),
      list === 'vehicle-models' ? calls.listMasterConfig('vehicle-makes', { include_inactive: true }) : null,
    ]);
    return { entries: entries.results, makes: makes?.results ?? [] };
  }, [calls, list]);
  const retry = useSessionLoad({ store, token, organisation, fetch });

  async function refresh() {
    reloadTrail();
    try {
      store.getState().entriesRefreshed((await calls.listMasterConfig(list, { include_inactive: true })).results);
    } catch (error) {
      toast.error(failureTitle(error));
    }
  }

  async function save(entry: MasterConfigEntry | null, write: MasterConfigEntryWrite): Promise<boolean> {
    const { saveStarted, saveEnded, saveFailed } = store.getState();
    saveStarted();
    try {
      if (entry) await calls.updateMasterConfigEntry(list, entry.pk, write);
      else await calls.createMasterConfigEntry(list, write);
      saveEnded();
      toast.success(MASTER_CONFIG_TEXT.saved);
      await refresh();
      return true;
    } catch (error) {
      saveFailed(failureTitle(error, messages.userForm.saveFailed), isMotorpoolApiError(error) ? error.fields : undefined);
      return false;
    }
  }

  /** A move or a (de)activation: one call, the row waiting, a toast either way. */
  async function rowChange(entry: MasterConfigEntry, change: () => Promise<unknown>, done: string) {
    store.getState().busyWith(entry.pk);
    try {
      await change();
      toast.success(done);
      await refresh();
    } catch (error) {
      toast.error(failureTitle(error));
    } finally {
      store.getState().busyWith(null);
    }
  }

  async function remove(entry: MasterConfigEntry) {
    try {
      await calls.deleteMasterConfigEntry(list, entry.pk);
      toast.success(MASTER_CONFIG_TEXT.deleted);
      if (entryId === entry.pk) onNavigate({ config: list, id: null });
      await refresh();
    } catch (error) {
      // In use since the list was read: the server's 409 says to deactivate instead.
      toast.error(failureTitle(error));
    }
  }

  return (
    <MasterConfig
      list={list}
      entryId={entryId}
      status={state.status}
      error={state.error}
      onRetry={retry}
      entries={state.entries}
      makes={state.makes}
      canEdit={canEdit}
      saving={state.saving}
      saveError={state.saveFeedback.serverError}
      saveFieldErrors={state.saveFeedback.fieldErrors}
      busyPk={state.busyPk}
      onSelectList={(config) => onNavigate({ config, id: null })}
      onOpenEntry={(id) => onNavigate({ config: list, id })}
      onSave={save}
      onMove={(entry, direction) =>
        void rowChange(
          entry,
          () => calls.reorderMasterConfig(list, { pks: movedOrder(store.getState().entries, entry.pk, direction) }),
          MASTER_CONFIG_TEXT.moved,
        )
      }
      onToggleActive={(entry) =>
        void rowChange(
          entry,
          () =>
            calls.updateMasterConfigEntry(list, entry.pk, {
              label: entry.label,
              is_active: !entry.is_active,
              ...(list === 'vehicle-models' ? { parent: entry.parent?.pk ?? null } : {}),
            }),
          MASTER_CONFIG_TEXT.saved,
        )
      }
      onDelete={remove}
      trail={trail}
      theme={theme}
    />
  );
}
