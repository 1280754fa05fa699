import { ConnectedSidebar } from '@motorpool/widgets';
import { Outlet, useLocation } from 'react-router';
import { useEmbedded } from '../embed';
import { leavePortal } from '../navigation/leave-portal';
import { useWidgetNavigate } from '../navigation/widget-navigate';
import { brandTheme } from '../portal-config/brand-theme';
import { usePortalConfig } from '../portal-config/portal-config';
import { PortalFooter, PortalHeader } from './PortalChrome';
import * as styles from './PortalChrome.css';

/**
 * The frame of the private pages (spec §2 "dashboard layout"): the sidebar on
 * the left (it carries the logo, so the header does not repeat it), the
 * header, the page and the footer. Embedded pages get the page alone.
 */
export function DashboardLayout() {
  const embedded = useEmbedded();
  if (embedded) {
    return (
      <main className={styles.main}>
        <Outlet />
      </main>
    );
  }
  return (
    <div className={styles.dashboard}>
      <PortalSidebar />
      <div className={styles.column}>
        <PortalHeader showBrand={false} />
        <main className={styles.main}>
          <Outlet />
        </main>
        <PortalFooter />
      </div>
    </div>
  );
}

function PortalSidebar() {
  const { pathname } = useLocation();
  const navigate = useWidgetNavigate();
  const config = usePortalConfig();
  return (
    <div className={styles.sidebar}>
      <ConnectedSidebar
        currentPath={pathname}
        onNavigate={(href) => {
          navigate(href);
          return true;
        }}
        subdomainRedirect={config.subdomain_redirect}
        onRedirect={leavePortal}
        theme={brandTheme(config)}
      />
    </div>
  );
}
