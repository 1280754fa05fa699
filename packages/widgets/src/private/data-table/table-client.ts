import { createApiClient, type ApiClient, type Profile } from '@motorpool/api';
import { useEffect, useMemo, useState } from 'react';
import { sessionStore, useSession } from '../../session/session-store';
import { ensureSessionProfile } from '../session-profile';

/**
 * An API client signed with the shared session that acts in `organisation`
 * when one is given (a host showing one organisation's table), else in the
 * session's selected organisation, read at call time.
 */
export function tableApiClient(apiBase?: string, organisation?: number | null): ApiClient {
  return createApiClient({
    apiBase: apiBase ?? sessionStore.getState().apiBase,
    getToken: () => sessionStore.getState().token,
    getOrganisation: () => organisation ?? sessionStore.getState().organisation,
  });
}

/** The client a connected table uses, the session's token, and the organisation the table acts in. */
export type TableConnection = { client: ApiClient; token: string | null; organisation: number | null };

export function useTableClient(apiBase?: string, organisation?: number | null): TableConnection {
  const token = useSession((session) => session.token);
  const sessionOrganisation = useSession((session) => session.organisation);
  const client = useMemo(() => tableApiClient(apiBase, organisation), [apiBase, organisation]);
  return { client, token, organisation: organisation || sessionOrganisation };
}

/**
 * The viewer's profile in the organisation a table shows: the session's
 * profile, or, for another organisation, the one the server sends for it
 * (role and permissions differ by organisation). Null until known.
 */
export function useTableViewer(client: ApiClient, apiBase?: string, organisation?: number | null): Profile | null {
  const token = useSession((session) => session.token);
  const sessionOrganisation = useSession((session) => session.organisation);
  const sessionProfile = useSession((session) => session.profile);
  const foreign = Boolean(organisation) && organisation !== sessionOrganisation;
  const needsSessionProfile = !foreign && !sessionProfile;
  const [foreignProfile, setForeignProfile] = useState<Profile | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    const warn = (error: unknown) => current && console.warn('Motorpool table: the profile could not be loaded', error);
    if (foreign) {
      setForeignProfile(null);
      client.accounts.getProfile().then((profile) => current && setForeignProfile(profile), warn);
    } else if (needsSessionProfile) {
      ensureSessionProfile(apiBase).catch(warn);
    }
    return () => {
      current = false;
    };
  }, [token, foreign, client, needsSessionProfile, apiBase]);

  return foreign ? foreignProfile : sessionProfile;
}
