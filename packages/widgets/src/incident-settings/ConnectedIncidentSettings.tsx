import {
  callerOfProfile,
  incidentTypeCalls,
  incidentMessages,
  isMotorpoolApiError,
  managesAllIncidents,
  messages,
  type IncidentSettings as IncidentSettingsValues,
  type IncidentType,
  type IncidentTypeWrite,
} from '@motorpool/api';
import { useCallback, useMemo } from 'react';
import { failureTitle, fieldRefusal } from '../api/api-failure';
import { useSessionLoad } from '../state/use-session-load';
import { toast } from '../state/toast-store';
import type { ThemeName } from '../theme/theme-names';
import { useViewerClient } from '../ui/data-table/table-client';
import { typeWrite, type IncidentTypeRow, type TypeSwitch } from './incident-type-rows';
import { IncidentSettings } from './IncidentSettings';
import { IncidentSettingsStoreProvider, useIncidentSettingsStore, useIncidentSettingsStoreApi } from './store';

export type IncidentSettingsChange = { change: 'added' | 'updated' | 'deleted'; pk: number } | { change: 'settings' };

export type ConnectedIncidentSettingsProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** After a type was added, changed or deleted, or the notifications saved. */
  onChange?: (change: IncidentSettingsChange) => void;
  theme?: ThemeName;
};

/**
 * `IncidentSettings` wired to `incident-types/` and `incident-settings/`
 * with the shared session, with toasts. After each change the types are
 * read again, so in-use flags and the order are the server's.
 */
export function ConnectedIncidentSettings(props: ConnectedIncidentSettingsProps) {
  return (
    <IncidentSettingsStoreProvider>
      <ConnectedView {...props} />
    </IncidentSettingsStoreProvider>
  );
}

function ConnectedView({ apiBase, onChange, theme }: ConnectedIncidentSettingsProps) {
  const store = useIncidentSettingsStoreApi();
  const state = useIncidentSettingsStore((current) => current);
  const { request, token, organisation, viewer } = useViewerClient(apiBase);
  const calls = useMemo(() => incidentTypeCalls(request), [request]);

  const fetch = useCallback(async () => {
    const [types, settings] = await Promise.all([calls.listIncidentTypes(), calls.getIncidentSettings()]);
    return { types: types.results, settings };
  }, [calls]);
  const retry = useSessionLoad({ store, token, organisation, fetch });

  /** The change is made: the list as the server now has it (a failed read leaves the last one, the change stands). */
  async function refresh() {
    try {
      store.getState().typesRefreshed((await calls.listIncidentTypes()).results);
    } catch (error) {
      toast.error(failureTitle(error));
    }
  }

  async function write(send: () => Promise<IncidentType>, change: 'added' | 'updated'): Promise<number> {
    const answer = await send();
    toast.success(incidentMessages.typeSaved);
    onChange?.({ change, pk: answer.pk });
    await refresh();
    return answer.pk;
  }

  async function add(name: string, parent: IncidentType | null): Promise<boolean> {
    const { addStarted, addEnded } = store.getState();
    addStarted();
    const body: IncidentTypeWrite = { name, parent: parent?.pk ?? null };
    try {
      await write(() => calls.createIncidentType(body), 'added');
      addEnded();
      return true;
    } catch (error) {
      addEnded(fieldRefusal(error, 'name'));
      return false;
    }
  }

  async function rename(row: IncidentTypeRow, name: string): Promise<boolean> {
    const { renameStarted, renameEnded } = store.getState();
    renameStarted(row.pk);
    try {
      await write(() => calls.updateIncidentType(row.pk, typeWrite(row, { name })), 'updated');
      renameEnded();
      return true;
    } catch (error) {
      renameEnded(fieldRefusal(error, 'name'));
      return false;
    }
  }

  async function turn(row: IncidentTypeRow, key: TypeSwitch, on: boolean) {
    const { updateStarted, updateEnded } = store.getState();
    updateStarted(row.pk);
    try {
      await write(() => calls.updateIncidentType(row.pk, typeWrite(row, { [key]: on })), 'updated');
    } catch (error) {
      toast.error(failureTitle(error));
    } finally {
      updateEnded();
    }
  }

  async function remove(row: IncidentTypeRow) {
    try {
      await calls.deleteIncidentType(row.pk);
      toast.success(incidentMessages.typeDeleted);
      onChange?.({ change: 'deleted', pk: row.pk });
      await refresh();
    } catch (error) {
      // In use since the list was read (409): the server's title says to deactivate it instead.
      toast.error(failureTitle(error));
    }
  }

  async function saveSettings(settings: IncidentSettingsValues): Promise<boolean> {
    const { settingsSaveStarted, settingsSaved, settingsSaveFailed } = store.getState();
    settingsSaveStarted();
    try {
      settingsSaved(await calls.updateIncidentSettings(settings));
      toast.success(incidentMessages.settingsSaved);
      onChange?.({ change: 'settings' });
      return true;
    } catch (error) {
      settingsSaveFailed(failureTitle(error, messages.userForm.saveFailed), isMotorpoolApiError(error) ? error.fields : undefined);
      return false;
    }
  }

  return (
    <IncidentSettings
      status={state.status}
      error={state.error}
      onRetry={retry}
      types={state.types}
      settings={state.settings}
      canManage={managesAllIncidents(callerOfProfile(viewer))}
      adding={state.adding}
      addError={state.addError}
      onAdd={add}
      renaming={state.renaming}
      renameError={state.renameError}
      onRename={rename}
      updating={state.updating}
      onSwitch={(row, key, on) => void turn(row, key, on)}
      onDelete={remove}
      savingSettings={state.savingSettings}
      settingsError={state.settingsFeedback.serverError}
      settingsFieldErrors={state.settingsFeedback.fieldErrors}
      onSaveSettings={saveSettings}
      theme={theme}
    />
  );
}
