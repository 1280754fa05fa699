import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './browser';
import { startServer, type RunningServer } from './server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('an unknown path', () => {
  it('shows the not-found page, served through the SPA fallback', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    try {
      const response = await page.goto('/no/such/page');
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      await page.getByText('/no/such/page').waitFor();
      await expect.poll(() => page.title()).toBe('Page not found · Motorpool');
      await screenshot(page, '07-not-found');
    } finally {
      await context.close();
    }
  });
});
