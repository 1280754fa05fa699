import { Outlet } from 'react-router';
import * as styles from './BareLayout.css';

/** Private pages shown without header or footer (spec §2: /verify-account). */
export function BareLayout() {
  return (
    <main className={styles.main}>
      <Outlet />
    </main>
  );
}
