import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';

export type User = typeof users.$inferSelect;

/** Addresses are one account whatever their case (the unique index is on lower(email)). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`)
    .limit(1);
  return user;
}

/** PostgreSQL's unique_violation, whether drizzle hands back the driver's error or wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
