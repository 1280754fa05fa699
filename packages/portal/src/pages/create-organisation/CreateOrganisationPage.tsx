import { organisationMessages, type OrganisationSummary } from '@motorpool/api';
import { ConnectedCreateOrganisation, organisationRedirectUrl, sessionStore, toast } from '@motorpool/widgets';
import { useNavigate } from 'react-router';
import { PermissionDenied } from '../../auth/PermissionDenied';
import { useProfile } from '../../auth/profile';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { useCarriedSearch } from '../../embed';
import { leavePortal } from '../../navigation/leave-portal';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';

/**
 * `/create-organisation`, where the sidebar's "Create Organization" leads a
 * system admin (spec §2). A created organisation is toasted and the session
 * moves into it as the sidebar's organisation switch does (spec §4): its
 * domain when the sub-domain redirect applies, else this host's /dashboard.
 */
export function CreateOrganisationPage() {
  const profile = useProfile();
  const config = usePortalConfig();
  const navigate = useNavigate();
  const search = useCarriedSearch();
  // Organisation admins also hold organisation_write, which the route asks; only system admins may create.
  if (!profile.is_system_admin) return <PermissionDenied />;

  function switchInto(created: OrganisationSummary) {
    toast.success(organisationMessages.created(created.name));
    const session = sessionStore.getState();
    const redirect = config.subdomain_redirect && session.token ? organisationRedirectUrl(created, session.token, window.location.host) : null;
    if (redirect) return leavePortal(redirect);
    // Selecting clears the profile; the protected-route wrapper then loads the new organisation's permissions and details.
    session.selectOrganisation(created.pk);
    navigate({ pathname: '/dashboard', search });
  }

  return (
    <>
      <PageTitle>Create Organization</PageTitle>
      <PageHeading />
      <ConnectedCreateOrganisation theme={brandTheme(config)} onCreated={switchInto} />
    </>
  );
}
