import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { sql } from 'drizzle-orm';
import { Notification, NOTIFICATION_STREAM_EVENTS } from '@motorpool/api';
import { readConfig, type ServerConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { users } from '../src/db/schema';
import { notify } from '../src/notifications/notifications';
import { notificationHubOf } from '../src/notifications/realtime';
import { startServer, type RunningServer } from '../src/start';
import { DEMO_PASSWORD, freshDatabase } from './harness';

const STREAM = '/api/v1/accounts/notifications/stream/';
const DEMO_FLEET = 1;
const WAIT_MS = 5_000;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A server on a fresh database: PGlite in a temporary directory, or a new PostgreSQL database when DATABASE_URL is set. */
async function serverConfig(): Promise<ServerConfig> {
  if (process.env.DATABASE_URL) {
    const database = await freshDatabase();
    cleanups.push(() => database.drop());
    return { ...readConfig({ DATABASE_URL: database.url, PORT: '0' }), staticDir: '' };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'motorpool-realtime-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return { ...readConfig({ DATA_DIR: dataDir, PORT: '0' }), staticDir: '' };
}

async function start(config: ServerConfig): Promise<RunningServer> {
  const server = await startServer(config);
  cleanups.push(() => server.close());
  return server;
}

async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/accounts/user/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function userId(db: Database, email: string): Promise<number> {
  const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

type StreamEvent = { event: string; data: string };

/** Reads the stream the way the widget does: fetch with headers, parsing `event:`/`data:` blocks; comments are skipped. */
async function openStream(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${url}${STREAM}`, {
    headers: { authorization: `Bearer ${token}`, organisation: String(DEMO_FLEET) },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  if (!response.body) throw new Error('no body');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';

  async function readEvent(): Promise<StreamEvent> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n').filter((line) => !line.startsWith(':'));
        if (lines.length === 0) continue;
        const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
        const data = lines
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n');
        return { event, data };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
    }
  }

  return {
    next(): Promise<StreamEvent> {
      return Promise.race([readEvent(), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event within the wait')), WAIT_MS).unref())]);
    },
    close: () => controller.abort(),
  };
}

function countOf(event: StreamEvent): number {
  expect(event.event).toBe(NOTIFICATION_STREAM_EVENTS.count);
  return (JSON.parse(event.data) as { count: number }).count;
}

async function eventually(check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + WAIT_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the notification stream on one instance', () => {
  let server: RunningServer;
  let token: string;
  let admin: number;
  let driver: number;
  beforeAll(async () => {
    server = await start(await serverConfig());
    token = await signIn(server.url, 'admin@demo.fleet');
    admin = await userId(server.database.db, 'admin@demo.fleet');
    driver = await userId(server.database.db, 'driver@demo.fleet');
  });

  it('needs a session', async () => {
    const response = await fetch(`${server.url}${STREAM}`);
    expect(response.status).toBe(401);
  });

  it('sends the count, each new notification of this user, the new count, and the count after a read', async () => {
    const stream = await openStream(server.url, token);
    try {
      expect(countOf(await stream.next())).toBe(0);

      // Someone else's notification must not reach this stream.
      await notify(server.database.db, { organisationId: DEMO_FLEET, userIds: [driver], text: 'Not yours', url: null });
      const [created] = await notify(server.database.db, { organisationId: DEMO_FLEET, userIds: [admin], text: 'Booking <b>approved</b>', url: '/bookings' });

      const arrived = await stream.next();
      expect(arrived.event).toBe(NOTIFICATION_STREAM_EVENTS.notification);
      const body: unknown = JSON.parse(arrived.data);
      assert(body, Notification);
      expect(body).toEqual(created);
      expect(countOf(await stream.next())).toBe(1);

      const read = await fetch(`${server.url}/api/v1/accounts/notifications/${created?.pk}/read/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, organisation: String(DEMO_FLEET) },
      });
      expect(read.status).toBe(200);
      expect(countOf(await stream.next())).toBe(0);
    } finally {
      stream.close();
    }
  });

  it('forgets a stream once the client disconnects', async () => {
    const hub = notificationHubOf(server.database.db);
    await eventually(() => hub?.subscriberCount === 0);
    const stream = await openStream(server.url, token);
    await stream.next();
    expect(hub?.subscriberCount).toBe(1);
    stream.close();
    await eventually(() => hub?.subscriberCount === 0);
  });
});

describe('shutting down', () => {
  it('ends open streams so the server closes promptly', async () => {
    const server = await startServer(await serverConfig());
    let closed = false;
    cleanups.push(async () => {
      if (!closed) await server.close();
    });
    const stream = await openStream(server.url, await signIn(server.url, 'admin@demo.fleet'));
    await stream.next();
    const started = Date.now();
    await server.close();
    closed = true;
    expect(Date.now() - started).toBeLessThan(WAIT_MS);
    await expect(stream.next()).rejects.toThrow();
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('the notification stream on PostgreSQL', () => {
  it("delivers a notification created through instance A's database to a stream on instance B", async () => {
    const config = await serverConfig();
    const [a, b] = await Promise.all([start(config), start(config)]);
    const token = await signIn(b.url, 'admin@demo.fleet');
    const admin = await userId(a.database.db, 'admin@demo.fleet');
    const stream = await openStream(b.url, token);
    try {
      expect(countOf(await stream.next())).toBe(0);
      const [created] = await notify(a.database.db, { organisationId: DEMO_FLEET, userIds: [admin], text: 'From instance A', url: null });
      const arrived = await stream.next();
      expect(arrived.event).toBe(NOTIFICATION_STREAM_EVENTS.notification);
      expect(JSON.parse(arrived.data)).toEqual(created);
      expect(countOf(await stream.next())).toBe(1);
    } finally {
      stream.close();
    }
  });

  it('listens again after PostgreSQL drops its LISTEN connection', async () => {
    const server = await start(await serverConfig());
    const { db } = server.database;
    const listenerPids = async () => {
      const result = await db.execute(sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN %'`);
      return (result as unknown as { rows: { pid: number }[] }).rows.map((row) => row.pid);
    };
    const [dropped] = await listenerPids();
    expect(dropped).toBeDefined();
    await db.execute(sql`select pg_terminate_backend(${dropped})`);
    await eventually(async () => {
      const pids = await listenerPids();
      return pids.length === 1 && pids[0] !== dropped;
    });

    const stream = await openStream(server.url, await signIn(server.url, 'admin@demo.fleet'));
    try {
      expect(countOf(await stream.next())).toBe(0);
      await notify(db, { organisationId: DEMO_FLEET, userIds: [await userId(db, 'admin@demo.fleet')], text: 'After the drop', url: null });
      expect((await stream.next()).event).toBe(NOTIFICATION_STREAM_EVENTS.notification);
    } finally {
      stream.close();
    }
  });
});
