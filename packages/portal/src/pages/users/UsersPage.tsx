import type { EmployeeListQuery } from '@motorpool/api';
import { ConnectedUserTable, TableExportProgress, useUsersExport } from '@motorpool/widgets';
import { useRef } from 'react';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import * as styles from './UsersPage.css';
import { incidentPaths } from '../incidents/incident-paths';

/** Members who have not set up their account yet: added by an administrator or imported, not activated. */
const NOT_REGISTERED: EmployeeListQuery = { registered: false };

type UsersTablePageProps = {
  title: string;
  /** Sent with every request, under the person's own filters; the export takes the same set. */
  baseQuery?: EmployeeListQuery;
};

/** The users table with the heading bar's export of the whole filtered set; a row opens the user's edit or details. */
function UsersTablePage({ title, baseQuery }: UsersTablePageProps) {
  const navigate = useWidgetNavigate();
  const theme = brandTheme(usePortalConfig());
  const query = useRef<EmployeeListQuery>(baseQuery ?? {});
  const usersExport = useUsersExport();
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <PageHeading onExport={(request) => void usersExport.start(query.current, request.format)} />
      <div className={styles.stack}>
        <TableExportProgress {...usersExport} onDismiss={usersExport.dismiss} theme={theme} />
        <ConnectedUserTable
          theme={theme}
          baseQuery={baseQuery}
          onQueryChange={(current) => {
            query.current = current;
          }}
          onEdit={(pk) => navigate(`/users/${pk}`)}
          onOpen={(pk) => navigate(`/users/${pk}?view=details`)}
          onRaiseIncident={(pk) => navigate(incidentPaths.report({ person: pk }))}
        />
      </div>
    </>
  );
}

/**
 * `/users` (spec §2 users table): every user of the organisation with search,
 * filters, sorting and row actions; Import Users and Add New User in the
 * heading bar lead to their pages.
 */
export const UsersPage = () => <UsersTablePage title="Users" />;

/**
 * `/non-registered-drivers`: the users table kept to people who cannot sign
 * in yet, so an administrator can chase them up (reset password sends them a
 * link to set one) or correct their details.
 */
export const NonRegisteredDriversPage = () => <UsersTablePage title="Non-Registered Drivers" baseQuery={NOT_REGISTERED} />;
