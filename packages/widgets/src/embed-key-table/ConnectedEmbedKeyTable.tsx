import { embedCalls, isMotorpoolApiError, type EmbedKey, type EmbedKeyWrite, type Requester } from '@motorpool/api';
import { useCallback } from 'react';
import { failureTitle } from '../api/api-failure';
import { useTableClient } from '../ui/data-table/table-client';
import { useSessionLoad } from '../state/use-session-load';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../state/toast-store';
import { EMBED_KEY_TOASTS, toggledWrite } from './embed-key-values';
import { EmbedKeyTable } from './EmbedKeyTable';
import { EmbedKeyTableStoreProvider, useEmbedKeyTableStore, useEmbedKeyTableStoreApi } from './store';

export type EmbedKeyChange = { change: 'created' | 'updated' | 'paused' | 'resumed' | 'revoked'; key: EmbedKey };

export type ConnectedEmbedKeyTableProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The organisation whose keys to manage; the session's selected one by default. */
  organisation?: number | null;
  /** The person's date format (the `date_format` preference). */
  dateFormat?: string;
  /** After a key was created, edited, paused, resumed or revoked. */
  onChange?: (change: EmbedKeyChange) => void;
  theme?: ThemeName;
};

/** The largest page the server gives: an organisation's keys are few, so the list is read whole. */
const KEYS_PAGE_SIZE = 100;

async function everyEmbedKey(request: Requester): Promise<EmbedKey[]> {
  const calls = embedCalls(request);
  const keys: EmbedKey[] = [];
  for (let page = 1; ; page += 1) {
    const list = await calls.listEmbedKeys({ page, page_size: KEYS_PAGE_SIZE });
    keys.push(...list.results);
    if (list.results.length === 0 || keys.length >= list.count || !list.next_page) return keys;
  }
}

/** `EmbedKeyTable` wired to `embed-keys/` with the shared session: list, create, edit, pause or resume, revoke, with toasts. */
export function ConnectedEmbedKeyTable(props: ConnectedEmbedKeyTableProps) {
  return (
    <EmbedKeyTableStoreProvider>
      <ConnectedView {...props} />
    </EmbedKeyTableStoreProvider>
  );
}

function ConnectedView({ apiBase, organisation, dateFormat, onChange, theme }: ConnectedEmbedKeyTableProps) {
  const store = useEmbedKeyTableStoreApi();
  const state = useEmbedKeyTableStore((current) => current);
  const connection = useTableClient(apiBase, organisation);
  const { request } = connection;

  const fetch = useCallback(() => everyEmbedKey(request), [request]);
  const retry = useSessionLoad({ store, token: connection.token, organisation: connection.organisation, fetch });

  async function save(write: EmbedKeyWrite, key: EmbedKey | null): Promise<boolean> {
    const { saveStarted, saved, saveFailed } = store.getState();
    saveStarted();
    try {
      const answer = key ? await embedCalls(request).updateEmbedKey(key.pk, write) : await embedCalls(request).createEmbedKey(write);
      saved(answer);
      toast.success(key ? EMBED_KEY_TOASTS.updated : EMBED_KEY_TOASTS.created);
      onChange?.({ change: key ? 'updated' : 'created', key: answer });
      return true;
    } catch (error) {
      saveFailed(failureTitle(error), isMotorpoolApiError(error) ? error.fields : null);
      return false;
    }
  }

  async function toggleActive(key: EmbedKey) {
    const { toggleStarted, toggled, toggleFailed } = store.getState();
    toggleStarted(key.pk);
    try {
      const answer = await embedCalls(request).updateEmbedKey(key.pk, toggledWrite(key));
      toggled(answer);
      toast.success(answer.is_active ? EMBED_KEY_TOASTS.resumed : EMBED_KEY_TOASTS.paused);
      onChange?.({ change: answer.is_active ? 'resumed' : 'paused', key: answer });
    } catch (error) {
      toggleFailed(key.pk);
      toast.error(failureTitle(error));
    }
  }

  async function revoke(key: EmbedKey) {
    const { revokeStarted, revokeEnded, loaded, loadFailed } = store.getState();
    revokeStarted();
    let message: string;
    try {
      ({ message } = await embedCalls(request).revokeEmbedKey(key.pk));
    } catch (error) {
      toast.error(failureTitle(error));
      return;
    } finally {
      revokeEnded();
    }
    toast.success(message || EMBED_KEY_TOASTS.revoked);
    // The server stamps the revocation: the list read again shows the key as the record keeps it.
    let revoked: EmbedKey = { ...key, is_active: false };
    try {
      const keys = await everyEmbedKey(request);
      loaded(keys);
      revoked = keys.find((candidate) => candidate.pk === key.pk) ?? revoked;
    } catch (error) {
      loadFailed(failureTitle(error));
    }
    onChange?.({ change: 'revoked', key: revoked });
  }

  const actions = store.getState();
  return (
    <EmbedKeyTable
      status={state.status}
      error={state.error}
      onRetry={retry}
      keys={state.keys}
      editing={state.editing}
      onAdd={() => actions.formOpened({ mode: 'add' })}
      onEdit={(key) => actions.formOpened({ mode: 'edit', key })}
      onCloseForm={actions.formClosed}
      saving={state.saving}
      saveError={state.saveError}
      fieldErrors={state.fieldErrors}
      onSave={save}
      onToggleActive={(key) => void toggleActive(key)}
      toggling={state.toggling}
      onRevokeRequest={actions.revokeAsked}
      onRevokeCancel={actions.revokeCancelled}
      onRevoke={(key) => void revoke(key)}
      confirmingRevoke={state.confirmingRevoke}
      revoking={state.revoking}
      dateFormat={dateFormat}
      theme={theme}
    />
  );
}
