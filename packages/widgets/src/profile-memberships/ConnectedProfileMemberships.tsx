import { membershipCalls } from '@motorpool/api';
import { useCallback, useEffect } from 'react';
import { failureTitle } from '../api/api-failure';
import { sessionRequester } from '../session/session-api';
import { useSession } from '../session/session-store';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../state/toast-store';
import { ProfileMemberships } from './ProfileMemberships';
import { ProfileMembershipsStoreProvider, useProfileMembershipsStore, useProfileMembershipsStoreApi } from './store';

export type MembershipLeftDetail = {
  organisation: number;
  message: string /** It was the organisation signed in to: the session has ended. */;
  current: boolean;
};

export type ConnectedProfileMembershipsProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  theme?: ThemeName;
  /** After leaving: the host signs the person out when it was the organisation they are signed in to. */
  onLeft?: (detail: MembershipLeftDetail) => void;
};

/** `ProfileMemberships` wired to the accounts service with the shared session. */
export function ConnectedProfileMemberships(props: ConnectedProfileMembershipsProps) {
  return (
    <ProfileMembershipsStoreProvider>
      <ConnectedMemberships {...props} />
    </ProfileMembershipsStoreProvider>
  );
}

function ConnectedMemberships({ apiBase, theme, onLeft }: ConnectedProfileMembershipsProps) {
  const store = useProfileMembershipsStoreApi();
  const state = useProfileMembershipsStore((current) => current);
  const token = useSession((session) => session.token);
  const sessionOrganisation = useSession((session) => session.organisation);
  // A session that names no organisation acts in the person's only one.
  const currentOrganisation = sessionOrganisation ?? (state.memberships.length === 1 ? (state.memberships[0]?.organisation.pk ?? null) : null);

  const load = useCallback(async () => {
    const { loadStarted, loaded, loadFailed } = store.getState();
    loadStarted();
    try {
      loaded((await membershipCalls(sessionRequester(apiBase)).listMemberships()).results);
    } catch (error) {
      loadFailed(failureTitle(error));
    }
  }, [store, apiBase]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `token` is a trigger: the request goes out with the session's current token, so another person loads their own memberships.
  useEffect(() => {
    void load();
  }, [load, token]);

  async function leave(organisation: number) {
    const { leaveStarted, left, leaveFailed } = store.getState();
    leaveStarted(organisation);
    try {
      const { message } = await membershipCalls(sessionRequester(apiBase)).leaveMembership(organisation);
      left(organisation, message);
      toast.success(message);
      onLeft?.({ organisation, message, current: organisation === currentOrganisation });
    } catch (error) {
      leaveFailed(failureTitle(error));
    }
  }

  return (
    <ProfileMemberships
      status={state.status}
      memberships={state.memberships}
      loadError={state.loadError}
      onRetry={() => void load()}
      currentOrganisation={currentOrganisation}
      leaving={state.leaving}
      announcement={state.announcement}
      leaveError={state.leaveError}
      onLeave={leave}
      theme={theme}
    />
  );
}
