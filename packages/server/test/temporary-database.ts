import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TemporaryDatabase = { url: string; drop(): Promise<void> };

/**
 * A new, empty database on the PostgreSQL server of `adminUrl`, named from
 * `prefix` and a random suffix so parallel test files and benchmark runs never
 * meet; `drop()` removes it even while connections linger.
 */
export async function createTemporaryDatabase(adminUrl: string, prefix: string, connectionTimeoutMillis?: number): Promise<TemporaryDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
