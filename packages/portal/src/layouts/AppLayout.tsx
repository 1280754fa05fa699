import { useSession } from '@motorpool/widgets';
import { Link, Outlet } from 'react-router';
import { displayName } from '../auth/profile';
import { useCarriedSearch, useEmbedded } from '../embed';
import * as styles from './AppLayout.css';

/** Header, page and footer around every route; embedded pages get the page alone. */
export function AppLayout() {
  const embedded = useEmbedded();
  return (
    <div className={styles.root}>
      {embedded ? null : <AppHeader />}
      <main className={styles.main}>
        <Outlet />
      </main>
      {embedded ? null : (
        <footer className={styles.footer}>Motorpool · fleet vehicle booking for your organisation</footer>
      )}
    </div>
  );
}

function AppHeader() {
  const search = useCarriedSearch();
  const profile = useSession((state) => state.profile);
  return (
    <header className={styles.header}>
      <Link className={styles.brand} to={{ pathname: profile ? '/dashboard' : '/login', search }}>
        Motorpool
      </Link>
      {profile?.current_organisation ? (
        <span className={styles.organisation}>{profile.current_organisation.name}</span>
      ) : null}
      {profile ? (
        <nav className={styles.account} aria-label="Account">
          <span className={styles.userName}>{displayName(profile)}</span>
          <Link className={styles.signOut} to={{ pathname: '/logout', search }}>
            Sign out
          </Link>
        </nav>
      ) : null}
    </header>
  );
}
