import { PAGE_SIZES } from '@motorpool/api';
import type { RowData } from '@tanstack/react-table';
import { useId } from 'react';
import * as styles from './DataTable.css';
import { TableIcon, type TableIconName } from './TableIcon';
import type { DataTableStatus } from './DataTable';
import type { ServerTable } from './use-server-table';

type PaginationBarProps<TData extends RowData> = {
  table: ServerTable<TData>;
  /** What the rows are, for the summary and the navigation's name: 'users', 'invites'. */
  noun: string;
  /** While a page loads the buttons wait, so two clicks do not ask for two pages. */
  status: DataTableStatus;
};

/** Rows per page (spec §9 sizes), where the shown rows sit in the whole set, and page navigation. */
export function PaginationBar<TData extends RowData>({ table, noun, status }: PaginationBarProps<TData>) {
  const busy = status === 'loading';
  const id = useId();
  const { pageIndex, pageSize } = table.state.pagination;
  const count = table.getRowCount();
  const pageCount = Math.max(1, table.getPageCount());
  const from = count === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(count, (pageIndex + 1) * pageSize);
  return (
    <nav className={styles.pagination} aria-label={`Pages of ${noun}`}>
      <div className={styles.pageSize}>
        <label htmlFor={`${id}-size`}>Rows per page</label>
        <select id={`${id}-size`} className={styles.pageSizeSelect} value={pageSize} onChange={(event) => table.setPageSize(Number(event.currentTarget.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p className={styles.pageSummary} role="status">
        {count > 0 ? `${from}–${to} of ${count} ${noun}` : busy ? `Loading ${noun}…` : status === 'ready' ? `No ${noun}` : ''}
      </p>
      <div className={styles.pageButtons}>
        <PageButton label="First page" icon="first" disabled={busy || !table.getCanPreviousPage()} onClick={() => table.firstPage()} />
        <PageButton label="Previous page" icon="previous" disabled={busy || !table.getCanPreviousPage()} onClick={() => table.previousPage()} />
        <span className={styles.pageNumber}>
          Page {Math.min(pageIndex + 1, pageCount)} of {pageCount}
        </span>
        <PageButton label="Next page" icon="next" disabled={busy || !table.getCanNextPage()} onClick={() => table.nextPage()} />
        <PageButton label="Last page" icon="last" disabled={busy || !table.getCanNextPage()} onClick={() => table.lastPage()} />
      </div>
    </nav>
  );
}

function PageButton({ label, icon, disabled, onClick }: { label: string; icon: TableIconName; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className={styles.iconButton} aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      <TableIcon name={icon} />
    </button>
  );
}
