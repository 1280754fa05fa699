import type { CompanySettings } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, savingSlice, type FeedbackState, type SavingActions } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';
import type { CompanySettingsStatus } from './CompanySettings';

export type CompanySettingsState = FeedbackState & {
  status: CompanySettingsStatus;
  error: string | null;
  settings: CompanySettings | null;
  saving: boolean;
};

export type CompanySettingsActions = SavingActions & {
  loadStarted: () => void;
  loaded: (settings: CompanySettings) => void;
  loadFailed: (title: string) => void;
  /** The settings as the server saved them. */
  saved: (settings: CompanySettings) => void;
};

export type CompanySettingsStoreState = CompanySettingsState & CompanySettingsActions;

/** One store per company settings widget on the page. */
export function createCompanySettingsStore(): StoreApi<CompanySettingsStoreState> {
  return createStore<CompanySettingsStoreState>()((set) => ({
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
  Provider: CompanySettingsStoreProvider,
  useStoreApi: useCompanySettingsStoreApi,
  useStore: useCompanySettingsStore,
} = createStoreContext('company-settings', createCompanySettingsStore);
