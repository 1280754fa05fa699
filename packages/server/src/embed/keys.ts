import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { normaliseOrigin, type EmbedKey, type EmbedKeyWrite, type EmbedScope } from '@motorpool/api';
import type { Database } from '../db/database';
import { embedKeys, users } from '../db/schema';
import type { Page } from '../http/pagination';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

export type EmbedKeyRow = typeof embedKeys.$inferSelect;

/** `mpk_` and 24 base64url characters (144 random bits): a public identifier nobody can guess into. */
export function newEmbedKeyValue(): string {
  return `mpk_${randomBytes(18).toString('base64url')}`;
}

/** Normalised, once each, in the order given (the struct already checked every one). */
function storedOrigins(origins: readonly string[]): string[] {
  return [...new Set(origins.map((origin) => normaliseOrigin(origin) ?? origin))];
}

export async function findEmbedKey(db: Database, scope: OrganisationScope, pk: number): Promise<EmbedKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(embedKeys)
    .where(and(inOrganisation(embedKeys.organisationId, scope), eq(embedKeys.id, pk)));
  return row;
}

export async function listEmbedKeys(db: Database, scope: OrganisationScope, page: Page): Promise<EmbedKeyRow[]> {
  return db
    .select()
    .from(embedKeys)
    .where(inOrganisation(embedKeys.organisationId, scope))
    .orderBy(desc(embedKeys.id))
    .limit(page.pageSize)
    .offset(page.offset);
}

export async function createEmbedKey(db: Database, scope: OrganisationScope, input: EmbedKeyWrite, createdById: number): Promise<EmbedKeyRow> {
  const [row] = await db
    .insert(embedKeys)
    .values({
      organisationId: scope.organisationId,
      key: newEmbedKeyValue(),
      name: input.name.trim(),
      allowedOrigins: storedOrigins(input.allowed_origins),
      scope: input.scope,
      isActive: input.is_active ?? true,
      showDriverName: input.show_driver_name ?? false,
      createdById,
    })
    .returning();
  if (!row) throw new Error('embed key was not stored');
  return row;
}

export async function updateEmbedKey(db: Database, scope: OrganisationScope, existing: EmbedKeyRow, input: EmbedKeyWrite, now: Date): Promise<EmbedKeyRow> {
  const [row] = await db
    .update(embedKeys)
    .set({
      name: input.name.trim(),
      allowedOrigins: storedOrigins(input.allowed_origins),
      scope: input.scope,
      isActive: input.is_active ?? existing.isActive,
      showDriverName: input.show_driver_name ?? existing.showDriverName,
      modifiedAt: now,
    })
    .where(and(inOrganisation(embedKeys.organisationId, scope), eq(embedKeys.id, existing.id)))
    .returning();
  if (!row) throw new Error('embed key vanished while being updated');
  return row;
}

/** Revoking is final and kept for audit: the row stays, inactive, with who and when. */
export async function revokeEmbedKey(db: Database, scope: OrganisationScope, existing: EmbedKeyRow, revokedById: number, now: Date): Promise<void> {
  await db
    .update(embedKeys)
    .set({ isActive: false, revokedAt: now, revokedById, modifiedAt: now })
    .where(and(inOrganisation(embedKeys.organisationId, scope), eq(embedKeys.id, existing.id)));
}

export async function serializeEmbedKeys(db: Database, rows: EmbedKeyRow[]): Promise<EmbedKey[]> {
  const creatorIds = [...new Set(rows.flatMap((row) => (row.createdById === null ? [] : [row.createdById])))];
  const creators =
    creatorIds.length === 0
      ? []
      : await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, creatorIds));
  const names = new Map(creators.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim()]));
  return rows.map((row) => ({
    pk: row.id,
    key: row.key,
    name: row.name,
    allowed_origins: row.allowedOrigins,
    scope: row.scope as EmbedScope,
    is_active: row.isActive,
    show_driver_name: row.showDriverName,
    created_by: row.createdById === null ? null : { pk: row.createdById, name: names.get(row.createdById) ?? '' },
    created_at: row.createdAt.toISOString(),
    modified_at: row.modifiedAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
  }));
}
