import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH } from '@motorpool/api';
import type { Database } from '../db/database';
import { oneTimeCodes } from '../db/schema';

export const OTP_PURPOSES = {
  loginTwoFactor: 'login_2fa',
  setupTwoFactor: 'setup_2fa',
  signUp: 'sign_up',
  verifyAccount: 'verify_account',
  changeEmail: 'change_email',
  changePhone: 'change_phone',
} as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[keyof typeof OTP_PURPOSES];

export const OTP_LIFETIME_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

// Codes are short, so the hash is keyed by purpose and subject: a leaked table row names no code that works elsewhere.
function hashCode(purpose: string, subject: string, code: string): string {
  return createHash('sha256').update(`${purpose}\u0000${subject}\u0000${code}`).digest('hex');
}

/** Issues a fresh 6-digit code; any earlier live code for the same purpose and subject stops working. */
export async function issueCode(db: Database, purpose: OtpPurpose, subject: string, now: Date, payload: unknown = null): Promise<string> {
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.subject, subject), isNull(oneTimeCodes.consumedAt)));
    await tx.insert(oneTimeCodes).values({
      purpose,
      subject,
      codeHash: hashCode(purpose, subject, code),
      payload,
      expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
    });
  });
  return code;
}

export type CodeCheck = { ok: true; payload: unknown } | { ok: false; reason: 'missing' | 'expired' | 'exhausted' | 'wrong' };

/**
 * Checks a typed code against the live one: every comparison first takes one
 * of five attempts in a single conditional update, so however many guesses
 * arrive at once no more than five are ever compared; a wrong fifth kills the
 * code, and the right one is consumed so it works once.
 */
export async function consumeCode(db: Database, purpose: OtpPurpose, subject: string, code: string, now: Date): Promise<CodeCheck> {
  const [live] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.purpose, purpose), eq(oneTimeCodes.subject, subject), isNull(oneTimeCodes.consumedAt)))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  if (!live) return { ok: false, reason: 'missing' };
  if (live.expiresAt <= now) return { ok: false, reason: 'expired' };
  const [attempt] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.consumedAt), lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: oneTimeCodes.attempts });
  if (!attempt) return { ok: false, reason: 'exhausted' };
  if (live.codeHash !== hashCode(purpose, subject, code)) {
    if (attempt.attempts < OTP_MAX_ATTEMPTS) return { ok: false, reason: 'wrong' };
    await db
      .update(oneTimeCodes)
      .set({ consumedAt: now })
      .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.consumedAt)));
    return { ok: false, reason: 'exhausted' };
  }
  const consumed = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return consumed.length === 1 ? { ok: true, payload: live.payload } : { ok: false, reason: 'missing' };
}
