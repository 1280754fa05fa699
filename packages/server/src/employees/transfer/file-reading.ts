import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { IMPORT_MAX_ROWS, importMessages } from '@motorpool/api';
import { badRequest } from '../../http/errors';

/** One line of the sheet as the person sees it: `number` counts as a spreadsheet does (the header is row 1). */
export type SheetRow = { number: number; cells: string[] };
export type Sheet = { kind: 'csv' | 'xlsx'; header: SheetRow; rows: SheetRow[] };

/** The sheet of an import template, preferred over the instructions when a workbook has both. */
export const USERS_SHEET = 'Users';

const refuse = (title: string) => badRequest(title, { fields: { file: title } });

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Old binary Excel (.xls) and other OLE files: not readable here, and better named than "unreadable". */
const OLE = [0xd0, 0xcf, 0x11, 0xe0];

/**
 * Text as a spreadsheet program saved it: UTF-8 (with or without BOM), or
 * Windows-1252, which Excel still writes for "CSV" on many machines. Binary
 * content (NUL bytes) is not CSV whatever its name says.
 */
function decodeText(bytes: Uint8Array): string {
  if (bytes.subarray(0, 8192).includes(0)) throw refuse(importMessages.wrongType);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator the header line uses most: Excel writes ';' where ',' is the decimal mark. */
function detectDelimiter(text: string): string {
  const firstLine = text.slice(0, Math.max(0, text.search(/\r?\n/)) || text.length);
  const counts = [',', ';', '\t'].map((delimiter) => [delimiter, firstLine.split(delimiter).length] as const);
  return counts.reduce((best, candidate) => (candidate[1] > best[1] ? candidate : best))[0];
}

const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** The first non-blank row is the header; blank rows after it are dropped but still counted. */
function toSheet(kind: Sheet['kind'], rows: SheetRow[]): Sheet {
  const filled = rows.filter((row) => !isBlankRow(row.cells));
  const [header, ...body] = filled;
  if (!header) throw refuse(importMessages.noRows);
  if (body.length === 0) throw refuse(importMessages.noRows);
  if (body.length > IMPORT_MAX_ROWS) throw refuse(importMessages.tooManyRows);
  return { kind, header, rows: body };
}

function readCsv(bytes: Uint8Array): Sheet {
  const text = decodeText(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
      relax_quotes: true,
      // Kept, so every record's index is its row number in a spreadsheet.
      skip_empty_lines: false,
      // One more than the limit is enough to say the file is too long.
      to: IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch {
    throw refuse(importMessages.unreadable);
  }
  return toSheet(
    'csv',
    records.map((cells, index) => ({ number: index + 1, cells })),
  );
}

/** A date cell as yyyy-MM-dd: Excel dates carry no zone, and exceljs hands them over as UTC midnight. */
const isoDate = (date: Date) => (Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 10));

/** What the person typed or sees in a cell, whatever exceljs made of it (rich text, hyperlinked emails, formula results). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return isoDate(value);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as ExcelJS.CellValue);
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  return '';
}

/** Far beyond what 20,000 rows of the template unpack to (about 15 MB). */
const XLSX_MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

/**
 * The sizes a ZIP's central directory declares for its entries, summed: a
 * small upload that unpacks to gigabytes (a zip bomb) is refused before
 * anything is inflated. Null when the directory cannot be found.
 */
export function declaredUnpackedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record sits in the last 22 bytes plus up to 64 KB of comment.
  for (let end = bytes.length - 22; end >= Math.max(0, bytes.length - 22 - 0xffff); end -= 1) {
    if (view.getUint32(end, true) !== 0x06054b50) continue;
    const entries = view.getUint16(end + 10, true);
    let offset = view.getUint32(end + 16, true);
    let total = 0;
    for (let entry = 0; entry < entries; entry += 1) {
      if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return null;
      total += view.getUint32(offset + 24, true);
      offset += 46 + view.getUint16(offset + 28, true) + view.getUint16(offset + 30, true) + view.getUint16(offset + 32, true);
    }
    return total;
  }
  return null;
}

async function readXlsx(bytes: Uint8Array): Promise<Sheet> {
  const unpacked = declaredUnpackedSize(bytes);
  if (unpacked === null) throw refuse(importMessages.unreadable);
  if (unpacked > XLSX_MAX_UNPACKED_BYTES) throw refuse(importMessages.tooLarge);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its parameter as its own ArrayBuffer-like Buffer; at run time it takes a Node Buffer.
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as ArrayBuffer);
  } catch {
    throw refuse(importMessages.unreadable);
  }
  const worksheet = workbook.getWorksheet(USERS_SHEET) ?? workbook.worksheets[0];
  if (!worksheet) throw refuse(importMessages.noRows);
  if (worksheet.actualRowCount > IMPORT_MAX_ROWS + 1) throw refuse(importMessages.tooManyRows);
  const rows: SheetRow[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, number) => {
    const cells: string[] = [];
    // Cells are 1-based; a gap (an empty cell) stays an empty string so columns keep their place.
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value).trim();
    });
    rows.push({ number, cells: Array.from(cells, (cell) => cell ?? '') });
  });
  return toSheet('xlsx', rows);
}

/**
 * Reads an uploaded import file by its content, not its name: a ZIP is read
 * as XLSX, text as CSV; anything else is refused with the reason.
 */
export async function readSheet(bytes: Uint8Array): Promise<Sheet> {
  if (bytes.length === 0) throw refuse(importMessages.fileMissing);
  if (startsWith(bytes, OLE)) throw refuse(importMessages.wrongType);
  if (startsWith(bytes, ZIP)) return readXlsx(bytes);
  return readCsv(bytes);
}
