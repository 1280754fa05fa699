import type { OrganisationSummary } from '@motorpool/api';
import { createContext, createElement, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

export type SignInState = {
  /** Set when the server asks which organisation to sign in to. */
  organisations: OrganisationSummary[] | null;
  /** The server's explanation of why an organisation must be chosen. */
  hint: string | null;
  serverError: string | null;
  fieldErrors: Record<string, string> | null;
};

export type SignInActions = {
  /** A new attempt starts: earlier failures no longer apply, a chooser already shown stays. */
  attemptStarted: () => void;
  organisationRequired: (organisations: OrganisationSummary[], hint: string) => void;
  failed: (title: string, fieldErrors?: Record<string, string>) => void;
};

export type SignInStore = StoreApi<SignInState & SignInActions>;

const emptyState: SignInState = { organisations: null, hint: null, serverError: null, fieldErrors: null };

/** One store per sign-in on the page, so two sign-ins never share a chooser or an error. */
export function createSignInStore(initial: Partial<SignInState> = {}): SignInStore {
  return createStore<SignInState & SignInActions>()((set) => ({
    ...emptyState,
    ...initial,
    attemptStarted: () => set({ serverError: null, fieldErrors: null }),
    organisationRequired: (organisations, hint) =>
      set({ organisations, hint, serverError: null, fieldErrors: null }),
    failed: (title, fieldErrors) =>
      set({ serverError: title, fieldErrors: fieldErrors && Object.keys(fieldErrors).length > 0 ? fieldErrors : null }),
  }));
}

const SignInStoreContext = createContext<SignInStore | null>(null);

export function SignInStoreProvider({ children, initial }: { children: ReactNode; initial?: Partial<SignInState> }) {
  const [store] = useState(() => createSignInStore(initial));
  return createElement(SignInStoreContext.Provider, { value: store }, children);
}

export function useSignInStoreApi(): SignInStore {
  const store = useContext(SignInStoreContext);
  if (!store) throw new Error('useSignInStore must be used inside <SignInStoreProvider>');
  return store;
}

export function useSignInStore<T>(selector: (state: SignInState & SignInActions) => T): T {
  return useStore(useSignInStoreApi(), selector);
}
