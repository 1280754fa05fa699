import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { journeySetup } from './journey-setup';
import { signIn } from './journeys';

const journey = journeySetup();

async function signInAs(page: Page, email: string) {
  await signIn(page, email);
  await page.waitForURL('**/dashboard');
}

const branchesTable = (page: Page) => page.getByRole('table', { name: /Branches/ });

/** Adds a branch or hub from /branches and waits for the table to list it. */
async function addBranch(admin: Page, name: string, type: 'Branch' | 'Hub') {
  await admin.goto('/branches');
  await admin.getByRole('button', { name: 'Add Branch' }).click();
  await admin.waitForURL('**/branches?add=1');
  await admin.getByRole('textbox', { name: /^Name/ }).fill(name);
  await admin.getByRole('group', { name: /^Type/ }).getByLabel(type, { exact: true }).check();
  return admin;
}

describe('branches and organisation structure (issue 6)', () => {
  it('creates a hub and a branch, links them, sets business hours and a holiday, and a new branch manager sees my-branch', async () => {
    const admin = await journey.newPage({ acceptDownloads: true });
    await signInAs(admin, 'admin@demo.fleet');

    // A hub.
    await addBranch(admin, 'Harbour Hub', 'Hub');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.waitForURL((url) => url.pathname === '/branches' && !url.search.includes('add'));
    await branchesTable(admin).getByText('Harbour Hub').waitFor();

    // A branch with Monday hours and Blake as its manager.
    await addBranch(admin, 'Bondi Depot', 'Branch');
    await admin.getByRole('checkbox', { name: 'Monday open' }).check();
    await admin.getByRole('textbox', { name: 'Monday opens' }).fill('08:00');
    await admin.getByRole('textbox', { name: 'Monday closes' }).fill('07:00');
    await admin
      .getByRole('group', { name: /^Branch Managers/ })
      .getByLabel('Blake Branch')
      .check();
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    // Closing before opening is refused on the field, and nothing typed is lost.
    await admin.getByText('Closing time must be after opening time').waitFor();
    expect(await admin.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Bondi Depot');
    await admin.getByRole('textbox', { name: 'Monday closes' }).fill('17:30');
    await screenshot(admin, 'branches-01-form');
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.waitForURL((url) => url.pathname === '/branches' && !url.search.includes('add'));
    await branchesTable(admin).getByText('Bondi Depot').waitFor();
    await screenshot(admin, 'branches-02-table');

    // The heading bar's export takes the listed branches as CSV.
    await admin.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'CSV' }).click()]);
    expect(await readFile((await download.path())!, 'utf8')).toContain('Bondi Depot');

    // A holiday on the branch.
    await branchesTable(admin).getByRole('row').filter({ hasText: 'Bondi Depot' }).getByRole('button', { name: 'Edit Bondi Depot' }).click();
    await admin.waitForURL(/\/branches\?edit=\d+/);
    const holidayForm = admin.getByRole('form', { name: 'Add a holiday' });
    // The panel lists the current year's holidays.
    await holidayForm.getByRole('textbox', { name: /Holiday date/ }).fill(`25/12/${new Date().getFullYear()}`);
    await holidayForm.getByRole('textbox', { name: /Holiday name/ }).fill('Christmas Day');
    await holidayForm.getByRole('button', { name: 'Add holiday' }).click();
    await admin.getByRole('button', { name: /^Delete Christmas Day/ }).waitFor();
    expect(await admin.getByRole('textbox', { name: 'Monday closes' }).inputValue()).toBe('17:30');
    await screenshot(admin, 'branches-03-holiday');

    // The hub serves the branch.
    await admin.goto('/associated-branches');
    const relations = admin.getByRole('form', { name: 'Edit a branch relation' });
    await relations.getByRole('combobox', { name: /From branch/ }).selectOption({ label: 'Harbour Hub (Hub)' });
    await relations
      .getByRole('group', { name: /Branches Harbour Hub serves/ })
      .getByLabel('Bondi Depot')
      .check();
    await relations.getByRole('button', { name: 'Save' }).click();
    await admin.getByRole('button', { name: 'Edit what Harbour Hub serves' }).waitFor();
    await screenshot(admin, 'branches-04-relations');

    // Blake no longer manages Parramatta, so his branch is now Bondi Depot.
    await admin.goto('/branches');
    await branchesTable(admin).getByRole('button', { name: 'Edit Parramatta' }).click();
    await admin
      .getByRole('group', { name: /^Branch Managers/ })
      .getByLabel('Blake Branch')
      .uncheck();
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await admin.waitForURL((url) => url.pathname === '/branches' && !url.search.includes('edit'));

    const manager = await journey.newPage();
    await signInAs(manager, 'branch.manager@demo.fleet');
    await manager.goto('/my-branch');
    await manager.getByText('Bondi Depot').first().waitFor();
    await screenshot(manager, 'branches-05-my-branch');
  });
});
