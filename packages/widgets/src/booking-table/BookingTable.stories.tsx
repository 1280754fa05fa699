import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bookingsInEveryState, overdueBooking, recurringBooking } from '../test-support/booking-fixtures';
import { DATA_TABLE_STATUSES } from '../ui/data-table/DataTable';
import { THEME_NAMES } from '../theme/theme-names';
import { inNarrowBox } from '../test-support/narrow-box-decorator';
import { BookingTable, type BookingTableProps } from './BookingTable';
import { BOOKING_TABLE_VARIANTS } from './columns';
import { initialBookingTableQuery, type BookingTableQuery } from './store';

/** Keeps the query and the ticks the table asks for, so filters, order and selection respond. */
function StatefulBookingTable(props: BookingTableProps) {
  const [query, setQuery] = useState<BookingTableQuery>(props.query);
  const [selected, setSelected] = useState<number[]>([...(props.selected ?? [])]);
  return (
    <BookingTable
      {...props}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange(next);
      }}
      selected={selected}
      onSelectedChange={setSelected}
    />
  );
}

const meta = {
  title: 'Widgets/Booking table',
  component: BookingTable,
  render: (args) => <StatefulBookingTable {...args} />,
  args: {
    status: 'ready',
    bookings: [...bookingsInEveryState, recurringBooking],
    count: 9,
    list: 'bookings',
    query: initialBookingTableQuery(),
    branches: [
      { pk: 21, name: 'Docklands' },
      { pk: 22, name: 'Sydney Airport' },
    ],
    onQueryChange: fn(),
    onAction: fn(async () => null),
    onView: fn(),
    onEdit: fn(),
    onBulkCancel: fn(async () => null),
    onExport: fn(),
    canAdd: true,
    onAdd: fn(),
    onRetry: fn(),
  },
  argTypes: {
    theme: { control: 'inline-radio', options: THEME_NAMES },
    status: { control: 'inline-radio', options: DATA_TABLE_STATUSES },
    variant: { control: 'inline-radio', options: BOOKING_TABLE_VARIANTS },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BookingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One booking in each status, a hidden and a deleted one (Deleted outranks Hidden), and a recurring one. */
export const EveryStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Deleted', { selector: '[data-colour]' })).toHaveAttribute('data-colour', 'red');
    await expect(canvas.getByText('In-Progress', { selector: '[data-colour]' })).toHaveAttribute('data-colour', 'brand');
  },
};

/** An In-Progress booking past its end and grace, not checked in: a red "Late" badge beside its status. */
export const OverdueBooking: Story = {
  args: { bookings: [...bookingsInEveryState.slice(2, 3), overdueBooking], count: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Late', { selector: '[data-colour]' })).toHaveAttribute('data-colour', 'red');
    await expect(canvas.getAllByText('In-Progress', { selector: '[data-colour]' })).toHaveLength(2);
  },
};

/** The compact `{sr_view}` list. */
export const CompactView: Story = { args: { variant: 'sr' } };

export const MyBookings: Story = { args: { list: 'my-bookings', onBulkCancel: undefined, bookings: bookingsInEveryState.slice(0, 3), count: 3 } };

export const Loading: Story = { args: { status: 'loading', bookings: [], count: 0 } };

export const Empty: Story = { args: { bookings: [], count: 0 } };

export const EmptyHidden: Story = { args: { bookings: [], count: 0, hidden: true } };

export const LoadFailed: Story = { args: { status: 'error', bookings: [], count: 0, error: 'You do not have permission to perform this action.' } };

/** The decline dialog: its reason is required. */
export const DeclineDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline booking 101' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expect(canvas.getByText('Reason is required')).toBeInTheDocument();
  },
};

/** The bulk cancel asks one reason for the ticked bookings. */
export const BulkCancel: Story = {
  args: { selected: [101, 102] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel selected (2)' }));
    await userEvent.type(canvas.getByLabelText('Reason'), 'Depot closed');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel selected' }));
    await expect(args.onBulkCancel).toHaveBeenCalledWith([101, 102], 'Depot closed');
  },
};

/** What a bulk cancel reports when the server left some bookings alone. */
export const BulkCancelPartlyRefused: Story = {
  args: {
    bulkReport: {
      message: '1 of 2 bookings cancelled',
      failures: [{ pk: 102, title: 'Bookings can no longer be cancelled within 60 minutes of their start' }],
    },
    onBulkReportDismiss: fn(),
  },
};

export const Exporting: Story = {
  args: { exportProgress: { status: 'running', format: 'xlsx', rows: null, total: null, bytes: 48_000 } },
};

export const FleetShareTheme: Story = { args: { theme: 'fleet-share' }, globals: { theme: 'fleet-share' } };

/** On a phone or in a narrow column: each row a card, the priority columns on its face. */
export const NarrowBox: Story = { decorators: [inNarrowBox] };
