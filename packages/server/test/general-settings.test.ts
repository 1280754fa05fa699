import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generalSettingsMessages, type AuditEntry, type GeneralSettings, type SidebarItems } from '@motorpool/api';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET } from './sign-up-flow';

let harness: Harness;
let admin: string;
let driver: string;
beforeAll(async () => {
  harness = await createHarness();
  admin = await harness.login('admin@demo.fleet');
  driver = await harness.login('driver@demo.fleet');
});
afterAll(() => harness.close());

const SETTINGS = '/api/v1/organisations/general-settings/';
const put = (token: string, body: unknown) => harness.call('PUT', SETTINGS, { token, organisation: DEMO_FLEET, body });
const sidebarOf = async (token: string) =>
  (await (await harness.call('GET', '/api/v1/organisations/sidebar-items/', { token, organisation: DEMO_FLEET })).json()) as SidebarItems;
const fieldsOf = async (response: Response) => Object.keys(((await response.json()) as { errors: { fields?: Record<string, string> } }).errors.fields ?? {});

const filled: GeneralSettings = {
  help_desk: { phone: '+61 2 9000 0000', email: 'help@demo.fleet', message: 'Weekdays 8–6' },
  user_manual_url: 'https://manual.demo.fleet/start',
};

describe('general settings', () => {
  it('are read and changed by organisation_write holders only', async () => {
    expect((await harness.call('GET', SETTINGS, { token: driver, organisation: DEMO_FLEET })).status).toBe(403);
    expect((await put(driver, filled)).status).toBe(403);
    expect((await harness.call('GET', SETTINGS)).status).toBe(401);
  });

  it('reach the sidebar panels of every member, and a blank help desk is not shown', async () => {
    const saved = await put(admin, filled);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual(filled);
    const sidebar = await sidebarOf(driver);
    expect(sidebar.help_desk).toEqual(filled.help_desk);
    expect(sidebar.user_manual_url).toBe(filled.user_manual_url);

    const cleared = await put(admin, { help_desk: { phone: null, email: null, message: null }, user_manual_url: null });
    expect(await cleared.json()).toEqual({ help_desk: { phone: null, email: null, message: null }, user_manual_url: null });
    const after = await sidebarOf(driver);
    expect(after.help_desk).toBeNull();
    expect(after.user_manual_url).toBeNull();
  });

  it('refuse a bad value with the field named, keeping what was saved', async () => {
    await put(admin, filled);
    const cases: [unknown, string][] = [
      [{ ...filled, user_manual_url: 'javascript:alert(1)' }, 'user_manual_url'],
      [{ ...filled, user_manual_url: 'manual' }, 'user_manual_url'],
      [{ ...filled, help_desk: { ...filled.help_desk, email: 'not-an-email' } }, 'help_desk.email'],
      [{ ...filled, help_desk: { ...filled.help_desk, phone: '1'.repeat(21) } }, 'help_desk.phone'],
      [{ ...filled, help_desk: { ...filled.help_desk, message: 'x'.repeat(501) } }, 'help_desk.message'],
      [{ help_desk: filled.help_desk }, 'user_manual_url'],
    ];
    for (const [body, field] of cases) {
      const refused = await put(admin, body);
      expect(refused.status, field).toBe(400);
      expect(await fieldsOf(refused)).toEqual([field]);
    }
    const manual = await put(admin, { ...filled, user_manual_url: 'ftp://manual' });
    expect(((await manual.json()) as { errors: { fields: Record<string, string> } }).errors.fields.user_manual_url).toBe(generalSettingsMessages.webAddress);
    expect(await (await harness.call('GET', SETTINGS, { token: admin, organisation: DEMO_FLEET })).json()).toEqual(filled);
  });

  it('audit each change with who made it, and a save that changes nothing records nothing', async () => {
    const trail = async () =>
      (
        (await (
          await harness.call('GET', '/api/v1/organisations/audits/?record_type=general_settings', { token: admin, organisation: DEMO_FLEET })
        ).json()) as {
          results: AuditEntry[];
        }
      ).results;
    await put(admin, filled);
    const before = (await trail()).length;
    await put(admin, filled);
    expect((await trail()).length).toBe(before);
    await put(admin, { ...filled, help_desk: { ...filled.help_desk, message: 'Around the clock' } });
    const [latest] = await trail();
    expect(latest).toMatchObject({ action: 'Updated', actor: { name: 'Alex Admin' }, changes: { message: ['Weekdays 8–6', 'Around the clock'] } });
  });
});
