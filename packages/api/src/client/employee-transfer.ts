import { create } from 'superstruct';
import type { ExportFormat, EmployeeListQuery } from '../structs/user-table';
import { ImportLine, type ImportFormat, type ImportOptions, type ImportSummary, type TransferProgress } from '../structs/employee-transfer';
import { MotorpoolApiError } from './errors';
import { serviceBase, type ApiClientOptions } from './request';
import type { BookingListName, BookingListQuery } from './bookings';
import type { ListBranchesQuery } from './branch-list';
import type { VehicleFilterQuery } from '../structs/vehicle';
import type { IncidentListQuery } from '../structs/incident';

type QueryValue = string | number | boolean | null | undefined;

/** `filename="users-2024-05-31.csv"` (or the RFC 5987 `filename*=` form) from a content-disposition header. */
export function attachmentName(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: the plain filename below still applies.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/**
 * Counts the records a CSV stream has completed, chunk by chunk: line breaks
 * inside quoted cells (an address on two lines) are not record ends.
 */
export function csvRecordCounter() {
  let quoted = false;
  let records = 0;
  return (text: string): number => {
    for (let index = 0; index < text.length; index += 1) {
      const char = text.charCodeAt(index);
      if (char === 34) quoted = !quoted;
      else if (char === 10 && !quoted) records += 1;
    }
    return records;
  };
}

async function errorFrom(response: Response): Promise<MotorpoolApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return MotorpoolApiError.fromResponse(response.status, body);
}

/**
 * The calls whose bodies are files or streams, which the JSON requester cannot
 * carry: the users export (`is_export`), the import template and the import
 * with its NDJSON progress. Same headers and the same error type as every call.
 */
export function employeeTransferCalls(options: ApiClientOptions) {
  const base = () => serviceBase(options.apiBase ?? '', 'tfm');

  async function send(path: string, init: { method?: 'GET' | 'POST'; query?: Record<string, QueryValue>; body?: FormData }): Promise<Response> {
    const headers: Record<string, string> = {};
    const token = options.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    const organisation = options.getOrganisation?.();
    if (organisation) headers.organisation = String(organisation);
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(init.query ?? {})) {
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    }
    const query = search.toString();
    const fetcher = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await fetcher(`${base()}${path}${query ? `?${query}` : ''}`, { method: init.method ?? 'GET', headers, body: init.body });
    } catch (cause) {
      throw MotorpoolApiError.unreachable(cause);
    }
    if (!response.ok) throw await errorFrom(response);
    return response;
  }

  /** Reads a body to the end, reporting each chunk; a dropped connection is the same error as no connection. */
  async function readAll(response: Response, onChunk: (chunk: Uint8Array, bytes: number) => void): Promise<Uint8Array[]> {
    const chunks: Uint8Array[] = [];
    if (!response.body) return chunks;
    const reader = response.body.getReader();
    let bytes = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        bytes += value.byteLength;
        onChunk(value, bytes);
      }
    } catch (cause) {
      throw MotorpoolApiError.unreachable(cause);
    }
    return chunks;
  }

  function asFile(chunks: Uint8Array[], response: Response, fallbackName: string): File {
    const type = response.headers.get('content-type') ?? 'application/octet-stream';
    // Uint8Array chunks are valid parts; the cast only bridges the DOM and Node typings of BlobPart.
    return new File(chunks as unknown as ConstructorParameters<typeof File>[0], attachmentName(response.headers.get('content-disposition'), fallbackName), {
      type,
    });
  }

  /** A list's whole filtered set as one file: the list's query without paging, with `is_export`, counting bytes only. */
  async function exportList(
    path: string,
    query: Record<string, unknown>,
    format: ExportFormat,
    fileName: string,
    onProgress?: (progress: TransferProgress) => void,
  ): Promise<File> {
    const { page: _page, page_size: _pageSize, is_export: _format, ...filters } = query;
    const response = await send(path, { query: { ...filters, is_export: format } });
    onProgress?.({ rows: null, total: null, bytes: 0 });
    const chunks = await readAll(response, (_chunk, bytes) => onProgress?.({ rows: null, total: null, bytes }));
    return asFile(chunks, response, `${fileName}.${format}`);
  }

  return {
    /**
     * `GET employees-extensions/?is_export=csv|xlsx`: the whole filtered,
     * ordered users table as one file, streamed. `onProgress` hears the bytes
     * received and, for CSV, the rows, against `x-total-count`.
     */
    async exportEmployees(query: EmployeeListQuery, format: ExportFormat, onProgress?: (progress: TransferProgress) => void): Promise<File> {
      const { page: _page, page_size: _pageSize, ignore_serialize: _light, ...filters } = query;
      const response = await send('employees-extensions/', { query: { ...filters, is_export: format } });
      const totalHeader = response.headers.get('x-total-count');
      const total = totalHeader !== null && /^\d+$/.test(totalHeader) ? Number(totalHeader) : null;
      const countRecords = csvRecordCounter();
      const decoder = new TextDecoder();
      onProgress?.({ rows: format === 'csv' ? 0 : null, total, bytes: 0 });
      const chunks = await readAll(response, (chunk, bytes) => {
        // The header line is a record too; it is not a user.
        const rows = format === 'csv' ? Math.max(0, countRecords(decoder.decode(chunk, { stream: true })) - 1) : null;
        onProgress?.({ rows, total, bytes });
      });
      return asFile(chunks, response, `users.${format}`);
    },

    /** `GET branches/?is_export=csv`: the filtered branches and hubs as one CSV file. */
    exportBranches: (query: ListBranchesQuery, format: ExportFormat, onProgress?: (progress: TransferProgress) => void) =>
      exportList('branches/', query, format, 'branches', onProgress),

    /** `GET vehicles/?is_export=csv`: the filtered vehicles as one CSV file. */
    exportVehicles: (query: VehicleFilterQuery, format: ExportFormat, onProgress?: (progress: TransferProgress) => void) =>
      exportList('vehicles/', query, format, 'vehicles', onProgress),

    /**
     * `GET bookings/?is_export=csv|xlsx` (or `my-bookings/`, `my-branch-bookings/`): the
     * whole filtered, ordered list as one file (spec §7: the export flag becomes is_export).
     */
    exportBookings: (list: BookingListName, query: BookingListQuery, format: ExportFormat, onProgress?: (progress: TransferProgress) => void) =>
      exportList(`${list}/`, query, format, list, onProgress),

    /** `GET incidents/?is_export=csv|xlsx`: the filtered incidents, ordered as the table shows them. */
    exportIncidents: (query: IncidentListQuery, format: ExportFormat, onProgress?: (progress: TransferProgress) => void) =>
      exportList('incidents/', query, format, 'incidents', onProgress),

    /** `GET employees-extensions/import/template/?format=`: an empty file with the import's columns. */
    async downloadImportTemplate(format: ImportFormat): Promise<File> {
      const response = await send('employees-extensions/import/template/', { query: { format } });
      return asFile(await readAll(response, () => undefined), response, `users-import-template.${format}`);
    },

    /**
     * `POST employees-extensions/import/` with the file as multipart `file`.
     * The answer is NDJSON: progress lines, then the summary (or a failure,
     * thrown as MotorpoolApiError).
     */
    async importEmployees(
      file: Blob,
      fileName: string,
      flags: ImportOptions,
      onProgress?: (line: Extract<ImportLine, { type: 'progress' }>) => void,
    ): Promise<ImportSummary> {
      const form = new FormData();
      form.append('file', file, fileName);
      form.append('dry_run', String(flags.dryRun ?? false));
      form.append('only_valid', String(flags.onlyValid ?? false));
      const response = await send('employees-extensions/import/', { method: 'POST', body: form });
      const decoder = new TextDecoder();
      let pending = '';
      // An object, not two lets: the lines are read in callbacks, which narrowing does not follow.
      const outcome: { summary: ImportSummary | null; failure: string | null } = { summary: null, failure: null };
      const readLine = (text: string) => {
        if (text.trim() === '') return;
        let line: ImportLine;
        try {
          line = create(JSON.parse(text), ImportLine);
        } catch (cause) {
          throw MotorpoolApiError.badResponse(cause);
        }
        if (line.type === 'progress') onProgress?.(line);
        else if (line.type === 'summary') outcome.summary = line;
        else outcome.failure = line.title;
      };
      await readAll(response, (chunk) => {
        pending += decoder.decode(chunk, { stream: true });
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        lines.forEach(readLine);
      });
      readLine(pending + decoder.decode());
      if (outcome.failure !== null) throw new MotorpoolApiError(500, outcome.failure, { code: 'import_failed' });
      if (outcome.summary === null) throw MotorpoolApiError.badResponse(new Error('the import ended without a summary'));
      return outcome.summary;
    },
  };
}
export type EmployeeTransferCalls = ReturnType<typeof employeeTransferCalls>;
