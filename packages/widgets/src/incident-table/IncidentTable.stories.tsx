import { messages } from '@motorpool/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { criticalBlockingIncident, incidentTypes, incidentsInEveryState } from '../test-support/incident-fixtures';
import { THEME_NAMES } from '../theme/theme-names';
import { DATA_TABLE_STATUSES } from '../ui/data-table/DataTable';
import { IncidentTable, type IncidentTableProps } from './IncidentTable';
import { initialIncidentTableQuery, type IncidentTableQuery } from './store';

/** Keeps the query the table asks for, so sorting, filters and pages respond. */
function StatefulIncidentTable(props: IncidentTableProps) {
  const [query, setQuery] = useState<IncidentTableQuery>(props.query);
  return (
    <IncidentTable
      {...props}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/Incident table',
  component: IncidentTable,
  render: (args) => <StatefulIncidentTable {...args} />,
  args: {
    status: 'ready',
    incidents: incidentsInEveryState,
    count: incidentsInEveryState.length,
    query: initialIncidentTableQuery(),
    types: incidentTypes,
    branches: [
      { pk: 21, name: 'Docklands' },
      { pk: 22, name: 'Sydney Airport' },
    ],
    canReport: true,
    onQueryChange: fn(),
    onOpen: fn(),
    onReport: fn(),
    onExport: fn(),
    onRetry: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: DATA_TABLE_STATUSES },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IncidentTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One incident of each kind: open, critical and blocking; just reported by a driver; closed; dismissed. */
export const Populated: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Blocked', { selector: '[data-colour]' })).toHaveAttribute('data-colour', 'red');
    await userEvent.click(canvas.getByRole('button', { name: criticalBlockingIncident.reference }));
    await expect(args.onOpen).toHaveBeenCalledWith(criticalBlockingIncident);
  },
};

/** Narrowed to a row's vehicle from its actions: the chip names it and takes it off again. */
export const NarrowedToVehicle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Incidents of Corolla Pool 1 ${criticalBlockingIncident.reference}` }));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ vehicle: { pk: 301, name: 'Corolla Pool 1' } }));
    await expect(canvas.getByRole('button', { name: 'Vehicle: Corolla Pool 1, remove this filter' })).toBeInTheDocument();
  },
};

/** Open critical incidents only, from the headers' filters. */
export const Filtered: Story = {
  args: {
    incidents: [criticalBlockingIncident],
    count: 1,
    query: { ...initialIncidentTableQuery(), filters: { status: 'Open', is_critical: 'true' }, from: '2026-11-01', to: '2026-11-30' },
  },
};

/** Someone without incident_write: no Report incident. */
export const WithoutReporting: Story = {
  args: { canReport: false },
};

export const Loading: Story = {
  args: { status: 'loading', incidents: [], count: 0 },
};

export const Empty: Story = {
  args: { incidents: [], count: 0 },
};

export const NoneMatch: Story = {
  args: { incidents: [], count: 0, query: { ...initialIncidentTableQuery(), search: 'windscreen' } },
};

export const LoadFailed: Story = {
  args: { status: 'error', incidents: [], count: 0, error: messages.request.forbidden },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ManyPages: Story = {
  args: { count: 37, query: { ...initialIncidentTableQuery(10), page: 2 } },
};

export const Exporting: Story = {
  args: { exportProgress: { status: 'running', format: 'xlsx', rows: null, total: null, bytes: 20480, fileName: null, error: null } },
};

export const FleetShareTheme: Story = {
  args: { theme: 'fleet-share' },
  globals: { theme: 'fleet-share' },
};

/** On a phone or in a narrow column: each incident a card with reference, type, vehicle and status; the rest under More. */
export const NarrowBox: Story = { decorators: [inNarrowBox] };
