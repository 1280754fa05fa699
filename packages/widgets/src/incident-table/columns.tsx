import type { Incident, IncidentType } from '@motorpool/api';
import { createColumnHelper } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import type { DataTableFeatures, FilterOption } from '../ui/data-table/features';
import { RowActions, type RowAction } from '../ui/data-table/RowActions';
import { StatusBadge } from '../ui/data-table/StatusBadge';
import { TextCell } from '../ui/data-table/TextCell';
import { textColumn } from '../ui/data-table/text-column';
import { rowLinkButton } from '../ui/row-link.css';
import type { IncidentTableQuery } from './store';
import { BLOCKED_BADGE, INCIDENT_STATUS_COLOURS, INCIDENT_STATUS_OPTIONS, bookingText, reportedOnText, typeText, vehicleText, yesNo } from './incident-values';

export type IncidentCellContextValue = {
  onOpen: (incident: Incident) => void;
  /** Narrows the list to a row's vehicle or reporter. */
  narrowTo: (patch: Pick<IncidentTableQuery, 'vehicle'> | Pick<IncidentTableQuery, 'reporter'>) => void;
};

export const IncidentCellContext = createContext<IncidentCellContextValue>({ onOpen: () => undefined, narrowTo: () => undefined });

/** View, and the incidents of the same vehicle or by the same reporter (the list's vehicle and reporter filters). */
function ActionsCell({ row }: { row: { original: Incident } }) {
  const { onOpen, narrowTo } = useContext(IncidentCellContext);
  const incident = row.original;
  const { vehicle, reported_by: reporter } = incident;
  const actions: RowAction[] = [{ key: 'view', label: 'View', icon: 'view', onSelect: () => onOpen(incident) }];
  if (vehicle) {
    actions.push({
      key: 'vehicle',
      label: `Incidents of ${vehicle.name}`,
      icon: 'search',
      onSelect: () => narrowTo({ vehicle: { pk: vehicle.pk, name: vehicle.name } }),
    });
  }
  if (reporter) {
    actions.push({
      key: 'reporter',
      label: `Incidents reported by ${reporter.name}`,
      icon: 'search',
      onSelect: () => narrowTo({ reporter: { pk: reporter.pk, name: reporter.name } }),
    });
  }
  return <RowActions rowName={incident.reference} actions={actions} />;
}

/** The reference opens the incident, as a row's name does in the other tables. */
function ReferenceCell({ row }: { row: { original: Incident } }) {
  const { onOpen } = useContext(IncidentCellContext);
  return (
    <button type="button" className={rowLinkButton} onClick={() => onOpen(row.original)}>
      {row.original.reference}
    </button>
  );
}

function ReportedOnCell({ row }: { row: { original: Incident } }) {
  return <TextCell value={reportedOnText(row.original)} />;
}

const helper = createColumnHelper<DataTableFeatures, Incident>();
const plain = textColumn<Incident>;
const YES_NO = { kind: 'yes-no' } as const;

/** A Yes/No column the header filters by; Yes stands out in red where it calls for attention. */
const flagColumn = (id: 'is_critical' | 'is_verified', label: string, alarming: boolean) =>
  helper.accessor((incident) => yesNo(incident[id]), {
    id,
    header: label,
    size: 110,
    enableSorting: false,
    enableHiding: false,
    meta: { label, filter: YES_NO },
    cell: ({ row }) => (row.original[id] ? <StatusBadge text="Yes" colour={alarming ? 'red' : 'green'} /> : <TextCell value="No" />),
  });

/**
 * The columns of the incidents list, in order. Reported on, Reference and
 * Status are ordered by the server; Status, Type, Critical and Verified are
 * filtered from their headers (the cards' Filters on a phone).
 */
export function incidentColumns(types: readonly IncidentType[]) {
  const typeOptions: FilterOption[] = types.map((type) => ({ value: String(type.pk), label: type.is_active ? type.name : `${type.name} (inactive)` }));
  return helper.columns([
    helper.display({
      id: 'actions',
      header: 'Action',
      size: 130,
      enableHiding: false,
      meta: { label: 'Action', pinned: true, cardControl: true },
      cell: ActionsCell,
    }),
    helper.accessor('reference', {
      id: 'reference',
      header: 'Reference',
      size: 130,
      enableColumnFilter: false,
      enableHiding: false,
      meta: { label: 'Reference', priority: true },
      cell: ReferenceCell,
    }),
    helper.accessor('reported_on', {
      id: 'reported_on',
      header: 'Reported on',
      size: 190,
      enableColumnFilter: false,
      enableHiding: false,
      meta: { label: 'Reported on' },
      cell: ReportedOnCell,
    }),
    helper.accessor(typeText, {
      id: 'incident_type',
      header: 'Type',
      size: 220,
      enableSorting: false,
      enableHiding: false,
      meta: { label: 'Type', priority: true, ...(typeOptions.length > 0 ? { filter: { kind: 'select', options: typeOptions } } : {}) },
      cell: ({ getValue }) => <TextCell value={getValue()} />,
    }),
    plain('vehicle', 'Vehicle', 220, vehicleText, { priority: true }),
    plain('booking', 'Booking', 120, bookingText),
    plain('person', 'Person', 160, (incident) => incident.person?.name),
    plain('reported_by', 'Reported by', 160, (incident) => incident.reported_by?.name),
    helper.accessor('status', {
      id: 'status',
      header: 'Status',
      size: 150,
      enableHiding: false,
      meta: { label: 'Status', priority: true, filter: { kind: 'select', options: INCIDENT_STATUS_OPTIONS } },
      cell: ({ row }) => <StatusBadge text={row.original.status} colour={INCIDENT_STATUS_COLOURS[row.original.status]} />,
    }),
    flagColumn('is_critical', 'Critical', true),
    flagColumn('is_verified', 'Verified', false),
    helper.accessor((incident) => (incident.blocked_from ? BLOCKED_BADGE : ''), {
      id: 'blocked',
      header: 'Blocked',
      size: 110,
      enableSorting: false,
      enableColumnFilter: false,
      enableHiding: false,
      meta: { label: 'Blocked' },
      cell: ({ row }) => (row.original.blocked_from ? <StatusBadge text={BLOCKED_BADGE} colour="red" /> : <TextCell value="" />),
    }),
  ]);
}
