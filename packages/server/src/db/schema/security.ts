import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Server-wide secrets (the link-signing key), generated once and shared by every instance. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * One row per throttle bucket, counted with a single conditional upsert so
 * concurrent attempts can never all read the same count: the database, not the
 * application, orders them. `strikes` counts windows that ended full, so the
 * wait after each grows; `blocked_until` is when the bucket opens again.
 */
export const throttleCounters = pgTable('throttle_counters', {
  bucket: text('bucket').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  strikes: integer('strikes').notNull().default(0),
});
