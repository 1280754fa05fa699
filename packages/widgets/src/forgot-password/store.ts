import type { LinkTokenDetails } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, feedbackSlice, type FeedbackActions, type FeedbackState } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';
import type { ForgotPasswordStep } from './ForgotPassword';

export type ForgotPasswordState = FeedbackState & {
  step: ForgotPasswordStep;
  sentMessage: string | null;
  doneMessage: string | null;
  linkProblem: string | null;
  /** Whose password the reset link is for, once the link checked out. */
  account: LinkTokenDetails | null;
};

export type ForgotPasswordActions = FeedbackActions & {
  requestSent: (message: string) => void;
  linkAccepted: (account: LinkTokenDetails) => void;
  /** `problem` says why, when it is something other than the link itself (throttled, no answer). */
  linkRejected: (problem: string | null) => void;
  passwordReset: (message: string) => void;
  /** From a link that is no good back to step 1. */
  requestNewLink: () => void;
};

export type ForgotPasswordStore = StoreApi<ForgotPasswordState & ForgotPasswordActions>;

/** One store per forgot-password flow on the page. */
export function createForgotPasswordStore(initial: Partial<ForgotPasswordState> = {}): ForgotPasswordStore {
  return createStore<ForgotPasswordState & ForgotPasswordActions>()((set) => ({
    step: 'request',
    sentMessage: null,
    doneMessage: null,
    linkProblem: null,
    account: null,
    ...emptyFeedback,
    ...initial,
    ...feedbackSlice(set),
    requestSent: (sentMessage) => set({ step: 'sent', sentMessage, ...emptyFeedback }),
    linkAccepted: (account) => set({ step: 'new-password', account, linkProblem: null, ...emptyFeedback }),
    linkRejected: (linkProblem) => set({ step: 'invalid-link', linkProblem, account: null, ...emptyFeedback }),
    passwordReset: (doneMessage) => set({ step: 'done', doneMessage, ...emptyFeedback }),
    requestNewLink: () => set({ step: 'request', linkProblem: null, ...emptyFeedback }),
  }));
}

export const {
  Provider: ForgotPasswordStoreProvider,
  useStoreApi: useForgotPasswordStoreApi,
  useStore: useForgotPasswordStore,
} = createStoreContext('forgot-password', createForgotPasswordStore);
