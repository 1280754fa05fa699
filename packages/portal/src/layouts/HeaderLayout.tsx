import { useSession } from '@motorpool/widgets';
import { Link, Outlet } from 'react-router';
import { displayName } from '../auth/profile';
import { useCarriedSearch, useEmbedded } from '../embed';
import { usePortalConfig } from '../portal-config/portal-config';
import * as styles from './AppLayout.css';

/** Header, page and footer around every route; embedded pages get the page alone. */
export function AppLayout() {
  const embedded = useEmbedded();
  const { title } = usePortalConfig();
  return (
    <div className={styles.root}>
      {embedded ? null : <AppHeader />}
      <main className={styles.main}>
        <Outlet />
      </main>
      {embedded ? null : (
        <footer className={styles.footer}>{title} · fleet vehicle booking for your organisation</footer>
      )}
    </div>
  );
}

function AppHeader() {
  const search = useCarriedSearch();
  const profile = useSession((state) => state.profile);
  const config = usePortalConfig();
  return (
    <header className={styles.header}>
      <Link className={styles.brand} to={{ pathname: profile ? '/dashboard' : '/login', search }}>
        {config.logo_url ? <img className={styles.logo} src={config.logo_url} alt="" width={28} height={28} /> : null}
        {config.title}
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
