import { ConnectedUserForm } from '@motorpool/widgets';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';

/**
 * `/users/add/new`, where the heading bar's Add New User (New User on
 * CustomFleet) leads: Submit saves and returns to the users; Save saves and
 * keeps an empty form for the next person.
 */
export function AddUserPage() {
  const navigate = useWidgetNavigate();
  const theme = brandTheme(usePortalConfig());
  return (
    <>
      <PageTitle>Add New User</PageTitle>
      <PageHeading />
      <ConnectedUserForm theme={theme} onSaved={({ done }) => done && navigate('/users')} onCancel={() => navigate('/users')} />
    </>
  );
}
