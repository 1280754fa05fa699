import type { RowData } from '@tanstack/react-table';
import { Button } from '../button/Button';
import * as styles from './DataTable.css';
import { TableIcon } from './TableIcon';
import { ToolbarPopover } from './ToolbarPopover';
import type { ServerTable } from './use-server-table';

/** Shows and hides columns; columns that cannot be hidden (Action) are not offered. */
export function ColumnsMenu<TData extends RowData>({ table }: { table: ServerTable<TData> }) {
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  const hiddenCount = hideable.filter((column) => !column.getIsVisible()).length;
  return (
    <ToolbarPopover
      button={
        <>
          <TableIcon name="columns" />
          Columns
          {hiddenCount > 0 && <span className={styles.toolbarCount}>{hiddenCount} hidden</span>}
        </>
      }
      panelClassName={styles.columnsPanel}
      panelRole="group"
      panelLabel="Columns shown"
    >
      <ul className={styles.columnsList}>
        {hideable.map((column) => (
          <li key={column.id}>
            <label className={styles.panelOption}>
              <input type="checkbox" checked={column.getIsVisible()} onChange={(event) => column.toggleVisibility(event.currentTarget.checked)} />
              {column.columnDef.meta?.label ?? column.id}
            </label>
          </li>
        ))}
      </ul>
      <Button variant="text" size="small" disabled={hiddenCount === 0} onClick={() => table.toggleAllColumnsVisible(true)}>
        Show all columns
      </Button>
    </ToolbarPopover>
  );
}
