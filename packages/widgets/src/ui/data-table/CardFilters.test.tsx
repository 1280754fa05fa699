import { createColumnHelper } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inBoxOfWidth } from '../../test-support/narrow-box';
import { DataTable } from './DataTable';
import type { DataTableFeatures, ServerQuery } from './features';
import { useServerTable } from './use-server-table';

type Car = { id: string; name: string; status: string };

const helper = createColumnHelper<DataTableFeatures, Car>();
const columns = [
  helper.accessor('name', { id: 'name', header: 'Name', meta: { label: 'Name', priority: true, filter: { kind: 'text' } } }),
  helper.accessor('status', {
    id: 'status',
    header: 'Status',
    meta: {
      label: 'Status',
      priority: true,
      filter: {
        kind: 'select',
        options: [
          { value: 'active', label: 'Active' },
          { value: 'inactive', label: 'Inactive' },
        ],
      },
    },
  }),
];
const cars: Car[] = [{ id: '1', name: 'Corolla Hybrid SC-01', status: 'active' }];

function Cars({ query, onQueryChange }: { query: ServerQuery; onQueryChange: (query: ServerQuery) => void }) {
  const table = useServerTable({ data: cars, columns, getRowId: (car) => car.id, count: cars.length, query, onQueryChange });
  return <DataTable table={table} label="Cars" noun="cars" status="ready" emptyText="No cars" />;
}

const query = (filters: Record<string, string> = {}): ServerQuery => ({ page: 2, pageSize: 20, ordering: null, filters });

describe('A table as cards', () => {
  inBoxOfWidth(360);

  it('offers its column filters in a Filters disclosure beside the sort list, counting those in force', async () => {
    const user = userEvent.setup();
    const onQueryChange = vi.fn();
    const { rerender } = render(<Cars query={query()} onQueryChange={onQueryChange} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const summary = screen.getByText('Filters', { selector: 'summary' });
    const disclosure = summary.closest('details') as HTMLElement;
    expect(disclosure).not.toHaveAttribute('open');

    await user.click(summary);
    expect(disclosure).toHaveAttribute('open');
    const panel = within(disclosure);
    expect(panel.getByRole('searchbox', { name: 'Filter Name' })).toBeInTheDocument();
    await user.selectOptions(panel.getByRole('combobox', { name: 'Filter Status' }), 'Inactive');
    expect(onQueryChange).toHaveBeenLastCalledWith({ ...query({ status: 'inactive' }), page: 1 });

    rerender(<Cars query={query({ status: 'inactive' })} onQueryChange={onQueryChange} />);
    expect(screen.getByText('Filters (1)', { selector: 'summary' })).toBeInTheDocument();
    expect(panel.getByRole('combobox', { name: 'Filter Status' })).toHaveValue('inactive');
  });

  it('names each filter by its visible column label', async () => {
    render(<Cars query={query()} onQueryChange={vi.fn()} />);
    const field = screen.getByRole('combobox', { name: 'Filter Status' });
    expect(document.querySelector(`label[for="${field.id}"]`)).toHaveTextContent('Status');
  });
});
