import { ConnectedUserImport } from '@motorpool/widgets';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';

/** `/users-import` (bulk import): template, preview with row errors, import, summary. */
export function UsersImportPage() {
  return (
    <>
      <PageTitle>Import Users</PageTitle>
      <PageHeading />
      <ConnectedUserImport theme={brandTheme(usePortalConfig())} />
    </>
  );
}
