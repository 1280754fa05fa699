import {
  callerOfProfile,
  employeeTransferCalls,
  mayReportIncident,
  vehicleCalls,
  vehicleMessages,
  type Vehicle,
  type VehicleFilterQuery,
} from '@motorpool/api';
import { useCallback, useEffect, useMemo } from 'react';
import { failureTitle } from '../api/api-failure';
import { allBranches } from '../fields/branch/all-branches';
import { mayManageStructure } from '../fields/branch/structure-access';
import type { PageSize } from '../ui/data-table/features';
import { useTableClient, useTableViewer } from '../ui/data-table/table-client';
import { pagedTableProps, useServerPages } from '../ui/data-table/use-server-pages';
import { TableExportProgress } from '../flows/table-export/TableExportProgress';
import { useTableExport } from '../flows/table-export/use-table-export';
import type { ThemeName } from '../theme/theme-names';
import { toast } from '../state/toast-store';
import { VehicleTableStoreProvider, useVehicleTableStore, useVehicleTableStoreApi, type VehicleTableQuery } from './store';
import { selectionQuery } from './vehicle-filters';
import { VehicleTable } from './VehicleTable';

export type ConnectedVehicleTableProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The organisation whose vehicles to show; the session's selected one by default. */
  organisation?: number | null;
  /** Rows per page to start with (spec §9 sizes); 15 by default. */
  pageSize?: PageSize;
  /** The branch filter to start with; all branches by default. */
  branch?: number | null;
  /** View (or a row's name) was chosen: open the vehicle's detail. Offered to every viewer, only with it. */
  onView?: (pk: number) => void;
  /** 'Add Vehicle' was pressed. */
  onAdd?: () => void;
  /** Edit was chosen on a row. */
  onEdit?: (pk: number) => void;
  /** After a vehicle was deleted. */
  onDeleted?: (pk: number) => void;
  /** 'Report incident' was chosen on a row; offered only with it, to those who may raise incidents on vehicles. */
  onReportIncident?: (pk: number) => void;
  /** The query as the server receives it, each time it changes. */
  onQueryChange?: (query: VehicleFilterQuery) => void;
  theme?: ThemeName;
};

const ORDERINGS = ['name', '-name', 'registrations_num', '-registrations_num'] as const;
const isOrdering = (ordering: string | null): ordering is (typeof ORDERINGS)[number] => (ORDERINGS as readonly (string | null)[]).includes(ordering);

/** The table's query as `GET vehicles/` takes it: multi-valued filters as JSON lists. */
export function toVehicleListQuery(query: VehicleTableQuery): VehicleFilterQuery {
  const listQuery: VehicleFilterQuery = { page: query.page, page_size: query.pageSize, ...selectionQuery(query.selection) };
  const search = query.search.trim();
  if (search) listQuery.search = search;
  if (isOrdering(query.ordering)) listQuery.ordering = query.ordering;
  const active = query.filters.is_active;
  if (active === 'true' || active === 'false') listQuery.is_active = active === 'true';
  return listQuery;
}

/**
 * `VehicleTable` wired to the fleet service with the shared session: the page
 * of vehicles for the current query, the filter values for the chosen branch,
 * delete and the CSV export, with toasts shown by the page's `<Toaster>`.
 * View, Add and Edit go to the host.
 */
export function ConnectedVehicleTable(props: ConnectedVehicleTableProps) {
  return (
    <VehicleTableStoreProvider initial={{ pageSize: props.pageSize, branch: props.branch ?? null }}>
      <ConnectedVehicleTableView {...props} />
    </VehicleTableStoreProvider>
  );
}

function ConnectedVehicleTableView({
  apiBase,
  organisation,
  onView,
  onAdd,
  onEdit,
  onDeleted,
  onReportIncident,
  onQueryChange,
  theme,
}: ConnectedVehicleTableProps) {
  const store = useVehicleTableStoreApi();
  const state = useVehicleTableStore((current) => current);
  const connection = useTableClient(apiBase, organisation);
  const { request, options, token } = connection;
  const vehicles = useMemo(() => vehicleCalls(request), [request]);
  const viewer = useTableViewer(request, apiBase, organisation);
  const reload = useServerPages({
    store,
    connection,
    fetchPage: (tableRequest, query) => vehicleCalls(tableRequest).listVehicles(toVehicleListQuery(query)),
    onQueryChange: onQueryChange && ((query) => onQueryChange(toVehicleListQuery(query))),
  });
  const branch = state.query.selection.branch;

  const loadFilterValues = useCallback(
    async (isCurrent: () => boolean) => {
      const { optionsChanged } = store.getState();
      if (!token) return;
      optionsChanged({ status: 'loading', error: null });
      try {
        const filters = await vehicles.getVehicleFilters(branch === null ? {} : { branch_pk: branch });
        if (isCurrent()) optionsChanged({ status: 'ready', filters });
      } catch (error) {
        if (isCurrent()) optionsChanged({ status: 'error', error: failureTitle(error) });
      }
    },
    [vehicles, store, token, branch],
  );

  const loadBranches = useCallback(
    async (isCurrent: () => boolean) => {
      if (!token) return;
      try {
        const branches = await allBranches(request);
        if (isCurrent()) store.getState().optionsChanged({ branches: branches.map(({ pk, name }) => ({ pk, name })), branchesError: null });
      } catch (error) {
        if (isCurrent()) store.getState().optionsChanged({ branchesError: failureTitle(error) });
      }
    },
    [request, store, token],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `connection.organisation` is a trigger: without an organisation of its own the table asks in the session's current one, so another one loads its filter values again.
  useEffect(() => {
    let current = true;
    void loadFilterValues(() => current);
    return () => {
      current = false;
    };
  }, [loadFilterValues, connection.organisation]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `connection.organisation` is a trigger: without an organisation of its own the table asks in the session's current one, so another one loads its branch choices again.
  useEffect(() => {
    let current = true;
    void loadBranches(() => current);
    return () => {
      current = false;
    };
  }, [loadBranches, connection.organisation]);

  // The table's own signing, so an export of another organisation's vehicles asks that organisation.
  const vehiclesExport = useTableExport<VehicleFilterQuery>(
    (_sessionOptions, query, format, onProgress) => employeeTransferCalls(options).exportVehicles(query, format, onProgress),
    apiBase,
  );

  async function remove(vehicle: Vehicle) {
    try {
      await vehicles.deleteVehicle(vehicle.pk);
      toast.success(vehicleMessages.deleted);
      onDeleted?.(vehicle.pk);
      reload();
    } catch (error) {
      toast.error(failureTitle(error));
    }
  }

  return (
    <VehicleTable
      {...pagedTableProps(state, reload)}
      vehicles={state.rows}
      filterOptions={state.options}
      onRetryFilters={() => {
        void loadFilterValues(() => true);
        if (state.options.branchesError) void loadBranches(() => true);
      }}
      canManage={mayManageStructure(viewer?.permissions)}
      onView={onView && ((vehicle) => onView(vehicle.pk))}
      onAdd={onAdd}
      onEdit={(vehicle) => onEdit?.(vehicle.pk)}
      onDelete={remove}
      onReportIncident={
        onReportIncident && mayReportIncident(callerOfProfile(viewer), { booking: null, onVehicle: true })
          ? (vehicle) => onReportIncident(vehicle.pk)
          : undefined
      }
      onExport={() => void vehiclesExport.start(toVehicleListQuery(state.query), 'csv')}
      exporting={vehiclesExport.status === 'running'}
      exportProgress={
        vehiclesExport.status === 'idle' ? null : (
          <TableExportProgress {...vehiclesExport} onDismiss={vehiclesExport.dismiss} subject="vehicles" theme={theme} />
        )
      }
      theme={theme}
    />
  );
}
