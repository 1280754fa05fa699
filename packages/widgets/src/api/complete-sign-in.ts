import { accountsCalls, messages, type Profile, type Requester } from '@motorpool/api';
import { sessionStore } from '../session/session-store';
import { failureTitle } from './api-failure';

export type SignInOutcome = { ok: true; profile: Profile } | { ok: false; title: string };

/**
 * Everything after the server handed out a token, for a password sign-in and
 * a two-factor code alike: the session gets the token, then the profile.
 *
 * Spec §4: someone who belongs to no organisation, is not a system admin and
 * could not register one (registration disabled) has nothing to sign in to;
 * the token is revoked and cleared and the user-not-exist failure shows.
 */
export async function completeSignIn(
  request: Requester,
  login: { token: string; organisation: number | null },
  { registrationEnabled }: { registrationEnabled: boolean },
): Promise<SignInOutcome> {
  sessionStore.getState().signIn(login);
  const accounts = accountsCalls(request);
  let profile: Profile;
  try {
    profile = await accounts.getProfile();
  } catch (error) {
    // Signed in means token and profile together; a half session would strand the other widgets.
    sessionStore.getState().signOut();
    return { ok: false, title: failureTitle(error) };
  }
  if (profile.organisations.length === 0 && !profile.is_system_admin && !registrationEnabled) {
    // Revoking needs the token, so it goes before the session forgets it; a failure only leaves a token nobody holds.
    await accounts.logout().catch(() => undefined);
    sessionStore.getState().signOut();
    return { ok: false, title: messages.login.userNotExist };
  }
  sessionStore.getState().setProfile(profile);
  return { ok: true, profile };
}
