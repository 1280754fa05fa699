import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, organisationRowKey } from './columns';
import { organisationOwned } from './organisations';

/**
 * Custom fields (spec §3 Tag groups) of users, branches or bookings. The two
 * special groups (additional hubs / branches) are flagged so no one can edit
 * or delete them.
 */
export const tagGroups = pgTable(
  'tag_groups',
  {
    ...organisationOwned(),
    tagType: text('tag_type').notNull(),
    tagGroupName: text('tag_group_name').notNull(),
    label: text('label'),
    tagDataType: text('tag_data_type').notNull(),
    /** Options of the select types, or the default in first place. */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    description: text('description'),
    isMandatory: boolean('is_mandatory').notNull().default(false),
    showTooltip: boolean('show_tooltip').notNull().default(false),
    isBookingApproval: boolean('is_booking_approval').notNull().default(false),
    isCustomizable: boolean('is_customizable').notNull().default(true),
    isSpecial: boolean('is_special').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('tag_groups_organisation_type_name_key').on(table.organisationId, table.tagType, sql`lower(${table.tagGroupName})`),
    organisationRowKey('tag_groups_id_organisation_key', table),
    check('tag_groups_tag_type_check', sql`${table.tagType} in ('user', 'branch', 'booking', 'vehicle')`),
    check(
      'tag_groups_tag_data_type_check',
      sql`${table.tagDataType} in ('textselect', 'free_text_field', 'counter', 'toggle', 'textchoice', 'date', 'time', 'integer', 'multitextselect', 'text', 'boolean')`,
    ),
  ],
);
