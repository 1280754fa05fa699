import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';
import { organisationOwned, organisations } from './organisations';

/**
 * In-portal notifications of one user in one organisation (spec §3 Notification).
 * `text` is HTML the server composed, user-provided parts already escaped.
 */
export const notifications = pgTable(
  'notifications',
  {
    ...organisationOwned(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    url: text('url'),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set by a job's delivery: its retry finds the row and does not notify twice. */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_organisation_id_idx').on(table.userId, table.organisationId, table.id.desc()),
    uniqueIndex('notifications_dedupe_key').on(table.dedupeKey).where(sql`${table.dedupeKey} is not null`),
  ],
);

/** Every email and SMS the server sends; without SMTP this is the whole delivery (the development mailbox). */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull().default('email'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    template: text('template').notNull(),
    organisationId: integer('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    /** Set by a job's delivery: its retry finds the row and does not send twice. */
    dedupeKey: text('dedupe_key'),
  },
  (table) => [
    index('outbox_recipient_idx').on(table.recipient),
    uniqueIndex('outbox_dedupe_key').on(table.dedupeKey).where(sql`${table.dedupeKey} is not null`),
  ],
);

/**
 * An organisation's own wording of one message (issue 18); without a row the
 * default in messages/defaults.ts is sent. `code` is a MESSAGE_KINDS key.
 */
export const notificationTemplates = pgTable(
  'notification_templates',
  {
    ...organisationOwned(),
    code: text('code').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    bell: text('bell'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('notification_templates_organisation_code').on(table.organisationId, table.code)],
);
