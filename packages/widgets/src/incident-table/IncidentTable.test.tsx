import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  closedIncident,
  criticalBlockingIncident,
  dismissedIncident,
  driverReportedIncident,
  incidentTypes,
  incidentsInEveryState,
} from '../test-support/incident-fixtures';
import { INCIDENTS_EMPTY, INCIDENTS_NARROWED_EMPTY } from './incident-values';
import { IncidentTable, type IncidentTableProps } from './IncidentTable';
import { initialIncidentTableQuery, type IncidentTableQuery } from './store';

const branches = [
  { pk: 21, name: 'Docklands' },
  { pk: 22, name: 'Sydney Airport' },
];

function renderTable(props: Partial<IncidentTableProps> = {}) {
  const handlers = {
    onQueryChange: vi.fn<(query: IncidentTableQuery) => void>(),
    onOpen: vi.fn(),
    onRetry: vi.fn(),
  };
  render(
    <IncidentTable
      status="ready"
      incidents={incidentsInEveryState}
      count={incidentsInEveryState.length}
      query={initialIncidentTableQuery()}
      types={incidentTypes}
      branches={branches}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

const rowOf = (reference: string) => within(screen.getByRole('button', { name: reference }).closest('tr') as HTMLElement);
const headers = () => screen.getAllByRole('columnheader').map((header) => header.getAttribute('aria-label'));
const lastQuery = (onQueryChange: { mock: { calls: [IncidentTableQuery][] } }) => onQueryChange.mock.calls.at(-1)?.[0];

describe('IncidentTable', () => {
  it('shows the columns of the incidents list: the reported time at the incident’s branch, type and sub-type, status, flags and the block', () => {
    renderTable();
    expect(headers()).toEqual([
      'Action',
      'Reference',
      'Reported on',
      'Type',
      'Vehicle',
      'Booking',
      'Person',
      'Reported by',
      'Status',
      'Critical',
      'Verified',
      'Blocked',
    ]);
    const critical = rowOf(criticalBlockingIncident.reference);
    expect(critical.getByText('24/11/2026 09:15 PM')).toBeInTheDocument();
    expect(critical.getByText('Accident / Not drivable')).toBeInTheDocument();
    expect(critical.getByText('Corolla Pool 1 (ABC123)')).toBeInTheDocument();
    expect(critical.getByText('Booking 101')).toBeInTheDocument();
    expect(critical.getByText('Dana Driver')).toBeInTheDocument();
    expect(critical.getByText('Open')).toHaveAttribute('data-colour', 'brand');
    expect(critical.getAllByText('Yes').map((badge) => badge.getAttribute('data-colour'))).toEqual(['red', 'green']);
    expect(critical.getByText('Blocked')).toHaveAttribute('data-colour', 'red');

    const reported = rowOf(driverReportedIncident.reference);
    expect(reported.getByText('Damage / Scratch or dent')).toBeInTheDocument();
    expect(reported.getAllByText('No')).toHaveLength(2);
    expect(reported.queryByText('Blocked')).not.toBeInTheDocument();
    expect(rowOf(closedIncident.reference).getByText('Closed')).toHaveAttribute('data-colour', 'green');
    const dismissed = rowOf(dismissedIncident.reference);
    expect(dismissed.getByText('Dismissed')).toHaveAttribute('data-colour', 'grey');
    expect(dismissed.getByText('Traffic offence')).toBeInTheDocument();
    expect(dismissed.getByText('Alex Admin')).toBeInTheDocument();
  });

  it('opens an incident from its reference and from View', async () => {
    const user = userEvent.setup();
    const { onOpen } = renderTable();
    await user.click(screen.getByRole('button', { name: closedIncident.reference }));
    await user.click(screen.getByRole('button', { name: `View ${dismissedIncident.reference}` }));
    expect(onOpen.mock.calls.map(([incident]) => incident.pk)).toEqual([closedIncident.pk, dismissedIncident.pk]);
  });

  it('orders by reference, reported on or status, and never drops the order', async () => {
    const user = userEvent.setup();
    const { onQueryChange } = renderTable({ query: { ...initialIncidentTableQuery(), ordering: 'reference' } });
    expect(screen.getByRole('columnheader', { name: 'Reference' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(screen.getByRole('columnheader', { name: 'Status' })).getByRole('button'));
    expect(lastQuery(onQueryChange)).toMatchObject({ ordering: 'status', page: 1 });
    await user.click(within(screen.getByRole('columnheader', { name: 'Reference' })).getByRole('button'));
    expect(lastQuery(onQueryChange)?.ordering).toBe('-reference');
    expect(within(screen.getByRole('columnheader', { name: 'Type' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('falls back to newest first when a column’s order is dropped', async () => {
    const user = userEvent.setup();
    const { onQueryChange } = renderTable({ query: { ...initialIncidentTableQuery(), ordering: '-reference' } });
    await user.click(within(screen.getByRole('columnheader', { name: 'Reference' })).getByRole('button'));
    expect(lastQuery(onQueryChange)?.ordering).toBe('-reported_on');
  });

  it('filters by status, type, critical and verified from the headers, and by branch and search from the toolbar', async () => {
    const user = userEvent.setup();
    const { onQueryChange } = renderTable({ query: { ...initialIncidentTableQuery(), page: 3 } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Status' }), 'Dismissed');
    expect(lastQuery(onQueryChange)).toMatchObject({ filters: { status: 'Dismissed' }, page: 1 });
    const typeFilter = screen.getByRole('combobox', { name: 'Filter Type' });
    expect(within(typeFilter).getByRole('option', { name: 'Lost fuel card (inactive)' })).toBeInTheDocument();
    await user.selectOptions(typeFilter, 'Accident');
    expect(lastQuery(onQueryChange)?.filters).toEqual({ incident_type: '901' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Critical' }), 'Yes');
    expect(lastQuery(onQueryChange)?.filters).toEqual({ is_critical: 'true' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Verified' }), 'No');
    expect(lastQuery(onQueryChange)?.filters).toEqual({ is_verified: 'false' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Branch' }), 'Sydney Airport');
    expect(lastQuery(onQueryChange)).toMatchObject({ branch: 22, page: 1 });
    await user.type(screen.getByRole('searchbox', { name: 'Search incidents' }), 'INC-0000{Enter}');
    await vi.waitFor(() => expect(lastQuery(onQueryChange)?.search).toBe('INC-0000'));
  });

  it('narrows to a row’s vehicle or reporter, shows it as a chip that removes it, and clears every filter at once', async () => {
    const user = userEvent.setup();
    const { onQueryChange } = renderTable();
    await user.click(screen.getByRole('button', { name: `Incidents of Hiace Shuttle ${driverReportedIncident.reference}` }));
    expect(lastQuery(onQueryChange)).toMatchObject({ vehicle: { pk: 302, name: 'Hiace Shuttle' }, page: 1 });
    await user.click(screen.getByRole('button', { name: `Incidents reported by Alex Admin ${dismissedIncident.reference}` }));
    expect(lastQuery(onQueryChange)?.reporter).toEqual({ pk: 3, name: 'Alex Admin' });
    expect(screen.queryByRole('button', { name: `Incidents of Hiace Shuttle ${dismissedIncident.reference}` })).not.toBeInTheDocument();
  });

  it('names the vehicle and reporter it is narrowed to, and drops each or all', async () => {
    const user = userEvent.setup();
    const query: IncidentTableQuery = {
      ...initialIncidentTableQuery(),
      vehicle: { pk: 301, name: 'Vehicle 301' },
      reporter: { pk: 7, name: 'Dana Driver' },
      from: '2026-11-01',
      to: '2026-11-30',
    };
    const { onQueryChange } = renderTable({ query });
    // A vehicle given by pk alone takes its name from the rows.
    await user.click(screen.getByRole('button', { name: 'Vehicle: Corolla Pool 1, remove this filter' }));
    expect(lastQuery(onQueryChange)).toMatchObject({ vehicle: null, reporter: { pk: 7 } });
    await user.click(screen.getByRole('button', { name: 'Reported by: Dana Driver, remove this filter' }));
    expect(lastQuery(onQueryChange)).toMatchObject({ reporter: null, vehicle: { pk: 301 } });
    expect(screen.getByRole('button', { name: /^Period/ })).toHaveTextContent('01/11/2026 – 30/11/2026');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(lastQuery(onQueryChange)).toMatchObject({ vehicle: null, reporter: null, from: '', to: '', branch: null, filters: {}, search: '' });
  });

  it('offers Report incident only when the viewer may, and CSV and XLSX export', async () => {
    const user = userEvent.setup();
    const onReport = vi.fn();
    const onExport = vi.fn();
    renderTable({ canReport: true, onReport, onExport });
    await user.click(screen.getByRole('button', { name: 'Report incident' }));
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onReport).toHaveBeenCalledTimes(1);
    expect(onExport.mock.calls).toEqual([['xlsx'], ['csv']]);
  });

  it('leaves Report incident out for a viewer without incident_write', () => {
    renderTable({ canReport: false, onReport: vi.fn() });
    expect(screen.queryByRole('button', { name: 'Report incident' })).not.toBeInTheDocument();
  });

  it('says when there are no incidents, and when none match the filters', () => {
    const { unmount } = render(
      <IncidentTable status="ready" incidents={[]} count={0} query={initialIncidentTableQuery()} onQueryChange={vi.fn()} onOpen={vi.fn()} />,
    );
    expect(screen.getByText(INCIDENTS_EMPTY)).toBeInTheDocument();
    unmount();
    renderTable({ incidents: [], count: 0, query: { ...initialIncidentTableQuery(), search: 'bumper' } });
    expect(screen.getByText(INCIDENTS_NARROWED_EMPTY)).toBeInTheDocument();
  });

  it('shows the server’s title when the list could not be loaded, with Retry', async () => {
    const user = userEvent.setup();
    const { onRetry } = renderTable({ status: 'error', incidents: [], count: 0, error: 'You do not have permission to perform this action.' });
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to perform this action.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
