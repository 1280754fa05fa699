import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { organisationOwned } from './organisations';

/**
 * Who changed what on an organisation's settings (and, in time, its other
 * records): one row per save that changed something. `record_key` tells apart
 * the records of one type ('' for the organisation itself, a branch's pk as
 * text for its overrides), so a trail is one index range.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    ...organisationOwned(),
    recordType: text('record_type').notNull(),
    recordKey: text('record_key').notNull().default(''),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** Field → [before, after]. */
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>(),
    createdAt: createdAt(),
  },
  (table) => [index('audit_events_record_idx').on(table.organisationId, table.recordType, table.recordKey, table.id)],
);
