import type { Profile } from '@motorpool/api';
import { useStore } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';

export const SESSION_STORAGE_KEY = 'motorpool.session';

export type SessionState = {
  token: string | null;
  /** Primary key of the selected organisation, sent as the `organisation` header. */
  organisation: number | null;
  profile: Profile | null;
  /** Origin (and optional prefix) of the Motorpool server; empty for the page's own origin. */
  apiBase: string;
};

export type SessionActions = {
  /** Starts a session; the profile of any earlier one no longer applies. */
  signIn: (session: { token: string; organisation: number | null }) => void;
  setProfile: (profile: Profile | null) => void;
  /** Switches organisation; the profile goes too, since role and permissions are per organisation. */
  selectOrganisation: (pk: number | null) => void;
  /** Forgets the session locally; revoking the token (`accounts.logout`) is the caller's call. */
  signOut: () => void;
  setApiBase: (apiBase: string) => void;
};

export type Session = SessionState & SessionActions;

type PersistedSession = Pick<SessionState, 'token' | 'organisation'>;

// localStorage is writable by any script on the page: take only well-formed values back.
function mergePersisted(persisted: unknown, current: Session): Session {
  if (typeof persisted !== 'object' || persisted === null) return current;
  const { token, organisation } = persisted as Record<string, unknown>;
  return {
    ...current,
    token: typeof token === 'string' && token !== '' ? token : null,
    organisation: typeof organisation === 'number' && Number.isInteger(organisation) && organisation > 0 ? organisation : null,
  };
}

/**
 * The session every widget on a page shares: token, selected organisation and
 * profile. Only the token and organisation survive a reload; the profile is
 * fetched again so it never goes stale.
 */
export const sessionStore = createStore<Session>()(
  persist(
    (set) => ({
      token: null,
      organisation: null,
      profile: null,
      apiBase: '',
      signIn: ({ token, organisation }) => set({ token, organisation, profile: null }),
      setProfile: (profile) => set({ profile }),
      selectOrganisation: (organisation) => set({ organisation, profile: null }),
      signOut: () => set({ token: null, organisation: null, profile: null }),
      setApiBase: (apiBase) => set({ apiBase }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage<PersistedSession>(() => localStorage),
      partialize: ({ token, organisation }): PersistedSession => ({ token, organisation }),
      merge: mergePersisted,
    },
  ),
);

/** Reads the shared session in a component and re-renders when the selected part changes. */
export function useSession(): Session;
export function useSession<T>(selector: (session: Session) => T): T;
export function useSession<T>(selector?: (session: Session) => T): T | Session {
  return useStore(sessionStore, (session) => (selector ? selector(session) : session));
}
