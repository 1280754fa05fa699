import type { Header, RowData } from '@tanstack/react-table';
import { useState } from 'react';
import { formatDisplayDate, parseDisplayDate } from '../date-field/dates';
import type { DataTableFeatures } from './features';
import * as styles from './DataTable.css';
import { TableIcon } from './TableIcon';
import { useDebouncedInput } from './use-debounced-input';

type HeaderProps<TData extends RowData> = { header: Header<DataTableFeatures, TData, unknown> };

const ariaSort = (sorted: false | 'asc' | 'desc', canSort: boolean) =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : canSort ? 'none' : undefined;

/** A column's header cell: its label (a sort button when the server can sort by it) and its filter. */
export function ColumnHeader<TData extends RowData>({ header }: HeaderProps<TData>) {
  const { column } = header;
  const meta = column.columnDef.meta;
  const label = meta?.label ?? column.id;
  const canSort = column.getCanSort();
  const sorted = column.getIsSorted();
  return (
    <th
      scope="col"
      className={meta?.pinned ? styles.pinnedHeaderCell : styles.headerCell}
      style={{ width: header.getSize() }}
      aria-sort={ariaSort(sorted, canSort)}
      // Named by its label alone: the filter's current choice is not part of the column's name.
      aria-label={label}
    >
      {canSort ? (
        <button type="button" className={styles.sortButton} onClick={column.getToggleSortingHandler()}>
          <span className={styles.headerLabel} title={label}>
            {label}
          </span>
          <TableIcon
            name={sorted === 'asc' ? 'sortAscending' : sorted === 'desc' ? 'sortDescending' : 'sortable'}
            size={14}
            className={sorted ? styles.sortIconActive : styles.sortIcon}
          />
        </button>
      ) : (
        <span className={styles.headerLabel} title={label}>
          {label}
        </span>
      )}
      {meta?.filter && column.getCanFilter() && <ColumnFilter header={header} />}
    </th>
  );
}

function ColumnFilter<TData extends RowData>({ header }: HeaderProps<TData>) {
  const { column } = header;
  const meta = column.columnDef.meta;
  const value = typeof column.getFilterValue() === 'string' ? (column.getFilterValue() as string) : '';
  const name = `Filter ${meta?.label ?? column.id}`;
  const set = (next: string) => column.setFilterValue(next);
  switch (meta?.filter?.kind) {
    case 'select':
      return (
        <select className={styles.filterInput} aria-label={name} value={value} onChange={(event) => set(event.currentTarget.value)}>
          <option value="">All</option>
          {meta.filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case 'yes-no':
      return (
        <select className={styles.filterInput} aria-label={name} value={value} onChange={(event) => set(event.currentTarget.value)}>
          <option value="">All</option>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </select>
      );
    case 'date':
      return <DateFilter name={name} value={value} onCommit={set} />;
    case 'text':
      return <TextFilter name={name} value={value} onCommit={set} />;
    default:
      return null;
  }
}

function TextFilter({ name, value, onCommit }: { name: string; value: string; onCommit: (value: string) => void }) {
  const [text, change] = useDebouncedInput(value, onCommit);
  return (
    <input
      type="search"
      className={styles.filterInput}
      aria-label={name}
      placeholder="Filter…"
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
    />
  );
}

/**
 * A date typed as dd/mm/yyyy (spec §3 shows dates so), sent as yyyy-MM-dd
 * once it is a real date; until then it is marked invalid and not sent.
 */
function DateFilter({ name, value, onCommit }: { name: string; value: string; onCommit: (value: string) => void }) {
  const [invalid, setInvalid] = useState(false);
  const [text, change] = useDebouncedInput(formatDisplayDate(value), (typed) => {
    const iso = typed.trim() === '' ? '' : parseDisplayDate(typed);
    setInvalid(iso === null);
    if (iso !== null) onCommit(iso);
  });
  return (
    <input
      type="text"
      inputMode="numeric"
      className={styles.filterInput}
      aria-label={name}
      aria-invalid={invalid || undefined}
      placeholder="dd/mm/yyyy"
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
    />
  );
}
