import type { InviteDetails } from '@motorpool/api';
import { createContext, createElement, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** Checking the link, showing the form, or telling why the link cannot be used. */
export type InviteStatus = 'loading' | 'ready' | 'invalid';

export type InvitedRegistrationState = {
  status: InviteStatus;
  invite: InviteDetails | null;
  /** Why the invitation cannot be used: the server's title (invalid, expired, accepted). */
  inviteError: string | null;
  serverError: string | null;
  fieldErrors: Record<string, string> | null;
};

export type InvitedRegistrationActions = {
  inviteLoaded: (invite: InviteDetails) => void;
  inviteRejected: (title: string) => void;
  attemptStarted: () => void;
  failed: (title: string, fieldErrors?: Record<string, string>) => void;
};

export type InvitedRegistrationStoreState = InvitedRegistrationState & InvitedRegistrationActions;
export type InvitedRegistrationStore = StoreApi<InvitedRegistrationStoreState>;

const emptyState: InvitedRegistrationState = {
  status: 'loading',
  invite: null,
  inviteError: null,
  serverError: null,
  fieldErrors: null,
};

/** One store per invited registration on the page. */
export function createInvitedRegistrationStore(initial: Partial<InvitedRegistrationState> = {}): InvitedRegistrationStore {
  return createStore<InvitedRegistrationStoreState>()((set) => ({
    ...emptyState,
    ...initial,
    inviteLoaded: (invite) => set({ status: 'ready', invite, inviteError: null }),
    inviteRejected: (inviteError) => set({ status: 'invalid', invite: null, inviteError }),
    attemptStarted: () => set({ serverError: null, fieldErrors: null }),
    failed: (serverError, fieldErrors) =>
      set({ serverError, fieldErrors: fieldErrors && Object.keys(fieldErrors).length > 0 ? fieldErrors : null }),
  }));
}

const InvitedRegistrationStoreContext = createContext<InvitedRegistrationStore | null>(null);

export function InvitedRegistrationStoreProvider({
  children,
  initial,
}: {
  children: ReactNode;
  initial?: Partial<InvitedRegistrationState>;
}) {
  const [store] = useState(() => createInvitedRegistrationStore(initial));
  return createElement(InvitedRegistrationStoreContext.Provider, { value: store }, children);
}

export function useInvitedRegistrationStoreApi(): InvitedRegistrationStore {
  const store = useContext(InvitedRegistrationStoreContext);
  if (!store) throw new Error('useInvitedRegistrationStore must be used inside <InvitedRegistrationStoreProvider>');
  return store;
}

export function useInvitedRegistrationStore<T>(selector: (state: InvitedRegistrationStoreState) => T): T {
  return useStore(useInvitedRegistrationStoreApi(), selector);
}
