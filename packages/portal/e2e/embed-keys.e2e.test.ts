import { embedMessages } from '@motorpool/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { screenshot } from './browser';
import { journeySetup } from './journey-setup';
import { signIn } from './journeys';

/*
 * Organisation admins manage embed keys from the portal: the admin creates a
 * key for a partner page's origin, pauses it and revokes it, and the server
 * issues widget tokens for it only while it is active. The screen is looked
 * at 1280 and 360 px wide.
 */

const journey = journeySetup();

const PARTNER_ORIGIN = 'https://intranet.demo.fleet';
const KEY_NAME = 'Intranet calendar';

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Messages' }).getByText(text);
const keyCard = (page: Page) => page.getByRole('listitem', { name: KEY_NAME });

/** What the partner page's widget gets for the key, sent as a browser on the partner's origin would. */
async function issueToken(key: string): Promise<{ status: number; title?: string }> {
  const response = await fetch(`${journey.server.baseUrl}/api/v1/tfm/embed/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PARTNER_ORIGIN },
    body: JSON.stringify({ embed_key: key }),
  });
  const body = (await response.json()) as { errors?: { title?: string } };
  return { status: response.status, title: body.errors?.title };
}

/** Something on the page is wider than `width`: a phone would scroll sideways (or zoom out to fit it). */
const overflows = (page: Page, width: number) => page.evaluate((limit) => document.documentElement.scrollWidth > limit, width);

describe('embed keys (issue 15)', () => {
  it('an admin creates a key with an origin, pauses it and revokes it, at 1280 and 360 px', async () => {
    const admin = await journey.newPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    await signIn(admin, 'admin@demo.fleet');
    await admin.waitForURL('**/dashboard');

    // The sidebar's Settings lead to the screen.
    const sidebar = admin.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('button', { name: 'Settings' }).click();
    await sidebar.getByRole('link', { name: 'Embed Keys' }).click();
    await admin.waitForURL('**/embed-keys');
    await admin.getByRole('heading', { level: 1, name: 'Embed Keys' }).waitFor();
    await admin.getByRole('status').filter({ hasText: 'No embed keys yet' }).waitFor();
    await screenshot(admin, 'embed-keys-01-empty');

    // Add embed key: an origin with a path is refused on its row, before the server is asked.
    await admin.getByRole('button', { name: 'Add embed key' }).click();
    const form = admin.getByRole('dialog', { name: 'Add embed key' });
    await form.getByRole('textbox', { name: 'Name' }).fill(KEY_NAME);
    await form.getByRole('textbox', { name: 'Origin 1' }).fill(`${PARTNER_ORIGIN}/calendar`);
    await form.getByRole('button', { name: 'Create key' }).click();
    await form.getByText(embedMessages.originInvalid).waitFor();
    await screenshot(admin, 'embed-keys-02-form-refused');

    // Fixed as typed differently: the server keeps it as browsers send it.
    await form.getByRole('textbox', { name: 'Origin 1' }).fill('https://Intranet.Demo.Fleet:443');
    await form.getByRole('checkbox', { name: 'Show driver names' }).check();
    await form.getByRole('button', { name: 'Create key' }).click();
    await toast(admin, 'Embed key created successfully').waitFor();
    await form.waitFor({ state: 'detached' });
    const card = keyCard(admin);
    await card.getByText(PARTNER_ORIGIN, { exact: true }).waitFor();
    expect(await card.getByText('Active', { exact: true }).count()).toBe(1);
    expect(await card.getByText('Shown', { exact: true }).count()).toBe(1);
    const key = ((await card.locator('code').textContent()) ?? '').trim();
    expect(key).toMatch(/^mpk_[A-Za-z0-9_-]{24}$/);

    // The copy button hands the key over for the partner page.
    await card.getByRole('button', { name: `Copy the key of ${KEY_NAME}` }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: `The key of ${KEY_NAME} is copied.` })
      .waitFor();
    expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(key);
    expect((await issueToken(key)).status).toBe(200);
    await screenshot(admin, 'embed-keys-03-created');

    // Pause: the partner page gets no token; the key can be resumed.
    await card.getByRole('button', { name: `Pause ${KEY_NAME}` }).click();
    await toast(admin, 'Embed key paused').waitFor();
    await card.getByRole('button', { name: `Resume ${KEY_NAME}` }).waitFor();
    expect(await issueToken(key)).toEqual({ status: 403, title: embedMessages.keyInactive });

    // The same screen on a phone: cards, no sideways scrolling, the form fits, and axe finds nothing serious.
    const storage = await admin.context().storageState();
    const phone = await journey.newPage({ storageState: storage, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
    await phone.goto('/embed-keys');
    // On a phone the navigation waits in its drawer: the page has the whole width.
    await phone.getByRole('button', { name: 'Menu' }).waitFor();
    await phone.getByRole('heading', { level: 1, name: 'Embed Keys' }).waitFor();
    await keyCard(phone).getByText('Paused', { exact: true }).waitFor();
    expect(await overflows(phone, 360)).toBe(false);
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'embed-keys-04-phone-list');
    await phone.getByRole('button', { name: `Edit ${KEY_NAME}` }).click();
    const phoneForm = phone.getByRole('dialog', { name: `Edit ${KEY_NAME}` });
    await phoneForm.getByRole('textbox', { name: 'Origin 1' }).waitFor();
    expect(await overflows(phone, 360)).toBe(false);
    const formBox = await phoneForm.boundingBox();
    expect(formBox && formBox.x >= 0 && formBox.x + formBox.width <= 360).toBe(true);
    expect(await seriousViolations(phone)).toEqual([]);
    await screenshot(phone, 'embed-keys-05-phone-form');
    await phoneForm.getByRole('button', { name: 'Cancel' }).click();

    // Revoke, confirmed from the keyboard: the key stays listed, read-only, and never works again.
    await card.getByRole('button', { name: `Revoke ${KEY_NAME}` }).click();
    const confirm = admin.getByRole('dialog', { name: `Revoke ${KEY_NAME}?` });
    await expect.poll(() => confirm.getByRole('button', { name: 'Cancel' }).evaluate((button) => button.matches(':focus'))).toBe(true);
    await admin.keyboard.press('Tab');
    await admin.keyboard.press('Enter');
    await toast(admin, embedMessages.revoked).waitFor();
    await card.locator('[data-colour]', { hasText: 'Revoked' }).waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    await expect.poll(() => card.getByRole('heading', { name: KEY_NAME }).evaluate((heading) => heading === document.activeElement)).toBe(true);
    expect(await issueToken(key)).toEqual({ status: 403, title: embedMessages.keyRevoked });
    await screenshot(admin, 'embed-keys-06-revoked');
    // One journey through two viewports and three token checks: more than the default minute on a busy machine.
  }, 180_000);
});
