import type { Employee, UserFilterKey } from '@motorpool/api';
import { useMemo } from 'react';
import { ColumnsMenu } from '../ui/data-table/ColumnsMenu';
import { ConfirmDeleteDialog } from '../ui/data-table/ConfirmDialog';
import { DataTable, type ServerPageProps } from '../ui/data-table/DataTable';
import * as tableStyles from '../ui/data-table/DataTable.css';
import { DEFAULT_DATE_FORMAT } from '../ui/data-table/dates';
import { SearchBox } from '../ui/data-table/SearchBox';
import { useConfirmDelete } from '../ui/data-table/use-confirm-delete';
import { useServerTable } from '../ui/data-table/use-server-table';
import { isUserFilterKey, UserCellContextValue, userColumns, type UserCellContext } from './columns';
import { emptyLookups, type PendingRowAction, type UserTableLookups, type UserTableQuery } from './store';
import { userRowActions, type UserActionHandlers } from './user-actions';
import * as styles from './UserTable.css';
import { Button } from '../ui/button/Button';

export type UserTableProps = ServerPageProps<UserTableQuery> & {
  /** The page of users the server sent. */
  employees: Employee[];
  hiddenColumns?: readonly UserFilterKey[];
  onHiddenColumnsChange: (hidden: UserFilterKey[]) => void;
  /** The choices of the Branch, Department, Cost Centre, Role and Status filters. */
  lookups?: UserTableLookups;
  /** The viewer's permission names (spec §6), which decide the actions shown. */
  permissions: readonly string[];
  /** The viewer's date format preference; dd/MM/yyyy by default (spec §3). */
  dateFormat?: string;
  /** Row actions waiting on the server, by user pk. */
  pending?: Readonly<Record<number, PendingRowAction>>;
  onEdit: (employee: Employee) => void;
  onOpen: (employee: Employee) => void;
  /** Called once the person confirms; the dialog shows 'Deleting...' until it settles. */
  onDelete: (employee: Employee) => Promise<void> | void;
  onResetPassword: (employee: Employee) => void;
  onReactivate: (employee: Employee) => void;
  /** Lifts the user's sign-in, paused after failed attempts. */
  onUnlockSignIn: (employee: Employee) => void;
  /** Notes and Raise incident open the host's screens: offered only with their handler. */
  onNotes?: (employee: Employee) => void;
  onRaiseIncident?: (employee: Employee) => void;
};

const noPending: Readonly<Record<number, PendingRowAction>> = {};
const noneHidden: readonly UserFilterKey[] = [];

/**
 * The users table of spec §2, without any HTTP: the 24 columns in order,
 * sorting, column filters, search and pages asked of the server through
 * `onQueryChange`, the column choice, and each row's actions per the
 * viewer's permissions (spec §6), with delete behind a confirmation.
 */
export function UserTable({
  status,
  employees,
  count,
  error,
  onRetry,
  query,
  onQueryChange,
  hiddenColumns = noneHidden,
  onHiddenColumnsChange,
  lookups = emptyLookups,
  permissions,
  dateFormat = DEFAULT_DATE_FORMAT,
  pending = noPending,
  onEdit,
  onOpen,
  onDelete,
  onResetPassword,
  onReactivate,
  onUnlockSignIn,
  onNotes,
  onRaiseIncident,
  theme,
}: UserTableProps) {
  const deletion = useConfirmDelete(onDelete);
  const columns = useMemo(() => userColumns(lookups), [lookups]);
  const table = useServerTable({
    data: employees,
    columns,
    getRowId: (employee) => String(employee.pk),
    count,
    query,
    onQueryChange: (next) => onQueryChange({ ...query, ...next }),
    hiddenColumns,
    onHiddenColumnsChange: (hidden) => onHiddenColumnsChange(hidden.filter(isUserFilterKey)),
  });

  const handlers: UserActionHandlers = {
    edit: onEdit,
    view: onOpen,
    delete: deletion.setConfirming,
    resetPassword: onResetPassword,
    reactivate: onReactivate,
    unlockSignIn: onUnlockSignIn,
    notes: onNotes,
    raiseIncident: onRaiseIncident,
  };
  const permissionSet = new Set(permissions);
  const cellContext: UserCellContext = {
    actionsFor: (employee) => userRowActions(employee, permissionSet, handlers, pending[employee.pk]),
    dateFormat,
  };

  const narrowed = query.search.trim() !== '' || Object.keys(query.filters).length > 0 || query.includeDeleted;
  const toolbar = (
    <>
      <SearchBox label="Search users" value={query.search} onSearch={(search) => onQueryChange({ ...query, search, page: 1 })} />
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={query.includeDeleted}
          onChange={(event) => onQueryChange({ ...query, includeDeleted: event.currentTarget.checked, page: 1 })}
        />
        Include deleted users
      </label>
      {narrowed && (
        <Button variant="text" size="small" onClick={() => onQueryChange({ ...query, search: '', filters: {}, includeDeleted: false, page: 1 })}>
          Clear filters
        </Button>
      )}
      <span className={tableStyles.toolbarSpacer} />
      <ColumnsMenu table={table} />
    </>
  );

  return (
    <UserCellContextValue.Provider value={cellContext}>
      <DataTable
        table={table}
        label="Users"
        noun="users"
        status={status}
        error={error}
        onRetry={onRetry}
        emptyText={narrowed ? 'No users match the search and filters' : 'No users found'}
        toolbar={toolbar}
        theme={theme}
      >
        <ConfirmDeleteDialog
          deletion={deletion}
          describe={(employee) => ({
            title: `Delete ${employee.name}?`,
            message: `${employee.name} will be marked Deleted. Someone with the reactivate permission can bring them back.`,
          })}
        />
      </DataTable>
    </UserCellContextValue.Provider>
  );
}
