import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `work` while holding a cluster-wide lock, so concurrent instances migrate and seed one at a time. */
  withExclusiveLock<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** LISTENs on `channel` until the returned stop is called; `onPayload` gets each NOTIFY payload. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Plain SQL for libraries that bring their own (the job queue): one statement with values, or several without. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string | undefined; dataDir?: string | undefined };

// Arbitrary but fixed: every instance must agree on it.
const MIGRATION_LOCK_KEY = 7_312_004;

/**
 * PostgreSQL through `pg` when a URL is given, otherwise embedded PGlite kept in
 * `dataDir` (in memory when that is omitted, as tests do). Same schema, same SQL.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // PGlite is a single connection that queues queries itself; a transaction holds it until it ends.
  const client = await PGlite.create({ dataDir, extensions: { btree_gist } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite data directory, so there is no other instance to exclude.
    withExclusiveLock: (work) => work(db),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      // The extended protocol takes one statement; the queue's migrations send several at once.
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  pool.on('error', (error) => console.error('[db] idle client error', error));
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async withExclusiveLock(work) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          return await work(drizzlePg(client, { schema }) as unknown as Database);
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
    executeSql: (text, values) => pool.query(text, values),
    close: () => pool.end(),
  };
}

const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000];

/**
 * A dedicated connection outside the pool (a pooled client would lose its
 * LISTEN when released), re-established with backoff when it drops.
 */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    const dropped = (error?: Error) => {
      if (client !== next || stopped) return;
      client = null;
      console.error(`[db] LISTEN ${channel} connection lost; reconnecting`, error?.message ?? '');
      void next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', dropped);
    next.on('end', () => dropped());
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    failures = 0;
  }

  function scheduleReconnect() {
    const delay = RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)];
    failures += 1;
    retry = setTimeout(() => {
      if (stopped) return;
      connect().catch((error: Error) => {
        console.error(`[db] LISTEN ${channel} reconnect failed`, error.message);
        scheduleReconnect();
      });
    }, delay);
    retry.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end();
  };
}
