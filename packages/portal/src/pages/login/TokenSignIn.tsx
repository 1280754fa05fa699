import type { Profile } from '@motorpool/api';
import { sessionAccountsClient, sessionStore } from '@motorpool/widgets';
import { useEffect, useEffectEvent } from 'react';
import { MessagePanel } from '../../components/message-panel/MessagePanel';
import { useFinishSignIn, type FinishSignInOptions } from '../../auth/finish-sign-in';
import { PageTitle } from '../../PageTitle';

type TokenSignInProps = {
  token: string;
  organisation: number | null;
  finishOptions: FinishSignInOptions;
  /** The token was refused or the profile could not be read. */
  onFailed: () => void;
};

/**
 * Spec §4 token deep link, on a desktop browser: the token becomes the
 * session, the profile is loaded, and the person continues as after any
 * sign-in. A token that does not work leaves no session behind.
 */
export function TokenSignIn({ token, organisation, finishOptions, onFailed }: TokenSignInProps) {
  const finishSignIn = useFinishSignIn();
  // Read when the profile arrives, not a reason to sign in again.
  const signedIn = useEffectEvent((profile: Profile) => finishSignIn(profile, finishOptions));
  const failed = useEffectEvent(() => onFailed());

  useEffect(() => {
    let current = true;
    const session = sessionStore.getState();
    session.signIn({ token, organisation });
    sessionAccountsClient()
      .getProfile()
      .then(
        (profile) => {
          if (!current) return;
          const chosen = organisation ?? profile.current_organisation?.pk ?? null;
          // Later calls carry the organisation the server chose when the link named none.
          if (chosen !== organisation) sessionStore.getState().signIn({ token, organisation: chosen });
          sessionStore.getState().setProfile(profile);
          signedIn(profile);
        },
        (error: unknown) => {
          if (!current) return;
          console.warn('Motorpool: sign-in with a token failed', error);
          sessionStore.getState().signOut();
          failed();
        },
      );
    return () => {
      current = false;
    };
  }, [token, organisation]);

  return (
    <>
      <PageTitle>Signing in</PageTitle>
      <MessagePanel heading="Signing you in" role="status">
        One moment while we open your account.
      </MessagePanel>
    </>
  );
}
