import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { appSecrets } from '../db/schema';

const SIGNING_KEY_NAME = 'link-signing-key';

/**
 * The key that signs emailed links. APP_SECRET wins; otherwise the first
 * instance generates one and stores it, and every instance reads the same.
 */
export async function loadSigningKey(db: Database, appSecret: string | null): Promise<Buffer> {
  if (appSecret) return Buffer.from(appSecret, 'utf8');
  await db
    .insert(appSecrets)
    .values({ name: SIGNING_KEY_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SIGNING_KEY_NAME));
  if (!row) throw new Error('link signing key could not be stored');
  return Buffer.from(row.value, 'base64url');
}
