import { generalSettingsMessages } from '@motorpool/api';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiToken } from './api-setup';
import { screenshot } from './browser';
import { journeySetup } from './journey-setup';
import { signIn } from './journeys';
import { codeIn, waitForMessage } from './mailbox';

const journey = journeySetup();

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Messages' }).getByText(text).last();

async function signedInAdmin(path: string): Promise<Page> {
  const admin = await journey.newPage();
  await signIn(admin, 'admin@demo.fleet');
  await admin.waitForURL('**/dashboard');
  await admin.goto(path);
  return admin;
}

describe('organisation settings (issue 20)', () => {
  it('an admin requires two-step sign-in and a member is asked for an emailed code at their next sign-in', async () => {
    const admin = await signedInAdmin('/general-settings');
    const required = admin.getByRole('checkbox', { name: 'Require two-step sign-in of every member' });
    await expect.poll(() => required.isEnabled()).toBe(true);
    // Saved on change: the box shows the server's answer.
    await required.click();
    await toast(admin, generalSettingsMessages.saved).waitFor();
    await expect.poll(() => required.isChecked()).toBe(true);
    await screenshot(admin, 'settings-00-two-step-required');

    const member = await journey.newPage();
    await signIn(member, 'branch.manager@demo.fleet');
    await member.waitForURL('**/otp-submit');
    const message = await waitForMessage(journey.server.baseUrl, 'branch.manager@demo.fleet', /code/);
    await member.getByLabel('Sign-in code', { exact: true }).fill(codeIn(message));
    await screenshot(member, 'settings-01-code-asked');
    await member.getByRole('button', { name: 'Verify' }).click();
    await member.waitForURL('**/dashboard');

    // Turned off again (the admin's open session stays), so the next journey signs in with passwords alone.
    await required.click();
    await expect.poll(() => required.isChecked()).toBe(false);
  });

  describe("a branch's own buffer", () => {
    const base = () => journey.server.baseUrl;
    let booking: (token: string, from: string, to: string) => Promise<Response>;
    let day: string;

    beforeAll(async () => {
      const admin = await apiToken(base(), 'admin@demo.fleet');
      const read = async <T>(path: string) => {
        const response = await apiCall(base(), admin, 'GET', path);
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
        return (await response.json()) as T;
      };
      const branch = (await read<{ results: { pk: number; name: string }[] }>('branches/?search=Sydney%20Central')).results.find(
        (one) => one.name === 'Sydney Central',
      );
      const corolla = (await read<{ results: { pk: number; name: string }[] }>('vehicles/?search=SC-01')).results.find(
        (one) => one.name === 'Corolla Hybrid SC-01',
      );
      const [dana] = (await read<{ results: { pk: number }[] }>('employees-extensions/?search=driver%40demo.fleet')).results;
      if (!branch || !corolla || !dana) throw new Error('the seeded branch, vehicle or driver was not found');
      // Ten days ahead: clear of the demo's activity around today and within the future booking limit.
      day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      booking = (token, from, to) =>
        apiCall(base(), token, 'POST', 'bookings/', {
          branch: { pk: branch.pk },
          vehicle: { pk: corolla.pk },
          driver: { pk: dana.pk },
          start_datetime: `${day}T${from}`,
          end_datetime: `${day}T${to}`,
          purpose_of_trip: 'Site visit',
        });
      const first = await booking(admin, '09:00', '11:00');
      if (first.status !== 201) throw new Error(`the first booking answered ${first.status}: ${await first.text()}`);
    });

    it("refuses a booking that breaks it with the server's title, and takes it once the branch follows the organisation again", async () => {
      const admin = await signedInAdmin('/booking-settings');
      await admin.getByLabel('Rules for').selectOption({ label: 'Sydney Central' });
      await admin.getByText('Sydney Central follows the organisation').waitFor();
      const buffer = admin.getByRole('textbox', { name: 'Buffer between bookings (minutes)' });
      await buffer.fill('120');
      await admin.getByRole('button', { name: 'Save', exact: true }).click();
      await toast(admin, 'Booking settings saved').waitFor();
      await admin.getByText('Sydney Central has its own rules.').waitFor();
      await screenshot(admin, 'settings-02-branch-buffer');

      // Returned at 07:30, the car would be held until 09:30 by Sydney Central's two hours: into the 09:00 booking.
      const driver = await apiToken(base(), 'driver@demo.fleet');
      const refused = await booking(driver, '06:00', '07:30');
      expect(refused.status).toBe(409);
      const title = ((await refused.json()) as { errors: { title: string } }).errors.title;
      expect(title).toMatch(/^Vehicle Corolla Hybrid SC-01 is already booked from /);

      await admin.getByRole('button', { name: "Use the organisation's rules" }).click();
      await toast(admin, 'Booking settings saved').last().waitFor();
      await admin.getByText('Sydney Central follows the organisation').waitFor();
      expect((await booking(driver, '06:00', '07:30')).status).toBe(201);
    });
  });
});
