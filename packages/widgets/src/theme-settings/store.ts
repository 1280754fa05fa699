import type { OrganisationTheme } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, savingSlice, type FeedbackState, type SavingActions } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';
import type { ThemeSettingsStatus } from './ThemeSettings';

export type ThemeSettingsState = FeedbackState & {
  status: ThemeSettingsStatus;
  error: string | null;
  settings: OrganisationTheme | null;
  saving: boolean;
};

export type ThemeSettingsActions = SavingActions & {
  loadStarted: () => void;
  loaded: (settings: OrganisationTheme) => void;
  loadFailed: (title: string) => void;
  /** The theme as the server saved it. */
  saved: (settings: OrganisationTheme) => void;
};

export type ThemeSettingsStoreState = ThemeSettingsState & ThemeSettingsActions;

/** One store per theme widget on the page. */
export function createThemeSettingsStore(): StoreApi<ThemeSettingsStoreState> {
  return createStore<ThemeSettingsStoreState>()((set) => ({
    status: 'loading',
    error: null,
    settings: null,
    saving: false,
    ...emptyFeedback,
    ...savingSlice(set),
    loadStarted: () => set({ status: 'loading', error: null }),
    loaded: (settings) => set({ status: 'ready', error: null, settings }),
    loadFailed: (title) => set({ status: 'error', error: title }),
    saved: (settings) => set({ saving: false, settings }),
  }));
}

export const {
  Provider: ThemeSettingsStoreProvider,
  useStoreApi: useThemeSettingsStoreApi,
  useStore: useThemeSettingsStore,
} = createStoreContext('theme-settings', createThemeSettingsStore);
