import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BranchWrite, DayHours, Weekday } from '@motorpool/api';
import { createdAt, modifiedAt, organisationRowKey, sameOrganisationForeignKey } from './columns';
import { tagGroups } from './custom-fields';
import { organisationOwned } from './organisations';

/** Named geofences of an organisation (spec §7 geofences); a branch names one (geofence_name). */
export const geofences = pgTable(
  'geofences',
  {
    ...organisationOwned(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('geofences_organisation_name_key').on(table.organisationId, sql`lower(${table.name})`),
    organisationRowKey('geofences_id_organisation_key', table),
  ],
);

/** A branch or hub (spec §3 Branch / hub); the nested parts of the spec's shape are kept as JSON. */
export const branches = pgTable(
  'branches',
  {
    ...organisationOwned(),
    name: text('name').notNull(),
    branchType: text('branch_type').notNull().default('branch'),
    address: text('address'),
    addressFeatures: jsonb('address_features').$type<{ country?: string | null; state?: string | null }>(),
    location: jsonb('location').$type<{ type: 'Point'; coordinates: number[] }>(),
    businessHours: jsonb('business_hours').$type<Partial<Record<Weekday, DayHours>>>(),
    /** Null means the spec's default zone (Asia/Kolkata). */
    branchTimezone: text('branch_timezone'),
    geofenceId: integer('geofence_id'),
    helpDeskContactNum: text('help_desk_contact_num'),
    helpDeskEmailId: text('help_desk_email_id'),
    helpDeskCustomMessage: text('help_desk_custom_message'),
    overrideCompanyHelpDesk: boolean('override_company_help_desk').notNull().default(false),
    extraData: jsonb('extra_data').$type<NonNullable<BranchWrite['extra_data']>>(),
    additionalDetails: jsonb('additional_details').$type<NonNullable<BranchWrite['additional_details']>>(),
    /** Kept only while the branch tag 'Flight Details Required' is 'true' (spec §3). */
    airportTags: text('airport_tags').array().notNull().default(sql`'{}'::text[]`),
    isNotify: boolean('is_notify').notNull().default(false),
    includeVehicleDoc: boolean('include_vehicle_doc').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [
    organisationRowKey('branches_id_organisation_key', table),
    index('branches_organisation_name_idx').on(table.organisationId, table.name),
    // Forms, imports and the sidebar tell branches apart by name; a deleted branch frees its name.
    uniqueIndex('branches_organisation_name_key').on(table.organisationId, sql`lower(${table.name})`).where(sql`${table.isDeleted} = false`),
    sameOrganisationForeignKey('branches_geofence_fk', table.geofenceId, table.organisationId, geofences),
    check('branches_branch_type_check', sql`${table.branchType} in ('branch', 'hub')`),
  ],
);

/** A branch's value for one branch tag group, stored as the members' values are (employee_tag_values). */
export const branchTagValues = pgTable(
  'branch_tag_values',
  {
    branchId: integer('branch_id').notNull(),
    tagGroupId: integer('tag_group_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
    value: text('value').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.branchId, table.tagGroupId] }),
    sameOrganisationForeignKey('branch_tag_values_branch_fk', table.branchId, table.organisationId, branches).onDelete('cascade'),
    sameOrganisationForeignKey('branch_tag_values_tag_group_fk', table.tagGroupId, table.organisationId, tagGroups).onDelete('cascade'),
    index('branch_tag_values_group_idx').on(table.tagGroupId),
  ],
);

/** The branches a branch (or hub) serves (spec §3 Branch relation: from_branch, to_branch[]). */
export const branchRelations = pgTable(
  'branch_relations',
  {
    fromBranchId: integer('from_branch_id').notNull(),
    toBranchId: integer('to_branch_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fromBranchId, table.toBranchId] }),
    sameOrganisationForeignKey('branch_relations_from_fk', table.fromBranchId, table.organisationId, branches).onDelete('cascade'),
    sameOrganisationForeignKey('branch_relations_to_fk', table.toBranchId, table.organisationId, branches).onDelete('cascade'),
    check('branch_relations_not_itself_check', sql`${table.fromBranchId} <> ${table.toBranchId}`),
    index('branch_relations_to_idx').on(table.toBranchId),
  ],
);

/** Days a branch is closed (the booking rules refuse bookings on them); one holiday per branch and date. */
export const branchHolidays = pgTable(
  'branch_holidays',
  {
    id: serial('id').primaryKey(),
    organisationId: integer('organisation_id').notNull(),
    branchId: integer('branch_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    unique('branch_holidays_branch_date_key').on(table.branchId, table.date),
    sameOrganisationForeignKey('branch_holidays_branch_fk', table.branchId, table.organisationId, branches).onDelete('cascade'),
    index('branch_holidays_organisation_idx').on(table.organisationId),
  ],
);

/**
 * An organisation's public-holiday calendar per country (ISO 3166 alpha-2)
 * and state (null: the country-wide calendar). Loaded from date-holidays and
 * editable; a branch follows the calendar of its address_features.
 */
export const publicHolidays = pgTable(
  'public_holidays',
  {
    ...organisationOwned(),
    country: text('country').notNull(),
    state: text('state'),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // NULLS NOT DISTINCT: the country-wide calendar (state null) also holds one holiday per date.
    unique('public_holidays_organisation_region_date_key').on(table.organisationId, table.country, table.state, table.date).nullsNotDistinct(),
    check('public_holidays_country_check', sql`${table.country} ~ '^[A-Z]{2}$'`),
  ],
);
