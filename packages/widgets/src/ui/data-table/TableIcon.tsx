import { StrokeIcon } from '../icon/Icon';

/*
 * Line icons of the table controls and row actions (24 × 24, stroked with the
 * current colour), drawn like the shell's icons.
 */
const PATHS = {
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  view: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  delete: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  resetPassword: 'M14.5 14a5 5 0 1 0-4.6-3L3 18v3h3v-2h2v-2h2l1.2-1.2A5 5 0 0 0 14.5 14zM16 7.5h.01',
  reactivate: 'M4 12a8 8 0 1 0 2.4-5.7L4 8.6M4 4v4.6h4.6M9 12l2 2 4-4',
  unlock: 'M5 11h14v10H5zM8 11V7a4 4 0 0 1 7.7-1.5M12 15v2',
  notes: 'M5 3h14v18H5zM9 8h6M9 12h6M9 16h4',
  incident: 'M12 3l10 18H2zM12 10v5M12 18v.5',
  resend: 'M3 11l18-8-8 18-2-8zM11 13l10-10',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  previous: 'M15 6l-6 6 6 6',
  next: 'M9 6l6 6-6 6',
  first: 'M17 6l-6 6 6 6M7 6v12',
  last: 'M7 6l6 6-6 6M17 6v12',
  sortAscending: 'M12 5v14M6 11l6-6 6 6',
  sortDescending: 'M12 5v14M6 13l6 6 6-6',
  sortable: 'M8 9l4-4 4 4M8 15l4 4 4-4',
  columns: 'M4 4h16v16H4zM9.5 4v16M14.5 4v16',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  close: 'M6 6l12 12M18 6L6 18',
  approve: 'M5 12.5l4.5 4.5L19 7.5',
  decline: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9 9l6 6M15 9l-6 6',
  cancel: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM5.7 5.7l12.6 12.6',
  checkOut: 'M10 4H4v16h6M14 8l4 4-4 4M18 12H8',
  checkIn: 'M14 4h6v16h-6M9 8l4 4-4 4M13 12H3',
  complete: 'M5 21V4M5 4h12l-2.5 4L17 12H5',
  extend: 'M12 7v5l3 2M20.5 13A8.5 8.5 0 1 1 12 3.5M18 3v6M15 6h6',
} as const;

export type TableIconName = keyof typeof PATHS;

/** Decorative: the control it sits in carries the accessible name. */
export function TableIcon({ name, size = 16, className }: { name: TableIconName; size?: number; className?: string }) {
  return <StrokeIcon path={PATHS[name]} size={size} className={className} strokeWidth={1.9} />;
}
