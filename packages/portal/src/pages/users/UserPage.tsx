import { callerOfProfile, mayFlagAdmin } from '@motorpool/api';
import { ConnectedMemberAdminFlag, ConnectedUserDetail, ConnectedUserForm, useSession } from '@motorpool/widgets';
import { useParams, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import { NotFoundPage } from '../not-found/NotFoundPage';
import * as styles from './UsersPage.css';

const parsePk = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * `/users/{id}` (permission employee_update): Edit User, or with
 * `?view=details` the read-only detail (General Details, License Details,
 * Bookings). `?deleted=1` opens a deleted user, whom no one may edit.
 * Super users also see the member's admin flag under either.
 */
export function UserPage() {
  const pk = parsePk(useParams().id);
  const [search] = useSearchParams();
  const navigate = useWidgetNavigate();
  const theme = brandTheme(usePortalConfig());
  const flagsAdmins = mayFlagAdmin(callerOfProfile(useSession((session) => session.profile)));
  if (pk === null) return <NotFoundPage />;
  const backToUsers = () => navigate('/users');
  const includeDeleted = search.get('deleted') === '1';
  return (
    <>
      <PageTitle>{search.get('view') === 'details' ? 'User details' : 'Edit User'}</PageTitle>
      <PageHeading />
      <div className={styles.stack}>
        {search.get('view') === 'details' ? (
          <ConnectedUserDetail pk={pk} includeDeleted={includeDeleted} theme={theme} />
        ) : (
          <ConnectedUserForm
            pk={pk}
            includeDeleted={includeDeleted}
            theme={theme}
            onSaved={({ done }) => done && backToUsers()}
            onDeleted={backToUsers}
            onCancel={backToUsers}
          />
        )}
        {/* Spec §4: the admin flag is set or removed on the profile, by super users; a deleted user's cannot change. */}
        {flagsAdmins && !includeDeleted && <ConnectedMemberAdminFlag pk={pk} theme={theme} />}
      </div>
    </>
  );
}
