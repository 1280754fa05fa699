import type { AccountMembership } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from '../state/store-context';

export type ProfileMembershipsStatus = 'loading' | 'ready' | 'error';

export type ProfileMembershipsState = {
  status: ProfileMembershipsStatus;
  memberships: AccountMembership[];
  /** Why the list could not be loaded. */
  loadError: string | null;
  /** The organisation being left right now. */
  leaving: number | null;
  /** The server's word on the last leave, for a live region. */
  announcement: string | null;
  /** Why the last leave was refused (the only administrator, approved bookings). */
  leaveError: string | null;
};

export type ProfileMembershipsActions = {
  loadStarted: () => void;
  loaded: (memberships: AccountMembership[]) => void;
  loadFailed: (title: string) => void;
  leaveStarted: (organisation: number) => void;
  /** The membership leaves the list at once; the server's message is announced. */
  left: (organisation: number, message: string) => void;
  leaveFailed: (title: string) => void;
};

export type ProfileMembershipsStoreState = ProfileMembershipsState & ProfileMembershipsActions;

const emptyState: ProfileMembershipsState = { status: 'loading', memberships: [], loadError: null, leaving: null, announcement: null, leaveError: null };

/** One store per memberships section on the page. */
export function createProfileMembershipsStore(initial: Partial<ProfileMembershipsState> = {}): StoreApi<ProfileMembershipsStoreState> {
  return createStore<ProfileMembershipsStoreState>()((set, get) => ({
    ...emptyState,
    ...initial,
    loadStarted: () => set({ status: get().status === 'ready' ? 'ready' : 'loading', loadError: null }),
    loaded: (memberships) => set({ status: 'ready', memberships, loadError: null }),
    loadFailed: (title) => set({ status: 'error', loadError: title }),
    leaveStarted: (organisation) => set({ leaving: organisation, announcement: null, leaveError: null }),
    left: (organisation, message) =>
      set({ leaving: null, announcement: message, memberships: get().memberships.filter((membership) => membership.organisation.pk !== organisation) }),
    leaveFailed: (title) => set({ leaving: null, leaveError: title }),
  }));
}

export const {
  Provider: ProfileMembershipsStoreProvider,
  useStoreApi: useProfileMembershipsStoreApi,
  useStore: useProfileMembershipsStore,
} = createStoreContext('profile memberships', createProfileMembershipsStore);
