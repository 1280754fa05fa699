import { createColumnHelper, type RowData } from '@tanstack/react-table';
import type { DataTableFeatures } from './features';
import { TextCell } from './TextCell';

type TextColumnOptions = {
  /** On the face of the row's card on a narrow screen (see DataColumnMeta). */
  priority?: boolean;
  className?: string;
};

/** A column that shows a text of the row and does nothing else: no sorting, filter or hiding. */
export function textColumn<TData extends RowData>(
  id: string,
  label: string,
  size: number,
  value: (row: TData) => string | null | undefined,
  { priority, className }: TextColumnOptions = {},
) {
  return createColumnHelper<DataTableFeatures, TData>().accessor((row) => value(row) ?? '', {
    id,
    header: label,
    size,
    enableSorting: false,
    enableColumnFilter: false,
    enableHiding: false,
    meta: { label, priority },
    cell: ({ row }) => <TextCell value={value(row.original)} className={className} />,
  });
}
