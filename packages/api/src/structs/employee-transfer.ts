import { array, boolean, enums, literal, number, optional, record, string, type, union, type Infer } from 'superstruct';
import { messages } from '../messages';
import { USER_FORM_LABELS } from './employee-write';

/**
 * Bulk import and export of the users table (`/users-import`).
 *
 * The import template has the user form's fields by label (spec §3 Form
 * labels; the table's labels for the fields the form does not name), then one
 * column per user tag group. A file may hold the columns in any order; the
 * required ones must be there.
 */
export const IMPORT_COLUMNS = [
  { key: 'employee_id', label: USER_FORM_LABELS.employee_id, required: false },
  { key: 'first_name', label: USER_FORM_LABELS.first_name, required: true },
  { key: 'last_name', label: USER_FORM_LABELS.last_name, required: true },
  { key: 'email', label: 'Email', required: true },
  { key: 'phone', label: USER_FORM_LABELS.phone, required: false },
  { key: 'branch', label: USER_FORM_LABELS.branch, required: true },
  { key: 'hub', label: USER_FORM_LABELS.hub, required: false },
  { key: 'role', label: USER_FORM_LABELS.role, required: true },
  { key: 'status', label: USER_FORM_LABELS.status, required: true },
  { key: 'departments', label: USER_FORM_LABELS.departments, required: false },
  { key: 'cost_centre', label: USER_FORM_LABELS.cost_centre, required: false },
  { key: 'manager', label: USER_FORM_LABELS.manager, required: false },
  { key: 'date_of_birth', label: USER_FORM_LABELS.date_of_birth, required: false },
  { key: 'license_number', label: USER_FORM_LABELS.license_number, required: false },
  { key: 'license_class', label: USER_FORM_LABELS.license_class, required: false },
  { key: 'license_valid_upto', label: USER_FORM_LABELS.license_valid_upto, required: false },
  { key: 'license_country_of_issue', label: USER_FORM_LABELS.license_country_of_issue, required: false },
  { key: 'license_state', label: 'State/Region', required: false },
  { key: 'address', label: 'Address', required: false },
  { key: 'postcode', label: 'Postcode', required: false },
  { key: 'keypad_number', label: 'Traka Keypad ID', required: false },
  { key: 'procon_id', label: 'Telematics User ID', required: false },
  { key: 'keaz_user_pk', label: 'Keaz User ID', required: false },
] as const;
export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Largest import file accepted: 10,000 rows of the template take about 2.5 MB as CSV. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;

export const importMessages = {
  fileMissing: 'Choose a CSV or XLSX file to import.',
  wrongType: 'The file is not a CSV or XLSX file. Download the template and save it as CSV or XLSX.',
  tooLarge: `The file is too large; the limit is ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-AU')} rows. Split it into smaller files.`,
  unreadable: 'The file could not be read. Save it again as CSV (UTF-8) or XLSX and retry.',
  noRows: 'The file has no users under its header row.',
  missingColumn: (label: string) => `The file has no "${label}" column. Download the template to see the columns.`,
  unknownColumn: (label: string) => `"${label}" is not a column of the template. Remove it or correct its name.`,
  repeatedColumn: (label: string) => `The column "${label}" appears more than once.`,
  hasErrors: 'Some rows have errors. Correct them, or import only the valid rows.',
  stopped:
    'The import stopped before it finished. Users saved until then stay saved; import the same file again to finish (saved rows are matched, not added twice).',
  flag: (name: string) => `${name} must be true or false.`,
  duplicateInFile: (row: number) => `Also on row ${row} of this file`,
  unknownName: (label: string, name: string) => `No ${label} named "${name}"`,
  ambiguousName: (label: string, name: string) => `More than one ${label} is named "${name}"`,
  notAHub: (name: string) => `"${name}" is not a hub`,
  dateFormat: 'Enter the date as dd/MM/yyyy or yyyy-MM-dd',
  yesNo: 'Enter Yes or No',
  notAnOption: (value: string) => `"${value}" is not one of the options`,
  /** A row for someone whose account is already in use: they are invited, as Add New User does. */
  invited: messages.invite.awaitingAcceptance,
  toInvite: 'Will be invited. They join your organisation once they accept the invitation.',
} as const;

/** `{type:'progress'}` lines: rows checked, then rows saved. */
export const IMPORT_PHASES = ['checking', 'saving'] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

export const ImportProgress = type({ type: literal('progress'), phase: enums(IMPORT_PHASES), processed: number(), total: number() });
export type ImportProgress = Infer<typeof ImportProgress>;

/** The errors of one row, by column label; `row` counts as a spreadsheet does (the header is row 1). */
export const ImportRowError = type({ row: number(), fields: record(string(), string()) });
export type ImportRowError = Infer<typeof ImportRowError>;

/** A row that became an invitation rather than a member (an account already in use). */
export const ImportRowInvitation = type({ row: number(), message: string() });
export type ImportRowInvitation = Infer<typeof ImportRowInvitation>;

/**
 * The last line of an import. In a dry run `created`, `updated` and
 * `unchanged` say what importing would do and `saved` is false.
 */
export const ImportSummary = type({
  type: literal('summary'),
  dry_run: boolean(),
  saved: boolean(),
  /** Rows with at least one filled cell. */
  total: number(),
  valid: number(),
  created: number(),
  updated: number(),
  unchanged: number(),
  failed: number(),
  errors: array(ImportRowError),
  /** Rows invited rather than added (sent unless a dry run), each with its row number. */
  invited: optional(number()),
  invitations: optional(array(ImportRowInvitation)),
});
export type ImportSummary = Infer<typeof ImportSummary>;

/** A failure after the answer started (the database went away mid-import): the last line instead of a summary. */
export const ImportFailure = type({ type: literal('error'), title: string() });
export type ImportFailure = Infer<typeof ImportFailure>;

/** One line of the NDJSON answer of `POST employees-extensions/import/`. */
export const ImportLine = union([ImportProgress, ImportSummary, ImportFailure]);
export type ImportLine = Infer<typeof ImportLine>;

export type ImportOptions = {
  /** Check and report, save nothing. */
  dryRun?: boolean;
  /** Save the valid rows of a file that has errors (otherwise nothing is saved from it). */
  onlyValid?: boolean;
};

/** What an export or import has done so far; `rows` is null when the format does not let the client count (XLSX). */
export type TransferProgress = { rows: number | null; total: number | null; bytes: number };
