import { PassThrough } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { todayIso, USER_TABLE_COLUMNS, type ExportFormat } from '@motorpool/api';
import type { Database } from '../../db/database';
import { employeeExtensions, users } from '../../db/schema';
import type { OrganisationScope } from '../../tenancy/tenancy';
import { employeeIdBatches, employeeListWhere, type EmployeeListQuery } from '../list-query';
import { loadEmployeeRows, type EmployeeRow } from '../rows';
import { fullName, licenseStatus, relatedData, type RelatedData } from '../serialize';

/** The table's 23 data columns, in its order (spec §2), without Action. */
export const EXPORT_COLUMNS = USER_TABLE_COLUMNS.filter((column) => column.key !== 'actions');

/**
 * Members read and written per step; one batch is all the export holds at
 * once. Each keyset step sorts what is left of the list, so steps of 500
 * took twice as long on 50,000 members; larger ones hold more for little gain.
 */
export const EXPORT_BATCH_SIZE = 1_000;

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export type Cell = string | number;

/** dd/MM/yyyy, as the table shows dates (spec §3). */
function shownDate(iso: string | null): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

const names = (items: readonly { name: string }[] | undefined) => (items ?? []).map((item) => item.name).join(', ');

/**
 * One member's cells, each as the users table shows it (names not pks,
 * Yes/No, dd/MM/yyyy), read from the joined row and the batch's related data
 * as `toEmployee` reads them. Not through the full Employee response: 50,000
 * of those (phones parsed, every tag group listed) doubled the export's
 * garbage for columns it does not show.
 */
export function exportCells(row: EmployeeRow, related: Pick<RelatedData, 'departments' | 'recipients'>, today: string): Cell[] {
  const { extension, user } = row;
  const values: Record<(typeof EXPORT_COLUMNS)[number]['key'], Cell> = {
    employee_id: extension.employeeId ?? '',
    name: fullName(user),
    phone: user.phone ?? '',
    email: user.email,
    procon_id: extension.proconId ?? '',
    branch: row.branchName ?? '',
    departments: names(related.departments.get(extension.id)),
    cost_centre: row.costCentreName ?? '',
    status: extension.isDeleted ? 'Deleted' : extension.status,
    license_class: extension.licenseClass.join(', '),
    license_status: licenseStatus(extension.licenseValidUpto, today),
    license_valid_upto: shownDate(extension.licenseValidUpto),
    license_number: extension.licenseNumber ?? '',
    address: extension.address ?? '',
    license_state: extension.licenseState ?? '',
    role: row.roleName,
    keypad_number: extension.keypadNumber ?? '',
    date_of_birth: shownDate(extension.dateOfBirth),
    associated_tags: extension.associatedTags.join(', '),
    license_exp_reminder: extension.licenseExpReminder ? 'Yes' : 'No',
    lic_exp_remind_before_days: extension.licExpRemindBeforeDays ?? '',
    lic_exp_reminder_recipients: names(related.recipients.get(extension.id)),
    keaz_user_pk: extension.keazUserPk ?? '',
  };
  return EXPORT_COLUMNS.map((column) => values[column.key]);
}

/**
 * A spreadsheet program runs a CSV cell that starts with = + - @ as a formula
 * (CSV injection). Such text gets a leading apostrophe; phone numbers and
 * plain numbers keep their sign.
 */
export function csvSafe(cell: Cell): Cell {
  if (typeof cell !== 'string' || !/^[=+\-@\t\r]/.test(cell) || /^[+-][\d\s()-]*$/.test(cell)) return cell;
  return `'${cell}`;
}

export type ExportSource = { db: Database; scope: OrganisationScope; query: EmployeeListQuery; now: Date };

/** How many members the export will hold, for `x-total-count`. */
export async function exportTotal({ db, scope, query, now }: ExportSource): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(employeeListWhere(db, scope, query, todayIso(now)));
  return row?.value ?? 0;
}

/** The export's rows, a batch at a time, in the list's order (keyset batches of the list query). */
async function* exportBatches({ db, scope, query, now }: ExportSource): AsyncGenerator<Cell[][]> {
  const today = todayIso(now);
  for await (const ids of employeeIdBatches(db, scope, query, today, EXPORT_BATCH_SIZE)) {
    const rows = await loadEmployeeRows(db, scope, ids);
    const related = await relatedData(db, scope, rows, now);
    yield rows.map((row) => exportCells(row, related, today));
  }
}

/** The headers are long gone when a batch fails: the download breaks off, and the log says why. */
function failed(controller: ReadableStreamDefaultController<Uint8Array>, error: unknown) {
  console.error('[export] export failed', error);
  controller.error(error);
}

/** A table to stream as a file: its columns and its rows, a batch at a time. */
export type Sheet = { name: string; columns: readonly { key: string; label: string }[]; batches: () => AsyncGenerator<Cell[][]> };

/** CSV, UTF-8 with a BOM so Excel reads the names right; the next batch is read only when the client has taken the last. */
function csvStream(source: Sheet): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const labels = source.columns.map((column) => column.label);
  const batches = source.batches();
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(stringify([labels], { bom: true })));
      },
      async pull(controller) {
        try {
          const next = await batches.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(stringify(next.value.map((cells) => cells.map(csvSafe)))));
        } catch (error) {
          failed(controller, error);
        }
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

/**
 * XLSX through exceljs' streaming writer (inline strings, no shared-string
 * table, so memory does not grow with the row count). Rows are written only
 * while the compressed output is drained, so a slow client holds the export
 * back instead of letting it pile up in memory.
 */
function xlsxStream(source: Sheet): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(source.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = source.columns.map((column) => ({ key: column.key, width: Math.max(12, column.label.length + 2) }));
  const header = sheet.addRow(source.columns.map((column) => column.label));
  header.font = { bold: true };
  header.commit();

  const batches = source.batches();
  const chunks = out[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let finishing: Promise<void> | null = null;

  async function writeNextBatch(): Promise<void> {
    const next = await batches.next();
    if (!next.done) {
      for (const cells of next.value) sheet.addRow(cells).commit();
      return;
    }
    // Not awaited here: the archive's end reaches `out` only as the client reads it.
    finishing = (async () => {
      sheet.commit();
      await workbook.commit();
    })();
    finishing.catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  }

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          // Batches go in only while nothing compressed waits for the client.
          while (out.readableLength === 0 && finishing === null) {
            await writeNextBatch();
            await new Promise((resolve) => setImmediate(resolve));
          }
          const chunk = await chunks.next();
          if (chunk.done) controller.close();
          else controller.enqueue(new Uint8Array(chunk.value.buffer, chunk.value.byteOffset, chunk.value.byteLength));
        } catch (error) {
          failed(controller, error);
        }
      },
      async cancel() {
        await batches.return(undefined);
        out.destroy();
      },
    },
    { highWaterMark: 1 },
  );
}

export function exportFileName(format: ExportFormat, today: string): string {
  return `users-${today}.${format}`;
}

/**
 * `GET employees-extensions/?is_export=csv|xlsx`: the whole filtered, ordered
 * list (pages ignored) as a file, streamed with bounded memory. The caller
 * has already checked the caller may list members.
 */
export async function employeeExportResponse(source: ExportSource, format: ExportFormat): Promise<Response> {
  const total = await exportTotal(source);
  return sheetResponse(
    { name: 'Users', columns: EXPORT_COLUMNS, batches: () => exportBatches(source) },
    format,
    exportFileName(format, todayIso(source.now)),
    total,
  );
}

/** Any table as a streamed CSV or XLSX download (bounded memory, however many rows). */
export function sheetResponse(sheet: Sheet, format: ExportFormat, fileName: string, total: number): Response {
  const body = format === 'csv' ? csvStream(sheet) : xlsxStream(sheet);
  return new Response(body, {
    headers: {
      'content-type': EXPORT_CONTENT_TYPES[format],
      'content-disposition': `attachment; filename="${fileName}"`,
      'x-total-count': String(total),
      'cache-control': 'no-store',
    },
  });
}
