import { callerOfProfile, mayManageJobs } from '@motorpool/api';
import { ConnectedJobTable } from '@motorpool/widgets';
import { useSearchParams } from 'react-router';
import { PermissionDenied } from '../../auth/PermissionDenied';
import { useProfile } from '../../auth/profile';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import { usePreferences } from '../../preferences/preferences';

/**
 * `/system-jobs` (not in spec §2; issue 18): every organisation's timed jobs
 * for a system admin, the failed ones with their error and a Retry.
 * `?state=failed` opens it on the failures.
 */
export function SystemJobsPage() {
  const profile = useProfile();
  const config = usePortalConfig();
  const { dateFormat } = usePreferences();
  const [search] = useSearchParams();
  // No permission of a role opens it: only system admins see every organisation's jobs.
  if (!mayManageJobs(callerOfProfile(profile))) return <PermissionDenied />;
  return (
    <>
      <PageTitle>Jobs</PageTitle>
      <PageHeading />
      <ConnectedJobTable dateFormat={dateFormat} state={search.get('state') ?? undefined} theme={brandTheme(config)} />
    </>
  );
}
