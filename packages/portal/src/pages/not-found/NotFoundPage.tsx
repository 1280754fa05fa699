import { useSession } from '@motorpool/widgets';
import { Link, useLocation } from 'react-router';
import { action } from '../../components/action.css';
import { MessagePanel } from '../../components/message-panel/MessagePanel';
import { useCarriedSearch } from '../../embed';
import { PageTitle } from '../../PageTitle';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const search = useCarriedSearch();
  const signedIn = useSession((state) => Boolean(state.token));
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <MessagePanel
        heading="Page not found"
        actions={
          <Link className={action.primary} to={{ pathname: signedIn ? '/dashboard' : '/login', search }}>
            {signedIn ? 'Go to the dashboard' : 'Go to sign in'}
          </Link>
        }
      >
        There is no page at <code>{pathname}</code>. Check the address, or carry on from here.
      </MessagePanel>
    </>
  );
}
