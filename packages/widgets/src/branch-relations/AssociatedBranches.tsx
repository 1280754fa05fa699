import { branchTimezone, type Branch } from '@motorpool/api';
import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import { activeText, addressText, BRANCH_LABELS, BRANCH_TYPE_LABELS } from '../fields/branch/labels';
import { DataTable, type DataTableStatus } from '../ui/data-table/DataTable';
import type { DataTableFeatures, ServerQuery } from '../ui/data-table/features';
import { StatusBadge } from '../ui/data-table/StatusBadge';
import { useServerTable } from '../ui/data-table/use-server-table';
import type { ThemeName } from '../theme/theme-names';
import * as styles from './BranchRelations.css';

export type AssociatedBranchesProps = {
  status: DataTableStatus;
  /** The page of associated branches the server sent. */
  branches: Branch[];
  count: number;
  error?: string | null;
  onRetry?: () => void;
  query: ServerQuery;
  onQueryChange: (query: ServerQuery) => void;
  /** A name was chosen; without it names are plain text. */
  onOpen?: (branch: Branch) => void;
  theme?: ThemeName;
};

const OpenContext = createContext<((branch: Branch) => void) | undefined>(undefined);

function NameCell({ row }: { row: { original: Branch } }) {
  const onOpen = useContext(OpenContext);
  const branch = row.original;
  return onOpen ? (
    <button type="button" className={styles.nameButton} title={branch.name} onClick={() => onOpen(branch)}>
      {branch.name}
    </button>
  ) : (
    <span title={branch.name}>{branch.name}</span>
  );
}

const helper = createColumnHelper<DataTableFeatures, Branch>();
const fixed = { enableSorting: false, enableColumnFilter: false, enableHiding: false } as const;

const COLUMNS = helper.columns([
  helper.accessor('name', { id: 'name', header: BRANCH_LABELS.name, size: 240, ...fixed, meta: { label: BRANCH_LABELS.name, pinned: true }, cell: NameCell }),
  helper.accessor('branch_type', {
    id: 'branch_type',
    header: BRANCH_LABELS.branch_type,
    size: 120,
    ...fixed,
    meta: { label: BRANCH_LABELS.branch_type },
    cell: ({ row }) => BRANCH_TYPE_LABELS[row.original.branch_type],
  }),
  helper.accessor(addressText, {
    id: 'address',
    header: BRANCH_LABELS.address,
    size: 320,
    ...fixed,
    meta: { label: BRANCH_LABELS.address },
    cell: ({ getValue }) => <span title={getValue()}>{getValue()}</span>,
  }),
  helper.accessor((branch) => branchTimezone(branch), {
    id: 'branch_timezone',
    header: BRANCH_LABELS.branch_timezone,
    size: 200,
    ...fixed,
    meta: { label: BRANCH_LABELS.branch_timezone },
  }),
  helper.accessor((branch) => String(branch.is_active), {
    id: 'is_active',
    header: 'Status',
    size: 130,
    ...fixed,
    meta: { label: 'Status' },
    cell: ({ row }) => <StatusBadge text={activeText(row.original.is_active)} colour={row.original.is_active ? 'green' : 'red'} />,
  }),
]);

/** The branches linked to the viewer's own (spec §2 /associated-branches), in server pages. No HTTP. */
export function AssociatedBranches({ status, branches, count, error, onRetry, query, onQueryChange, onOpen, theme }: AssociatedBranchesProps) {
  const table = useServerTable({ data: branches, columns: COLUMNS, getRowId: (branch) => String(branch.pk), count, query, onQueryChange });
  return (
    <OpenContext.Provider value={onOpen}>
      <DataTable
        table={table}
        label="Associated branches"
        noun="branches"
        status={status}
        error={error}
        onRetry={onRetry}
        emptyText="No branches are associated with yours"
        theme={theme}
      />
    </OpenContext.Provider>
  );
}
