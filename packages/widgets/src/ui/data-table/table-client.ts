import { createRequester, type ApiClientOptions, type Profile, type Requester } from '@motorpool/api';
import { useEffect, useMemo, useState } from 'react';
import { sessionStore, useSession } from '../../session/session-store';

/**
 * Signing with the shared session that acts in `organisation` when one is
 * given (a host showing one organisation's table), else in the session's
 * selected organisation, read at call time.
 */
export function tableClientOptions(apiBase?: string, organisation?: number | null): ApiClientOptions {
  return {
    apiBase: apiBase ?? sessionStore.getState().apiBase,
    getToken: () => sessionStore.getState().token,
    getOrganisation: () => organisation ?? sessionStore.getState().organisation,
  };
}

/**
 * What a connected table calls through: `request` for the calls it builds
 * (`vehicleCalls(request)`, only those, so its bundle leaves the others out),
 * `options` for the streamed ones (exports), the session's token, and the
 * organisation the table acts in.
 */
export type TableConnection = { request: Requester; options: ApiClientOptions; token: string | null; organisation: number | null };

export function useTableClient(apiBase?: string, organisation?: number | null): TableConnection {
  const token = useSession((session) => session.token);
  const sessionOrganisation = useSession((session) => session.organisation);
  const options = useMemo(() => tableClientOptions(apiBase, organisation), [apiBase, organisation]);
  const request = useMemo(() => createRequester(options), [options]);
  return { request, options, token, organisation: organisation || sessionOrganisation };
}

/**
 * The viewer's profile in the organisation a table shows: the session's
 * profile, or, for another organisation, the one the server sends for it
 * (role and permissions differ by organisation). Null until known.
 */
export function useTableViewer(request: Requester, apiBase?: string, organisation?: number | null): Profile | null {
  const token = useSession((session) => session.token);
  const sessionOrganisation = useSession((session) => session.organisation);
  const sessionProfile = useSession((session) => session.profile);
  const foreign = Boolean(organisation) && organisation !== sessionOrganisation;
  const needsSessionProfile = !foreign && !sessionProfile;
  const [foreignProfile, setForeignProfile] = useState<Profile | null>(null);

  useEffect(() => {
    if (!token || !(foreign || needsSessionProfile)) return;
    let current = true;
    const warn = (error: unknown) => current && console.warn('Motorpool table: the profile could not be loaded', error);
    if (foreign) setForeignProfile(null);
    // The profile calls load only when a profile must be asked for (most views have the session's already).
    import('./viewer-profile')
      .then(async ({ loadProfileIn, ensureSessionProfile }) => {
        if (foreign) {
          const profile = await loadProfileIn(request);
          if (current) setForeignProfile(profile);
        } else {
          await ensureSessionProfile(apiBase);
        }
      })
      .catch(warn);
    return () => {
      current = false;
    };
  }, [token, foreign, request, needsSessionProfile, apiBase]);

  return foreign ? foreignProfile : sessionProfile;
}

/** A table's connection with who is looking: for a record's page or an editor that shows its actions by the viewer's permissions. */
export function useViewerClient(apiBase?: string, organisation?: number | null): TableConnection & { viewer: Profile | null } {
  const connection = useTableClient(apiBase, organisation);
  const viewer = useTableViewer(connection.request, apiBase, organisation);
  return { ...connection, viewer };
}
