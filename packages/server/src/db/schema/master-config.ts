import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, modifiedAt, organisationRowKey, sameOrganisationForeignKey } from './columns';
import { organisationOwned } from './organisations';

/**
 * One entry of an organisation's lookup lists (master configuration): licence
 * classes, vehicle makes and models, body types, fuel types, colours. `list`
 * is the list's name as the portal's `/master-config/list/{config}` spells it;
 * a model belongs to a make (`parent_id`). Entries in use are deactivated, not
 * deleted: vehicles point at them through foreign keys that refuse the delete.
 */
export const masterConfigEntries = pgTable(
  'master_config_entries',
  {
    ...organisationOwned(),
    list: text('list').notNull(),
    label: text('label').notNull(),
    parentId: integer('parent_id'),
    position: integer('position').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [
    organisationRowKey('master_config_entries_id_organisation_key', table),
    // One label per list (per make for models), whatever its case.
    uniqueIndex('master_config_entries_label_key').on(table.organisationId, table.list, sql`coalesce(${table.parentId}, 0)`, sql`lower(${table.label})`),
    index('master_config_entries_list_idx').on(table.organisationId, table.list, table.position),
    sameOrganisationForeignKey('master_config_entries_parent_fk', table.parentId, table.organisationId, table),
    check(
      'master_config_entries_list_check',
      sql`${table.list} in ('licence-classes', 'vehicle-makes', 'vehicle-models', 'body-types', 'fuel-types', 'colours')`,
    ),
  ],
);
