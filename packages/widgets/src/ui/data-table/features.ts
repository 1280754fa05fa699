import {
  columnFilteringFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  filterFn_includesString,
  metaHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnFiltersState,
  type SortingState,
} from '@tanstack/react-table';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@motorpool/api';

export type PageSize = (typeof PAGE_SIZES)[number];

export type FilterOption = { value: string; label: string };

/** How a column is filtered from its header: free text (debounced), a list, a date, or Yes/No. */
export type ColumnFilterControl = { kind: 'text' } | { kind: 'date' } | { kind: 'yes-no' } | { kind: 'select'; options: readonly FilterOption[] };

export type DataColumnMeta = {
  /** The header text, also used in the accessible names of the column's controls. */
  label: string;
  filter?: ColumnFilterControl;
  /** Stays in view at the left edge while the table scrolls sideways (the Action column). */
  pinned?: boolean;
  /** Shown on the face of a row's card on a narrow screen; the other columns go under its 'More'. In column order. */
  priority?: boolean;
  /** A control of the row (its actions, its selection box) that sits in the card's top bar rather than in its fields. */
  cardControl?: boolean;
};

/**
 * The TanStack Table features both tables register. Sorting, filtering and
 * pagination are done by the server (`manual*` options), so no client row
 * models are registered: the table only holds their state and the column model.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  // Never run (filtering is manual); registered so a text column's 'auto' filter resolves and a cleared value drops its filter.
  filterFns: { includesString: filterFn_includesString },
  rowPaginationFeature,
  columnVisibilityFeature,
  columnSizingFeature,
  columnMeta: metaHelper<DataColumnMeta>(),
});
export type DataTableFeatures = typeof dataTableFeatures;

/** What a server-side table asks for: the page, its size, the order and the column filters. */
export type ServerQuery = {
  /** 1-based, as the server counts pages. */
  page: number;
  pageSize: PageSize;
  /** A sortable column key, with a leading '-' for descending; null for the server's order. */
  ordering: string | null;
  filters: Readonly<Record<string, string>>;
};

export function isPageSize(value: unknown): value is PageSize {
  return typeof value === 'number' && (PAGE_SIZES as readonly number[]).includes(value);
}

/** A page size from an attribute or prop, falling back to the default when it is not one of spec §9's. */
export function pageSizeOr(value: unknown, fallback: PageSize = DEFAULT_PAGE_SIZE): PageSize {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return isPageSize(number) ? number : fallback;
}

export const initialServerQuery = (pageSize: PageSize = DEFAULT_PAGE_SIZE): ServerQuery => ({
  page: 1,
  pageSize,
  ordering: null,
  filters: {},
});

export function sortingOf(ordering: string | null): SortingState {
  if (!ordering) return [];
  const desc = ordering.startsWith('-');
  return [{ id: desc ? ordering.slice(1) : ordering, desc }];
}

export function orderingOf(sorting: SortingState): string | null {
  const [first] = sorting;
  return first ? `${first.desc ? '-' : ''}${first.id}` : null;
}

export function columnFiltersOf(filters: Readonly<Record<string, string>>): ColumnFiltersState {
  return Object.entries(filters).map(([id, value]) => ({ id, value }));
}

export function filtersOf(columnFilters: ColumnFiltersState): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const { id, value } of columnFilters) {
    if (typeof value === 'string' && value.trim() !== '') filters[id] = value;
  }
  return filters;
}
