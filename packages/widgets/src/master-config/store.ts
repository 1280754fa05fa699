import type { MasterConfigEntry } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, type FeedbackState } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';
import type { MasterConfigStatus } from './MasterConfig';

/** What the screen shows of one list: its entries, and the makes a model chooses from. */
export type MasterConfigLoaded = { entries: MasterConfigEntry[]; makes: MasterConfigEntry[] };

export type MasterConfigState = {
  status: MasterConfigStatus;
  error: string | null;
  entries: MasterConfigEntry[];
  makes: MasterConfigEntry[];
  saving: boolean;
  saveFeedback: FeedbackState;
  /** The entry a move or (de)activation is under way for. */
  busyPk: number | null;
};

export type MasterConfigActions = {
  loadStarted: () => void;
  loaded: (loaded: MasterConfigLoaded) => void;
  loadFailed: (title: string) => void;
  /** The list as the server now has it, after a change. */
  entriesRefreshed: (entries: MasterConfigEntry[]) => void;
  saveStarted: () => void;
  saveEnded: () => void;
  saveFailed: (title: string, fieldErrors?: Record<string, string>) => void;
  busyWith: (pk: number | null) => void;
};

export type MasterConfigStoreState = MasterConfigState & MasterConfigActions;

/** One store per master configuration widget on the page. */
export function createMasterConfigStore(): StoreApi<MasterConfigStoreState> {
  return createStore<MasterConfigStoreState>()((set) => ({
    status: 'loading',
    error: null,
    entries: [],
    makes: [],
    saving: false,
    saveFeedback: emptyFeedback,
    busyPk: null,
    loadStarted: () => set({ status: 'loading', error: null, saveFeedback: emptyFeedback }),
    loaded: ({ entries, makes }) => set({ status: 'ready', error: null, entries, makes }),
    loadFailed: (title) => set({ status: 'error', error: title }),
    entriesRefreshed: (entries) => set({ entries }),
    saveStarted: () => set({ saving: true, saveFeedback: emptyFeedback }),
    saveEnded: () => set({ saving: false }),
    saveFailed: (title, fieldErrors) =>
      set({ saving: false, saveFeedback: { serverError: title, fieldErrors: fieldErrors && Object.keys(fieldErrors).length > 0 ? fieldErrors : null } }),
    busyWith: (pk) => set({ busyPk: pk }),
  }));
}

export const {
  Provider: MasterConfigStoreProvider,
  useStoreApi: useMasterConfigStoreApi,
  useStore: useMasterConfigStore,
} = createStoreContext('master-config', createMasterConfigStore);
