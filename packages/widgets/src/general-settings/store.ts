import type { GeneralSettings, TwoFactorPolicy } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, savingSlice, type FeedbackState, type SavingActions } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';

export type GeneralSettingsStatus = 'loading' | 'ready' | 'error';

/** What the screen loads: the settings and whether two-step sign-in is required. */
export type GeneralSettingsLoaded = { settings: GeneralSettings; policy: TwoFactorPolicy };

export type GeneralSettingsState = FeedbackState & {
  status: GeneralSettingsStatus;
  error: string | null;
  settings: GeneralSettings | null;
  policy: TwoFactorPolicy | null;
  saving: boolean;
  savingPolicy: boolean;
};

export type GeneralSettingsActions = SavingActions & {
  loadStarted: () => void;
  loaded: (loaded: GeneralSettingsLoaded) => void;
  loadFailed: (title: string) => void;
  saved: (settings: GeneralSettings) => void;
  policySaveStarted: () => void;
  /** The requirement as the server now has it (unchanged after a refusal). */
  policySaveEnded: (policy?: TwoFactorPolicy) => void;
};

export type GeneralSettingsStoreState = GeneralSettingsState & GeneralSettingsActions;

/** One store per general settings widget on the page. */
export function createGeneralSettingsStore(): StoreApi<GeneralSettingsStoreState> {
  return createStore<GeneralSettingsStoreState>()((set) => ({
    status: 'loading',
    error: null,
    settings: null,
    policy: null,
    saving: false,
    savingPolicy: false,
    ...emptyFeedback,
    ...savingSlice(set),
    loadStarted: () => set({ status: 'loading', error: null }),
    loaded: ({ settings, policy }) => set({ status: 'ready', error: null, settings, policy }),
    loadFailed: (title) => set({ status: 'error', error: title }),
    saved: (settings) => set({ saving: false, settings }),
    policySaveStarted: () => set({ savingPolicy: true }),
    policySaveEnded: (policy) => set(policy ? { savingPolicy: false, policy } : { savingPolicy: false }),
  }));
}

export const {
  Provider: GeneralSettingsStoreProvider,
  useStoreApi: useGeneralSettingsStoreApi,
  useStore: useGeneralSettingsStore,
} = createStoreContext('general-settings', createGeneralSettingsStore);
