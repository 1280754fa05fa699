import type { Column, RowData } from '@tanstack/react-table';
import { useId } from 'react';
import { ColumnFilter } from './ColumnHeader';
import * as styles from './DataTable.css';
import type { DataTableFeatures } from './features';
import type { ServerTable } from './use-server-table';

/**
 * The column filters for the card layout, which has no header cells to
 * hold them: a 'Filters' disclosure beside the sort list, its summary
 * counting the filters in force so a narrowed list says so while closed.
 */
export function CardFilters<TData extends RowData>({ table }: { table: ServerTable<TData> }) {
  const filterable = table.getAllLeafColumns().filter((column) => column.columnDef.meta?.filter && column.getCanFilter());
  if (filterable.length === 0) return null;
  const inForce = filterable.filter((column) => {
    const value = column.getFilterValue();
    return typeof value === 'string' && value !== '';
  }).length;
  return (
    <details className={styles.cardFilters}>
      <summary className={styles.cardFiltersSummary}>{inForce > 0 ? `Filters (${inForce})` : 'Filters'}</summary>
      <div className={styles.cardFiltersPanel}>
        {filterable.map((column) => (
          <CardFilterField key={column.id} column={column} />
        ))}
      </div>
    </details>
  );
}

function CardFilterField<TData extends RowData>({ column }: { column: Column<DataTableFeatures, TData, unknown> }) {
  const id = useId();
  return (
    <div className={styles.cardFilterField}>
      <label htmlFor={id}>{column.columnDef.meta?.label ?? column.id}</label>
      <ColumnFilter column={column} className={styles.cardFilterInput} id={id} />
    </div>
  );
}
