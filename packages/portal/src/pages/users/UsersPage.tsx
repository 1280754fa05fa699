import type { EmployeeListQuery } from '@motorpool/api';
import { ConnectedUserTable, TableExportProgress, useUsersExport } from '@motorpool/widgets';
import { useRef } from 'react';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import * as styles from './UsersPage.css';

/**
 * `/users` (spec §2 users table): every user of the organisation with search,
 * filters, sorting and row actions; the heading bar's Export streams the
 * whole filtered set, Import Users and Add New User lead to their pages.
 */
export function UsersPage() {
  const navigate = useWidgetNavigate();
  const theme = brandTheme(usePortalConfig());
  const query = useRef<EmployeeListQuery>({});
  const usersExport = useUsersExport();
  return (
    <>
      <PageTitle>Users</PageTitle>
      <PageHeading onExport={(request) => void usersExport.start(query.current, request.format)} />
      <div className={styles.stack}>
        <TableExportProgress {...usersExport} onDismiss={usersExport.dismiss} theme={theme} />
        <ConnectedUserTable
          theme={theme}
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
