import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { readConfig } from '../src/config';
import { users } from '../src/db/schema';
import { DEMO_USERS } from '../src/seed/demo';
import { startServer } from '../src/start';
import { DEMO_PASSWORD, freshDatabase } from './harness';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function signIn(url: string) {
  const response = await fetch(`${url}/api/v1/accounts/user/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.fleet', password: DEMO_PASSWORD }),
  });
  return response.status;
}

describe('starting the server', () => {
  it.skipIf(Boolean(process.env.DATABASE_URL))('keeps PGlite data in DATA_DIR across restarts and seeds only the first time', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'motorpool-start-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const config = { ...readConfig({ DATA_DIR: dataDir, PORT: '0' }), staticDir: '' };

    const first = await startServer(config);
    expect(await signIn(first.url)).toBe(200);
    await first.database.db.update(users).set({ firstName: 'Changed' });
    await first.close();

    const second = await startServer(config);
    cleanups.push(() => second.close());
    expect(await signIn(second.url)).toBe(200);
    const rows = await second.database.db.select({ firstName: users.firstName }).from(users);
    expect(rows).toHaveLength(DEMO_USERS.length);
    expect(rows.every((row) => row.firstName === 'Changed')).toBe(true);
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('lets two instances start together on one PostgreSQL: migrated and seeded once', async () => {
    const database = await freshDatabase();
    cleanups.push(() => database.drop());
    const config = { ...readConfig({ DATABASE_URL: database.url, PORT: '0' }), staticDir: '' };

    const [a, b] = await Promise.all([startServer(config), startServer(config)]);
    cleanups.push(
      () => a.close(),
      () => b.close(),
    );
    expect(await signIn(a.url)).toBe(200);
    expect(await signIn(b.url)).toBe(200);
    const [userCount] = await a.database.db.select({ value: count() }).from(users);
    expect(userCount?.value).toBe(DEMO_USERS.length);
  });
});
