import { ConnectedSidebar, type SidebarPlacement } from '@motorpool/widgets';
import { Outlet, useLocation } from 'react-router';
import { useEmbedded } from '../embed';
import { leavePortal } from '../navigation/leave-portal';
import { useWidgetNavigate } from '../navigation/widget-navigate';
import { brandTheme } from '../portal-config/brand-theme';
import { usePortalConfig } from '../portal-config/portal-config';
import { useNavigationPlacement } from './navigation-placement';
import { PortalFooter, PortalHeader } from './PortalChrome';
import * as styles from './PortalChrome.css';

/**
 * The frame of the private pages (spec §2 "dashboard layout"): the
 * navigation (it carries the logo, so the header does not repeat it), the
 * header, the page and the footer. The person's navigation layout preference
 * puts the navigation down the left or across the top under the header; a
 * saved change re-lays the frame at once. Embedded pages get the page alone.
 */
export function DashboardLayout() {
  const embedded = useEmbedded();
  const placement = useNavigationPlacement();
  if (embedded) {
    return (
      <main className={styles.main}>
        <Outlet />
      </main>
    );
  }
  // Keyed, so a change of layout moves the parts instead of mounting them again: the menu is not fetched twice.
  const navigation = (
    <div key="navigation" className={styles.navigation[placement]}>
      <PortalNavigation placement={placement} />
    </div>
  );
  const header = (
    <div key="header" className={styles.area.header}>
      <PortalHeader showBrand={false} />
    </div>
  );
  // Reading order follows the screen: the sidebar before the header, the top bar after it.
  const frame = placement === 'top' ? [header, navigation] : [navigation, header];
  return (
    <div className={styles.dashboard[placement]}>
      {frame}
      <main className={`${styles.main} ${styles.area.main}`}>
        <Outlet />
      </main>
      <div className={styles.area.footer}>
        <PortalFooter />
      </div>
    </div>
  );
}

function PortalNavigation({ placement }: { placement: SidebarPlacement }) {
  const { pathname } = useLocation();
  const navigate = useWidgetNavigate();
  const config = usePortalConfig();
  return (
    <ConnectedSidebar
      placement={placement}
      currentPath={pathname}
      onNavigate={(href) => {
        navigate(href);
        return true;
      }}
      subdomainRedirect={config.subdomain_redirect}
      onRedirect={leavePortal}
      theme={brandTheme(config)}
    />
  );
}
