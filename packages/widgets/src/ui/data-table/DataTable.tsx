import type { RowData } from '@tanstack/react-table';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '../button/Button';
import type { ThemeName } from '../../theme/theme-names';
import { CardFilters } from './CardFilters';
import { CardList } from './CardList';
import { ColumnHeader } from './ColumnHeader';
import * as styles from './DataTable.css';
import { TableLayerContext } from './layer';
import { PaginationBar } from './PaginationBar';
import { SortSelect } from './SortSelect';
import { useCardLayout } from './use-card-layout';
import type { ServerTable } from './use-server-table';

export const DATA_TABLE_STATUSES = ['loading', 'ready', 'error'] as const;
export type DataTableStatus = (typeof DATA_TABLE_STATUSES)[number];

/** Row height in pixels: one line of text and the action buttons, readable but dense. */
export const ROW_HEIGHT = 44;
const SKELETON_ROWS = 8;
/** Rows rendered beyond the visible ones, so a quick scroll does not show blank space. */
const OVERSCAN = 6;
/** The height assumed while the scrolling area has none yet (not laid out: hidden, or a DOM without layout). */
const UNMEASURED_HEIGHT = 600;

/** What every table widget takes about its page: the load's state, the total, and the query it asks the server for. */
export type ServerPageProps<TQuery> = {
  status: DataTableStatus;
  /** How many rows match on the server, every page included. */
  count: number;
  /** Why the rows could not be loaded: the server's title. */
  error?: string | null;
  onRetry?: () => void;
  query: TQuery;
  /** Search, filters, order and page are the server's: each change asks for a new query. */
  onQueryChange: (query: TQuery) => void;
  theme?: ThemeName;
};

export type DataTableProps<TData extends RowData> = {
  table: ServerTable<TData>;
  /** The table's accessible name ('Users'). */
  label: string;
  /** What the rows are, for the page summary ('users'). */
  noun: string;
  status: DataTableStatus;
  /** Why the rows could not be loaded: the server's title. */
  error?: string | null;
  onRetry?: () => void;
  emptyText: string;
  /** Above the table: search, column choice. */
  toolbar?: ReactNode;
  /** Dialogs of the widget, rendered in the table's layer. */
  children?: ReactNode;
  theme?: ThemeName;
};

/**
 * The frame both tables share: a toolbar, the table in a scrolling area with
 * a sticky header (sort and filter in each header cell) and the first column
 * pinned, virtualised rows (only those in view are in the DOM), the loading,
 * empty and error states, and the pagination bar. In a narrow box the rows
 * are cards instead (CardList) and a sort list and a Filters disclosure
 * stand in for the headers.
 */
export function DataTable<TData extends RowData>({ table, label, noun, status, error, onRetry, emptyText, toolbar, children, theme }: DataTableProps<TData>) {
  const [layer, setLayer] = useState<HTMLDivElement | null>(null);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const cards = useCardLayout(root);
  const scroller = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const width = table.getTotalSize();
  const { pageIndex, pageSize } = table.state.pagination;
  const loading = status === 'loading';
  const showRows = status === 'ready' || (loading && rows.length > 0);
  const layerValue = useMemo(() => ({ element: layer }), [layer]);

  return (
    <TableLayerContext.Provider value={layerValue}>
      <section ref={setRoot} part="base" className={styles.root} data-motorpool-theme={theme} aria-busy={loading || undefined}>
        {(toolbar || cards) && (
          <div part="toolbar" className={styles.toolbar}>
            {toolbar}
            {cards && <SortSelect table={table} />}
            {cards && <CardFilters table={table} />}
          </div>
        )}
        <div className={styles.frame}>
          {loading && rows.length > 0 && <div className={styles.progress} role="progressbar" aria-label={`Loading ${noun}`} />}
          {cards ? (
            showRows && rows.length > 0 && <CardList table={table} label={label} />
          ) : (
            <div ref={scroller} className={styles.scroller} tabIndex={0} role="region" aria-label={label}>
              <table part="table" className={styles.table} style={{ width }} aria-label={label} aria-rowcount={showRows ? table.getRowCount() + 1 : undefined}>
                <thead className={styles.head}>
                  {table.getHeaderGroups().map((group) => (
                    <tr key={group.id} className={styles.row} aria-rowindex={1}>
                      {group.headers.map((header) => (
                        <ColumnHeader key={header.id} header={header} />
                      ))}
                    </tr>
                  ))}
                </thead>
                {showRows && rows.length > 0 && <VirtualRows table={table} scroller={scroller} firstRowIndex={pageIndex * pageSize} />}
                {loading && rows.length === 0 && <SkeletonRows table={table} />}
              </table>
            </div>
          )}
          {cards && loading && rows.length === 0 && <p className={styles.message}>Loading {noun}…</p>}
          {status === 'error' && (
            <div role="alert" className={styles.message}>
              <p className={styles.alertTitle}>{error || `The ${noun} could not be loaded.`}</p>
              {onRetry && (
                <Button variant="outline" size="small" onClick={onRetry}>
                  Retry
                </Button>
              )}
            </div>
          )}
          {status === 'ready' && rows.length === 0 && (
            <div className={styles.message}>
              <p className={styles.messageTitle}>{emptyText}</p>
            </div>
          )}
        </div>
        <PaginationBar table={table} noun={noun} status={status} />
        {children}
        <div ref={setLayer} className={styles.layer} />
      </section>
    </TableLayerContext.Provider>
  );
}

type VirtualRowsProps<TData extends RowData> = {
  table: ServerTable<TData>;
  scroller: RefObject<HTMLDivElement | null>;
  /** Where this page starts in the whole set, for `aria-rowindex`. */
  firstRowIndex: number;
};

function VirtualRows<TData extends RowData>({ table, scroller, firstRowIndex }: VirtualRowsProps<TData>) {
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: OVERSCAN,
    // A first screenful rather than no rows at all until the area is measured.
    observeElementRect: (instance, report) => observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : { ...rect, height: UNMEASURED_HEIGHT })),
  });
  return (
    <tbody className={styles.body} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <tr
            key={row.id}
            className={styles.bodyRow}
            aria-rowindex={firstRowIndex + item.index + 2}
            style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
          >
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className={cell.column.columnDef.meta?.pinned ? styles.pinnedCell : styles.cell} style={{ width: cell.column.getSize() }}>
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        );
      })}
    </tbody>
  );
}

function SkeletonRows<TData extends RowData>({ table }: { table: ServerTable<TData> }) {
  const columns = table.getVisibleLeafColumns();
  return (
    <tbody className={styles.skeletonBody} aria-hidden="true">
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the placeholder rows are identical and never reorder; their place is all they are
        <tr key={index} className={styles.skeletonRow} style={{ height: ROW_HEIGHT }}>
          {columns.map((column) => (
            <td key={column.id} className={column.columnDef.meta?.pinned ? styles.pinnedCell : styles.skeletonCell} style={{ width: column.getSize() }}>
              <span className={styles.skeletonBar} />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
