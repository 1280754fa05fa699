import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, SETTABLE_USER_STATUSES, type ImportColumnKey, type ImportFormat } from '@motorpool/api';
import type { TagGroupRow } from '../../custom-fields/groups';
import { EXPORT_CONTENT_TYPES } from './export';
import { USERS_SHEET } from './file-reading';
import { tagColumnLabel, type NameLookups } from './row-mapping';

export const TEMPLATE_FILE_NAME = 'users-import-template';

/** The template's header: the user form's fields, then one column per user tag group. */
export function templateLabels(tagGroups: readonly TagGroupRow[]): string[] {
  return [...IMPORT_COLUMNS.map((column) => column.label), ...tagGroups.map(tagColumnLabel)];
}

/** Long lists are cut in the instructions; the Lists of Motorpool itself stay the reference. */
const LISTED_AT_MOST = 100;
const listOf = (names: readonly string[]) =>
  names.length === 0
    ? '(none yet)'
    : names.length > LISTED_AT_MOST
      ? `${names.slice(0, LISTED_AT_MOST).join(', ')}, … (${names.length} in all)`
      : names.join(', ');

function columnHelp(key: ImportColumnKey, names: NameLookups): string {
  const branchNames = names.branches.map((branch) => branch.name);
  const hubNames = names.branches.filter((branch) => branch.branchType === 'hub').map((branch) => branch.name);
  switch (key) {
    case 'employee_id':
      return 'Unique in your organisation. A row whose email is new but whose Employee ID is known updates that user.';
    case 'email':
      return 'A user of your organisation with this email is updated; anyone else is added and emailed an activation link.';
    case 'phone':
      return 'For example 0412 345 678 or +64 21 123 4567; numbers without a country code are Australian.';
    case 'branch':
      return `One of: ${listOf(branchNames)}`;
    case 'hub':
      return `One of: ${listOf(hubNames)}`;
    case 'role':
      return `One of: ${listOf(names.roles.map((role) => role.name))}`;
    case 'status':
      return `One of: ${SETTABLE_USER_STATUSES.join(', ')}`;
    case 'departments':
      return `One or more, separated by commas: ${listOf(names.departments.map((department) => department.name))}`;
    case 'cost_centre':
      return `One of: ${listOf(names.costCentres.map((costCentre) => costCentre.name))}`;
    case 'manager':
      return 'The email of an active user of your organisation (or of an Active user in this file).';
    case 'date_of_birth':
    case 'license_valid_upto':
      return 'dd/MM/yyyy, for example 31/12/1990.';
    case 'license_class':
      return 'One or more, separated by commas.';
    case 'postcode':
      return 'Digits only.';
    default:
      return '';
  }
}

function tagHelp(group: TagGroupRow, names: NameLookups): string {
  const required = group.isMandatory ? 'Required. ' : '';
  switch (group.tagDataType) {
    case 'toggle':
    case 'boolean':
      return `${required}Yes or No.`;
    case 'date':
      return `${required}dd/MM/yyyy.`;
    case 'time':
      return `${required}hh:mm AM/PM, for example 09:30 AM.`;
    case 'counter':
    case 'integer':
      return `${required}Digits only.`;
    case 'textselect':
    case 'textchoice':
      return `${required}One of: ${listOf(group.tags)}`;
    case 'multitextselect':
      return group.isSpecial
        ? `${required}Branch names separated by commas: ${listOf(names.branches.map((branch) => branch.name))}`
        : `${required}One or more, separated by commas: ${listOf(group.tags)}`;
    default:
      return `${required}Text.`;
  }
}

async function xlsxTemplate(labels: readonly string[], tagGroups: readonly TagGroupRow[], names: NameLookups): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(USERS_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = labels.map((label) => ({ header: label, width: Math.max(14, label.length + 4) }));
  sheet.getRow(1).font = { bold: true };

  const help = workbook.addWorksheet('Instructions');
  help.columns = [
    { header: 'Column', width: 26 },
    { header: 'Required', width: 10 },
    { header: 'What to enter', width: 110 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of IMPORT_COLUMNS) help.addRow([column.label, column.required ? 'Yes' : '', columnHelp(column.key, names)]);
  for (const group of tagGroups) help.addRow([tagColumnLabel(group), group.isMandatory ? 'Yes' : '', tagHelp(group, names)]);
  help.addRow([]);
  help.addRow([
    '',
    '',
    'Fill in the Users sheet, one user per row, and keep its header row. Columns may be left out or reordered; the required ones must be there.',
  ]);
  help.getColumn(3).alignment = { wrapText: true, vertical: 'top' };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** An empty import file: the header row (and, in XLSX, a sheet of instructions with this organisation's names). */
export async function importTemplate(format: ImportFormat, tagGroups: readonly TagGroupRow[], names: NameLookups): Promise<Response> {
  const labels = templateLabels(tagGroups);
  const body = format === 'csv' ? new TextEncoder().encode(stringify([labels], { bom: true })) : await xlsxTemplate(labels, tagGroups, names);
  return new Response(body, {
    headers: {
      'content-type': EXPORT_CONTENT_TYPES[format],
      'content-disposition': `attachment; filename="${TEMPLATE_FILE_NAME}.${format}"`,
      'cache-control': 'no-store',
    },
  });
}
