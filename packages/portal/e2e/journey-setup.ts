import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer, type ServerOptions } from './server';

export type Journey = {
  readonly server: RunningServer;
  readonly browser: Browser;
  /**
   * A page in a browser context of its own, so two people never share a
   * session; 1280×800 and the server as base URL unless `options` say
   * otherwise. Closed after each test.
   */
  newPage(options?: BrowserContextOptions): Promise<Page>;
  /** Counts a page's uncaught errors against the test, for pages opened by other means. */
  watch(page: Page): Page;
};

/**
 * The hooks of a journey file: one server and one Chromium for the file,
 * contexts closed after each test, and a test fails on any uncaught error
 * in its pages.
 */
export function journeySetup(serverOptions: ServerOptions = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: { close(): Promise<void> }[] = [];
  const uncaught: string[] = [];

  beforeAll(async () => {
    server = await startServer(serverOptions);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
    expect(uncaught.splice(0), 'uncaught errors in the page').toEqual([]);
  });

  const journey: Journey = {
    get server() {
      if (!server) throw new Error('the journey server starts in beforeAll');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the journey browser starts in beforeAll');
      return browser;
    },
    async newPage(options = {}) {
      const context = await journey.browser.newContext({ baseURL: journey.server.baseUrl, viewport: { width: 1280, height: 800 }, ...options });
      contexts.push(context);
      return journey.watch(await context.newPage());
    },
    watch(page) {
      page.on('pageerror', (error) => uncaught.push(error.message));
      return page;
    },
  };
  return journey;
}
