import { branchTimezone, type Branch } from '@motorpool/api';
import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import { activeText, addressText, BRANCH_LABELS, BRANCH_TYPE_LABELS, managerNames } from '../fields/branch/labels';
import { ConfirmDeleteDialog } from '../ui/data-table/ConfirmDialog';
import { DataTable, type ServerPageProps } from '../ui/data-table/DataTable';
import type { DataTableFeatures } from '../ui/data-table/features';
import { RowActions, type RowAction } from '../ui/data-table/RowActions';
import { SearchBox } from '../ui/data-table/SearchBox';
import { StatusBadge } from '../ui/data-table/StatusBadge';
import { textColumn } from '../ui/data-table/text-column';
import { useConfirmDelete } from '../ui/data-table/use-confirm-delete';
import { useServerTable } from '../ui/data-table/use-server-table';
import type { BranchTableQuery } from './store';
import * as styles from './BranchTable.css';
import { Button } from '../ui/button/Button';

export type BranchTableProps = ServerPageProps<BranchTableQuery> & {
  /** The page of branches and hubs the server sent. */
  branches: Branch[];
  /** Whether the viewer may change branches (spec §6); without it rows offer only View. */
  canManage?: boolean;
  onOpen: (branch: Branch) => void;
  onEdit: (branch: Branch) => void;
  /** Called once the person confirms; the dialog shows 'Deleting...' until it settles. */
  onDelete: (branch: Branch) => Promise<unknown> | void;
  /** The organisation works with hubs ('Enable Hubs'; true by default). Off, the Type filter goes; the column still says which rows are hubs. */
  hubsEnabled?: boolean;
};

type CellContext = { actionsFor: (branch: Branch) => RowAction[]; onOpen: (branch: Branch) => void };
const BranchCellContext = createContext<CellContext>({ actionsFor: () => [], onOpen: () => undefined });

function ActionsCell({ row }: { row: { original: Branch } }) {
  const { actionsFor } = useContext(BranchCellContext);
  return <RowActions rowName={row.original.name} actions={actionsFor(row.original)} />;
}

function NameCell({ row }: { row: { original: Branch } }) {
  const { onOpen } = useContext(BranchCellContext);
  return (
    <button type="button" className={styles.nameButton} title={row.original.name} onClick={() => onOpen(row.original)}>
      {row.original.name}
    </button>
  );
}

const helper = createColumnHelper<DataTableFeatures, Branch>();
const plain = textColumn<Branch>;

export const TYPE_FILTER_OPTIONS = [
  { value: 'branch', label: BRANCH_TYPE_LABELS.branch },
  { value: 'hub', label: BRANCH_TYPE_LABELS.hub },
] as const;
export const STATUS_FILTER_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
] as const;

/** The Type column, filtered by `branch_type` only while the organisation has hubs on. */
function typeColumn(filtered: boolean) {
  return helper.accessor('branch_type', {
    id: 'branch_type',
    header: BRANCH_LABELS.branch_type,
    size: 130,
    enableSorting: false,
    enableHiding: false,
    meta: { label: BRANCH_LABELS.branch_type, priority: true, ...(filtered ? { filter: { kind: 'select', options: TYPE_FILTER_OPTIONS } } : {}) },
    cell: ({ row }) => BRANCH_TYPE_LABELS[row.original.branch_type],
  });
}

/** Action, Name (sorted by the server), Type, Address, Time Zone, Managers, Status; the filters are `branch_type` and `is_active`. */
const BRANCH_COLUMNS = helper.columns([
  helper.display({
    id: 'actions',
    header: 'Action',
    size: 96,
    enableHiding: false,
    meta: { label: 'Action', pinned: true, cardControl: true },
    cell: ActionsCell,
  }),
  helper.accessor('name', {
    id: 'name',
    header: BRANCH_LABELS.name,
    size: 220,
    enableColumnFilter: false,
    enableHiding: false,
    meta: { label: BRANCH_LABELS.name, priority: true },
    cell: NameCell,
  }),
  typeColumn(true),
  plain('address', BRANCH_LABELS.address, 300, addressText),
  plain('branch_timezone', BRANCH_LABELS.branch_timezone, 190, (branch) => branchTimezone(branch)),
  plain('branch_manager', 'Managers', 220, managerNames),
  helper.accessor((branch) => String(branch.is_active), {
    id: 'is_active',
    header: 'Status',
    size: 140,
    enableSorting: false,
    enableHiding: false,
    meta: { label: 'Status', priority: true, filter: { kind: 'select', options: STATUS_FILTER_OPTIONS } },
    cell: ({ row }) => <StatusBadge text={activeText(row.original.is_active)} colour={row.original.is_active ? 'green' : 'red'} />,
  }),
]);
/** With hubs off: the same columns, the Type one without its filter. */
const BRANCH_COLUMNS_WITHOUT_HUBS = BRANCH_COLUMNS.map((column) => (column.id === 'branch_type' ? typeColumn(false) : column));

/**
 * The branches and hubs of spec §3 without any HTTP: search, the Type and
 * Status filters and the order by name are asked of the server through
 * `onQueryChange`; View, Edit and Delete (behind a confirmation) on each row.
 */
export function BranchTable({
  status,
  branches,
  count,
  error,
  onRetry,
  query,
  onQueryChange,
  canManage = true,
  onOpen,
  onEdit,
  onDelete,
  theme,
  hubsEnabled = true,
}: BranchTableProps) {
  const deletion = useConfirmDelete(onDelete);

  const table = useServerTable({
    data: branches,
    columns: hubsEnabled ? BRANCH_COLUMNS : BRANCH_COLUMNS_WITHOUT_HUBS,
    getRowId: (branch) => String(branch.pk),
    count,
    query,
    onQueryChange: (next) => onQueryChange({ ...query, ...next }),
  });

  const actionsFor = (branch: Branch): RowAction[] => [
    { key: 'view', label: 'View', icon: 'view', onSelect: () => onOpen(branch) },
    ...(canManage
      ? [
          { key: 'edit', label: 'Edit', icon: 'edit', onSelect: () => onEdit(branch) } as const,
          { key: 'delete', label: 'Delete', icon: 'delete', onSelect: () => deletion.setConfirming(branch) } as const,
        ]
      : []),
  ];

  const narrowed = query.search.trim() !== '' || Object.keys(query.filters).length > 0;
  const toolbar = (
    <>
      <SearchBox label="Search branches" value={query.search} onSearch={(search) => onQueryChange({ ...query, search, page: 1 })} />
      {narrowed && (
        <Button variant="text" size="small" onClick={() => onQueryChange({ ...query, search: '', filters: {}, page: 1 })}>
          Clear filters
        </Button>
      )}
    </>
  );

  return (
    <BranchCellContext.Provider value={{ actionsFor, onOpen }}>
      <DataTable
        table={table}
        label="Branches and hubs"
        noun="branches"
        status={status}
        error={error}
        onRetry={onRetry}
        emptyText={narrowed ? 'No branches match the search and filters' : 'No branches yet'}
        toolbar={toolbar}
        theme={theme}
      >
        <ConfirmDeleteDialog
          deletion={deletion}
          describe={(branch) => ({
            title: `Delete ${branch.name}?`,
            message: `${branch.name} will no longer be offered for bookings. Its members must be moved to another ${BRANCH_TYPE_LABELS[branch.branch_type].toLowerCase()} first.`,
          })}
        />
      </DataTable>
    </BranchCellContext.Provider>
  );
}
