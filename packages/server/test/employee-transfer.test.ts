import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  masterConfigMessages,
  createApiClient,
  IMPORT_COLUMNS,
  IMPORT_MAX_BYTES,
  importMessages,
  messages,
  todayIso,
  USER_TABLE_COLUMNS,
  type ImportLine,
  type ImportSummary,
  type TransferProgress,
} from '@motorpool/api';
import { branches, departments, employeeDepartments, employeeExtensions, employeeTagValues, outbox, roles, tagGroups, users } from '../src/db/schema';
import { QUEUED_INVITATION_TEMPLATE, QUEUED_WELCOME_TEMPLATE } from '../src/employees/transfer/activation-mail';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

let harness: Harness;
let adminToken: string;
let sysadminToken: string;
let driverRolePk: number;

const LIST = `${TFM}/employees-extensions/`;
const IMPORT = `${TFM}/employees-extensions/import/`;
const TEMPLATE = `${TFM}/employees-extensions/import/template/`;
const EXPORT_LABELS = USER_TABLE_COLUMNS.filter((column) => column.key !== 'actions').map((column) => column.label);
const TEMPLATE_LABELS = IMPORT_COLUMNS.map((column) => column.label);

beforeAll(async () => {
  harness = await createHarness();
  adminToken = await harness.login('admin@demo.fleet');
  sysadminToken = await harness.login('sysadmin@demo.fleet');
  const [driverRole] = await harness.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organisationId, DEMO_FLEET), eq(roles.name, 'Driver')));
  driverRolePk = driverRole?.id ?? 0;
});
afterAll(() => harness.close());

/** The api client wired straight into the app: what the widgets run, without a port. */
function clientFor(token: string, organisation?: number) {
  return createApiClient({
    apiBase: 'http://motorpool.test',
    getToken: () => token,
    getOrganisation: () => organisation,
    fetch: (input, init) => Promise.resolve(harness.app.request(String(input), init)),
  });
}

const csvRecords = (text: string) => parse(text, { bom: true, relax_column_count: true }) as string[][];

async function xlsxRows(bytes: ArrayBuffer): Promise<{ names: string[]; rows: string[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    rows.push((row.values as ExcelJS.CellValue[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value))));
  });
  return { names: workbook.worksheets.map((worksheet) => worksheet.name), rows };
}

/** Posts a file as the widget does and reads the NDJSON answer. */
async function postImport(
  token: string,
  content: string | Uint8Array,
  options: { name?: string; dryRun?: boolean; onlyValid?: boolean; organisation?: number } = {},
) {
  const form = new FormData();
  form.append('file', new Blob([content]), options.name ?? 'users.csv');
  form.append('dry_run', String(options.dryRun ?? false));
  form.append('only_valid', String(options.onlyValid ?? false));
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (options.organisation) headers.organisation = String(options.organisation);
  return harness.app.request(IMPORT, { method: 'POST', headers, body: form });
}

async function importLines(response: Response): Promise<ImportLine[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/x-ndjson');
  return (await response.text())
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as ImportLine);
}

async function summaryOf(response: Response): Promise<ImportSummary> {
  const lines = await importLines(response);
  const last = lines.at(-1);
  if (last?.type !== 'summary') throw new Error(`no summary: ${JSON.stringify(last)}`);
  return last;
}

const HEADER = [
  'Employee ID',
  'First Name',
  'Last Name',
  'Email',
  'Contact Number',
  'Branch',
  'Role',
  'User Status',
  'Department',
  'Date of Birth',
  'Uniform Size',
];
const csv = (...rows: string[][]) => stringify([HEADER, ...rows]);

async function accountCount(emails: string[]) {
  const [row] = await harness.db
    .select({ value: count() })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  return row?.value ?? 0;
}

async function memberOf(email: string, organisation = DEMO_FLEET) {
  const [row] = await harness.db
    .select({ extension: employeeExtensions, user: users })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(and(eq(employeeExtensions.organisationId, organisation), sql`lower(${users.email}) = ${email}`));
  return row;
}

/** Members straight into the database, for the export's volume; faster than any API. */
async function seedMembers(organisation: number, prefix: string, howMany: number) {
  const [branch] = await harness.db.select({ id: branches.id }).from(branches).where(eq(branches.organisationId, organisation)).limit(1);
  const [role] = await harness.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organisationId, organisation), eq(roles.name, 'Driver')));
  const created = await harness.db
    .insert(users)
    .values(Array.from({ length: howMany }, (_, index) => ({ email: `${prefix}${index}@bulk.test`, firstName: 'Bulk', lastName: `${prefix} ${index}` })))
    .returning({ id: users.id });
  await harness.db.insert(employeeExtensions).values(
    created.map((user, index) => ({
      organisationId: organisation,
      userId: user.id,
      roleId: role?.id ?? 0,
      branchId: branch?.id ?? null,
      employeeId: `${prefix.toUpperCase()}-${index}`,
      licenseValidUpto: '2031-01-31',
    })),
  );
}

describe('GET employees-extensions/?is_export=', () => {
  it("streams the organisation's users as CSV with the table's columns and values as the table shows them", async () => {
    await seedMembers(FLEET_SHARE, 'other', 3);
    const response = await harness.call('GET', `${LIST}?is_export=csv`, { token: adminToken });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="users-${todayIso()}.csv"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The BOM tells Excel the names are UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = csvRecords(new TextDecoder().decode(bytes));
    expect(header).toEqual(EXPORT_LABELS);
    expect(header).toHaveLength(23);
    expect(rows).toHaveLength(Number(response.headers.get('x-total-count')));
    const emails = rows.map((row) => row[EXPORT_LABELS.indexOf('Email')]);
    expect(emails).toContain('admin@demo.fleet');
    // Another organisation's members are never in it.
    expect(emails.some((email) => email?.endsWith('@bulk.test'))).toBe(false);

    const driver = Object.fromEntries(EXPORT_LABELS.map((label, index) => [label, rows.find((row) => row.includes('driver@demo.fleet'))?.[index]]));
    expect(driver).toMatchObject({
      Name: 'Dana Driver',
      Status: 'Active',
      Branch: 'Sydney Central',
      Department: 'Operations',
      'Cost Centre': 'CC-100 Fleet',
      Role: 'Driver',
      'License Class': 'C',
      'License Status': 'Valid',
      'Date of Birth': '17/05/1990',
      'License Expiry Reminder': 'No',
    });
    expect(driver['License Expiry Date']).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('applies the list filters, search and ordering to the whole set', async () => {
    const response = await harness.call('GET', `${LIST}?is_export=csv&role=${driverRolePk}&ordering=-email`, { token: adminToken });

    expect(response.status).toBe(200);
    const [, ...rows] = csvRecords(await response.text());
    const emailIndex = EXPORT_LABELS.indexOf('Email');
    expect(rows.map((row) => row[EXPORT_LABELS.indexOf('Role')])).toEqual(rows.map(() => 'Driver'));
    expect(rows.map((row) => row[emailIndex])).toEqual(['multi@demo.fleet', 'driver@demo.fleet']);
    expect(response.headers.get('x-total-count')).toBe('2');

    const searched = await harness.call('GET', `${LIST}?is_export=csv&search=dana`, { token: adminToken });
    expect(
      csvRecords(await searched.text())
        .slice(1)
        .map((row) => row[emailIndex]),
    ).toEqual(['driver@demo.fleet']);
  });

  it('writes XLSX that exceljs reads back', async () => {
    const response = await harness.call('GET', `${LIST}?is_export=xlsx&ordering=email`, { token: adminToken });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="users-${todayIso()}.xlsx"`);
    const { names, rows } = await xlsxRows(await response.arrayBuffer());
    expect(names).toEqual(['Users']);
    expect(rows[0]).toEqual(EXPORT_LABELS);
    expect(rows).toHaveLength(Number(response.headers.get('x-total-count')) + 1);
    expect(rows[1]?.[EXPORT_LABELS.indexOf('Email')]).toBe('admin@demo.fleet');
    const driver = rows.find((row) => row.includes('driver@demo.fleet'));
    expect(driver?.[EXPORT_LABELS.indexOf('Date of Birth')]).toBe('17/05/1990');
  });

  it('streams thousands of rows in keyset batches, and the client reports progress against the total', async () => {
    await seedMembers(DEMO_FLEET, 'volume', 1_234);
    const progress: TransferProgress[] = [];
    const file = await clientFor(adminToken).tfm.exportEmployees({ search: 'volume', ordering: 'employee_id' }, 'csv', (step) => progress.push(step));

    expect(file.name).toBe(`users-${todayIso()}.csv`);
    const [, ...rows] = csvRecords(await file.text());
    expect(rows).toHaveLength(1_234);
    expect(new Set(rows.map((row) => row[0])).size).toBe(1_234);
    // Lower-case text order: volume-0, volume-1, volume-10, volume-100, …
    expect(rows.slice(0, 4).map((row) => row[0])).toEqual(['VOLUME-0', 'VOLUME-1', 'VOLUME-10', 'VOLUME-100']);
    expect(progress.at(-1)).toEqual({ rows: 1_234, total: 1_234, bytes: file.size });

    const xlsx = await clientFor(adminToken).tfm.exportEmployees({ search: 'volume' }, 'xlsx', (step) => progress.push(step));
    expect((await xlsxRows(await xlsx.arrayBuffer())).rows).toHaveLength(1_235);
    expect(progress.at(-1)).toMatchObject({ rows: null, total: 1_234 });
  });

  it('needs the permission the users table needs, and a known format', async () => {
    const driverToken = await harness.login('driver@demo.fleet');
    const refused = await harness.call('GET', `${LIST}?is_export=csv`, { token: driverToken });
    expect(refused.status).toBe(403);
    expect((await errorsOf(refused)).title).toBe(messages.request.forbidden);

    const unknown = await harness.call('GET', `${LIST}?is_export=pdf`, { token: adminToken });
    expect(unknown.status).toBe(400);
    expect((await errorsOf(unknown)).fields).toEqual({ is_export: 'is_export must be one of csv, xlsx.' });

    expect((await harness.call('GET', `${LIST}?is_export=csv`)).status).toBe(401);
  });
});

describe('GET employees-extensions/import/template/', () => {
  it("has the user form's columns and one per user tag group", async () => {
    const response = await harness.call('GET', `${TEMPLATE}?format=csv`, { token: adminToken });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="users-import-template.csv"');
    const [header, ...rows] = csvRecords(await response.text());
    expect(header).toEqual([
      ...TEMPLATE_LABELS,
      'Uniform Size',
      'Forklift Certified',
      'Security Clearance',
      'Induction Date',
      'Shift Start',
      'Association to Additional Hubs',
      'Association to Additional Branches',
    ]);
    expect(rows).toEqual([]);
  });

  it("as XLSX adds instructions naming this organisation's branches and roles only", async () => {
    const response = await harness.call('GET', `${TEMPLATE}?format=xlsx`, { token: adminToken });

    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Users', 'Instructions']);
    expect((workbook.getWorksheet('Users')!.getRow(1).values as string[]).slice(1, 5)).toEqual(TEMPLATE_LABELS.slice(0, 4));
    const help = new Map<string, string>();
    workbook.getWorksheet('Instructions')?.eachRow((row) => help.set(String(row.getCell(1).value ?? ''), String(row.getCell(3).value ?? '')));
    expect(help.get('Branch')).toBe('One of: Parramatta, Sydney Central, Sydney Hub');
    expect(help.get('Hub')).toBe('One of: Sydney Hub');
    expect(help.get('User Status')).toBe('One of: Active, Inactive, Rejected, Pending Approval');
    expect(help.get('Uniform Size')).toBe('One of: S, M, L');
    expect([...help.values()].join(' ')).not.toContain('Harbour City Depot');
  });

  it('refuses people who may not add users, and unknown formats', async () => {
    const driverToken = await harness.login('driver@demo.fleet');
    expect((await harness.call('GET', `${TEMPLATE}?format=csv`, { token: driverToken })).status).toBe(403);
    const unknown = await harness.call('GET', `${TEMPLATE}?format=xls`, { token: adminToken });
    expect(unknown.status).toBe(400);
    expect((await errorsOf(unknown)).fields).toEqual({ format: 'format must be one of csv, xlsx.' });
  });
});

describe('POST employees-extensions/import/', () => {
  const good = (n: string) => [
    `IMP-${n}`,
    'Ivy',
    `Import${n}`,
    `ivy.${n}@import.test`,
    `0412 345 67${n.slice(-1)}`,
    'Parramatta',
    'Driver',
    'Active',
    'Operations',
    '01/02/1990',
    'M',
  ];

  it('checks a file as a dry run: each bad row by its row number and column, nothing saved', async () => {
    const file = csv(good('1'), ['IMP-2', 'Bad', 'Row', 'not-an-email', '', 'Nowhere', 'Driver', 'Active', '', '31/02/1990', 'XL'], good('3'));
    const lines = await importLines(await postImport(adminToken, file, { dryRun: true }));

    expect(lines[0]).toEqual({ type: 'progress', phase: 'checking', processed: 0, total: 3 });
    expect(lines.at(-1)).toEqual({
      type: 'summary',
      dry_run: true,
      saved: false,
      total: 3,
      valid: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      invited: 0,
      failed: 1,
      invitations: [],
      errors: [
        {
          row: 3,
          fields: {
            Email: messages.userForm.emailInvalid,
            Branch: importMessages.unknownName('Branch', 'Nowhere'),
            'Date of Birth': importMessages.dateFormat,
            'Uniform Size': importMessages.notAnOption('XL'),
          },
        },
      ],
    });
    expect(await accountCount(['ivy.1@import.test', 'ivy.3@import.test'])).toBe(0);
  });

  it('saves nothing from a file with errors unless only the valid rows are asked for', async () => {
    const file = csv(good('4'), ['IMP-5', '', 'Nameless', 'ivy.5@import.test', '', 'Parramatta', 'Driver', 'Active', '', '', '']);

    const refused = await summaryOf(await postImport(adminToken, file));
    expect(refused).toMatchObject({ dry_run: false, saved: false, failed: 1, errors: [{ row: 3, fields: { 'First Name': 'First Name is required' } }] });
    expect(await accountCount(['ivy.4@import.test'])).toBe(0);

    const imported = await summaryOf(await postImport(adminToken, file, { onlyValid: true }));
    expect(imported).toMatchObject({ saved: true, created: 1, failed: 1 });
    const member = await memberOf('ivy.4@import.test');
    expect(member?.user).toMatchObject({ firstName: 'Ivy', lastName: 'Import4', phone: '+61412345674', countryCode: 'AU', passwordHash: null });
    expect(member?.extension).toMatchObject({ employeeId: 'IMP-4', status: 'Active', dateOfBirth: '1990-02-01' });
    expect(await accountCount(['ivy.5@import.test'])).toBe(0);
  });

  it('creates accounts in bulk with activation emails queued in the outbox, and a re-import creates no duplicates', async () => {
    const file = csv(good('6'), good('7'));
    const lines = await importLines(await postImport(adminToken, file));
    expect(lines.filter((line) => line.type === 'progress' && line.phase === 'saving').at(-1)).toEqual({
      type: 'progress',
      phase: 'saving',
      processed: 2,
      total: 2,
    });
    expect(lines.at(-1)).toMatchObject({ saved: true, created: 2, updated: 0, unchanged: 0, failed: 0 });

    const member = await memberOf('ivy.6@import.test');
    const [department] = await harness.db
      .select({ name: departments.name })
      .from(employeeDepartments)
      .innerJoin(departments, eq(departments.id, employeeDepartments.departmentId))
      .where(eq(employeeDepartments.employeeExtensionId, member?.extension.id ?? 0));
    expect(department?.name).toBe('Operations');
    const [uniform] = await harness.db
      .select({ value: employeeTagValues.value })
      .from(employeeTagValues)
      .innerJoin(tagGroups, eq(tagGroups.id, employeeTagValues.tagGroupId))
      .where(and(eq(employeeTagValues.employeeExtensionId, member?.extension.id ?? 0), eq(tagGroups.tagGroupName, 'Uniform Size')));
    expect(uniform?.value).toEqual(['M']);
    const welcome = await harness.lastMessageTo('ivy.6@import.test');
    expect(welcome?.template).toBe(QUEUED_WELCOME_TEMPLATE);
    expect(welcome?.text).toMatch(/\/welcome-user\?token=/);

    const again = await summaryOf(await postImport(adminToken, file));
    expect(again).toMatchObject({ saved: true, created: 0, updated: 0, unchanged: 2, failed: 0 });
    expect(await accountCount(['ivy.6@import.test', 'ivy.7@import.test'])).toBe(2);
    const [welcomes] = await harness.db.select({ value: count() }).from(outbox).where(eq(outbox.recipient, 'ivy.6@import.test'));
    expect(welcomes?.value).toBe(1);
  });

  it('updates a user matched by email, or by Employee ID when the email is new', async () => {
    expect(await summaryOf(await postImport(adminToken, csv(good('8'), good('9'))))).toMatchObject({ created: 2 });
    const renamed = good('8').with(2, 'Renamed');
    const newEmail = good('9').with(3, 'ivy.nine@import.test');

    const summary = await summaryOf(await postImport(adminToken, csv(renamed, newEmail)));

    expect(summary).toMatchObject({ saved: true, created: 0, updated: 2, unchanged: 0 });
    expect((await memberOf('ivy.8@import.test'))?.user.lastName).toBe('Renamed');
    expect((await memberOf('ivy.nine@import.test'))?.extension.employeeId).toBe('IMP-9');
    expect(await accountCount(['ivy.9@import.test'])).toBe(0);
  });

  it('reports rows that repeat an email or Employee ID of the file', async () => {
    const summary = await summaryOf(await postImport(adminToken, csv(good('10'), good('11'), good('10').with(1, 'Twin')), { dryRun: true }));

    expect(summary.errors).toEqual([
      { row: 2, fields: { Email: importMessages.duplicateInFile(4), 'Employee ID': importMessages.duplicateInFile(4) } },
      { row: 4, fields: { Email: importMessages.duplicateInFile(2), 'Employee ID': importMessages.duplicateInFile(2) } },
    ]);
  });

  it("counts rows as a spreadsheet does, blank lines included, and does not resolve another organisation's names", async () => {
    const file = `${stringify([HEADER, good('12')])}\n${stringify([good('13').with(5, 'Harbour City Depot')])}`;
    const summary = await summaryOf(await postImport(adminToken, file, { dryRun: true }));

    expect(summary.errors).toEqual([{ row: 4, fields: { Branch: importMessages.unknownName('Branch', 'Harbour City Depot') } }]);
    expect(summary.total).toBe(2);
  });

  it("takes a licence class only from the organisation's list, as the user form does", async () => {
    const withClass = (row: string[], licenceClass: string) => [...row, licenceClass];
    const file = stringify([[...HEADER, 'License Class'], withClass(good('7'), 'C'), withClass(good('8'), 'Z9')]);
    const summary = await summaryOf(await postImport(adminToken, file, { dryRun: true }));
    expect(summary.errors).toEqual([{ row: 3, fields: { 'License Class': masterConfigMessages.licenceClassNotInList } }]);
  });

  it('reads XLSX: date cells, hyperlinked emails, numbers for phones, in any column order', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Users');
    sheet.addRow(['Email', 'Last Name', 'First Name', 'Branch', 'Role', 'User Status', 'Contact Number', 'License Expiry Date', 'Forklift Certified']);
    sheet.addRow([
      { text: 'xl.user@import.test', hyperlink: 'mailto:xl.user@import.test' },
      'Sheet',
      'Xena',
      'sydney hub',
      'driver',
      'active',
      61412000111,
      new Date(Date.UTC(2030, 5, 30)),
      'Yes',
    ]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());

    const summary = await summaryOf(await postImport(adminToken, bytes, { name: 'people.xlsx' }));

    expect(summary).toMatchObject({ saved: true, created: 1, failed: 0 });
    const member = await memberOf('xl.user@import.test');
    expect(member?.user).toMatchObject({ firstName: 'Xena', phone: '+61412000111' });
    expect(member?.extension).toMatchObject({ licenseValidUpto: '2030-06-30', status: 'Active' });
  });

  it('invites an existing account of another organisation instead of adding it: no second account, no member, no welcome', async () => {
    const before = await accountCount(['hub.manager@demo.fleet']);
    const file = stringify([
      ['First Name', 'Last Name', 'Email', 'Branch', 'Role', 'User Status'],
      ['Harper', 'Hub', 'hub.manager@demo.fleet', 'Harbour City Depot', 'Driver', 'Active'],
    ]);

    const summary = await summaryOf(await postImport(sysadminToken, file, { organisation: FLEET_SHARE }));

    expect(summary).toMatchObject({ saved: true, created: 0, invited: 1, invitations: [{ row: 2, message: importMessages.invited }] });
    expect(await accountCount(['hub.manager@demo.fleet'])).toBe(before);
    expect(await memberOf('hub.manager@demo.fleet', FLEET_SHARE)).toBeUndefined();
    expect((await harness.lastMessageTo('hub.manager@demo.fleet'))?.template).toBe(QUEUED_INVITATION_TEMPLATE);
  });

  it('keeps the spec §6 rules: without super_users a super user cannot be changed', async () => {
    const branchManager = await harness.login('branch.manager@demo.fleet');
    const file = stringify([
      ['First Name', 'Last Name', 'Email', 'Branch', 'Role', 'User Status'],
      ['Alex', 'Changed', 'admin@demo.fleet', 'Sydney Central', 'Admin', 'Active'],
      ['New', 'Admin', 'new.admin@import.test', 'Sydney Central', 'Admin', 'Active'],
    ]);

    const summary = await summaryOf(await postImport(branchManager, file, { dryRun: true }));

    expect(summary.errors).toEqual([
      { row: 2, fields: { Email: messages.userForm.notEditable } },
      { row: 3, fields: { Role: messages.userForm.roleNotAssignable } },
    ]);
  });

  it('refuses people who may not add users', async () => {
    const driverToken = await harness.login('driver@demo.fleet');
    const response = await postImport(driverToken, csv(good('14')));
    expect(response.status).toBe(403);
    expect(await accountCount(['ivy.14@import.test'])).toBe(0);
  });

  it('refuses a file that is too large, not CSV or XLSX, or without the required columns', async () => {
    const large = await postImport(adminToken, new Uint8Array(IMPORT_MAX_BYTES + 1).fill(65));
    expect(large.status).toBe(413);
    expect((await errorsOf(large)).title).toBe(importMessages.tooLarge);

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const wrongType = await postImport(adminToken, png, { name: 'users.csv' });
    expect(wrongType.status).toBe(400);
    expect(await errorsOf(wrongType)).toEqual({ title: importMessages.wrongType, fields: { file: importMessages.wrongType } });

    const oldExcel = await postImport(adminToken, new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), { name: 'users.xls' });
    expect((await errorsOf(oldExcel)).title).toBe(importMessages.wrongType);

    const notAWorkbook = await postImport(adminToken, new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), { name: 'users.xlsx' });
    expect((await errorsOf(notAWorkbook)).title).toBe(importMessages.unreadable);

    const noEmail = await postImport(
      adminToken,
      stringify([
        ['First Name', 'Last Name', 'Branch', 'Role', 'User Status'],
        ['A', 'B', 'Parramatta', 'Driver', 'Active'],
      ]),
    );
    expect(noEmail.status).toBe(400);
    expect((await errorsOf(noEmail)).title).toBe(importMessages.missingColumn('Email'));

    const typo = await postImport(adminToken, stringify([[...HEADER, 'Licence Numbr'], good('15')]));
    expect((await errorsOf(typo)).title).toBe(importMessages.unknownColumn('Licence Numbr'));

    const empty = await postImport(adminToken, stringify([HEADER]));
    expect((await errorsOf(empty)).title).toBe(importMessages.noRows);

    const form = new FormData();
    const missing = await harness.app.request(IMPORT, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form });
    expect((await errorsOf(missing)).fields).toEqual({ file: importMessages.fileMissing });
  });

  it('is what the api client calls: progress lines heard, the summary returned', async () => {
    const heard: ImportLine[] = [];
    const summary = await clientFor(adminToken).tfm.importEmployees(new Blob([csv(good('16'))]), 'users.csv', { dryRun: true }, (line) => heard.push(line));

    expect(summary).toMatchObject({ dry_run: true, valid: 1, created: 1 });
    expect(heard.at(-1)).toEqual({ type: 'progress', phase: 'checking', processed: 1, total: 1 });
  });
});
