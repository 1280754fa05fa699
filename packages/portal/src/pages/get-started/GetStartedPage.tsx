import { Link } from 'react-router';
import { useProfile } from '../../auth/profile';
import { action } from '../../components/action.css';
import { MessagePanel } from '../../components/message-panel/MessagePanel';
import { useCarriedSearch } from '../../embed';
import { PageTitle } from '../../PageTitle';

/** `/get-started`: for signed-in people who are not system admins and belong to no organisation. */
export function GetStartedPage() {
  const profile = useProfile();
  const search = useCarriedSearch();
  return (
    <>
      <PageTitle>Get started</PageTitle>
      <MessagePanel
        heading="You are not part of an organisation yet"
        actions={
          <Link className={action.secondary} to={{ pathname: '/logout', search }}>
            Sign out
          </Link>
        }
      >
        Your account <strong>{profile.email}</strong> is not linked to any organisation. Ask your fleet administrator to invite you, then sign in again.
      </MessagePanel>
    </>
  );
}
