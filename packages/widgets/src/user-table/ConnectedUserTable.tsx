import {
  accountsCalls,
  employeeCalls,
  HIDDEN_USER_COLUMNS_PREFERENCE,
  messages,
  type Employee,
  type EmployeeListQuery,
  type UserFilterKey,
  type UserPreference,
} from '@motorpool/api';
import { useEffect, useMemo, useRef } from 'react';
import { failureTitle } from '../api/api-failure';
import { allBranches } from '../fields/branch/all-branches';
import type { PageSize } from '../ui/data-table/features';
import { useTableClient, useTableViewer } from '../ui/data-table/table-client';
import { pagedTableProps, useServerPages } from '../ui/data-table/use-server-pages';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../state/toast-store';
import { isUserFilterKey } from './columns';
import { UserTableStoreProvider, useUserTableStore, useUserTableStoreApi, type UserTableLookups, type UserTableQuery } from './store';
import { UserTable } from './UserTable';

export type ConnectedUserTableProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The organisation whose users to show; the session's selected one by default. */
  organisation?: number | null;
  /** Rows per page to start with (spec §9 sizes); 15 by default. */
  pageSize?: PageSize;
  /** Edit was chosen on a row the viewer may edit. */
  onEdit?: (pk: number) => void;
  /** View was chosen: open the user's read-only detail. */
  onOpen?: (pk: number) => void;
  onNotes?: (pk: number) => void;
  onRaiseIncident?: (pk: number) => void;
  /**
   * The query as the server receives it, each time it changes: an export of
   * "the whole filtered set" sends the same (pages are ignored there).
   */
  onQueryChange?: (query: EmployeeListQuery) => void;
  /** Sent with every request on top of the person's own filters, e.g. `{ registered: false }` for the non-registered drivers. */
  baseQuery?: EmployeeListQuery;
  theme?: ThemeName;
};

export const COLUMNS_NOT_SAVED = 'Your column choice could not be saved.';

/** The table's query as `GET employees-extensions/` takes it. */
export function toEmployeeListQuery(query: UserTableQuery): EmployeeListQuery {
  const listQuery: EmployeeListQuery = { page: query.page, page_size: query.pageSize };
  const search = query.search.trim();
  if (search) listQuery.search = search;
  if (query.ordering) listQuery.ordering = query.ordering;
  // Deleted users are left out unless asked for (the checkbox, or filtering by the Deleted status).
  if (query.includeDeleted || query.filters.status === 'Deleted') listQuery.is_deleted = true;
  for (const [key, value] of Object.entries(query.filters)) {
    if (isUserFilterKey(key) && value.trim()) listQuery[key] = value.trim();
  }
  return listQuery;
}

/** The saved hidden columns, keeping only keys this table knows. */
function parseHiddenColumns(value: string): UserFilterKey[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter(isUserFilterKey) : [];
  } catch {
    return [];
  }
}

const preferenceOf = (results: readonly UserPreference[], key: string) => results.find((preference) => preference.preference_key === key);

/**
 * `UserTable` wired to the fleet service with the shared session: the page
 * of users for the current query, the filter choices, the column choice
 * saved as the `user_table_hidden_columns` preference, and delete, reset
 * password, reactivate and unlock sign-in with their toasts. Edit, view, notes and raise
 * incident go to the host.
 */
export function ConnectedUserTable(props: ConnectedUserTableProps) {
  return (
    <UserTableStoreProvider initial={{ pageSize: props.pageSize }}>
      <ConnectedUserTableView {...props} />
    </UserTableStoreProvider>
  );
}

function ConnectedUserTableView({ apiBase, organisation, onEdit, onOpen, onNotes, onRaiseIncident, onQueryChange, baseQuery, theme }: ConnectedUserTableProps) {
  const store = useUserTableStoreApi();
  const state = useUserTableStore((current) => current);
  const connection = useTableClient(apiBase, organisation);
  const { request, token, organisation: actingIn } = connection;
  const employees = useMemo(() => employeeCalls(request), [request]);
  const accounts = useMemo(() => accountsCalls(request), [request]);
  const profile = useTableViewer(request, apiBase, organisation);
  // Fixed for the table's life: a page passes a literal, which must not reload the table on every render.
  const baseQueryRef = useRef(baseQuery);
  const columnsTouched = useRef(false);
  const saving = useRef<Promise<void>>(Promise.resolve());

  const listQueryOf = (query: UserTableQuery): EmployeeListQuery => ({ ...toEmployeeListQuery(query), ...baseQueryRef.current });
  const reload = useServerPages({
    store,
    connection,
    fetchPage: (tableRequest, query) => employeeCalls(tableRequest).listEmployees(listQueryOf(query)),
    onQueryChange: onQueryChange && ((query) => onQueryChange(listQueryOf(query))),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `actingIn` is a trigger: without an organisation of its own the table asks in the session's current one, so another one loads its choices again.
  useEffect(() => {
    if (!token) return;
    let current = true;
    const fill = <K extends keyof UserTableLookups>(key: K, choices: Promise<UserTableLookups[K]>) =>
      choices.then(
        (loaded) => current && store.getState().lookupsLoaded({ [key]: loaded }),
        // Without its choices a list filter offers only 'All'; the table itself still works.
        (error: unknown) => current && console.warn(`Motorpool users table: the ${key} filter choices could not be loaded`, error),
      );
    void fill('branches', allBranches(request));
    void fill(
      'departments',
      employees.listDepartments().then((list) => list.results),
    );
    void fill(
      'costCentres',
      employees.listCostCentres().then((list) => list.results),
    );
    void fill(
      'roles',
      employees.listRoles().then((list) => list.results),
    );
    void fill(
      'statuses',
      employees.listUserStatuses().then((list) => list.results),
    );
    return () => {
      current = false;
    };
  }, [request, employees, token, actingIn, store]);

  useEffect(() => {
    if (!token) return;
    let current = true;
    accounts.listPreferences().then(
      ({ results }) => {
        if (!current) return;
        const hidden = preferenceOf(results, HIDDEN_USER_COLUMNS_PREFERENCE);
        store.getState().preferencesLoaded({
          // A choice made while the preferences were on their way wins over the saved one.
          hiddenColumns: hidden && !columnsTouched.current ? parseHiddenColumns(hidden.value) : null,
          pk: hidden?.pk ?? null,
          dateFormat: preferenceOf(results, 'date_format')?.value ?? null,
        });
      },
      (error: unknown) => current && console.warn('Motorpool users table: preferences unavailable; showing every column', error),
    );
    return () => {
      current = false;
    };
  }, [accounts, token, store]);

  async function saveHiddenColumns(hidden: UserFilterKey[]) {
    try {
      let pk = store.getState().hiddenColumnsPreference;
      if (pk === null) {
        pk = preferenceOf((await accounts.listPreferences()).results, HIDDEN_USER_COLUMNS_PREFERENCE)?.pk ?? null;
        if (pk !== null) store.getState().preferencesLoaded({ hiddenColumns: null, pk, dateFormat: null });
      }
      if (pk === null) throw new Error(`${HIDDEN_USER_COLUMNS_PREFERENCE} is not a preference this server keeps`);
      await accounts.updatePreference(pk, { value: JSON.stringify(hidden) });
    } catch (error) {
      // The choice stays on screen; only keeping it for next time failed.
      toast.error(`${COLUMNS_NOT_SAVED} ${failureTitle(error)}`);
    }
  }

  const changeHiddenColumns = (hidden: UserFilterKey[]) => {
    columnsTouched.current = true;
    store.getState().hiddenColumnsChanged(hidden);
    // One save at a time, in order, so the last choice is the one kept.
    saving.current = saving.current.then(() => saveHiddenColumns(hidden));
  };

  async function remove(employee: Employee) {
    try {
      await employees.deleteEmployee(employee.pk);
      toast.success(messages.userForm.deleted);
      reload();
    } catch (error) {
      toast.error(failureTitle(error));
    }
  }

  async function resetPassword(employee: Employee) {
    const { actionStarted, actionFinished } = store.getState();
    actionStarted(employee.pk, 'resetPassword');
    try {
      const { message } = await employees.resetEmployeePassword(employee.pk);
      toast.success(message || messages.userForm.resetSent);
    } catch (error) {
      toast.error(failureTitle(error));
    } finally {
      actionFinished(employee.pk);
    }
  }

  async function unlockSignIn(employee: Employee) {
    const { actionStarted, actionFinished } = store.getState();
    actionStarted(employee.pk, 'unlockSignIn');
    try {
      const { message } = await employees.unlockEmployeeSignIn(employee.pk);
      toast.success(message || messages.userForm.signInUnlocked);
    } catch (error) {
      toast.error(failureTitle(error));
    } finally {
      actionFinished(employee.pk);
    }
  }

  async function reactivate(employee: Employee) {
    const { actionStarted, actionFinished } = store.getState();
    actionStarted(employee.pk, 'reactivate');
    try {
      await employees.reactivateEmployee(employee.pk);
      toast.success(messages.userForm.reactivated);
      reload();
    } catch (error) {
      toast.error(failureTitle(error));
    } finally {
      actionFinished(employee.pk);
    }
  }

  return (
    <UserTable
      {...pagedTableProps(state, reload)}
      employees={state.rows}
      hiddenColumns={state.hiddenColumns}
      onHiddenColumnsChange={changeHiddenColumns}
      lookups={state.lookups}
      permissions={profile?.permissions ?? []}
      dateFormat={state.dateFormat}
      pending={state.pending}
      onEdit={(employee) => onEdit?.(employee.pk)}
      onOpen={(employee) => onOpen?.(employee.pk)}
      onDelete={remove}
      onResetPassword={(employee) => void resetPassword(employee)}
      onReactivate={(employee) => void reactivate(employee)}
      onUnlockSignIn={(employee) => void unlockSignIn(employee)}
      onNotes={onNotes && ((employee) => onNotes(employee.pk))}
      onRaiseIncident={onRaiseIncident && ((employee) => onRaiseIncident(employee.pk))}
      theme={theme}
    />
  );
}
