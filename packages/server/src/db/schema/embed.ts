import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, modifiedAt } from './columns';
import { users } from './accounts';
import { organisationOwned } from './organisations';

/**
 * Keys partner pages embed widgets with (docs/embedding.md). `key` is a public
 * identifier, not a secret: tokens are issued only to the listed origins.
 * Revoked keys stay for audit.
 */
export const embedKeys = pgTable(
  'embed_keys',
  {
    ...organisationOwned(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    /** Normalised origins (`normaliseOrigin` in @motorpool/api), each once. */
    allowedOrigins: text('allowed_origins').array().notNull(),
    scope: text('scope').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Whether the read-only calendar may show the driver's display name (off unless the admin opts in). */
    showDriverName: boolean('show_driver_name').notNull().default(false),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedById: integer('revoked_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('embed_keys_organisation_idx').on(table.organisationId, table.id),
    // CORS looks origins up across every active key.
    index('embed_keys_active_origins_idx').using('gin', table.allowedOrigins).where(sql`${table.isActive}`),
    check('embed_keys_scope_check', sql`${table.scope} in ('calendar_read', 'booking')`),
    check('embed_keys_revoked_inactive_check', sql`${table.revokedAt} is null or not ${table.isActive}`),
    check('embed_keys_origins_count_check', sql`cardinality(${table.allowedOrigins}) between 1 and 20`),
  ],
);
