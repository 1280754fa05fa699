import type { RowData } from '@tanstack/react-table';
import { useId, useRef, useState } from 'react';
import { useDismiss } from '../popover/use-dismiss';
import * as styles from './DataTable.css';
import { TableIcon } from './TableIcon';
import type { ServerTable } from './use-server-table';

/** Shows and hides columns; columns that cannot be hidden (Action) are not offered. */
export function ColumnsMenu<TData extends RowData>({ table }: { table: ServerTable<TData> }) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  useDismiss(open, ref, () => setOpen(false));
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const hiddenCount = hideable.filter((column) => !column.getIsVisible()).length;
  return (
    <div ref={ref} className={styles.columnsMenu}>
      <button
        type="button"
        className={styles.toolbarButton}
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => setOpen(!open)}
      >
        <TableIcon name="columns" />
        Columns
        {hiddenCount > 0 && <span className={styles.toolbarCount}>{hiddenCount} hidden</span>}
      </button>
      {open && (
        <div id={`${id}-panel`} className={styles.columnsPanel} role="group" aria-label="Columns shown">
          <ul className={styles.columnsList}>
            {hideable.map((column) => (
              <li key={column.id}>
                <label className={styles.columnsOption}>
                  <input type="checkbox" checked={column.getIsVisible()} onChange={(event) => column.toggleVisibility(event.currentTarget.checked)} />
                  {column.columnDef.meta?.label ?? column.id}
                </label>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.textButton} disabled={hiddenCount === 0} onClick={() => table.toggleAllColumnsVisible(true)}>
            Show all columns
          </button>
        </div>
      )}
    </div>
  );
}
