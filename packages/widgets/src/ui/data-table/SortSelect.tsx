import type { RowData } from '@tanstack/react-table';
import { useId } from 'react';
import * as styles from './DataTable.css';
import { orderingOf, sortingOf } from './features';
import type { ServerTable } from './use-server-table';

/** The order of the rows as one list, for the card layout, which has no header cells to sort from. */
export function SortSelect<TData extends RowData>({ table }: { table: ServerTable<TData> }) {
  const id = useId();
  const sortable = table.getAllLeafColumns().filter((column) => column.getCanSort());
  if (sortable.length === 0) return null;
  return (
    <label htmlFor={id} className={styles.sortControl}>
      Sort by
      <select
        id={id}
        className={styles.sortSelect}
        value={orderingOf(table.state.sorting) ?? ''}
        onChange={(event) => table.setSorting(sortingOf(event.currentTarget.value || null))}
      >
        <option value="">Default order</option>
        {sortable.map((column) => {
          const label = column.columnDef.meta?.label ?? column.id;
          return [
            <option key={column.id} value={column.id}>
              {label}, ascending
            </option>,
            <option key={`-${column.id}`} value={`-${column.id}`}>
              {label}, descending
            </option>,
          ];
        })}
      </select>
    </label>
  );
}
