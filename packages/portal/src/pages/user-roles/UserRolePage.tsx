import { ConnectedRoleEditor, parseRoleId } from '@motorpool/widgets';
import { useParams } from 'react-router';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { userRolePath } from './UserRolesPage';

/**
 * `/user-roles/{id}` (spec §2, issue 21; super_users): one role's name and
 * permissions, `new` to add one. After a create the page moves to the new
 * role; Back to roles and a delete return to `/user-roles`.
 */
export function UserRolePage() {
  const { id } = useParams();
  const navigate = useWidgetNavigate();
  const theme = brandTheme(usePortalConfig());
  const roleId = parseRoleId(id);
  if (roleId === 'new' && id !== 'new') return <NotFoundPage />;
  return (
    <>
      <PageTitle>{roleId === 'new' ? 'New role' : 'User role'}</PageTitle>
      <PageHeading crumbText={{ id: roleId === 'new' ? 'New role' : 'Edit role' }} />
      <ConnectedRoleEditor key={roleId} roleId={roleId} onNavigate={(to) => navigate(to === null ? '/user-roles' : userRolePath(to))} theme={theme} />
    </>
  );
}
