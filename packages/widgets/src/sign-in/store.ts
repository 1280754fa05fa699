import type { OrganisationSummary } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, feedbackSlice, type FeedbackActions, type FeedbackState } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';

export type SignInState = FeedbackState & {
  /** Set when the server asks which organisation to sign in to. */
  organisations: OrganisationSummary[] | null;
  /** The server's explanation of why an organisation must be chosen. */
  hint: string | null;
};

export type SignInActions = FeedbackActions & {
  organisationRequired: (organisations: OrganisationSummary[], hint: string) => void;
};

export type SignInStore = StoreApi<SignInState & SignInActions>;

/** One store per sign-in on the page, so two sign-ins never share a chooser or an error. */
export function createSignInStore(initial: Partial<SignInState> = {}): SignInStore {
  return createStore<SignInState & SignInActions>()((set) => ({
    organisations: null,
    hint: null,
    ...emptyFeedback,
    ...initial,
    // A new attempt clears earlier failures; a chooser already shown stays.
    ...feedbackSlice(set),
    organisationRequired: (organisations, hint) => set({ organisations, hint, ...emptyFeedback }),
  }));
}

export const { Provider: SignInStoreProvider, useStoreApi: useSignInStoreApi, useStore: useSignInStore } = createStoreContext('sign-in', createSignInStore);
