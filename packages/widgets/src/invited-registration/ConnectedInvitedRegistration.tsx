import { failureTitle } from '../api/api-failure';
import { accountsCalls, isMotorpoolApiError, messages, inviteCalls, type AcceptedInvite, type Profile } from '@motorpool/api';
import { useEffect } from 'react';
import { sessionRequester } from '../session/session-api';
import { sessionStore } from '../session/session-store';
import type { ThemeName } from '../theme/theme-names';
import { InvitedRegistration, type InvitedAccountValues } from './InvitedRegistration';
import { InvitedRegistrationStoreProvider, useInvitedRegistrationStore, useInvitedRegistrationStoreApi } from './store';

export type ConnectedInvitedRegistrationProps = {
  /** The `invite` query parameter of /csl-register. */
  token: string | null | undefined;
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** Called once the session holds the new token, organisation and profile. */
  onAccepted?: (profile: Profile) => void;
  loginHref?: string;
  onBackToLogin?: () => void;
  heading?: string;
  theme?: ThemeName;
};

/** `InvitedRegistration` wired to the fleet service and the shared session. */
export function ConnectedInvitedRegistration(props: ConnectedInvitedRegistrationProps) {
  return (
    <InvitedRegistrationStoreProvider>
      <ConnectedInvitedRegistrationForm {...props} />
    </InvitedRegistrationStoreProvider>
  );
}

function ConnectedInvitedRegistrationForm({ token, apiBase, onAccepted, loginHref, onBackToLogin, heading, theme }: ConnectedInvitedRegistrationProps) {
  const store = useInvitedRegistrationStoreApi();
  const state = useInvitedRegistrationStore((current) => current);

  useEffect(() => {
    const { inviteLoaded, inviteRejected } = store.getState();
    if (!token) return inviteRejected(messages.invite.tokenRequired);
    let current = true;
    inviteCalls(sessionRequester(apiBase))
      .validateInvite(token)
      .then(
        (invite) => current && inviteLoaded(invite),
        (error: unknown) => current && inviteRejected(failureTitle(error)),
      );
    return () => {
      current = false;
    };
  }, [store, token, apiBase]);

  async function accept(employee_extension: InvitedAccountValues) {
    const { attemptStarted, failed, inviteRejected } = store.getState();
    if (!token) return inviteRejected(messages.invite.tokenRequired);
    attemptStarted();
    const request = sessionRequester(apiBase);
    let accepted: AcceptedInvite;
    try {
      accepted = await inviteCalls(request).acceptInvite({ token, employee_extension });
    } catch (error) {
      return failed(failureTitle(error), isMotorpoolApiError(error) ? error.fields : undefined);
    }

    sessionStore.getState().signIn({ token: accepted.token, organisation: accepted.organisation });
    let profile: Profile;
    try {
      profile = await accountsCalls(request).getProfile();
    } catch (error) {
      // Signed in means token and profile together; a half session would strand the other widgets.
      sessionStore.getState().signOut();
      return failed(failureTitle(error));
    }
    sessionStore.getState().setProfile(profile);
    onAccepted?.(profile);
  }

  return (
    <InvitedRegistration
      status={state.status}
      invite={state.invite}
      inviteError={state.inviteError}
      onSubmit={accept}
      serverError={state.serverError}
      fieldErrors={state.fieldErrors}
      loginHref={loginHref}
      onBackToLogin={onBackToLogin}
      heading={heading}
      theme={theme}
    />
  );
}
