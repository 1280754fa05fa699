import type { SignUpSettingsView } from '@motorpool/api';
import type { Person } from '../fields/licence/licence-values';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, savingSlice, type FeedbackState, type SavingActions } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';

/** The members found for the approvers picker, for the text last searched. */
export type ApproverSearchState = { query: string; results: Person[]; searching: boolean; error: string | null };

export type SignUpSettingsState = FeedbackState & {
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  view: SignUpSettingsView | null;
  saving: boolean;
  search: ApproverSearchState;
};

export type SignUpSettingsActions = SavingActions & {
  loadStarted: () => void;
  loaded: (view: SignUpSettingsView) => void;
  loadFailed: (title: string) => void;
  saved: (view: SignUpSettingsView) => void;
  searchStarted: (query: string) => void;
  /** Results of an older search than the last one started are dropped. */
  searchEnded: (query: string, outcome: { results: Person[] } | { error: string }) => void;
};

export type SignUpSettingsStoreState = SignUpSettingsState & SignUpSettingsActions;

export function createSignUpSettingsStore(): StoreApi<SignUpSettingsStoreState> {
  return createStore<SignUpSettingsStoreState>()((set, get) => ({
    status: 'loading',
    error: null,
    view: null,
    saving: false,
    search: { query: '', results: [], searching: false, error: null },
    ...emptyFeedback,
    ...savingSlice(set),
    loadStarted: () => set({ status: 'loading', error: null }),
    loaded: (view) => set({ status: 'ready', error: null, view }),
    loadFailed: (title) => set({ status: 'error', error: title }),
    saved: (view) => set({ saving: false, view }),
    searchStarted: (query) => set({ search: { ...get().search, query, searching: true, error: null } }),
    searchEnded: (query, outcome) => {
      if (get().search.query !== query) return;
      set({
        search:
          'error' in outcome ? { ...get().search, searching: false, error: outcome.error } : { query, results: outcome.results, searching: false, error: null },
      });
    },
  }));
}

export const {
  Provider: SignUpSettingsStoreProvider,
  useStoreApi: useSignUpSettingsStoreApi,
  useStore: useSignUpSettingsStore,
} = createStoreContext('sign-up-settings', createSignUpSettingsStore);
