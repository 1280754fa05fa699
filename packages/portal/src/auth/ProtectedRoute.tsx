import { callerOfProfile, holds, isMotorpoolApiError, MotorpoolApiError, type Profile } from '@motorpool/api';
import { loadSessionProfile, sessionStore, useSession } from '@motorpool/widgets';
import { useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { MessagePanel } from '../components/message-panel/MessagePanel';
import { IncompleteProfilePrompt } from '../mandatory-profile/IncompleteProfilePrompt';
import { action } from '../components/action.css';
import { useCarriedSearch, useEmbedded } from '../embed';
import { PageTitle } from '../PageTitle';
import { useRouteHandle } from '../routing/route-handle';
import { useWelcomeToast } from '../welcome/welcome-toast';
import { PermissionDenied } from './PermissionDenied';
import { isWithoutOrganisation } from './profile';

/** What the sign-in page reads to send the person back where they were going. */
export type ReturnState = { from?: { pathname: string; search: string } };

type ProtectedRouteProps = {
  /**
   * `members` (the default) is every private page; `newcomers` is the
   * get-started page, for signed-in people who belong to no organisation yet.
   */
  audience?: 'members' | 'newcomers';
};

/**
 * The protected-route wrapper of spec §2: no session goes to /login, a person
 * without organisations goes to /get-started, and the profile is loaded
 * before any private page renders (and before the dashboard layout, whose
 * sidebar and bell need the session).
 */
export function ProtectedRoute({ audience = 'members' }: ProtectedRouteProps) {
  const location = useLocation();
  const search = useCarriedSearch();
  const token = useSession((state) => state.token);
  const profile = useSession((state) => state.profile);
  const { failure, retry } = useProfileLoader(token, profile !== null);

  if (!token) {
    const returnState: ReturnState = { from: { pathname: location.pathname, search: location.search } };
    return <Navigate to={{ pathname: '/login', search }} state={returnState} replace />;
  }
  if (!profile) {
    if (failure) return <ProfileFailure failure={failure} onRetry={retry} />;
    return (
      <>
        <PageTitle>Loading</PageTitle>
        <MessagePanel heading="Loading your profile" role="status">
          One moment while we fetch your organisation and role.
        </MessagePanel>
      </>
    );
  }
  const newcomer = isWithoutOrganisation(profile);
  if (newcomer && audience === 'members') return <Navigate to={{ pathname: '/get-started', search }} replace />;
  if (!newcomer && audience === 'newcomers') return <Navigate to={{ pathname: '/dashboard', search }} replace />;
  return <MemberArea profile={profile} />;
}

/** Private pages for someone whose profile has loaded, after the welcome. */
function MemberArea({ profile }: { profile: Profile }) {
  const { suppressWelcome = false } = useRouteHandle();
  // A page framed in another site (embed) is not a sign-in to greet.
  const embedded = useEmbedded();
  useWelcomeToast(profile, suppressWelcome || embedded);
  return (
    <>
      <Outlet />
      <IncompleteProfilePrompt profile={profile} />
    </>
  );
}

/**
 * Inside a layout, below `ProtectedRoute`: a page whose route names a
 * permission (or several, any one of which will do) the profile lacks shows
 * the permission-denied state instead, in the layout, so the person can go
 * elsewhere.
 */
export function PermissionGate() {
  const { permission } = useRouteHandle();
  const profile = useSession((state) => state.profile);
  const anyOf = typeof permission === 'string' ? [permission] : (permission ?? []);
  if (anyOf.length > 0 && !holds(callerOfProfile(profile), ...anyOf)) return <PermissionDenied />;
  return <Outlet />;
}

/** Loads the profile when a session has a token but no profile yet; a rejected token ends the session. */
function useProfileLoader(token: string | null, hasProfile: boolean) {
  const [failure, setFailure] = useState<MotorpoolApiError | null>(null);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger; bumping it loads the profile again.
  useEffect(() => {
    if (!token || hasProfile) return;
    let current = true;
    setFailure(null);
    // Shares the request started at boot when it is still on its way; the answer lands in the session.
    loadSessionProfile().then(
      () => undefined,
      (error: unknown) => {
        if (!current) return;
        if (isMotorpoolApiError(error) && error.status === 401) {
          sessionStore.getState().signOut();
          return;
        }
        setFailure(isMotorpoolApiError(error) ? error : MotorpoolApiError.badResponse(error));
      },
    );
    return () => {
      current = false;
    };
  }, [token, hasProfile, attempt]);

  return { failure, retry: () => setAttempt((count) => count + 1) };
}

function ProfileFailure({ failure, onRetry }: { failure: MotorpoolApiError; onRetry: () => void }) {
  const search = useCarriedSearch();
  return (
    <>
      <PageTitle>Profile unavailable</PageTitle>
      <MessagePanel
        heading="We could not load your profile"
        role="alert"
        actions={
          <>
            <button type="button" className={action.primary} onClick={onRetry}>
              Try again
            </button>
            <Link className={action.secondary} to={{ pathname: '/logout', search }}>
              Sign out
            </Link>
          </>
        }
      >
        {failure.title}
      </MessagePanel>
    </>
  );
}
