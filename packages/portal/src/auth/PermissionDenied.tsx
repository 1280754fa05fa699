import { Link } from 'react-router';
import { action } from '../components/action.css';
import { MessagePanel } from '../components/message-panel/MessagePanel';
import { useCarriedSearch } from '../embed';
import { PageTitle } from '../PageTitle';

export const PERMISSION_DENIED_TEXT = 'You do not have permission to view this page.';

/** What a private page shows to someone whose role lacks the permission the route table names for it. */
export function PermissionDenied() {
  const search = useCarriedSearch();
  return (
    <>
      <PageTitle>No access</PageTitle>
      <MessagePanel
        heading="No access"
        role="alert"
        actions={
          <Link className={action.primary} to={{ pathname: '/dashboard', search }}>
            Go to the dashboard
          </Link>
        }
      >
        {PERMISSION_DENIED_TEXT}
      </MessagePanel>
    </>
  );
}
