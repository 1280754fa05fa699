import { ConnectedSidebar, type SidebarPlacement, usePhoneScreen } from '@motorpool/widgets';
import { useId, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useEmbedded } from '../embed';
import { leavePortal } from '../navigation/leave-portal';
import { useWidgetNavigate } from '../navigation/widget-navigate';
import { brandTheme } from '../portal-config/brand-theme';
import { usePortalConfig } from '../portal-config/portal-config';
import { useNavigationPlacement } from './navigation-placement';
import { NavigationDrawer } from './NavigationDrawer';
import { PortalFooter, PortalHeader } from './PortalChrome';
import * as styles from './PortalChrome.css';

/**
 * The frame of the private pages (spec §2 "dashboard layout"): the
 * navigation (it carries the logo, so the header does not repeat it), the
 * header, the page and the footer. The person's navigation layout preference
 * puts the navigation down the left or across the top under the header; a
 * saved change re-lays the frame at once. On a phone either layout becomes
 * a drawer opened from the header. Embedded pages get the page alone.
 */
export function DashboardLayout() {
  const embedded = useEmbedded();
  const placement = useNavigationPlacement();
  const phone = usePhoneScreen();
  const drawerId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  if (!phone && menuOpen) setMenuOpen(false);
  if (embedded) {
    return (
      <main className={styles.main}>
        <Outlet />
      </main>
    );
  }
  const closeMenu = () => setMenuOpen(false);
  // One tree for every width, its parts keyed: crossing the phone breakpoint (a rotated tablet, a resized window)
  // moves and swaps the navigation but never mounts the page again, so a half-filled form keeps what was typed.
  const navigation = phone ? (
    <NavigationDrawer key="drawer" id={drawerId} open={menuOpen} onClose={closeMenu}>
      {/* Expanded and never collapsed in the drawer: its toggle closes the drawer instead. */}
      <PortalNavigation placement="side" collapsed={false} onCollapse={closeMenu} onNavigated={closeMenu} />
    </NavigationDrawer>
  ) : (
    <div key="navigation" className={styles.navigation[placement]}>
      <PortalNavigation placement={placement} />
    </div>
  );
  const header = (
    <div key="header" className={styles.area.header}>
      <PortalHeader showBrand={false} {...(phone ? { menu: { controls: drawerId, open: menuOpen, onOpen: () => setMenuOpen(true) } } : {})} />
    </div>
  );
  // Reading order follows the screen: the sidebar before the header, the top bar after it.
  const frame = placement === 'top' && !phone ? [header, navigation] : [navigation, header];
  return (
    <div className={phone ? styles.phoneFrame : styles.dashboard[placement]}>
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

type PortalNavigationProps = {
  placement: SidebarPlacement;
  collapsed?: boolean;
  onCollapse?: () => void;
  /** After a link in the menu was followed. */
  onNavigated?: () => void;
};

function PortalNavigation({ placement, collapsed, onCollapse, onNavigated }: PortalNavigationProps) {
  const { pathname } = useLocation();
  const navigate = useWidgetNavigate();
  const config = usePortalConfig();
  return (
    <ConnectedSidebar
      placement={placement}
      currentPath={pathname}
      {...(collapsed === undefined ? {} : { collapsed })}
      {...(onCollapse ? { onCollapsedChange: (next: boolean) => next && onCollapse() } : {})}
      onNavigate={(href) => {
        navigate(href);
        onNavigated?.();
        return true;
      }}
      subdomainRedirect={config.subdomain_redirect}
      onRedirect={leavePortal}
      theme={brandTheme(config)}
    />
  );
}
