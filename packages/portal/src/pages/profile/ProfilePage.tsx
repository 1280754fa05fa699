import { NavLink, Outlet } from 'react-router';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { useCarriedSearch } from '../../embed';
import * as styles from './ProfileForms.css';

const PROFILE_TABS = [
  { path: 'general-details', label: 'General Details' },
  { path: 'license-details', label: 'License Details' },
  { path: 'other-details', label: 'Other Details' },
] as const;

/** `/profile/*`: the signed-in person's own details, in three tabs (spec §2). */
export function ProfilePage() {
  const search = useCarriedSearch();
  return (
    <>
      <PageHeading />
      <nav aria-label="Profile sections">
        <ul className={styles.tabs}>
          {PROFILE_TABS.map((tab) => (
            <li key={tab.path}>
              <NavLink className={styles.tab} to={{ pathname: `/profile/${tab.path}`, search }}>
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
