import type { VisibilityRulesView } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, savingSlice, type FeedbackState, type SavingActions } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';
import type { VisibilityRulesStatus } from './VisibilityRules';

export type VisibilityRulesState = FeedbackState & {
  status: VisibilityRulesStatus;
  error: string | null;
  view: VisibilityRulesView | null;
  saving: boolean;
};

export type VisibilityRulesActions = SavingActions & {
  loadStarted: () => void;
  loaded: (view: VisibilityRulesView) => void;
  loadFailed: (title: string) => void;
  /** The rules as the server saved them. */
  saved: (view: VisibilityRulesView) => void;
};

export type VisibilityRulesStoreState = VisibilityRulesState & VisibilityRulesActions;

/** One store per visibility rules widget on the page. */
export function createVisibilityRulesStore(): StoreApi<VisibilityRulesStoreState> {
  return createStore<VisibilityRulesStoreState>()((set) => ({
    status: 'loading',
    error: null,
    view: null,
    saving: false,
    ...emptyFeedback,
    ...savingSlice(set),
    loadStarted: () => set({ status: 'loading', error: null }),
    loaded: (view) => set({ status: 'ready', error: null, view }),
    loadFailed: (title) => set({ status: 'error', error: title }),
    saved: (view) => set({ saving: false, view }),
  }));
}

export const {
  Provider: VisibilityRulesStoreProvider,
  useStoreApi: useVisibilityRulesStoreApi,
  useStore: useVisibilityRulesStore,
} = createStoreContext('visibility-rules', createVisibilityRulesStore);
