import { serve, type ServerType } from '@hono/node-server';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { outbox } from '../src/db/schema';
import { createHarness, type Harness } from './harness';

const OUTBOX = '/api/v1/dev/outbox/';

/** The mailbox decides by the socket's address, so these calls go through a real listening server, not app.request(). */
type Listening = { harness: Harness; url: string; close(): Promise<void> };

async function listening(env: NodeJS.ProcessEnv): Promise<Listening> {
  const harness = await createHarness({ env });
  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: harness.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    harness,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await harness.close();
    },
  };
}

/** node:http rather than fetch, which would not send a Host header of the caller's choosing. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as unknown }));
    })
      .on('error', reject)
      .end();
  });
}

const PROXY_HEADERS: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.9' },
  { 'x-forwarded-for': '127.0.0.1' },
  { forwarded: 'for=203.0.113.9;proto=https' },
  { 'x-real-ip': '203.0.113.9' },
  { via: '1.1 proxy.example' },
];

describe('the development mailbox by default (loopback)', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listening({});
    await server.harness.db.insert(outbox).values({
      recipient: 'driver@demo.fleet',
      subject: 'Reset your password',
      text: 'http://localhost:3000/forgot-password?token=secret',
      template: 'password-reset',
    });
  });
  afterAll(() => server.close());

  it('shows the outbox to a caller on this machine that came straight to the server', async () => {
    const response = await get(`${server.url}${OUTBOX}?to=driver@demo.fleet`);
    expect(response.status).toBe(200);
    const { results } = response.body as { results: { to: string }[] };
    expect(results.map((message) => message.to)).toContain('driver@demo.fleet');
  });

  it('refuses a request that came through a proxy, whatever address the proxy names', async () => {
    for (const headers of PROXY_HEADERS) {
      const response = await get(`${server.url}${OUTBOX}`, headers);
      expect(response.status, JSON.stringify(headers)).toBe(404);
      expect(response.body).toEqual({ errors: { title: expect.any(String) } });
    }
  });

  it('refuses a page that reached this machine under another host name (DNS rebinding)', async () => {
    for (const host of ['attacker.example', 'attacker.example:3000', 'localhost.attacker.example']) {
      expect((await get(`${server.url}${OUTBOX}`, { host })).status, host).toBe(404);
    }
    for (const host of ['localhost:3000', 'fleetshare.localhost:3000', '127.0.0.1', '[::1]:3000']) {
      expect((await get(`${server.url}${OUTBOX}`, { host })).status, host).toBe(200);
    }
  });

  it('is refused to callers without a socket address (app.request)', async () => {
    expect((await server.harness.call('GET', OUTBOX)).status).toBe(404);
  });
});

describe('DEV_MAILBOX=open', () => {
  let server: Listening;
  beforeAll(async () => {
    server = await listening({ DEV_MAILBOX: 'open' });
  });
  afterAll(() => server.close());

  it('stays an explicit choice: shown through a proxy too', async () => {
    for (const headers of PROXY_HEADERS) {
      expect((await get(`${server.url}${OUTBOX}`, headers)).status, JSON.stringify(headers)).toBe(200);
    }
  });
});

describe('the DEV_MAILBOX setting', () => {
  it('defaults to loopback without SMTP and off with it', () => {
    expect(readConfig({}).devMailbox).toBe('loopback');
    expect(readConfig({ SMTP_URL: 'smtp://mail.example:25' }).devMailbox).toBe('off');
  });

  it('is off in production unless opened on purpose', () => {
    expect(readConfig({ NODE_ENV: 'production' }).devMailbox).toBe('off');
    expect(readConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'off' }).devMailbox).toBe('off');
    expect(readConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'open' }).devMailbox).toBe('open');
    expect(() => readConfig({ NODE_ENV: 'production', DEV_MAILBOX: 'loopback' })).toThrow(/DEV_MAILBOX=loopback.*NODE_ENV=production/);
  });
});
