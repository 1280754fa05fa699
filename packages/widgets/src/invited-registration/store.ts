import type { InviteDetails } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, feedbackSlice, type FeedbackActions, type FeedbackState } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';

/** Checking the link, showing the form, or telling why the link cannot be used. */
export type InviteStatus = 'loading' | 'ready' | 'invalid';

export type InvitedRegistrationState = FeedbackState & {
  status: InviteStatus;
  invite: InviteDetails | null;
  /** Why the invitation cannot be used: the server's title (invalid, expired, accepted). */
  inviteError: string | null;
};

export type InvitedRegistrationActions = FeedbackActions & {
  inviteLoaded: (invite: InviteDetails) => void;
  inviteRejected: (title: string) => void;
};

export type InvitedRegistrationStoreState = InvitedRegistrationState & InvitedRegistrationActions;
export type InvitedRegistrationStore = StoreApi<InvitedRegistrationStoreState>;

/** One store per invited registration on the page. */
export function createInvitedRegistrationStore(initial: Partial<InvitedRegistrationState> = {}): InvitedRegistrationStore {
  return createStore<InvitedRegistrationStoreState>()((set) => ({
    status: 'loading',
    invite: null,
    inviteError: null,
    ...emptyFeedback,
    ...initial,
    ...feedbackSlice(set),
    inviteLoaded: (invite) => set({ status: 'ready', invite, inviteError: null }),
    inviteRejected: (inviteError) => set({ status: 'invalid', invite: null, inviteError }),
  }));
}

export const {
  Provider: InvitedRegistrationStoreProvider,
  useStoreApi: useInvitedRegistrationStoreApi,
  useStore: useInvitedRegistrationStore,
} = createStoreContext('invited-registration', createInvitedRegistrationStore);
