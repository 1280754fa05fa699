import { functionalUpdate, useTable, type ColumnDef, type ReactTable, type RowData } from '@tanstack/react-table';
import { useMemo } from 'react';
import { columnFiltersOf, dataTableFeatures, filtersOf, orderingOf, pageSizeOr, sortingOf, type DataTableFeatures, type ServerQuery } from './features';

export type ServerTable<TData extends RowData> = ReactTable<DataTableFeatures, TData>;

/**
 * A table's columns, each with a value type of its own: the type TanStack's
 * `helper.columns` gives such a list.
 */
// biome-ignore lint/suspicious/noExplicitAny: column definitions of different value types are not assignable to one another (their cell and header functions take them), so a mixed list can only say any, as TanStack's own type does
export type ServerTableColumns<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>[];

export type ServerTableOptions<TData extends RowData> = {
  /** The page the server sent. Keep the array stable between loads. */
  data: TData[];
  /** Keep stable: a new array rebuilds the column model. */
  columns: ServerTableColumns<TData>;
  getRowId: (row: TData) => string;
  /** How many rows match on the server, every page included. */
  count: number;
  query: ServerQuery;
  onQueryChange: (query: ServerQuery) => void;
  /** Ids of the columns the person hid. */
  hiddenColumns?: readonly string[];
  onHiddenColumnsChange?: (hidden: string[]) => void;
};

const noColumnsHidden: readonly string[] = [];

/**
 * A TanStack table whose sorting, filters, page and hidden columns are all
 * owned by the caller (`query`, `hiddenColumns`): the server sorts, filters
 * and pages, so a change only asks for a new query. A new order or filter
 * starts again at page 1; so does a new page size, since the old page number
 * means other rows at another size.
 */
export function useServerTable<TData extends RowData>({
  data,
  columns,
  getRowId,
  count,
  query,
  onQueryChange,
  hiddenColumns = noColumnsHidden,
  onHiddenColumnsChange,
}: ServerTableOptions<TData>): ServerTable<TData> {
  const state = useMemo(
    () => ({
      sorting: sortingOf(query.ordering),
      columnFilters: columnFiltersOf(query.filters),
      pagination: { pageIndex: query.page - 1, pageSize: query.pageSize },
      columnVisibility: Object.fromEntries(hiddenColumns.map((id) => [id, false])),
    }),
    [query, hiddenColumns],
  );

  return useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    state,
    rowCount: count,
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    autoResetPageIndex: false,
    enableMultiSort: false,
    sortDescFirst: false,
    onSortingChange: (updater) => onQueryChange({ ...query, page: 1, ordering: orderingOf(functionalUpdate(updater, state.sorting)) }),
    onColumnFiltersChange: (updater) => onQueryChange({ ...query, page: 1, filters: filtersOf(functionalUpdate(updater, state.columnFilters)) }),
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, state.pagination);
      const pageSize = pageSizeOr(next.pageSize, query.pageSize);
      onQueryChange({ ...query, pageSize, page: pageSize === query.pageSize ? Math.max(1, next.pageIndex + 1) : 1 });
    },
    onColumnVisibilityChange: (updater) => {
      const next = functionalUpdate(updater, state.columnVisibility);
      onHiddenColumnsChange?.(Object.keys(next).filter((id) => next[id] === false));
    },
  });
}
