import { sessionAccountsClient, sessionStore } from '@motorpool/widgets';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { MessagePanel } from '../../components/message-panel/MessagePanel';
import { useCarriedSearch } from '../../embed';
import { PageTitle } from '../../PageTitle';

/** `/logout`: revokes the token, clears the session and returns to sign-in. */
export function LogoutPage() {
  const navigate = useNavigate();
  const search = useCarriedSearch();

  useEffect(() => {
    if (sessionStore.getState().token) {
      // The call takes the token when it starts, so the session can be cleared at once;
      // spec §8: logout failures are only logged.
      sessionAccountsClient()
        .logout()
        .catch((error: unknown) => console.warn('Motorpool: sign-out request failed', error));
      sessionStore.getState().signOut();
    }
    navigate({ pathname: '/login', search }, { replace: true });
  }, [navigate, search]);

  return (
    <>
      <PageTitle>Signing out</PageTitle>
      <MessagePanel heading="Signing out" role="status">
        Ending your session…
      </MessagePanel>
    </>
  );
}
