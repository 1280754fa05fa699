import type { EmployeeListQuery } from '@motorpool/api';
import { ConnectedUserTable, TableExportProgress, useUsersExport } from '@motorpool/widgets';
import { useRef } from 'react';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import * as styles from './UsersPage.css';

/** Members who have not set up their account yet: added by an administrator or imported, not activated. */
const NOT_REGISTERED: EmployeeListQuery = { registered: false };

/**
 * `/non-registered-drivers`: the users table kept to people who cannot sign
 * in yet, so an administrator can chase them up (reset password sends them a
 * link to set one) or correct their details. Export takes the same set.
 */
export function NonRegisteredDriversPage() {
  const navigate = useWidgetNavigate();
  const theme = brandTheme(usePortalConfig());
  const query = useRef<EmployeeListQuery>(NOT_REGISTERED);
  const usersExport = useUsersExport();
  return (
    <>
      <PageTitle>Non-Registered Drivers</PageTitle>
      <PageHeading onExport={(request) => void usersExport.start(query.current, request.format)} />
      <div className={styles.stack}>
        <TableExportProgress {...usersExport} onDismiss={usersExport.dismiss} theme={theme} />
        <ConnectedUserTable
          theme={theme}
          baseQuery={NOT_REGISTERED}
          onQueryChange={(current) => {
            query.current = current;
          }}
          onEdit={(pk) => navigate(`/users/${pk}`)}
          onOpen={(pk) => navigate(`/users/${pk}?view=details`)}
        />
      </div>
    </>
  );
}
