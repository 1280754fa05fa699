import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { linkTokens } from '../db/schema';
import { hashToken } from '../auth/tokens';
import { signToken, verifyToken } from './signed-token';

export const LINK_PURPOSES = {
  passwordReset: 'password_reset',
  activation: 'activation',
  imageUpload: 'image_upload',
  documentUpload: 'document_upload',
  themeImageUpload: 'theme_image_upload',
} as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[keyof typeof LINK_PURPOSES];

/** Reset links live at most an hour; activation links a week (a welcome email may sit unread); upload URLs ten minutes. */
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  password_reset: 60 * 60 * 1000,
  activation: 7 * 24 * 60 * 60 * 1000,
  image_upload: 10 * 60 * 1000,
  document_upload: 10 * 60 * 1000,
  theme_image_upload: 10 * 60 * 1000,
};

type IssueOptions = {
  purpose: LinkPurpose;
  userId: number;
  organisationId?: number | null;
  payload?: unknown;
  /** A new reset or activation link retires the older ones; upload URLs may be live side by side (two tabs). */
  retiresEarlier?: boolean;
};

/** Issues a signed, expiring link token and records its hash; by default older unused links of the same kind stop working. */
export async function issueLinkToken(db: Database, key: Buffer, options: IssueOptions, now: Date): Promise<string> {
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS[options.purpose]);
  const token = signToken(key, { purpose: options.purpose, expiresAt });
  await db.transaction(async (tx) => {
    if (options.retiresEarlier ?? true) {
      await tx
        .update(linkTokens)
        .set({ consumedAt: now })
        .where(and(eq(linkTokens.userId, options.userId), eq(linkTokens.purpose, options.purpose), isNull(linkTokens.consumedAt)));
    }
    await tx.insert(linkTokens).values({
      purpose: options.purpose,
      tokenHash: hashToken(token),
      userId: options.userId,
      organisationId: options.organisationId ?? null,
      payload: options.payload ?? null,
      expiresAt,
    });
  });
  return token;
}

export type LiveLinkToken = typeof linkTokens.$inferSelect & { userId: number };

/** The token's row when its signature, purpose and expiry hold and it is unused; null otherwise. */
export async function findLiveLinkToken(db: Database, key: Buffer, token: string, purpose: LinkPurpose, now: Date): Promise<LiveLinkToken | null> {
  if (!verifyToken(key, token, purpose, now).ok) return null;
  const [row] = await db
    .select()
    .from(linkTokens)
    .where(and(eq(linkTokens.tokenHash, hashToken(token)), eq(linkTokens.purpose, purpose), isNull(linkTokens.consumedAt), gt(linkTokens.expiresAt, now)));
  return row && row.userId !== null ? (row as LiveLinkToken) : null;
}

/**
 * Marks the token used; false when another request used it first, so two
 * clicks on one link cannot both succeed.
 */
export async function consumeLinkToken(db: Database, id: number, now: Date): Promise<boolean> {
  const used = await db
    .update(linkTokens)
    .set({ consumedAt: now })
    .where(and(eq(linkTokens.id, id), isNull(linkTokens.consumedAt)))
    .returning({ id: linkTokens.id });
  return used.length === 1;
}
