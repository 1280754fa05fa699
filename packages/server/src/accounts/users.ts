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
