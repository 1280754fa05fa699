import type { Vehicle } from '@motorpool/api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { VehicleFilterOptions, VehicleTableQuery } from './store';
import { initialVehicleTableQuery } from './store';
import { branchRefs, corolla, leaf, vehicleFilters, vehicles } from '../test-support/vehicle-fixtures';
import { ADD_VEHICLE, REPORT_INCIDENT, VEHICLES_EMPTY, VehicleTable, type VehicleTableProps } from './VehicleTable';

const readyOptions: VehicleFilterOptions = { status: 'ready', filters: vehicleFilters, error: null, branches: branchRefs, branchesError: null };

function renderTable(props: Partial<VehicleTableProps> = {}) {
  const handlers = {
    onQueryChange: vi.fn<(query: VehicleTableQuery) => void>(),
    onAdd: vi.fn(),
    onEdit: vi.fn<(vehicle: Vehicle) => void>(),
    onDelete: vi.fn<(vehicle: Vehicle) => Promise<void>>(async () => undefined),
    onRetry: vi.fn(),
  };
  render(
    <VehicleTable status="ready" vehicles={vehicles} count={3} query={initialVehicleTableQuery()} filterOptions={readyOptions} {...handlers} {...props} />,
  );
  return handlers;
}

const rowOf = (name: string) => within(screen.getByText(name, { selector: 'span' }).closest('tr') as HTMLElement);
const lastQuery = (onQueryChange: ReturnType<typeof renderTable>['onQueryChange']) => onQueryChange.mock.lastCall![0];

describe('VehicleTable', () => {
  it('shows each vehicle’s details and status in its colour', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((header) => header.getAttribute('aria-label'))).toEqual([
      'Action',
      'Name',
      'Registration',
      'Class',
      'Make/Model',
      'Branch',
      'Fuel',
      'Seats',
      'Doors',
      'Year',
      'Odometer',
      'Cost Centre',
      'Status',
    ]);
    const row = rowOf('Corolla Pool 1');
    for (const text of ['ABC123', 'Toyota Corolla', 'Docklands', 'Petrol', '2021', '45,210 km', 'Fleet Operations']) {
      expect(row.getByText(text)).toBeInTheDocument();
    }
    expect(row.getByText('Active')).toHaveAttribute('data-colour', 'green');
    expect(rowOf('Leaf EV').getByText('Inactive')).toHaveAttribute('data-colour', 'red');
  });

  it('orders by name or registration and filters by status through the server', async () => {
    const user = userEvent.setup();
    const { onQueryChange } = renderTable();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ ordering: '-name', page: 1 }));
    await user.click(screen.getByRole('button', { name: 'Registration' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ ordering: 'registrations_num' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter Status' }), 'false');
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { is_active: 'false' } }));
  });

  it('chooses filter values in the panel, back on page 1', async () => {
    const user = userEvent.setup();
    const query = { ...initialVehicleTableQuery(), page: 3 };
    const { onQueryChange } = renderTable({ query });
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const panel = screen.getByRole('group', { name: 'Vehicle filters' });
    await user.click(within(within(panel).getByRole('group', { name: 'Doors' })).getByRole('checkbox', { name: '5' }));
    expect(lastQuery(onQueryChange)).toMatchObject({ page: 1, selection: { branch: null, lists: { doors: [5] }, customFields: {} } });
    await user.click(within(panel).getByRole('checkbox', { name: '40,000 – 59,999 km' }));
    expect(lastQuery(onQueryChange).selection.lists).toEqual({ odometer: [2] });
    await user.click(within(within(panel).getByRole('group', { name: 'Fuel Card Provider' })).getByRole('checkbox', { name: 'BP' }));
    expect(lastQuery(onQueryChange).selection.customFields).toEqual({ 'Fuel Card': ['BP'] });
    await user.click(within(within(panel).getByRole('group', { name: 'Cost Centre' })).getByRole('checkbox', { name: 'Airport Shuttle' }));
    expect(lastQuery(onQueryChange).selection.lists).toEqual({ cost_centres: [6] });
  });

  it('narrows to a branch, dropping the odometer ranges worked out for the old set', async () => {
    const user = userEvent.setup();
    const query = { ...initialVehicleTableQuery(), selection: { branch: null, lists: { odometer: [1], doors: [4] }, customFields: {} } };
    const { onQueryChange } = renderTable({ query, defaultFiltersOpen: true });
    expect(screen.getByRole('checkbox', { name: '20,000 – 39,999 km' })).toBeChecked();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Branch' }), 'Sydney Airport');
    expect(lastQuery(onQueryChange).selection).toEqual({ branch: 22, lists: { doors: [4] }, customFields: {} });
  });

  it('unchecks a chosen value, keeps one the server no longer offers, and clears everything', async () => {
    const user = userEvent.setup();
    const query = { ...initialVehicleTableQuery(), search: 'van', selection: { branch: null, lists: { models: ['Corolla', 'Camry'] }, customFields: {} } };
    const { onQueryChange } = renderTable({ query, defaultFiltersOpen: true });
    expect(screen.getByRole('button', { name: 'Filters 2 chosen' })).toHaveAttribute('aria-expanded', 'true');
    const models = within(screen.getByRole('group', { name: 'Model' }));
    expect(models.getByRole('checkbox', { name: 'Camry' })).toBeChecked();
    await user.click(models.getByRole('checkbox', { name: 'Corolla' }));
    expect(lastQuery(onQueryChange).selection.lists).toEqual({ models: ['Camry'] });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(lastQuery(onQueryChange)).toMatchObject({ search: '', filters: {}, selection: { branch: null, lists: {}, customFields: {} } });
  });

  it('says why the filters could not be loaded and retries', async () => {
    const user = userEvent.setup();
    const onRetryFilters = vi.fn();
    renderTable({ filterOptions: { ...readyOptions, status: 'error', filters: null, error: 'Server unavailable' }, onRetryFilters, defaultFiltersOpen: true });
    const alert = within(screen.getByRole('group', { name: 'Vehicle filters' })).getByRole('alert');
    expect(alert).toHaveTextContent('Server unavailable');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetryFilters).toHaveBeenCalledTimes(1);
  });

  it('adds, edits and deletes after asking, for a manager', async () => {
    const user = userEvent.setup();
    const { onAdd, onEdit, onDelete } = renderTable();
    await user.click(screen.getByRole('button', { name: ADD_VEHICLE }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Edit Corolla Pool 1' }));
    expect(onEdit).toHaveBeenCalledWith(corolla);
    await user.click(screen.getByRole('button', { name: 'Delete Leaf EV' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Leaf EV?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete Leaf EV' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(leaf);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no Action column and no Add Vehicle to a viewer who may not change vehicles', () => {
    renderTable({ canManage: false });
    expect(screen.queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ADD_VEHICLE })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('offers Report incident alone to a viewer who reports incidents but may not change vehicles', async () => {
    const user = userEvent.setup();
    const onReportIncident = vi.fn<(vehicle: Vehicle) => void>();
    renderTable({ canManage: false, onReportIncident });
    expect(screen.getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${REPORT_INCIDENT} Corolla Pool 1` }));
    expect(onReportIncident).toHaveBeenCalledWith(corolla);
  });

  it('opens a vehicle from View, first of its actions, or from its name, for a viewer who may change nothing', async () => {
    const user = userEvent.setup();
    const onView = vi.fn<(vehicle: Vehicle) => void>();
    renderTable({ canManage: false, onView });
    expect(screen.getByRole('columnheader', { name: 'Action' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View Corolla Pool 1' }));
    expect(onView).toHaveBeenLastCalledWith(corolla);
    await user.click(screen.getByRole('button', { name: 'Leaf EV' }));
    expect(onView).toHaveBeenLastCalledWith(leaf);
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('puts View before Edit, Delete and Report incident for a manager', () => {
    renderTable({ onView: vi.fn(), onReportIncident: vi.fn() });
    const row = within(screen.getByRole('button', { name: 'View Corolla Pool 1' }).closest('tr') as HTMLElement);
    const names = row.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent);
    expect(names).toEqual(['View Corolla Pool 1', 'Edit Corolla Pool 1', 'Delete Corolla Pool 1', `${REPORT_INCIDENT} Corolla Pool 1`, 'Corolla Pool 1']);
  });

  it('says when no vehicle matches, and shows the loading and failure states', () => {
    const { unmount } = render(
      <VehicleTable
        status="ready"
        vehicles={[]}
        count={0}
        query={initialVehicleTableQuery()}
        filterOptions={readyOptions}
        onQueryChange={vi.fn()}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.getByText(VEHICLES_EMPTY)).toBeInTheDocument();
    unmount();
    renderTable({ status: 'error', vehicles: [], count: 0, error: 'You do not have permission to perform this action.' });
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to perform this action.');
  });
});
