import { useId, type ReactNode } from 'react';
import * as styles from './Detail.css';

/** One labelled value of a read-only record; nothing to show reads as a dash. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={styles.row}>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{empty ? <span className={styles.empty}>—</span> : children}</dd>
    </div>
  );
}

/** The rows of a section, in as many columns as fit. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className={styles.list}>{children}</dl>;
}

/** A titled part of a read-only record: its rows, or a table. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}

export type DetailTableProps<Row> = {
  /** The table's accessible name. */
  label: string;
  columns: readonly string[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** One cell a column, in the columns' order. */
  cells: (row: Row) => readonly ReactNode[];
  /** Shown instead of the table when there are no rows. */
  emptyText: string;
  /** Why the rows could not be loaded: shown instead of the table. */
  error?: string | null;
};

/** A record's list of related rows (its bookings, its audit trail), or why there are none. */
export function DetailTable<Row>({ label, columns, rows, rowKey, cells, emptyText, error }: DetailTableProps<Row>) {
  if (error) return <p className={styles.failed}>{error}</p>;
  if (rows.length === 0) return <p className={styles.muted}>{emptyText}</p>;
  return (
    // On a phone a wide list scrolls inside its own box, never the page. The box is a keyboard stop so it can be scrolled
    // without a pointer (axe's scrollable-region-focusable); its name says what it holds without repeating the section's.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: see above.
    // biome-ignore lint/a11y/useSemanticElements: a scroll box around one table, not a fieldset of form controls.
    <div className={styles.tableScroll} role="group" aria-label={`${label}, scrolls sideways`} tabIndex={0}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={styles.headCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {cells(row).map((cell, index) => (
                <td key={columns[index]} className={styles.cell}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
