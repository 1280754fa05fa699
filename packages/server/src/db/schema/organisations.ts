import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, primaryKey, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, organisationRowKey } from './columns';

export const organisations = pgTable(
  'organisations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    domain: text('domain').unique(),
    logoUrl: text('logo_url'),
    /** The theme's colours (`#rrggbb`, lower case); null keeps the host brand's own colour. */
    brandColor: text('brand_color'),
    brandContrastColor: text('brand_contrast_color'),
    faviconUrl: text('favicon_url'),
    industry: text('industry').notNull().default('Fleet'),
    createdAt: createdAt(),
  },
  (table) => [
    // One organisation per name, whatever its case.
    uniqueIndex('organisations_name_lower_key').on(sql`lower(${table.name})`),
    // Colours reach style attributes and CSS: nothing but a hex colour may be stored.
    check('organisations_brand_color_check', sql`${table.brandColor} ~ '^#[0-9a-f]{6}$'`),
    check('organisations_brand_contrast_color_check', sql`${table.brandContrastColor} ~ '^#[0-9a-f]{6}$'`),
    // The pair was checked for contrast together, so it is kept or cleared together.
    check('organisations_brand_pair_check', sql`(${table.brandColor} is null) = (${table.brandContrastColor} is null)`),
  ],
);

/**
 * The columns every organisation-owned table starts with: its id and its
 * organisation, whose deletion removes the row.
 */
export const organisationOwned = () => ({
  id: serial('id').primaryKey(),
  organisationId: integer('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
});

/** Organisation settings by key (registration, USER_SIGNUP_APPROVER, Enable Hubs, …); values are JSON. */
export const organisationSettings = pgTable(
  'organisation_settings',
  {
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.key] })],
);

export const roles = pgTable(
  'roles',
  {
    ...organisationOwned(),
    name: text('name').notNull(),
    /** One of the roles every organisation starts with: renamed but never deleted. */
    isDefault: boolean('is_default').notNull().default(false),
    /** The role that keeps the organisation manageable: it never loses organisation_write and super_users. Marked, never recognised by name. */
    isAdminRole: boolean('is_admin_role').notNull().default(false),
    /** The role self sign-up and invited drivers get (spec §6 Driver). Marked, never recognised by name, so it can be renamed. */
    isSignUpRole: boolean('is_sign_up_role').notNull().default(false),
  },
  (table) => [
    unique('roles_organisation_name_key').on(table.organisationId, table.name),
    // Names are unique whatever their case, so "driver" never stands beside "Driver".
    uniqueIndex('roles_organisation_name_lower_key').on(table.organisationId, sql`lower(${table.name})`),
    // One admin role per organisation: the lock protects exactly one role.
    uniqueIndex('roles_organisation_admin_key').on(table.organisationId).where(sql`${table.isAdminRole}`),
    // One sign-up role per organisation: new drivers get exactly one.
    uniqueIndex('roles_organisation_sign_up_key').on(table.organisationId).where(sql`${table.isSignUpRole}`),
    organisationRowKey('roles_id_organisation_key', table),
  ],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roleId, table.permission] })],
);

/** Departments of an organisation (spec §2 /departments); names are unique per organisation whatever their case. */
export const departments = pgTable(
  'departments',
  {
    ...organisationOwned(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('departments_organisation_name_key').on(table.organisationId, sql`lower(${table.name})`),
    organisationRowKey('departments_id_organisation_key', table),
  ],
);

/** Cost centres of an organisation (spec §2 /cost-centres). */
export const costCentres = pgTable(
  'cost_centres',
  {
    ...organisationOwned(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('cost_centres_organisation_name_key').on(table.organisationId, sql`lower(${table.name})`),
    organisationRowKey('cost_centres_id_organisation_key', table),
  ],
);
