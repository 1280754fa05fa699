import type { Cell, RowData } from '@tanstack/react-table';
import type { DataTableFeatures } from './features';
import * as styles from './DataTable.css';
import { RowActionsAsMenu } from './RowActions';
import type { ServerTable } from './use-server-table';

type CardListProps<TData extends RowData> = {
  table: ServerTable<TData>;
  /** The list's accessible name ('Users'). */
  label: string;
};

/**
 * The rows as cards for a narrow box: each a list item with its controls
 * (selection, an actions menu) on top, the priority columns as a description
 * list (each value named by its column header) and the rest under 'More'.
 */
export function CardList<TData extends RowData>({ table, label }: CardListProps<TData>) {
  return (
    <RowActionsAsMenu.Provider value={true}>
      <ul part="cards" className={styles.cards} aria-label={label}>
        {table.getRowModel().rows.map((row) => {
          const cells = row.getVisibleCells();
          const controls = cells.filter((cell) => cell.column.columnDef.meta?.cardControl);
          const priority = cells.filter((cell) => cell.column.columnDef.meta?.priority);
          const rest = cells.filter((cell) => !cell.column.columnDef.meta?.cardControl && !cell.column.columnDef.meta?.priority);
          return (
            <li key={row.id} className={styles.card}>
              {controls.length > 0 && (
                <div className={styles.cardControls}>
                  {controls.map((cell) => (
                    <table.FlexRender key={cell.id} cell={cell} />
                  ))}
                </div>
              )}
              <CardFields table={table} cells={priority} />
              {rest.length > 0 && (
                <details className={styles.cardMore}>
                  <summary className={styles.cardMoreSummary}>More</summary>
                  <CardFields table={table} cells={rest} />
                </details>
              )}
            </li>
          );
        })}
      </ul>
    </RowActionsAsMenu.Provider>
  );
}

type CardFieldsProps<TData extends RowData> = {
  table: ServerTable<TData>;
  // biome-ignore lint/suspicious/noExplicitAny: a row's cells hold values of each column's own type, which only any covers (as ServerTableColumns)
  cells: Cell<DataTableFeatures, TData, any>[];
};

function CardFields<TData extends RowData>({ table, cells }: CardFieldsProps<TData>) {
  return (
    <dl className={styles.cardFields}>
      {cells.map((cell) => (
        <div key={cell.id} className={styles.cardField}>
          <dt className={styles.cardLabel}>{cell.column.columnDef.meta?.label ?? cell.column.id}</dt>
          <dd className={styles.cardValue}>
            <table.FlexRender cell={cell} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
