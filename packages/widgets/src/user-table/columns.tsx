import {
  LICENSE_STATUSES,
  USER_ACTIONS_WIDTH,
  USER_TABLE_COLUMNS,
  type Employee,
  type UserColumnFilter,
  type UserColumnKey,
  type UserFilterKey,
} from '@motorpool/api';
import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_DATE_FORMAT, formatTableDate } from '../ui/data-table/dates';
import type { ColumnFilterControl, DataTableFeatures, FilterOption } from '../ui/data-table/features';
import { RowActions, type RowAction } from '../ui/data-table/RowActions';
import { StatusBadge, type BadgeColour } from '../ui/data-table/StatusBadge';
import { TextCell } from '../ui/data-table/TextCell';
import type { ServerTableColumns } from '../ui/data-table/use-server-table';
import type { NamedChoice, UserTableLookups } from './store';
import * as styles from './UserTable.css';

/** What cells need beyond the row: the row's actions and the person's date format. */
export type UserCellContext = {
  actionsFor: (employee: Employee) => RowAction[];
  dateFormat: string;
};

export const UserCellContextValue = createContext<UserCellContext>({ actionsFor: () => [], dateFormat: DEFAULT_DATE_FORMAT });

/** Column widths in pixels: wide enough for the usual value and the header's filter. */
const WIDTHS: Record<UserColumnKey, number> = {
  actions: USER_ACTIONS_WIDTH,
  employee_id: 110,
  name: 190,
  phone: 150,
  email: 240,
  procon_id: 170,
  branch: 160,
  departments: 180,
  cost_centre: 160,
  status: 170,
  license_class: 140,
  license_status: 150,
  license_valid_upto: 190,
  license_number: 170,
  address: 240,
  license_state: 140,
  role: 160,
  keypad_number: 150,
  date_of_birth: 160,
  associated_tags: 180,
  license_exp_reminder: 190,
  lic_exp_remind_before_days: 160,
  lic_exp_reminder_recipients: 210,
  keaz_user_pk: 140,
};

/** User statuses of spec §4 in colour; others (spec: "not shown") are grey. */
const STATUS_COLOURS: Readonly<Record<string, BadgeColour>> = {
  Active: 'green',
  Inactive: 'grey',
  'Pending Approval': 'grey',
  Rejected: 'red',
  'Sys Admin': 'brand',
  Deleted: 'black',
};

const LICENSE_STATUS_COLOURS: Readonly<Record<string, BadgeColour>> = { Valid: 'green', Expired: 'red', 'Not Provided': 'grey' };

const FILTER_KEYS = new Set<string>(USER_TABLE_COLUMNS.map((column) => column.key).filter((key) => key !== 'actions'));

/** A column key that can be filtered, sorted and hidden (every one but Action). */
export const isUserFilterKey = (key: unknown): key is UserFilterKey => typeof key === 'string' && FILTER_KEYS.has(key);

const extensionOf = (employee: Employee) => employee.employee_details?.employees_extension;

const names = (refs: readonly { name: string }[] | undefined) => (refs ?? []).map((ref) => ref.name).join(', ');

/** The value a column shows, as text: also what a cell's title shows when it is cut short. */
function textOf(key: UserFilterKey, employee: Employee): string {
  const extension = extensionOf(employee);
  switch (key) {
    case 'employee_id':
      return employee.employee_id ?? '';
    case 'name':
      return employee.name;
    case 'phone':
      return employee.user?.phone ?? '';
    case 'email':
      return employee.email;
    case 'procon_id':
      return extension?.procon_id ?? '';
    case 'branch':
      return extension?.branch?.name ?? '';
    case 'departments':
      return names(extension?.departments);
    case 'cost_centre':
      return extension?.cost_centre?.name ?? '';
    case 'status':
      return employee.status.name;
    case 'license_class':
      return (extension?.license_class ?? []).join(', ');
    case 'license_status':
      return extension?.license_status ?? '';
    case 'license_valid_upto':
      return formatTableDate(extension?.license_valid_upto);
    case 'date_of_birth':
      return formatTableDate(extension?.date_of_birth);
    case 'license_number':
      return extension?.license_number ?? '';
    case 'address':
      return extension?.address ?? '';
    case 'license_state':
      return extension?.license_state ?? '';
    case 'role':
      return employee.role?.name ?? '';
    case 'keypad_number':
      return extension?.keypad_number ?? '';
    case 'associated_tags':
      return (extension?.associated_tags ?? []).join(', ');
    case 'license_exp_reminder':
      return extension?.license_exp_reminder === undefined ? '' : extension.license_exp_reminder ? 'Yes' : 'No';
    case 'lic_exp_remind_before_days':
      return extension?.lic_exp_remind_before_days?.toString() ?? '';
    case 'lic_exp_reminder_recipients':
      return names(extension?.lic_exp_reminder_recipients);
    case 'keaz_user_pk': {
      const keaz = extension?.extra_data?.keaz_user_pk;
      return keaz === null || keaz === undefined ? '' : typeof keaz === 'object' ? JSON.stringify(keaz) : String(keaz);
    }
  }
}

function DateCell({ value }: { value: Parameters<typeof formatTableDate>[0] }) {
  const { dateFormat } = useContext(UserCellContextValue);
  return <TextCell value={formatTableDate(value, dateFormat)} />;
}

function ActionsCell({ employee }: { employee: Employee }) {
  const { actionsFor } = useContext(UserCellContextValue);
  return <RowActions actions={actionsFor(employee)} rowName={employee.name} />;
}

function cellOf(key: UserFilterKey, employee: Employee): ReactNode {
  const extension = extensionOf(employee);
  switch (key) {
    case 'status':
      return <StatusBadge text={employee.status.name} colour={STATUS_COLOURS[employee.status.name] ?? 'grey'} />;
    case 'license_status':
      return extension?.license_status ? (
        <StatusBadge text={extension.license_status} colour={LICENSE_STATUS_COLOURS[extension.license_status] ?? 'grey'} />
      ) : (
        <TextCell value="" />
      );
    case 'license_valid_upto':
      return <DateCell value={extension?.license_valid_upto} />;
    case 'date_of_birth':
      return <DateCell value={extension?.date_of_birth} />;
    default:
      return <TextCell value={textOf(key, employee)} className={key === 'name' ? styles.strong : undefined} />;
  }
}

const option = (ref: NamedChoice): FilterOption => ({ value: String(ref.pk), label: ref.name });

/**
 * The header filter of each column. Lists filter by pk (branch, department,
 * cost centre, role) or by name (status, licence status); Yes/No by
 * 'true'/'false'; dates by yyyy-MM-dd.
 */
function filterOf(key: UserFilterKey, kind: UserColumnFilter, lookups: UserTableLookups): ColumnFilterControl | undefined {
  switch (kind) {
    case 'text':
    case 'date':
    case 'yes-no':
      return { kind };
    case 'select': {
      const options: Partial<Record<UserFilterKey, FilterOption[]>> = {
        branch: lookups.branches.map(option),
        departments: lookups.departments.map(option),
        cost_centre: lookups.costCentres.map(option),
        role: lookups.roles.map(option),
        status: lookups.statuses.map((status) => ({ value: status.name, label: status.name })),
        license_status: LICENSE_STATUSES.map((status) => ({ value: status, label: status })),
      };
      return { kind: 'select', options: options[key] ?? [] };
    }
    default:
      return undefined;
  }
}

const helper = createColumnHelper<DataTableFeatures, Employee>();

/** The columns on the face of a user's card on a narrow screen. */
const CARD_PRIORITY = new Set<UserFilterKey>(['name', 'status', 'role', 'branch']);

type CellProps = { row: { original: Employee } };

/*
 * TanStack renders a column's `cell` as a React component, so each must keep
 * its identity when the columns are rebuilt (filter choices arriving): a new
 * function would remount every cell and lose the focus inside it.
 */
const ActionsColumnCell = ({ row }: CellProps) => <ActionsCell employee={row.original} />;
const CELLS = Object.fromEntries(
  USER_TABLE_COLUMNS.map((column) => column.key)
    .filter(isUserFilterKey)
    .map((key) => [key, ({ row }: CellProps) => cellOf(key, row.original)]),
) as Record<UserFilterKey, (props: CellProps) => ReactNode>;

/** The 24 columns of spec §2 in their order; Action first, pinned, 150 px wide. */
export function userColumns(lookups: UserTableLookups): ServerTableColumns<Employee> {
  return USER_TABLE_COLUMNS.map((column) => {
    if (column.key === 'actions') {
      return helper.display({
        id: column.key,
        header: column.label,
        size: WIDTHS.actions,
        enableHiding: false,
        meta: { label: column.label, pinned: true, cardControl: true },
        cell: ActionsColumnCell,
      });
    }
    const key = column.key;
    return helper.accessor((employee) => textOf(key, employee), {
      id: key,
      header: column.label,
      size: WIDTHS[key],
      enableSorting: column.sortable,
      meta: { label: column.label, priority: CARD_PRIORITY.has(key), filter: filterOf(key, column.filter, lookups) },
      cell: CELLS[key],
    });
  });
}
