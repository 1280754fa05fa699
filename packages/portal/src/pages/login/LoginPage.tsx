import { ConnectedSignIn } from '@motorpool/widgets';
import { useLocation, useNavigate } from 'react-router';
import type { ReturnState } from '../../auth/ProtectedRoute';
import { useCarriedSearch } from '../../embed';
import { PageTitle } from '../../PageTitle';
import * as styles from './LoginPage.css';

/** `/` and `/login`: the sign-in widget; afterwards the page the person was sent away from, else the dashboard. */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const search = useCarriedSearch();
  const from = (location.state as ReturnState | null)?.from;

  return (
    <>
      <PageTitle>Sign in</PageTitle>
      <div className={styles.root}>
        <ConnectedSignIn onSignedIn={() => navigate(from ?? { pathname: '/dashboard', search }, { replace: true })} />
      </div>
    </>
  );
}
