import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, feedbackSlice, type FeedbackActions, type FeedbackState } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';

export type TwoFactorState = FeedbackState;
export type TwoFactorActions = FeedbackActions;
export type TwoFactorStore = StoreApi<TwoFactorState & TwoFactorActions>;

/** One store per code form on the page. */
export function createTwoFactorStore(initial: Partial<TwoFactorState> = {}): TwoFactorStore {
  return createStore<TwoFactorState & TwoFactorActions>()((set) => ({ ...emptyFeedback, ...initial, ...feedbackSlice(set) }));
}

export const {
  Provider: TwoFactorStoreProvider,
  useStoreApi: useTwoFactorStoreApi,
  useStore: useTwoFactorStore,
} = createStoreContext('two-factor', createTwoFactorStore);
