import {
  EXPORT_FORMATS,
  employeeTransferCalls,
  type ApiClientOptions,
  type EmployeeListQuery,
  type ExportFormat,
  type ListBranchesQuery,
  type TransferProgress,
} from '@motorpool/api';
import { useState } from 'react';
import { useStore } from 'zustand';
import { failureTitle } from '../../api/api-failure';
import { sessionClientOptions } from '../../session/session-api';
import { saveFile } from './save-file';
import { createTableExportStore, type TableExportState } from './store';

export const UNSUPPORTED_FORMAT = 'This format cannot be exported.';

const isExportFormat = (format: string): format is ExportFormat => (EXPORT_FORMATS as readonly string[]).includes(format);

/** Streams one table in a format, reporting progress; the file it answers is handed to the browser. */
export type TableExporter<Query> = (
  options: ApiClientOptions,
  query: Query,
  format: ExportFormat,
  onProgress: (progress: TransferProgress) => void,
) => Promise<File>;

export type TableExport<Query> = TableExportState & {
  /**
   * Streams the whole table under `query` (its filters, search and ordering;
   * pages are ignored) in `format`, then hands the file to the browser. A
   * second start while one runs is ignored.
   */
  start: (query: Query, format: string) => Promise<void>;
  dismiss: () => void;
};

/**
 * The export behind a heading bar's `motorpool-export` event: call
 * `start(currentQuery, event.detail.format)` and render
 * `<TableExportProgress {...tableExport} onDismiss={tableExport.dismiss} />`.
 */
export function useTableExport<Query>(exporter: TableExporter<Query>, apiBase?: string): TableExport<Query> {
  const [store] = useState(() => createTableExportStore());
  const { status, format, rows, total, bytes, fileName, error } = useStore(store);

  async function start(query: Query, format: string) {
    const { status, started, progressed, finished, failed } = store.getState();
    if (status === 'running') return;
    if (!isExportFormat(format)) {
      failed(UNSUPPORTED_FORMAT);
      return;
    }
    started(format);
    try {
      const file = await exporter(sessionClientOptions(apiBase), query, format, progressed);
      saveFile(file);
      finished(file.name);
    } catch (error) {
      failed(failureTitle(error));
    }
  }

  return { status, format, rows, total, bytes, fileName, error, start, dismiss: () => store.getState().dismissed() };
}

export type UsersExport = TableExport<EmployeeListQuery>;

/** The users table's export (`employees-extensions/?is_export=`). */
export const useUsersExport = (apiBase?: string): UsersExport =>
  useTableExport<EmployeeListQuery>((options, query, format, onProgress) => employeeTransferCalls(options).exportEmployees(query, format, onProgress), apiBase);

/** The branches table's export (`branches/?is_export=csv`). */
export const useBranchesExport = (apiBase?: string): TableExport<ListBranchesQuery> =>
  useTableExport<ListBranchesQuery>((options, query, format, onProgress) => employeeTransferCalls(options).exportBranches(query, format, onProgress), apiBase);
