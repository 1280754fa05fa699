import type { ExportFormat, Incident, IncidentType } from '@motorpool/api';
import { useMemo } from 'react';
import { ExportButtons } from '../flows/table-export/ExportButtons';
import { TableExportProgress, type TableExportProgressProps } from '../flows/table-export/TableExportProgress';
import { Button } from '../ui/button/Button';
import { DataTable, type ServerPageProps } from '../ui/data-table/DataTable';
import * as tableStyles from '../ui/data-table/DataTable.css';
import { SearchBox } from '../ui/data-table/SearchBox';
import { TableIcon } from '../ui/data-table/TableIcon';
import { useServerTable } from '../ui/data-table/use-server-table';
import { DateRangeFilter } from '../ui/date-field/DateRangeFilter';
import { IncidentCellContext, incidentColumns } from './columns';
import { INCIDENTS_EMPTY, INCIDENTS_NARROWED_EMPTY, REPORT_INCIDENT } from './incident-values';
import * as styles from './IncidentTable.css';
import type { IncidentTableQuery, NarrowedTo } from './store';

export type IncidentTableProps = ServerPageProps<IncidentTableQuery> & {
  /** The page of incidents the server sent for `query`. */
  incidents: Incident[];
  /** The organisation's incident types, for the Type filter; without any, Type is not filtered. */
  types?: readonly IncidentType[];
  /** The branch filter's choices; without any, the filter is not shown. */
  branches?: readonly NarrowedTo[];
  /** A row's reference or its View action. */
  onOpen: (incident: Incident) => void;
  /** Shows 'Report incident' (the viewer holds incident_write). */
  canReport?: boolean;
  onReport?: () => void;
  /** Offers CSV and XLSX export of the filtered list. */
  onExport?: (format: ExportFormat) => void;
  exportProgress?: Omit<TableExportProgressProps, 'subject' | 'theme'> | null;
};

const isNarrowed = (query: IncidentTableQuery) =>
  query.search.trim() !== '' ||
  Object.keys(query.filters).length > 0 ||
  query.branch !== null ||
  query.from !== '' ||
  query.to !== '' ||
  query.vehicle !== null ||
  query.reporter !== null;

/** The first row's name for a record narrowed to by pk alone (an element's `vehicle` attribute). */
const vehicleName = (narrowed: NarrowedTo, incidents: readonly Incident[]) =>
  incidents.find((incident) => incident.vehicle?.pk === narrowed.pk)?.vehicle?.name ?? narrowed.name;

/** A filter in force that has no control of its own (chosen from a row): its name, and a button that drops it. */
function NarrowedChip({ label, name, onClear }: { label: string; name: string; onClear: () => void }) {
  return (
    <Button tone="neutral" variant="outline" size="small" aria-label={`${label}: ${name}, remove this filter`} onClick={onClear}>
      {label}: {name}
      <TableIcon name="close" size={14} />
    </Button>
  );
}

/**
 * The organisation's incidents (spec §2 /incidents, §3 Incident) without any
 * HTTP: the server pages, orders (by reported on, reference or status) and
 * filters (status, critical, verified and type in the headers; branch,
 * period and search in the toolbar; a row's vehicle or reporter from its
 * actions) through `onQueryChange`. A reference or View opens the incident.
 */
export function IncidentTable({
  status,
  incidents,
  count,
  error,
  onRetry,
  query,
  onQueryChange,
  types = [],
  branches = [],
  onOpen,
  canReport = false,
  onReport,
  onExport,
  exportProgress,
  theme,
}: IncidentTableProps) {
  const columns = useMemo(() => incidentColumns(types), [types]);
  const table = useServerTable({
    data: incidents,
    columns,
    getRowId: (incident) => String(incident.pk),
    count,
    query,
    onQueryChange: (next) => onQueryChange({ ...query, ...next, ordering: next.ordering ?? '-reported_on' }),
  });

  const narrowed = isNarrowed(query);
  const change = (patch: Partial<IncidentTableQuery>) => onQueryChange({ ...query, ...patch, page: 1 });
  const cellContext = useMemo(
    () => ({
      onOpen,
      narrowTo: (patch: Pick<IncidentTableQuery, 'vehicle'> | Pick<IncidentTableQuery, 'reporter'>) => onQueryChange({ ...query, ...patch, page: 1 }),
    }),
    [onOpen, onQueryChange, query],
  );

  const toolbar = (
    <>
      <SearchBox label="Search incidents" value={query.search} onSearch={(search) => change({ search })} />
      {branches.length > 0 && (
        <select
          className={styles.select}
          aria-label="Filter Branch"
          value={query.branch === null ? '' : String(query.branch)}
          onChange={(event) => change({ branch: event.currentTarget.value === '' ? null : Number(event.currentTarget.value) })}
        >
          <option value="">All branches</option>
          {branches.map((branch) => (
            <option key={branch.pk} value={String(branch.pk)}>
              {branch.name}
            </option>
          ))}
        </select>
      )}
      <DateRangeFilter label="Period" panelLabel="Reported between" from={query.from} to={query.to} onChange={(range) => change(range)} />
      {query.vehicle && <NarrowedChip label="Vehicle" name={vehicleName(query.vehicle, incidents)} onClear={() => change({ vehicle: null })} />}
      {query.reporter && <NarrowedChip label="Reported by" name={query.reporter.name} onClear={() => change({ reporter: null })} />}
      {narrowed && (
        <Button variant="text" size="small" onClick={() => change({ search: '', filters: {}, branch: null, from: '', to: '', vehicle: null, reporter: null })}>
          Clear filters
        </Button>
      )}
      <span className={tableStyles.toolbarSpacer} />
      {onExport && <ExportButtons running={exportProgress?.status === 'running'} onExport={onExport} />}
      {canReport && onReport && (
        <Button size="small" onClick={onReport}>
          {REPORT_INCIDENT}
        </Button>
      )}
      {exportProgress && exportProgress.status !== 'idle' && (
        <div className={tableStyles.toolbarLine}>
          <TableExportProgress {...exportProgress} subject="incidents" theme={theme} />
        </div>
      )}
    </>
  );

  return (
    <IncidentCellContext.Provider value={cellContext}>
      <DataTable
        table={table}
        label="Incidents"
        noun="incidents"
        status={status}
        error={error}
        onRetry={onRetry}
        emptyText={narrowed ? INCIDENTS_NARROWED_EMPTY : INCIDENTS_EMPTY}
        toolbar={toolbar}
        theme={theme}
      />
    </IncidentCellContext.Provider>
  );
}
