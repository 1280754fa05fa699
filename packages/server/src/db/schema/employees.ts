import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, organisationRowKey, sameOrganisationForeignKey } from './columns';
import { users } from './accounts';
import { branches } from './branches';
import { tagGroups } from './custom-fields';
import { costCentres, departments, organisationOwned, roles } from './organisations';

/**
 * A user's membership of an organisation (the spec's employees_extension).
 * Role, branch, hub and cost centre are tied to the same organisation by
 * composite foreign keys, so a membership can never point at another tenant's rows.
 */
export const employeeExtensions = pgTable(
  'employee_extensions',
  {
    ...organisationOwned(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull(),
    branchId: integer('branch_id'),
    hubId: integer('hub_id'),
    costCentreId: integer('cost_centre_id'),
    status: text('status').notNull().default('Active'),
    employeeId: text('employee_id'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /** The admin flag (spec §4): the organisation's administration on top of the role's permissions, here only. */
    isBusinessAdmin: boolean('is_business_admin').notNull().default(false),
    /** The line manager's email (spec §3 manager). */
    manager: text('manager'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    licenseNumber: text('license_number'),
    licenseClass: text('license_class').array().notNull().default(sql`'{}'::text[]`),
    licenseCountryOfIssue: text('license_country_of_issue'),
    licenseState: text('license_state'),
    licenseValidUpto: date('license_valid_upto', { mode: 'string' }),
    licenseFrontImage: text('license_front_image'),
    licenseBackImage: text('license_back_image'),
    licenseExpReminder: boolean('license_exp_reminder').notNull().default(false),
    licExpRemindBeforeDays: integer('lic_exp_remind_before_days'),
    /** Telematics user id. */
    proconId: text('procon_id'),
    /** extra_data.keaz_user_pk of the spec. */
    keazUserPk: text('keaz_user_pk'),
    address: text('address'),
    postcode: text('postcode'),
    keypadNumber: text('keypad_number'),
    associatedTags: text('associated_tags').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (table) => [
    unique('employee_extensions_organisation_user_key').on(table.organisationId, table.userId),
    organisationRowKey('employee_extensions_id_organisation_key', table),
    sameOrganisationForeignKey('employee_extensions_role_fk', table.roleId, table.organisationId, roles),
    sameOrganisationForeignKey('employee_extensions_branch_fk', table.branchId, table.organisationId, branches),
    sameOrganisationForeignKey('employee_extensions_hub_fk', table.hubId, table.organisationId, branches),
    sameOrganisationForeignKey('employee_extensions_cost_centre_fk', table.costCentreId, table.organisationId, costCentres),
    // One Employee ID per person in an organisation (members without one do not collide: NULLs are distinct);
    // deleted members keep theirs so reactivation never collides.
    uniqueIndex('employee_extensions_organisation_employee_id_key').on(table.organisationId, sql`lower(${table.employeeId})`),
    index('employee_extensions_user_idx').on(table.userId),
    // The users table filters by these within one organisation; each also serves its foreign key.
    index('employee_extensions_organisation_branch_idx').on(table.organisationId, table.branchId),
    index('employee_extensions_organisation_hub_idx').on(table.organisationId, table.hubId),
    index('employee_extensions_organisation_role_idx').on(table.organisationId, table.roleId),
    index('employee_extensions_organisation_cost_centre_idx').on(table.organisationId, table.costCentreId),
    // The users table's sorts (src/employees/list-query.ts SORTS): a page reads the index in order instead of sorting 50,000 rows.
    index('employee_extensions_sort_status_idx').on(table.organisationId, table.status, table.id),
    index('employee_extensions_sort_license_valid_upto_idx').on(table.organisationId, table.licenseValidUpto, table.id),
    index('employee_extensions_sort_date_of_birth_idx').on(table.organisationId, table.dateOfBirth, table.id),
    index('employee_extensions_sort_license_exp_reminder_idx').on(table.organisationId, table.licenseExpReminder, table.id),
    index('employee_extensions_sort_lic_exp_remind_before_days_idx').on(table.organisationId, table.licExpRemindBeforeDays, table.id),
    index('employee_extensions_sort_procon_id_idx').on(table.organisationId, sql`lower(${table.proconId})`, table.id),
    index('employee_extensions_sort_license_number_idx').on(table.organisationId, sql`lower(${table.licenseNumber})`, table.id),
    index('employee_extensions_sort_address_idx').on(table.organisationId, sql`lower(${table.address})`, table.id),
    index('employee_extensions_sort_license_state_idx').on(table.organisationId, sql`lower(${table.licenseState})`, table.id),
    index('employee_extensions_sort_keypad_number_idx').on(table.organisationId, sql`lower(${table.keypadNumber})`, table.id),
    index('employee_extensions_sort_keaz_user_pk_idx').on(table.organisationId, sql`lower(${table.keazUserPk})`, table.id),
  ],
);

export const employeeDepartments = pgTable(
  'employee_departments',
  {
    employeeExtensionId: integer('employee_extension_id').notNull(),
    departmentId: integer('department_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.employeeExtensionId, table.departmentId] }),
    sameOrganisationForeignKey('employee_departments_extension_fk', table.employeeExtensionId, table.organisationId, employeeExtensions).onDelete('cascade'),
    sameOrganisationForeignKey('employee_departments_department_fk', table.departmentId, table.organisationId, departments).onDelete('cascade'),
    index('employee_departments_department_idx').on(table.departmentId),
  ],
);

/** Who is reminded before a member's licence expires (spec §3 lic_exp_reminder_recipients): other members. */
export const employeeReminderRecipients = pgTable(
  'employee_reminder_recipients',
  {
    employeeExtensionId: integer('employee_extension_id').notNull(),
    recipientExtensionId: integer('recipient_extension_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.employeeExtensionId, table.recipientExtensionId] }),
    sameOrganisationForeignKey('employee_reminder_recipients_extension_fk', table.employeeExtensionId, table.organisationId, employeeExtensions).onDelete(
      'cascade',
    ),
    sameOrganisationForeignKey('employee_reminder_recipients_recipient_fk', table.recipientExtensionId, table.organisationId, employeeExtensions).onDelete(
      'cascade',
    ),
    index('employee_reminder_recipients_recipient_idx').on(table.recipientExtensionId),
  ],
);

/**
 * A member's value for one user tag group: one row per (member, group), the
 * value a list (one element for single-value types), so a batch of members'
 * tags is one index range read and a value filter can use the GIN index.
 */
export const employeeTagValues = pgTable(
  'employee_tag_values',
  {
    employeeExtensionId: integer('employee_extension_id').notNull(),
    tagGroupId: integer('tag_group_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
    value: text('value').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.employeeExtensionId, table.tagGroupId] }),
    sameOrganisationForeignKey('employee_tag_values_extension_fk', table.employeeExtensionId, table.organisationId, employeeExtensions).onDelete('cascade'),
    sameOrganisationForeignKey('employee_tag_values_tag_group_fk', table.tagGroupId, table.organisationId, tagGroups).onDelete('cascade'),
    index('employee_tag_values_value_idx').using('gin', table.value),
    index('employee_tag_values_group_idx').on(table.tagGroupId),
  ],
);

/** Who manages a branch (spec §3 branch_manager): members of the same organisation. */
export const branchManagers = pgTable(
  'branch_managers',
  {
    branchId: integer('branch_id').notNull(),
    employeeExtensionId: integer('employee_extension_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.branchId, table.employeeExtensionId] }),
    sameOrganisationForeignKey('branch_managers_branch_fk', table.branchId, table.organisationId, branches).onDelete('cascade'),
    sameOrganisationForeignKey('branch_managers_extension_fk', table.employeeExtensionId, table.organisationId, employeeExtensions).onDelete('cascade'),
    index('branch_managers_extension_idx').on(table.employeeExtensionId),
  ],
);
