import type { Profile } from '@motorpool/api';
import { useEffect, useState } from 'react';
import { ensureSessionProfile } from '../api/session-profile';
import type { CalendarConnection } from './calendar-auth';
import type { WidgetGrant } from './store';

/** The signed-in person, once asked (`settled`); null for a read-only key or when the profile could not be loaded. */
export type Viewer = { profile: Profile | null; settled: boolean };

type Options = {
  connection: CalendarConnection;
  canCall: boolean;
  /** The widget token's scope, once a call has fetched the token; null for the session. */
  scope: WidgetGrant['scope'] | null;
  sessionToken: string | null;
  sessionOrganisation: number | null;
  organisation: number | null | undefined;
  apiBase: string | undefined;
  /** Bumped by Retry: asks again. */
  attempt: number;
};

/** Who is looking: may they book, and who drives. With a widget token, known once a call has fetched the token. */
export function useCalendarViewer({ connection, canCall, scope, sessionToken, sessionOrganisation, organisation, apiBase, attempt }: Options): Viewer {
  const [viewer, setViewer] = useState<Viewer>({ profile: null, settled: false });

  // biome-ignore lint/correctness/useExhaustiveDependencies: another session, or Retry (attempt), asks for the profile again.
  useEffect(() => {
    if (!canCall || (connection.embedded && scope === null)) return;
    let current = true;
    let request: Promise<Profile | null>;
    if (connection.embedded) {
      // A read-only key has no user, and its token may not ask for a profile.
      request = scope === 'booking' ? connection.call((client) => client.accounts.getProfile()) : Promise.resolve(null);
    } else {
      const foreign = Boolean(organisation) && organisation !== sessionOrganisation;
      request = foreign ? connection.call((client) => client.accounts.getProfile()) : ensureSessionProfile(apiBase);
    }
    request.then(
      (profile) => current && setViewer({ profile, settled: true }),
      (error: unknown) => {
        if (!current) return;
        console.warn('Motorpool booking calendar: the profile could not be loaded, so slots cannot be booked', error);
        setViewer({ profile: null, settled: true });
      },
    );
    return () => {
      current = false;
    };
  }, [connection, canCall, scope, sessionToken, sessionOrganisation, organisation, apiBase, attempt]);

  return viewer;
}
