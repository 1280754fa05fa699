import type { EmbedKey } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from '../state/store-context';

export const EMBED_KEY_TABLE_STATUSES = ['loading', 'ready', 'error'] as const;
export type EmbedKeyTableStatus = (typeof EMBED_KEY_TABLE_STATUSES)[number];

/** The form that is open: a new key, or the key being edited. */
export type EmbedKeyEditing = { mode: 'add' } | { mode: 'edit'; key: EmbedKey };

export type EmbedKeyTableState = {
  status: EmbedKeyTableStatus;
  error: string | null;
  /** Newest first, revoked ones included, as the server lists them. */
  keys: EmbedKey[];
  editing: EmbedKeyEditing | null;
  saving: boolean;
  /** The server's title and field errors for the last save. */
  saveError: string | null;
  fieldErrors: Record<string, string> | null;
  /** Keys being paused or resumed (pks). */
  toggling: number[];
  /** The key whose revocation is being confirmed. */
  confirmingRevoke: EmbedKey | null;
  revoking: boolean;
};

export type EmbedKeyTableActions = {
  loadStarted: () => void;
  loaded: (keys: EmbedKey[]) => void;
  loadFailed: (title: string) => void;
  formOpened: (editing: EmbedKeyEditing) => void;
  formClosed: () => void;
  saveStarted: () => void;
  /** The server's key replaces the one shown, or comes first when it is new; the form closes. */
  saved: (key: EmbedKey) => void;
  saveFailed: (title: string, fieldErrors: Record<string, string> | null) => void;
  toggleStarted: (pk: number) => void;
  toggled: (key: EmbedKey) => void;
  toggleFailed: (pk: number) => void;
  revokeAsked: (key: EmbedKey) => void;
  revokeCancelled: () => void;
  revokeStarted: () => void;
  revokeEnded: () => void;
};

export type EmbedKeyTableStoreState = EmbedKeyTableState & EmbedKeyTableActions;

/** One store per embed key table on the page. */
export function createEmbedKeyTableStore(): StoreApi<EmbedKeyTableStoreState> {
  const without = (pk: number, list: number[]) => list.filter((candidate) => candidate !== pk);
  return createStore<EmbedKeyTableStoreState>()((set, get) => ({
    status: 'loading',
    error: null,
    keys: [],
    editing: null,
    saving: false,
    saveError: null,
    fieldErrors: null,
    toggling: [],
    confirmingRevoke: null,
    revoking: false,
    loadStarted: () => set({ status: 'loading', error: null }),
    loaded: (keys) => set({ status: 'ready', keys, error: null }),
    loadFailed: (title) => set({ status: 'error', error: title }),
    formOpened: (editing) => set({ editing, saving: false, saveError: null, fieldErrors: null }),
    formClosed: () => set({ editing: null, saving: false, saveError: null, fieldErrors: null }),
    saveStarted: () => set({ saving: true, saveError: null, fieldErrors: null }),
    saved: (key) => {
      const shown = get().keys.some((candidate) => candidate.pk === key.pk);
      set({
        keys: shown ? get().keys.map((candidate) => (candidate.pk === key.pk ? key : candidate)) : [key, ...get().keys],
        editing: null,
        saving: false,
      });
    },
    saveFailed: (saveError, fieldErrors) => set({ saving: false, saveError, fieldErrors }),
    toggleStarted: (pk) => set({ toggling: [...without(pk, get().toggling), pk] }),
    toggled: (key) =>
      set({
        keys: get().keys.map((candidate) => (candidate.pk === key.pk ? key : candidate)),
        toggling: without(key.pk, get().toggling),
      }),
    toggleFailed: (pk) => set({ toggling: without(pk, get().toggling) }),
    revokeAsked: (key) => set({ confirmingRevoke: key, revoking: false }),
    revokeCancelled: () => set({ confirmingRevoke: null, revoking: false }),
    revokeStarted: () => set({ revoking: true }),
    revokeEnded: () => set({ confirmingRevoke: null, revoking: false }),
  }));
}

export const {
  Provider: EmbedKeyTableStoreProvider,
  useStoreApi: useEmbedKeyTableStoreApi,
  useStore: useEmbedKeyTableStore,
} = createStoreContext('embed-key-table', createEmbedKeyTableStore);
