import type { LinkTokenDetails } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, feedbackSlice, type FeedbackActions, type FeedbackState } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';
import type { AccountActivationStep } from './AccountActivation';

export type AccountActivationState = FeedbackState & {
  step: AccountActivationStep;
  /** Who the link is for, once it checked out. */
  account: LinkTokenDetails | null;
  linkProblem: string | null;
  doneMessage: string | null;
};

export type AccountActivationActions = FeedbackActions & {
  /** The link is good; `askPassword` decides between the password set-up and "already has one". */
  linkAccepted: (account: LinkTokenDetails, askPassword: boolean) => void;
  linkRejected: (problem: string | null) => void;
  activated: (message: string) => void;
};

export type AccountActivationStore = StoreApi<AccountActivationState & AccountActivationActions>;

/** One store per activation on the page. */
export function createAccountActivationStore(initial: Partial<AccountActivationState> = {}): AccountActivationStore {
  return createStore<AccountActivationState & AccountActivationActions>()((set) => ({
    step: 'verifying',
    account: null,
    linkProblem: null,
    doneMessage: null,
    ...emptyFeedback,
    ...initial,
    ...feedbackSlice(set),
    linkAccepted: (account, askPassword) => set({ step: askPassword ? 'set-password' : 'ready', account, ...emptyFeedback }),
    linkRejected: (linkProblem) => set({ step: 'invalid-link', linkProblem, account: null, ...emptyFeedback }),
    activated: (doneMessage) => set({ step: 'done', doneMessage, ...emptyFeedback }),
  }));
}

export const {
  Provider: AccountActivationStoreProvider,
  useStoreApi: useAccountActivationStoreApi,
  useStore: useAccountActivationStore,
} = createStoreContext('account-activation', createAccountActivationStore);
