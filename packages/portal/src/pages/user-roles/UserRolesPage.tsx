import { ConnectedRoleTable } from '@motorpool/widgets';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';

/** A role's page: `new` adds one. */
export const userRolePath = (id: number | 'new') => `/user-roles/${id}`;

/**
 * `/user-roles` (spec §2, issue 21; super_users): the organisation's roles
 * with their member counts; Edit and Add role open `/user-roles/{id}`.
 */
export function UserRolesPage() {
  const navigate = useWidgetNavigate();
  return (
    <>
      <PageTitle>User Roles</PageTitle>
      <PageHeading />
      <ConnectedRoleTable onOpen={(id) => navigate(userRolePath(id))} theme={brandTheme(usePortalConfig())} />
    </>
  );
}
