import { EXPORT_FORMATS, type EmployeeListQuery, type ExportFormat } from '@motorpool/api';
import { useState } from 'react';
import { useStore } from 'zustand';
import { failureTitle } from '../private/account-form/api-failure';
import { sessionApiClient } from '../session/session-api';
import { saveFile } from './save-file';
import { createTableExportStore, type TableExportState } from './store';

export const UNSUPPORTED_FORMAT = 'This format cannot be exported.';

const isExportFormat = (format: string): format is ExportFormat => (EXPORT_FORMATS as readonly string[]).includes(format);

export type UsersExport = TableExportState & {
  /**
   * Streams the whole users table under `query` (its filters, search and
   * ordering; pages are ignored) in `format`, then hands the file to the
   * browser. A second start while one runs is ignored.
   */
  start: (query: EmployeeListQuery, format: string) => Promise<void>;
  dismiss: () => void;
};

/**
 * The users export behind the heading bar's `motorpool-export` event: call
 * `start(currentQuery, event.detail.format)` and render
 * `<TableExportProgress {...usersExport} onDismiss={usersExport.dismiss} />`.
 */
export function useUsersExport(apiBase?: string): UsersExport {
  const [store] = useState(() => createTableExportStore());
  const { status, format, rows, total, bytes, fileName, error } = useStore(store);

  async function start(query: EmployeeListQuery, format: string) {
    const { status, started, progressed, finished, failed } = store.getState();
    if (status === 'running') return;
    if (!isExportFormat(format)) {
      failed(UNSUPPORTED_FORMAT);
      return;
    }
    started(format);
    try {
      const file = await sessionApiClient(apiBase).tfm.exportEmployees(query, format, progressed);
      saveFile(file);
      finished(file.name);
    } catch (error) {
      failed(failureTitle(error));
    }
  }

  return { status, format, rows, total, bytes, fileName, error, start, dismiss: () => store.getState().dismissed() };
}
