import type { Branch } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, savingSlice, type FeedbackState, type SavingActions } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';
import type { MyBranchStatus } from './MyBranch';

export type MyBranchState = FeedbackState & {
  status: MyBranchStatus;
  loadError: string | null;
  branch: Branch | null;
  saving: boolean;
};

export type MyBranchActions = SavingActions & {
  loadStarted: () => void;
  loaded: (branch: Branch) => void;
  loadFailed: (title: string) => void;
  saved: (branch: Branch) => void;
};

export type MyBranchStoreState = MyBranchState & MyBranchActions;

/** One store per my-branch widget on the page. */
export function createMyBranchStore(): StoreApi<MyBranchStoreState> {
  return createStore<MyBranchStoreState>()((set) => ({
    ...emptyFeedback,
    status: 'loading',
    loadError: null,
    branch: null,
    saving: false,
    ...savingSlice(set),
    loadStarted: () => set({ status: 'loading', loadError: null }),
    loaded: (branch) => set({ status: 'ready', branch, loadError: null }),
    loadFailed: (title) => set({ status: 'error', loadError: title }),
    saved: (branch) => set({ saving: false, branch }),
  }));
}

export const {
  Provider: MyBranchStoreProvider,
  useStoreApi: useMyBranchStoreApi,
  useStore: useMyBranchStore,
} = createStoreContext('my-branch', createMyBranchStore);
