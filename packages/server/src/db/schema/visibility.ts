import { primaryKey, integer, pgTable, text, check } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organisations, roles } from './organisations';
import { sameOrganisationForeignKey } from './columns';

/**
 * What a role sees of other people's data (issue 21 "Visibility rules"): one
 * row per role and rule the organisation has set; a rule without a row keeps
 * its default (packages/api permissions/visibility.ts), which is how the
 * product behaved before the rules existed.
 */
export const visibilityRules = pgTable(
  'visibility_rules',
  {
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull(),
    ruleKey: text('rule_key').notNull(),
    value: text('value').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.roleId, table.ruleKey] }),
    // A role's rules go with the role, and never point at another organisation's role.
    sameOrganisationForeignKey('visibility_rules_role_organisation_fkey', table.roleId, table.organisationId, roles).onDelete('cascade'),
    check(
      'visibility_rules_value_check',
      sql`(${table.ruleKey} = 'others_bookings' and ${table.value} in ('full', 'booked', 'hidden'))
        or (${table.ruleKey} in ('driver_contact', 'others_incidents') and ${table.value} in ('shown', 'hidden'))`,
    ),
  ],
);
