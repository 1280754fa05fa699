import type { Vehicle } from '@motorpool/api';
import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext, useId, useState, type ReactNode } from 'react';
import { ConfirmDeleteDialog } from '../ui/data-table/ConfirmDialog';
import { DataTable, type ServerPageProps } from '../ui/data-table/DataTable';
import * as tableStyles from '../ui/data-table/DataTable.css';
import type { DataTableFeatures } from '../ui/data-table/features';
import { RowActions, type RowAction } from '../ui/data-table/RowActions';
import { SearchBox } from '../ui/data-table/SearchBox';
import { StatusBadge } from '../ui/data-table/StatusBadge';
import { TextCell } from '../ui/data-table/TextCell';
import { textColumn } from '../ui/data-table/text-column';
import { useConfirmDelete } from '../ui/data-table/use-confirm-delete';
import { useServerTable } from '../ui/data-table/use-server-table';
import type { VehicleFilterOptions, VehicleTableQuery } from './store';
import { emptyVehicleFilterSelection, selectionCount } from './vehicle-filters';
import { VehicleFilterPanel } from './VehicleFilterPanel';
import { rowLinkButton } from '../ui/row-link.css';
import * as styles from './VehicleTable.css';
import { Button } from '../ui/button/Button';

export type VehicleTableProps = ServerPageProps<VehicleTableQuery> & {
  /** The page of vehicles the server sent for `query`. */
  vehicles: Vehicle[];
  /** The values the filter panel offers. */
  filterOptions: VehicleFilterOptions;
  onRetryFilters?: () => void;
  /** Opens with the filter panel shown. */
  defaultFiltersOpen?: boolean;
  /** Add, Edit and Delete: holders of organisation_write or super_users (spec §6). */
  canManage?: boolean;
  /** View on each row, and the row's name as its link: opens the vehicle's detail. */
  onView?: (vehicle: Vehicle) => void;
  onAdd?: () => void;
  onEdit: (vehicle: Vehicle) => void;
  /** Called once the person confirms; the dialog shows 'Deleting...' until it settles. */
  onDelete: (vehicle: Vehicle) => Promise<unknown> | void;
  /** 'Report incident' on each row: only for those who may raise incidents on vehicles (spec §6: not dealer managers). */
  onReportIncident?: (vehicle: Vehicle) => void;
  /** 'Export CSV': the whole filtered set as a file; not offered without it. */
  onExport?: () => void;
  exporting?: boolean;
  /** The export's progress, shown under the toolbar. */
  exportProgress?: ReactNode;
};

export const VEHICLES_EMPTY = 'No vehicles found';
export const ADD_VEHICLE = 'Add Vehicle';
export const EXPORT_CSV = 'Export CSV';
export const REPORT_INCIDENT = 'Report incident';

type CellContext = { actionsFor: (vehicle: Vehicle) => RowAction[]; onView?: (vehicle: Vehicle) => void };
const VehicleCellContext = createContext<CellContext>({ actionsFor: () => [] });

function ActionsCell({ row }: { row: { original: Vehicle } }) {
  const { actionsFor } = useContext(VehicleCellContext);
  return <RowActions rowName={row.original.name} actions={actionsFor(row.original)} />;
}

/** The name opens the vehicle, as a row's name does in the other tables, when the host shows vehicles. */
function NameCell({ row }: { row: { original: Vehicle } }) {
  const { onView } = useContext(VehicleCellContext);
  if (!onView) return <TextCell value={row.original.name} />;
  return (
    <button type="button" className={rowLinkButton} onClick={() => onView(row.original)}>
      {row.original.name}
    </button>
  );
}

const numberText = (value: number | null) => (value === null ? '' : value.toLocaleString('en-AU'));
export const makeModelText = (vehicle: Vehicle) => [vehicle.make, vehicle.model].filter((part) => part && part.trim() !== '').join(' ');

const helper = createColumnHelper<DataTableFeatures, Vehicle>();
const plain = textColumn<Vehicle>;
const numeric = { className: styles.number };
const sortable = (id: 'name' | 'registrations_num', label: string, size: number) =>
  helper.accessor(id, {
    id,
    header: label,
    size,
    enableColumnFilter: false,
    enableHiding: false,
    meta: { label, priority: true },
    cell: id === 'name' ? NameCell : ({ row }) => <TextCell value={row.original[id]} />,
  });

export const STATUS_FILTER_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
] as const;

/** Name and Registration are sorted by the server; Status filters by `is_active`; the rest narrow through the filter panel. */
const DATA_COLUMNS = [
  sortable('name', 'Name', 200),
  sortable('registrations_num', 'Registration', 150),
  plain('vehicle_class', 'Class', 110, (vehicle) => vehicle.vehicle_class),
  plain('make_model', 'Make/Model', 190, makeModelText),
  plain('branch', 'Branch', 170, (vehicle) => vehicle.branch.name, { priority: true }),
  plain('fuel_type', 'Fuel', 120, (vehicle) => vehicle.fuel_type ?? ''),
  plain('seats', 'Seats', 90, (vehicle) => numberText(vehicle.seats), numeric),
  plain('doors', 'Doors', 90, (vehicle) => numberText(vehicle.doors), numeric),
  plain('year', 'Year', 90, (vehicle) => (vehicle.year === null ? '' : String(vehicle.year)), numeric),
  plain('odometer', 'Odometer', 120, (vehicle) => `${numberText(vehicle.odometer)} km`, numeric),
  plain('cost_centre', 'Cost Centre', 160, (vehicle) => vehicle.cost_centre?.name ?? ''),
  helper.accessor((vehicle) => String(vehicle.is_active), {
    id: 'is_active',
    header: 'Status',
    size: 130,
    enableSorting: false,
    enableHiding: false,
    meta: { label: 'Status', priority: true, filter: { kind: 'select', options: STATUS_FILTER_OPTIONS } },
    cell: ({ row }) => <StatusBadge text={row.original.is_active ? 'Active' : 'Inactive'} colour={row.original.is_active ? 'green' : 'red'} />,
  }),
];

const ACTION_COLUMN = helper.display({
  id: 'actions',
  header: 'Action',
  size: 80,
  enableHiding: false,
  meta: { label: 'Action', pinned: true, cardControl: true },
  cell: ActionsCell,
});

// Two stable lists: a viewer with no row action (a host without View, for one who neither changes vehicles nor reports incidents) has no Action column at all.
const MANAGED_COLUMNS = helper.columns([ACTION_COLUMN, ...DATA_COLUMNS]);
const READ_ONLY_COLUMNS = helper.columns(DATA_COLUMNS);

/**
 * The fleet's vehicles (spec §2 /vehicles, §3 vehicle filters) without any
 * HTTP: search, the filter panel, the Status filter, the order by name or
 * registration and the pages are asked of the server through
 * `onQueryChange`; View (also the row's name), Edit and Delete (behind a
 * confirmation) on each row.
 */
export function VehicleTable({
  status,
  vehicles,
  count,
  error,
  onRetry,
  query,
  onQueryChange,
  filterOptions,
  onRetryFilters,
  defaultFiltersOpen = false,
  canManage = true,
  onView,
  onAdd,
  onEdit,
  onDelete,
  onReportIncident,
  onExport,
  exporting = false,
  exportProgress,
  theme,
}: VehicleTableProps) {
  const panelId = useId();
  const [filtersOpen, setFiltersOpen] = useState(defaultFiltersOpen);
  const deletion = useConfirmDelete(onDelete);

  const table = useServerTable({
    data: vehicles,
    columns: onView || canManage || onReportIncident ? MANAGED_COLUMNS : READ_ONLY_COLUMNS,
    getRowId: (vehicle) => String(vehicle.pk),
    count,
    query,
    onQueryChange: (next) => onQueryChange({ ...query, ...next }),
  });

  const actionsFor = (vehicle: Vehicle): RowAction[] => [
    ...(onView ? [{ key: 'view', label: 'View', icon: 'view', onSelect: () => onView(vehicle) } as const] : []),
    ...(canManage
      ? [
          { key: 'edit', label: 'Edit', icon: 'edit', onSelect: () => onEdit(vehicle) } as const,
          { key: 'delete', label: 'Delete', icon: 'delete', onSelect: () => deletion.setConfirming(vehicle) } as const,
        ]
      : []),
    ...(onReportIncident ? [{ key: 'report', label: REPORT_INCIDENT, icon: 'incident', onSelect: () => onReportIncident(vehicle) } as const] : []),
  ];

  const chosen = selectionCount(query.selection);
  const narrowed = query.search.trim() !== '' || Object.keys(query.filters).length > 0 || chosen > 0;
  const toolbar = (
    <>
      <SearchBox label="Search vehicles" value={query.search} onSearch={(search) => onQueryChange({ ...query, search, page: 1 })} />
      <Button
        tone="neutral"
        variant="outline"
        size="small"
        aria-expanded={filtersOpen}
        aria-controls={filtersOpen ? panelId : undefined}
        onClick={() => setFiltersOpen(!filtersOpen)}
      >
        Filters
        {chosen > 0 && <span className={tableStyles.toolbarCount}>{chosen} chosen</span>}
      </Button>
      {narrowed && (
        <Button
          variant="text"
          size="small"
          onClick={() => onQueryChange({ ...query, search: '', filters: {}, selection: emptyVehicleFilterSelection(), page: 1 })}
        >
          Clear filters
        </Button>
      )}
      <span className={tableStyles.toolbarSpacer} />
      {onExport && (
        <Button tone="neutral" variant="outline" size="small" disabled={exporting} aria-busy={exporting || undefined} onClick={onExport}>
          {exporting ? 'Exporting…' : EXPORT_CSV}
        </Button>
      )}
      {canManage && onAdd && (
        <Button size="small" onClick={onAdd}>
          {ADD_VEHICLE}
        </Button>
      )}
      {exportProgress && <div className={tableStyles.toolbarLine}>{exportProgress}</div>}
      {filtersOpen && (
        <VehicleFilterPanel
          id={panelId}
          selection={query.selection}
          options={filterOptions}
          onRetry={onRetryFilters}
          onChange={(selection) => onQueryChange({ ...query, selection, page: 1 })}
        />
      )}
    </>
  );

  return (
    <VehicleCellContext.Provider value={{ actionsFor, onView }}>
      <DataTable
        table={table}
        label="Vehicles"
        noun="vehicles"
        status={status}
        error={error}
        onRetry={onRetry}
        emptyText={VEHICLES_EMPTY}
        toolbar={toolbar}
        theme={theme}
      >
        <ConfirmDeleteDialog
          deletion={deletion}
          describe={(vehicle) => ({
            title: `Delete ${vehicle.name}?`,
            message: `${vehicle.name} (${vehicle.registrations_num}) will no longer be offered for bookings. A vehicle with upcoming bookings cannot be deleted.`,
          })}
        />
      </DataTable>
    </VehicleCellContext.Provider>
  );
}
