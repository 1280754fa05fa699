import type { Column, Header, RowData } from '@tanstack/react-table';
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
      {meta?.filter && column.getCanFilter() && <ColumnFilter column={column} className={styles.filterInput} />}
    </th>
  );
}

type ColumnFilterProps<TData extends RowData> = {
  column: Column<DataTableFeatures, TData, unknown>;
  /** The field's look: compact in a header cell, a fingertip's size in the cards' Filters. */
  className: string;
  /** For a visible label's `htmlFor`. */
  id?: string;
};

/** A column's filter field, by the kind its column declares; none for a column without one. */
export function ColumnFilter<TData extends RowData>({ column, className, id }: ColumnFilterProps<TData>) {
  const meta = column.columnDef.meta;
  const value = typeof column.getFilterValue() === 'string' ? (column.getFilterValue() as string) : '';
  const name = `Filter ${meta?.label ?? column.id}`;
  const set = (next: string) => column.setFilterValue(next);
  switch (meta?.filter?.kind) {
    case 'select':
      return (
        <select id={id} className={className} aria-label={name} value={value} onChange={(event) => set(event.currentTarget.value)}>
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
        <select id={id} className={className} aria-label={name} value={value} onChange={(event) => set(event.currentTarget.value)}>
          <option value="">All</option>
          <option value="true">Yes</option>
          <option value="false">No</option>
        </select>
      );
    case 'date':
      return <DateFilter name={name} value={value} onCommit={set} className={className} id={id} />;
    case 'text':
      return <TextFilter name={name} value={value} onCommit={set} className={className} id={id} />;
    default:
      return null;
  }
}

type FilterFieldProps = { name: string; value: string; onCommit: (value: string) => void; className: string; id?: string };

function TextFilter({ name, value, onCommit, className, id }: FilterFieldProps) {
  const [text, change] = useDebouncedInput(value, onCommit);
  return (
    <input
      type="search"
      id={id}
      className={className}
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
function DateFilter({ name, value, onCommit, className, id }: FilterFieldProps) {
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
      id={id}
      className={className}
      aria-label={name}
      aria-invalid={invalid || undefined}
      placeholder="dd/mm/yyyy"
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
    />
  );
}
