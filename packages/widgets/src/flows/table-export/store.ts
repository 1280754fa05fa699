import type { ExportFormat, TransferProgress } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';

export const TABLE_EXPORT_STATUSES = ['idle', 'running', 'done', 'error'] as const;
export type TableExportStatus = (typeof TABLE_EXPORT_STATUSES)[number];

export type TableExportState = {
  status: TableExportStatus;
  format: ExportFormat | null;
  /** Rows received so far; null when the format does not let the client count them (XLSX). */
  rows: number | null;
  /** Rows the server is sending (its `x-total-count`). */
  total: number | null;
  bytes: number;
  /** The saved file's name, once done. */
  fileName: string | null;
  error: string | null;
};

export type TableExportActions = {
  started: (format: ExportFormat) => void;
  progressed: (progress: TransferProgress) => void;
  finished: (fileName: string) => void;
  failed: (title: string) => void;
  dismissed: () => void;
};

export type TableExportStore = StoreApi<TableExportState & TableExportActions>;

const idle: TableExportState = { status: 'idle', format: null, rows: null, total: null, bytes: 0, fileName: null, error: null };

/** One store per export control on the page. */
export function createTableExportStore(initial: Partial<TableExportState> = {}): TableExportStore {
  return createStore<TableExportState & TableExportActions>()((set) => ({
    ...idle,
    ...initial,
    started: (format) => set({ ...idle, status: 'running', format }),
    progressed: ({ rows, total, bytes }) => set({ rows, total, bytes }),
    finished: (fileName) => set({ status: 'done', fileName }),
    failed: (error) => set({ status: 'error', error }),
    dismissed: () => set(idle),
  }));
}
