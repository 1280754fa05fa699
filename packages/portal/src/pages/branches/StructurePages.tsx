import { callerOfProfile, mayManageStructure } from '@motorpool/api';
import {
  ConnectedAssociatedBranches,
  ConnectedBranchRelations,
  ConnectedCustomFieldManager,
  ConnectedMyBranch,
  ConnectedNamedList,
  useSession,
  type NamedListKind,
} from '@motorpool/widgets';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import * as styles from '../users/UsersPage.css';

const useTheme = () => brandTheme(usePortalConfig());

/** `/my-branch`: the branch a branch manager runs, with the help desk and business hours they keep. */
export function MyBranchPage() {
  return (
    <>
      <PageTitle>My Branch</PageTitle>
      <PageHeading />
      <ConnectedMyBranch theme={useTheme()} />
    </>
  );
}

/**
 * `/associated-branches`: the branches linked to the person's own; an
 * organisation writer also edits which branches each branch serves.
 */
export function AssociatedBranchesPage() {
  const theme = useTheme();
  const navigate = useWidgetNavigate();
  const mayEditRelations = useSession((session) => mayManageStructure(callerOfProfile(session.profile)));
  return (
    <>
      <PageTitle>Associated Branches</PageTitle>
      <PageHeading />
      <div className={styles.stack}>
        <ConnectedAssociatedBranches theme={theme} onOpen={mayEditRelations ? (pk) => navigate(`/branches?edit=${pk}`) : undefined} />
        {mayEditRelations ? <ConnectedBranchRelations theme={theme} /> : null}
      </div>
    </>
  );
}

/** `/departments`, `/cost-centres` and `/geo-fences`: one list widget, three kinds. */
export function NamedListPage({ kind, title }: { kind: NamedListKind; title: string }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <PageHeading />
      <ConnectedNamedList kind={kind} theme={useTheme()} />
    </>
  );
}

export const DepartmentsPage = () => <NamedListPage kind="departments" title="Departments" />;
export const CostCentresPage = () => <NamedListPage kind="cost-centres" title="Cost Centres" />;
export const GeofencesPage = () => <NamedListPage kind="geofences" title="Geofences" />;

/** `/tags`: the custom fields of users, branches and bookings. */
export function CustomFieldsPage() {
  return (
    <>
      <PageTitle>Custom Fields</PageTitle>
      <PageHeading />
      <ConnectedCustomFieldManager theme={useTheme()} />
    </>
  );
}
