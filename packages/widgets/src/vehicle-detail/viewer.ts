import type { Profile, Requester } from '@motorpool/api';
import { useEffect, useState } from 'react';
import { useSession } from '../session/session-store';

/**
 * The viewer's profile in the organisation the vehicle belongs to, as
 * ui/data-table's `useTableViewer` answers it (the session's profile, or the
 * server's for another organisation; null until known), with the profile
 * calls loaded only when one is needed: that module brings them into the
 * bundle, which a display element cannot carry.
 */
export function useViewer(request: Requester, apiBase?: string, organisation?: number | null): Profile | null {
  const token = useSession((session) => session.token);
  const sessionOrganisation = useSession((session) => session.organisation);
  const sessionProfile = useSession((session) => session.profile);
  const foreign = Boolean(organisation) && organisation !== sessionOrganisation;
  const needsSessionProfile = !foreign && !sessionProfile;
  const [foreignProfile, setForeignProfile] = useState<Profile | null>(null);

  useEffect(() => {
    if (!token || !(foreign || needsSessionProfile)) return;
    let current = true;
    const warn = (error: unknown) => current && console.warn('Motorpool vehicle detail: the profile could not be loaded', error);
    if (foreign) setForeignProfile(null);
    import('./load-viewer')
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
