import {
  INCIDENT_ORDERINGS,
  callerOfProfile,
  employeeTransferCalls,
  incidentCalls,
  incidentTypeCalls,
  mayRaiseIncident,
  type IncidentListQuery,
} from '@motorpool/api';
import { useEffect } from 'react';
import { allBranches } from '../fields/branch/all-branches';
import { useTableExport } from '../flows/table-export/use-table-export';
import type { ThemeName } from '../theme/theme-names';
import type { PageSize } from '../ui/data-table/features';
import { useTableClient, useTableViewer } from '../ui/data-table/table-client';
import { pagedTableProps, useServerPages } from '../ui/data-table/use-server-pages';
import { IncidentTable } from './IncidentTable';
import { IncidentTableStoreProvider, useIncidentTableStore, useIncidentTableStoreApi, type IncidentTableQuery } from './store';

export type ConnectedIncidentTableProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The organisation whose incidents to show; the session's selected one by default. */
  organisation?: number | null;
  /** Rows per page to start with (spec §9 sizes); 15 by default. */
  pageSize?: PageSize;
  /** The vehicle to narrow to at first (a vehicle's page); every vehicle by default. */
  vehicle?: number | null;
  /** The branch filter to start with; every branch by default. */
  branch?: number | null;
  /** A row's reference or View was chosen: open the incident. */
  onOpenIncident?: (pk: number) => void;
  /** 'Report incident' was pressed; offered only with this and to holders of incident_write. */
  onReportIncident?: () => void;
  /** The query as the server receives it, each time it changes. */
  onQueryChange?: (query: IncidentListQuery) => void;
  theme?: ThemeName;
};

type Ordering = NonNullable<IncidentListQuery['ordering']>;
const isOrdering = (ordering: string | null): ordering is Ordering => (INCIDENT_ORDERINGS as readonly (string | null)[]).includes(ordering);
const flag = (value: string | undefined) => (value === 'true' ? true : value === 'false' ? false : undefined);

/** The table's query as `GET incidents/` takes it (the period's days both included, as the server reads them). */
export function toIncidentListQuery(query: IncidentTableQuery): IncidentListQuery {
  const listQuery: IncidentListQuery = { page: query.page, page_size: query.pageSize };
  if (isOrdering(query.ordering)) listQuery.ordering = query.ordering;
  const { status, is_critical, is_verified, incident_type } = query.filters;
  if (status) listQuery.status = status;
  const critical = flag(is_critical);
  if (critical !== undefined) listQuery.is_critical = critical;
  const verified = flag(is_verified);
  if (verified !== undefined) listQuery.is_verified = verified;
  if (incident_type && Number(incident_type) > 0) listQuery.incident_type_pk = Number(incident_type);
  if (query.vehicle) listQuery.vehicle_pk = query.vehicle.pk;
  if (query.branch !== null) listQuery.branch_pk = query.branch;
  if (query.reporter) listQuery.reported_by_pk = query.reporter.pk;
  if (query.from) listQuery.from = query.from;
  if (query.to) listQuery.to = query.to;
  const search = query.search.trim();
  if (search) listQuery.search = search;
  return listQuery;
}

/**
 * `IncidentTable` wired to the fleet service with the shared session: the
 * page for the current query, the type and branch choices, and the CSV and
 * XLSX export. Opening and reporting an incident go to the host.
 */
export function ConnectedIncidentTable(props: ConnectedIncidentTableProps) {
  return (
    <IncidentTableStoreProvider initial={{ pageSize: props.pageSize, vehicle: props.vehicle ?? null, branch: props.branch ?? null }}>
      <ConnectedIncidentTableView {...props} />
    </IncidentTableStoreProvider>
  );
}

function ConnectedIncidentTableView({ apiBase, organisation, onOpenIncident, onReportIncident, onQueryChange, theme }: ConnectedIncidentTableProps) {
  const store = useIncidentTableStoreApi();
  const state = useIncidentTableStore((current) => current);
  const connection = useTableClient(apiBase, organisation);
  const { request, options, token, organisation: actingIn } = connection;
  const viewer = useTableViewer(request, apiBase, organisation);
  const reload = useServerPages({
    store,
    connection,
    fetchPage: (tableRequest, query) => incidentCalls(tableRequest).listIncidents(toIncidentListQuery(query)),
    onQueryChange: onQueryChange && ((query) => onQueryChange(toIncidentListQuery(query))),
  });
  // The table's own signing, so an export of another organisation's incidents asks that organisation.
  const incidentsExport = useTableExport<IncidentListQuery>(
    (_sessionOptions, query, format, onProgress) => employeeTransferCalls(options).exportIncidents(query, format, onProgress),
    apiBase,
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `actingIn` is a trigger: without an organisation of its own the table asks in the session's current one, so another one loads its choices again.
  useEffect(() => {
    if (!token) return;
    let current = true;
    // Without its choices a filter is left out; the list itself still works.
    const warn = (what: string) => (error: unknown) => current && console.warn(`Motorpool incidents table: the ${what} could not be loaded`, error);
    incidentTypeCalls(request)
      .listIncidentTypes()
      .then((types) => current && store.getState().choicesLoaded({ types: types.results }), warn('incident types'));
    allBranches(request).then(
      (branches) => current && store.getState().choicesLoaded({ branches: branches.map(({ pk, name }) => ({ pk, name })) }),
      warn('branch choices'),
    );
    return () => {
      current = false;
    };
  }, [request, token, actingIn, store]);

  const { start: startExport, dismiss: dismissExport, ...exportProgress } = incidentsExport;

  return (
    <IncidentTable
      {...pagedTableProps(state, reload)}
      incidents={state.rows}
      types={state.types}
      branches={state.branches}
      onOpen={(incident) => onOpenIncident?.(incident.pk)}
      canReport={Boolean(onReportIncident) && mayRaiseIncident(callerOfProfile(viewer))}
      onReport={onReportIncident}
      onExport={(format) => void startExport(toIncidentListQuery(state.query), format)}
      exportProgress={{ ...exportProgress, onDismiss: dismissExport }}
      theme={theme}
    />
  );
}
