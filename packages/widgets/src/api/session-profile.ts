import { accountsCalls, type Profile } from '@motorpool/api';
import { sessionRequester } from '../session/session-api';
import { sessionStore } from '../session/session-store';

let inFlight: { key: string; profile: Promise<Profile> } | null = null;

/**
 * Loads the profile for the session's token and organisation into the shared
 * session. Widgets that need it at the same moment (the sidebar and heading
 * bar after an organisation switch) share one request.
 */
export function loadSessionProfile(apiBase?: string): Promise<Profile> {
  const { token, organisation } = sessionStore.getState();
  const key = `${apiBase ?? ''}|${token ?? ''}|${organisation ?? ''}`;
  if (inFlight?.key === key) return inFlight.profile;
  const profile = accountsCalls(sessionRequester(apiBase))
    .getProfile()
    .then((loaded) => {
      // Another switch may have happened meanwhile; only the current session's profile is kept.
      const now = sessionStore.getState();
      if (now.token === token && now.organisation === organisation) now.setProfile(loaded);
      return loaded;
    })
    .finally(() => {
      if (inFlight?.key === key) inFlight = null;
    });
  inFlight = { key, profile };
  return profile;
}

/** The session's profile, loaded first if the session has none yet. */
export function ensureSessionProfile(apiBase?: string): Promise<Profile> {
  const { profile } = sessionStore.getState();
  return profile ? Promise.resolve(profile) : loadSessionProfile(apiBase);
}
