import { Outlet } from 'react-router';
import { useEmbedded } from '../embed';
import { useRouteHandle } from '../routing/route-handle';
import { PortalFooter, PortalHeader } from './PortalChrome';
import * as styles from './PortalChrome.css';

/**
 * Header, page and footer, without the sidebar (spec §2 "header layout":
 * `/bookings-calendar-view`, and the pages around the private area such as
 * get-started, sign-out and not-found). Embedded pages get the page alone.
 */
export function HeaderLayout() {
  const embedded = useEmbedded();
  const { fullWidth } = useRouteHandle();
  return (
    <div className={styles.root}>
      {embedded ? null : <PortalHeader />}
      <main className={fullWidth ? styles.mainFullWidth : styles.main}>
        <Outlet />
      </main>
      {embedded ? null : <PortalFooter />}
    </div>
  );
}
