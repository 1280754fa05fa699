import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, feedbackSlice, type FeedbackActions, type FeedbackState } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';

export type VerifyAccountState = FeedbackState & {
  /** The answer to the last resend. */
  notice: string | null;
};

export type VerifyAccountActions = FeedbackActions & {
  noticeShown: (notice: string) => void;
};

export type VerifyAccountStore = StoreApi<VerifyAccountState & VerifyAccountActions>;

/** One store per verification form on the page. */
export function createVerifyAccountStore(initial: Partial<VerifyAccountState> = {}): VerifyAccountStore {
  return createStore<VerifyAccountState & VerifyAccountActions>()((set) => ({
    notice: null,
    ...emptyFeedback,
    ...initial,
    ...feedbackSlice(set),
    // Any new attempt, a submit or a resend, replaces what the last one said.
    attemptStarted: () => set({ notice: null, ...emptyFeedback }),
    noticeShown: (notice) => set({ notice, ...emptyFeedback }),
  }));
}

export const {
  Provider: VerifyAccountStoreProvider,
  useStoreApi: useVerifyAccountStoreApi,
  useStore: useVerifyAccountStore,
} = createStoreContext('verify-account', createVerifyAccountStore);
