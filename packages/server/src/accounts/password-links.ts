import { eq } from 'drizzle-orm';
import { messages, newPasswordMessages } from '@motorpool/api';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { badRequest } from '../http/errors';
import { consumeLinkToken, findLiveLinkToken, type LinkPurpose, type LiveLinkToken } from '../security/link-tokens';
import { revokeSessions } from './sessions';
import { clearSignInLock } from './throttles';
import type { User } from './users';

/** §5: the confirmation must repeat the new password; the field named is the one the form shows the message under. */
export function requireConfirmation(password: string, confirmation: string, field: string): void {
  if (password !== confirmation) throw badRequest(messages.request.invalid, { fields: { [field]: newPasswordMessages.mismatch } });
}

/** A live link token and the active user it was issued for; null for anything else. */
export async function findLinkHolder(
  db: Database,
  key: Buffer,
  token: string,
  purpose: LinkPurpose,
  now: Date,
): Promise<{ link: LiveLinkToken; user: User } | null> {
  const link = await findLiveLinkToken(db, key, token, purpose, now);
  if (!link) return null;
  const [user] = await db.select().from(users).where(eq(users.id, link.userId));
  return user?.isActive ? { link, user } : null;
}

/**
 * Sets the password a reset or activation link was sent for (an activation
 * link may also leave an existing password as it is). The token is used
 * up in the same transaction that changes the password, so of two requests
 * with one link exactly one succeeds. Every session of the user ends: a
 * password change signs out whoever might hold the old one. A paused sign-in
 * is lifted: whoever used the link controls the mailbox, and the guesses were
 * against a password that no longer exists.
 */
export async function redeemPasswordLink(
  db: Database,
  key: Buffer,
  options: { token: string; purpose: LinkPurpose; password: string | undefined; alsoSet?: Partial<typeof users.$inferInsert> },
  now: Date,
): Promise<boolean> {
  const holder = await findLinkHolder(db, key, options.token, options.purpose, now);
  if (!holder) return false;
  if (options.password === undefined && !holder.user.passwordHash) {
    throw badRequest(messages.request.invalid, { fields: { new_password: newPasswordMessages.required } });
  }
  // Hash outside the transaction: scrypt is slow and PGlite's one connection is held for a transaction's length.
  const passwordHash = options.password === undefined ? holder.user.passwordHash : await hashPassword(options.password);
  return db.transaction(async (tx) => {
    if (!(await consumeLinkToken(tx, holder.link.id, now))) return false;
    await tx
      .update(users)
      .set({ ...options.alsoSet, passwordHash })
      .where(eq(users.id, holder.user.id));
    await revokeSessions(tx, holder.user.id, now);
    await clearSignInLock(tx, holder.user.email);
    return true;
  });
}
