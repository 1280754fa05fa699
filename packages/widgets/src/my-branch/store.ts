import type { Branch } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, feedbackSlice, type FeedbackActions, type FeedbackState } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';
import type { MyBranchStatus } from './MyBranch';

export type MyBranchState = FeedbackState & {
  status: MyBranchStatus;
  loadError: string | null;
  branch: Branch | null;
  saving: boolean;
};

export type MyBranchActions = FeedbackActions & {
  loadStarted: () => void;
  loaded: (branch: Branch) => void;
  loadFailed: (title: string) => void;
  saveStarted: () => void;
  saved: (branch: Branch) => void;
  saveFailed: (title: string, fieldErrors?: Record<string, string>) => void;
};

export type MyBranchStoreState = MyBranchState & MyBranchActions;

/** One store per my-branch widget on the page. */
export function createMyBranchStore(): StoreApi<MyBranchStoreState> {
  return createStore<MyBranchStoreState>()((set, get) => ({
    ...emptyFeedback,
    status: 'loading',
    loadError: null,
    branch: null,
    saving: false,
    ...feedbackSlice(set),
    loadStarted: () => set({ status: 'loading', loadError: null }),
    loaded: (branch) => set({ status: 'ready', branch, loadError: null }),
    loadFailed: (title) => set({ status: 'error', loadError: title }),
    saveStarted: () => set({ ...emptyFeedback, saving: true }),
    saved: (branch) => set({ saving: false, branch }),
    saveFailed: (title, fieldErrors) => {
      set({ saving: false });
      get().failed(title, fieldErrors);
    },
  }));
}

export const {
  Provider: MyBranchStoreProvider,
  useStoreApi: useMyBranchStoreApi,
  useStore: useMyBranchStore,
} = createStoreContext('my-branch', createMyBranchStore);
