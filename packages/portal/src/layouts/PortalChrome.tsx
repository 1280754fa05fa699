import { ConnectedNotificationBell, useSession } from '@motorpool/widgets';
import { Link } from 'react-router';
import { displayName } from '../auth/profile';
import { useCarriedSearch } from '../embed';
import { useWidgetNavigate } from '../navigation/widget-navigate';
import { brandTheme } from '../portal-config/brand-theme';
import { usePortalConfig } from '../portal-config/portal-config';
import * as styles from './PortalChrome.css';

/** The button that opens the navigation drawer on a phone. */
type MenuButton = { controls: string; open: boolean; onOpen: () => void };

/** The portal's header: brand, organisation, the notification bell and the signed-in person with sign-out. */
export function PortalHeader({ showBrand = true, menu }: { showBrand?: boolean; menu?: MenuButton }) {
  const search = useCarriedSearch();
  const navigate = useWidgetNavigate();
  const profile = useSession((state) => state.profile);
  // The bell and Sign out need only the session, so they take their place in the header before the profile answers and the page below stays put.
  const signedIn = useSession((state) => state.token !== null);
  const config = usePortalConfig();
  return (
    <header className={styles.header}>
      {menu ? (
        <button
          type="button"
          className={styles.menuButton}
          aria-haspopup="dialog"
          aria-expanded={menu.open}
          aria-controls={menu.controls}
          onClick={menu.onOpen}
        >
          <svg className={styles.menuIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" />
          </svg>
          Menu
        </button>
      ) : null}
      {showBrand ? (
        <Link className={styles.brand} to={{ pathname: profile ? '/dashboard' : '/login', search }}>
          {config.logo_url ? <img className={styles.logo} src={config.logo_url} alt="" width={28} height={28} /> : null}
          <span className={config.logo_url ? styles.brandTitle : undefined}>{config.title}</span>
        </Link>
      ) : null}
      {profile?.current_organisation ? (
        <span className={showBrand ? styles.organisation : styles.organisationFirst}>{profile.current_organisation.name}</span>
      ) : null}
      {signedIn ? (
        <nav className={styles.account} aria-label="Account">
          <ConnectedNotificationBell onNavigate={navigate} theme={brandTheme(config)} />
          {profile ? <span className={styles.userName}>{displayName(profile)}</span> : null}
          <Link className={styles.signOut} to={{ pathname: '/logout', search }}>
            Sign out
          </Link>
        </nav>
      ) : null}
    </header>
  );
}

export function PortalFooter() {
  const { title } = usePortalConfig();
  return <footer className={styles.footer}>{title} · fleet vehicle booking for your organisation</footer>;
}
