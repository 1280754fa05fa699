import { bookingMessages, messages, toWallTime } from '@motorpool/api';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall as setupCall, apiToken as setupToken } from './api-setup';
import { screenshot } from './browser';
import { journeySetup } from './journey-setup';
import { signIn } from './journeys';

const journey = journeySetup();
const SYDNEY = 'Australia/Sydney';

const apiToken = (email: string) => setupToken(journey.server.baseUrl, email);
const apiCall = (token: string, method: string, path: string, body?: unknown) => setupCall(journey.server.baseUrl, token, method, path, body);
async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  if (response.status !== status) throw new Error(`${response.url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Messages' }).getByText(text);
const approveButton = (page: Page, pk: number) => page.getByRole('button', { name: `Approve booking ${pk}` });

/** Two Pending Approval bookings of Dana's at Parramatta, tomorrow morning and midday. */
let bookings: number[] = [];

describe('roles (issue 21): a custom role with booking_approve', () => {
  beforeAll(async () => {
    const admin = await apiToken('admin@demo.fleet');
    const branches = await json<{ results: { pk: number; name: string }[] }>(await apiCall(admin, 'GET', 'branches/?search=Parramatta'));
    const parramatta = branches.results.find((branch) => branch.name === 'Parramatta')!;
    // Bookings at Parramatta wait for the holders of booking_approve there (Blake works there).
    await json(
      await apiCall(admin, 'POST', 'booking-approval-rules/', { name: 'Coordinators approve', branch_pks: [parramatta.pk], approvers: ['booking_approver'] }),
      201,
    );
    const vehicles = await json<{ results: { pk: number; name: string }[] }>(await apiCall(admin, 'GET', 'vehicles/?search=PA-01'));
    const members = await json<{ results: { pk: number }[] }>(await apiCall(admin, 'GET', 'employees-extensions/?search=driver%40demo.fleet'));
    const tomorrow = new Date(Date.now() + 86_400_000);
    const day = toWallTime(tomorrow, SYDNEY).slice(0, 10);
    bookings = [];
    for (const [start, end] of [
      ['09:00', '10:00'],
      ['11:00', '12:00'],
    ]) {
      const created = await json<{ results: { pk: number; status: { status_name: string } }[] }>(
        await apiCall(admin, 'POST', 'bookings/', {
          branch: { pk: parramatta.pk },
          vehicle: { pk: vehicles.results[0]!.pk },
          driver: { pk: members.results[0]!.pk },
          start_datetime: `${day}T${start}`,
          end_datetime: `${day}T${end}`,
          purpose_of_trip: 'Depot run',
        }),
        201,
      );
      expect(created.results[0]!.status.status_name).toBe('Pending Approval');
      bookings.push(created.results[0]!.pk);
    }
  });

  it('an admin creates "Pool coordinator", gives it to Blake, he approves; once the permission is removed his next approve is 403 and the button goes', async () => {
    const [first, second] = bookings as [number, number];
    // The admin creates the role from the catalogue.
    const admin = await journey.newPage();
    await signIn(admin, 'admin@demo.fleet');
    await admin.waitForURL('**/dashboard');
    await admin.goto('/user-roles');
    await admin.getByRole('button', { name: 'Add role' }).click();
    await admin.waitForURL('**/user-roles/new');
    await admin.getByRole('textbox', { name: 'Name' }).fill('Pool coordinator');
    await admin.getByRole('checkbox', { name: /^Approve bookings/ }).check();
    await admin.getByRole('checkbox', { name: /^My bookings/ }).check();
    await screenshot(admin, 'roles-00-new-role');
    await admin.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'Role created').waitFor();
    await admin.waitForURL(/\/user-roles\/\d+$/);
    const rolePath = new URL(admin.url()).pathname;
    await admin.goto('/user-roles');
    await admin.getByText('Pool coordinator').waitFor();
    await screenshot(admin, 'roles-01-roles-list');

    // The admin gives it to Blake (a branch manager until now) from the user form's Role select.
    await admin.goto('/users');
    await admin.getByRole('searchbox', { name: 'Search users' }).or(admin.getByLabel('Search users')).first().fill('Blake');
    const row = admin.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: 'branch.manager@demo.fleet' });
    await row.getByRole('button', { name: 'Edit Blake Branch' }).click();
    await admin.waitForURL(/\/users\/\d+$/);
    await admin.getByRole('combobox', { name: /^Role/ }).selectOption({ label: 'Pool coordinator' });
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(admin, messages.userForm.updated).waitFor();

    // Blake approves the first booking from the bookings list.
    const blake = await journey.newPage();
    await signIn(blake, 'branch.manager@demo.fleet');
    await blake.waitForURL('**/dashboard');
    await blake.goto('/bookings');
    await approveButton(blake, first).waitFor();
    await screenshot(blake, 'roles-02-coordinator-sees-approve');
    await approveButton(blake, first).click();
    await expect.poll(async () => approveButton(blake, first).count()).toBe(0);
    const approved = await json<{ status: { status_name: string } }>(await apiCall(await apiToken('admin@demo.fleet'), 'GET', `bookings/${first}/`));
    expect(approved.status.status_name).toBe('Approved');

    // The admin takes booking_approve off the role.
    await admin.goto(rolePath);
    const permission = admin.getByRole('checkbox', { name: /^Approve bookings/ });
    await expect.poll(() => permission.isChecked()).toBe(true);
    await permission.uncheck();
    await admin.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'Role saved').waitFor();
    await screenshot(admin, 'roles-03-permission-removed');

    // Blake's page still shows the button it drew; his next approve is refused by the server, and the rows read again lose it.
    await approveButton(blake, second).click();
    await toast(blake, bookingMessages.cannotApprove).waitFor();
    await expect.poll(async () => approveButton(blake, second).count()).toBe(0);
    await screenshot(blake, 'roles-04-approve-refused');
    const refused = await apiCall(await apiToken('branch.manager@demo.fleet'), 'POST', `bookings/${second}/approve/`, {});
    expect(refused.status).toBe(403);
    // Read again, the list has no Approve for him.
    await blake.reload();
    await blake.getByRole('table').first().getByRole('row').filter({ hasText: 'Pending Approval' }).first().waitFor();
    expect(await approveButton(blake, second).count()).toBe(0);
    await screenshot(blake, 'roles-05-no-approve');
  });

  it('the roles list and the editor fit a 360 px phone without sideways scrolling', async () => {
    const phone = await journey.newPage({ viewport: { width: 360, height: 780 } });
    await signIn(phone, 'admin@demo.fleet');
    await phone.waitForURL('**/dashboard');
    await phone.goto('/user-roles');
    await phone.getByRole('button', { name: 'Edit Admin' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(phone, 'roles-06-list-360');
    await phone.getByRole('button', { name: 'Edit Admin' }).click();
    const locked = phone.getByRole('checkbox', { name: /^Super user/ });
    await expect.poll(() => locked.isDisabled()).toBe(true);
    expect(await locked.isChecked()).toBe(true);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(phone, 'roles-07-admin-role-360');
  });
});
