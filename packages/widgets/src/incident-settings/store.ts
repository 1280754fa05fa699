import type { IncidentSettings, IncidentType } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, type FeedbackState } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';

export type IncidentSettingsStatus = 'loading' | 'ready' | 'error';

/** What `/incident-settings` shows: the types with their sub-types, and who is notified. */
export type IncidentSettingsLoaded = { types: IncidentType[]; settings: IncidentSettings };

export type IncidentSettingsState = {
  status: IncidentSettingsStatus;
  error: string | null;
  types: IncidentType[];
  settings: IncidentSettings | null;
  adding: boolean;
  addError: string | null;
  /** The type or sub-type being renamed on the server. */
  renaming: number | null;
  renameError: string | null;
  /** The type or sub-type whose switch is being saved. */
  updating: number | null;
  savingSettings: boolean;
  /** The notifications form's last failure: the server's title and field errors. */
  settingsFeedback: FeedbackState;
};

export type IncidentSettingsActions = {
  loadStarted: () => void;
  loaded: (loaded: IncidentSettingsLoaded) => void;
  loadFailed: (title: string) => void;
  /** The types as the server now has them, after a change. */
  typesRefreshed: (types: IncidentType[]) => void;
  addStarted: () => void;
  addEnded: (error?: string | null) => void;
  renameStarted: (pk: number) => void;
  renameEnded: (error?: string | null) => void;
  updateStarted: (pk: number) => void;
  updateEnded: () => void;
  settingsSaveStarted: () => void;
  settingsSaved: (settings: IncidentSettings) => void;
  settingsSaveFailed: (title: string, fieldErrors?: Record<string, string>) => void;
};

export type IncidentSettingsStoreState = IncidentSettingsState & IncidentSettingsActions;

/** One store per incident settings widget on the page. */
export function createIncidentSettingsStore(): StoreApi<IncidentSettingsStoreState> {
  return createStore<IncidentSettingsStoreState>()((set) => ({
    status: 'loading',
    error: null,
    types: [],
    settings: null,
    adding: false,
    addError: null,
    renaming: null,
    renameError: null,
    updating: null,
    savingSettings: false,
    settingsFeedback: emptyFeedback,
    loadStarted: () => set({ status: 'loading', error: null }),
    loaded: ({ types, settings }) => set({ status: 'ready', error: null, types, settings }),
    loadFailed: (title) => set({ status: 'error', error: title }),
    typesRefreshed: (types) => set({ types }),
    addStarted: () => set({ adding: true, addError: null }),
    addEnded: (error = null) => set({ adding: false, addError: error }),
    renameStarted: (pk) => set({ renaming: pk, renameError: null }),
    renameEnded: (error = null) => set({ renaming: null, renameError: error }),
    updateStarted: (pk) => set({ updating: pk }),
    updateEnded: () => set({ updating: null }),
    settingsSaveStarted: () => set({ savingSettings: true, settingsFeedback: emptyFeedback }),
    settingsSaved: (settings) => set({ savingSettings: false, settings }),
    settingsSaveFailed: (title, fieldErrors) =>
      set({
        savingSettings: false,
        settingsFeedback: { serverError: title, fieldErrors: fieldErrors && Object.keys(fieldErrors).length > 0 ? fieldErrors : null },
      }),
  }));
}

export const {
  Provider: IncidentSettingsStoreProvider,
  useStoreApi: useIncidentSettingsStoreApi,
  useStore: useIncidentSettingsStore,
} = createStoreContext('incident-settings', createIncidentSettingsStore);
