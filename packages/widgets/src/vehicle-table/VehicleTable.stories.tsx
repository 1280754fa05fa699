import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DATA_TABLE_STATUSES } from '../ui/data-table/DataTable';
import { TableExportProgress } from '../flows/table-export/TableExportProgress';
import { THEME_NAMES } from '../theme/theme-names';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { initialVehicleTableQuery, type VehicleFilterOptions, type VehicleTableQuery } from './store';
import { branchRefs, corolla, vehicleFilters, vehicles } from '../test-support/vehicle-fixtures';
import { VehicleTable, type VehicleTableProps } from './VehicleTable';

/** Keeps the query the table asks for, so sorting, filters and pages respond. */
function StatefulVehicleTable(props: VehicleTableProps) {
  const [query, setQuery] = useState<VehicleTableQuery>(props.query);
  return (
    <VehicleTable
      {...props}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange(next);
      }}
    />
  );
}

const readyOptions: VehicleFilterOptions = { status: 'ready', filters: vehicleFilters, error: null, branches: branchRefs, branchesError: null };

const meta = {
  title: 'Widgets/Vehicle table',
  component: VehicleTable,
  render: (args) => <StatefulVehicleTable {...args} />,
  args: {
    status: 'ready',
    vehicles,
    count: 3,
    query: initialVehicleTableQuery(),
    filterOptions: readyOptions,
    onQueryChange: fn(),
    onRetryFilters: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onExport: fn(),
    onRetry: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: DATA_TABLE_STATUSES },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VehicleTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three vehicles at two branches, one inactive and one without a cost centre. */
export const Populated: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Inactive', { selector: '[data-colour]' })).toHaveAttribute('data-colour', 'red');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Corolla Pool 1' }));
    await expect(args.onEdit).toHaveBeenCalledWith(corolla);
  },
};

/** The filter panel open, with Doors 4 and 5 chosen: the server is asked for `doors=[4,5]`. */
export const FiltersOpen: Story = {
  args: { defaultFiltersOpen: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const doors = within(canvas.getByRole('group', { name: 'Doors' }));
    await userEvent.click(doors.getByRole('checkbox', { name: '4' }));
    await userEvent.click(doors.getByRole('checkbox', { name: '5' }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ selection: expect.objectContaining({ lists: { doors: [4, 5] } }) }));
    await expect(canvas.getByRole('button', { name: 'Filters 2 chosen' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const FiltersLoading: Story = {
  args: { defaultFiltersOpen: true, filterOptions: { ...readyOptions, status: 'loading', filters: null } },
};

export const FiltersFailed: Story = {
  args: { defaultFiltersOpen: true, filterOptions: { ...readyOptions, status: 'error', filters: null, error: messages.request.unexpected } },
};

/** Someone without organisation_write: no Action column and no Add Vehicle. */
export const ReadOnly: Story = {
  args: { canManage: false },
};

/** Someone without organisation_write on a page that shows vehicles: View alone, and each name opens its vehicle. */
export const ReadOnlyWithView: Story = {
  args: { canManage: false, onView: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'View Corolla Pool 1' }));
    await expect(args.onView).toHaveBeenLastCalledWith(corolla);
    await userEvent.click(canvas.getByRole('button', { name: 'Hiace Shuttle' }));
    await expect(args.onView).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading', vehicles: [], count: 0 },
};

export const Empty: Story = {
  args: { vehicles: [], count: 0 },
};

export const LoadFailed: Story = {
  args: { status: 'error', vehicles: [], count: 0, error: messages.request.forbidden },
};

export const ManyPages: Story = {
  args: { count: 37, query: { ...initialVehicleTableQuery(10), page: 2 } },
};

/** Delete asked for: the confirmation; the server may still refuse (upcoming bookings), said in a toast. */
export const ConfirmDelete: Story = {
  args: { onDelete: fn(async () => undefined) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Corolla Pool 1' }));
    await expect(canvas.getByRole('dialog', { name: 'Delete Corolla Pool 1?' })).toHaveTextContent('A vehicle with upcoming bookings cannot be deleted.');
  },
};

export const Exporting: Story = {
  args: {
    exporting: true,
    exportProgress: <TableExportProgress status="running" format="csv" rows={null} total={null} bytes={20480} subject="vehicles" />,
  },
};

export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share', defaultFiltersOpen: true },
  globals: { theme: 'fleet-share' },
};

/** On a phone or in a narrow column: each row a card, the priority columns on its face. */
export const NarrowBox: Story = { decorators: [inNarrowBox] };
