import { readFile } from 'node:fs/promises';
import { messages } from '@motorpool/api';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { journeySetup } from './journey-setup';
import { signIn } from './journeys';

const journey = journeySetup();

const NEW_USER = { first: 'Noor', last: 'Newcomer', email: 'noor.newcomer@example.com' };

async function signInAsAdmin(page: Page) {
  await signIn(page, 'admin@demo.fleet');
  await page.waitForURL('**/dashboard');
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Messages' }).getByText(text);

describe('users administration (issue 5)', () => {
  it('adds a user, edits a custom field, exports the table and imports a file with one bad row', async () => {
    const admin = await journey.newPage({ acceptDownloads: true });
    await signInAsAdmin(admin);

    // The users table of spec §2, from the server.
    await admin.goto('/users');
    await usersTable(admin).getByText('Dana Driver').waitFor();
    await screenshot(admin, 'users-01-table');

    // Add New User from the heading bar; Submit returns to the table.
    await admin
      .getByRole('link', { name: 'Add New User' })
      .or(admin.getByRole('button', { name: 'Add New User' }))
      .first()
      .click();
    await admin.waitForURL('**/users/add/new');
    await admin.getByLabel(/^First Name/).fill(NEW_USER.first);
    await admin.getByLabel(/^Last Name/).fill(NEW_USER.last);
    await admin.getByLabel(/^Email Address/).fill(NEW_USER.email);
    await admin.getByRole('combobox', { name: /^Branch/ }).selectOption({ label: 'Sydney Central' });
    await admin.getByRole('combobox', { name: /^User Status/ }).selectOption({ label: 'Active' });
    await admin.getByRole('combobox', { name: /^Role/ }).selectOption({ label: 'Driver' });
    await screenshot(admin, 'users-02-add-user');
    await admin.getByRole('button', { name: 'Submit' }).click();
    await toast(admin, messages.userForm.added).waitFor();
    await admin.waitForURL((url) => url.pathname === '/users');

    // Find the new user and edit a custom field.
    await admin.getByRole('searchbox', { name: 'Search users' }).or(admin.getByLabel('Search users')).first().fill('Noor');
    const row = usersTable(admin).getByRole('row').filter({ hasText: NEW_USER.email });
    await row.waitFor();
    await row.getByRole('button', { name: `Edit ${NEW_USER.first} ${NEW_USER.last}` }).click();
    await admin.waitForURL(/\/users\/\d+$/);
    const uniformSize = admin.getByRole('combobox', { name: /^Uniform Size/ });
    await uniformSize.selectOption('L');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(admin, messages.userForm.updated).waitFor();
    await admin.waitForURL((url) => url.pathname === '/users');
    await admin.goBack();
    await admin.waitForURL(/\/users\/\d+$/);
    await expect.poll(() => admin.getByRole('combobox', { name: /^Uniform Size/ }).inputValue()).toBe('L');
    await screenshot(admin, 'users-03-edited-tag');

    // Export the table as CSV, then reopen the file.
    await admin.goto('/users');
    await usersTable(admin).getByText('Dana Driver').waitFor();
    await admin.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^users-.*\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const records = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    const exported = records.find((record) => record.Email === NEW_USER.email);
    expect(exported).toMatchObject({ Name: `${NEW_USER.first} ${NEW_USER.last}`, Branch: 'Sydney Central', Status: 'Active', Role: 'Driver' });
    expect(records.map((record) => record.Email)).toContain('driver@demo.fleet');
    await screenshot(admin, 'users-04-exported');

    // Import: one good row and one with a bad email; the preview names the bad row.
    await admin.goto('/users-import');
    const file = [
      'First Name,Last Name,Email,Branch,Role,User Status',
      'Ilse,Imported,ilse.imported@example.com,Sydney Central,Driver,Active',
      'Bad,Row,not-an-email,Sydney Central,Driver,Active',
    ].join('\n');
    await admin.locator('input[type="file"]').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    const errors = admin.getByRole('table', { name: 'Row errors' });
    await errors.waitFor();
    const badRow = errors.getByRole('row').filter({ hasText: 'Email' });
    expect(await badRow.first().textContent()).toContain('3');
    await expect.poll(() => admin.getByRole('button', { name: 'Import all' }).isDisabled()).toBe(true);
    await screenshot(admin, 'users-05-import-preview');
    await admin.getByRole('button', { name: 'Import only the 1 valid row' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: /Import finished: 1 user added/ })
      .waitFor();
    await screenshot(admin, 'users-06-import-done');

    await admin.goto('/users');
    await admin.getByLabel('Search users').fill('Ilse');
    await usersTable(admin).getByText('ilse.imported@example.com').waitFor();
    expect(await usersTable(admin).getByText('not-an-email').count()).toBe(0);

    // Imported and added people have not set a password yet: they are the non-registered ones.
    await admin.goto('/non-registered-drivers');
    await usersTable(admin).getByText('ilse.imported@example.com').waitFor();
    await usersTable(admin).getByText(NEW_USER.email).waitFor();
    expect(await usersTable(admin).getByText('driver@demo.fleet').count()).toBe(0);
    await screenshot(admin, 'users-07-non-registered');
  });

  it('exports XLSX that opens as a workbook', async () => {
    const admin = await journey.newPage({ acceptDownloads: true });
    await signInAsAdmin(admin);
    await admin.goto('/users');
    await usersTable(admin).getByText('Dana Driver').waitFor();
    await admin.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'XLSX' }).click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Emp ID', 'Name', 'Contact Number']);
    const names: unknown[] = [];
    sheet.eachRow((sheetRow, index) => index > 1 && names.push(sheetRow.getCell(2).value));
    expect(names).toContain('Dana Driver');
  });
});
