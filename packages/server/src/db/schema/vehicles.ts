import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, modifiedAt, organisationRowKey, sameOrganisationForeignKey } from './columns';
import { branches } from './branches';
import { tagGroups } from './custom-fields';
import { masterConfigEntries } from './master-config';
import { costCentres, organisationOwned } from './organisations';

/** A vehicle of the fleet, kept at one branch (spec §2 /vehicles, §3 vehicle filters). */
export const vehicles = pgTable(
  'vehicles',
  {
    ...organisationOwned(),
    branchId: integer('branch_id').notNull(),
    name: text('name').notNull(),
    /** The licence class a driver needs to drive it. */
    vehicleClass: text('vehicle_class').notNull(),
    registrationNum: text('registration_num').notNull(),
    serial: text('serial'),
    make: text('make'),
    model: text('model'),
    paint: text('paint'),
    bodyType: text('body_type'),
    doors: integer('doors'),
    seats: integer('seats'),
    fuelType: text('fuel_type'),
    grade: text('grade'),
    year: integer('year'),
    odometer: integer('odometer').notNull().default(0),
    costCentreId: integer('cost_centre_id'),
    dailyRate: numeric('daily_rate', { precision: 12, scale: 2, mode: 'number' }),
    ratePerKm: numeric('rate_per_km', { precision: 10, scale: 2, mode: 'number' }),
    keyPickupLocation: text('key_pickup_location'),
    vehiclePickupLocation: text('vehicle_pickup_location'),
    isActive: boolean('is_active').notNull().default(true),
    // The master configuration entries the text fields above were chosen from
    // (their labels are copied into the text, which every reader keeps using);
    // the foreign keys refuse to delete an entry a vehicle uses.
    vehicleClassId: integer('vehicle_class_id'),
    makeId: integer('make_id'),
    modelId: integer('model_id'),
    paintId: integer('paint_id'),
    bodyTypeId: integer('body_type_id'),
    fuelTypeId: integer('fuel_type_id'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [
    organisationRowKey('vehicles_id_organisation_key', table),
    uniqueIndex('vehicles_organisation_registration_key').on(table.organisationId, sql`lower(${table.registrationNum})`).where(sql`${table.isDeleted} = false`),
    index('vehicles_organisation_branch_idx').on(table.organisationId, table.branchId),
    sameOrganisationForeignKey('vehicles_branch_fk', table.branchId, table.organisationId, branches),
    sameOrganisationForeignKey('vehicles_cost_centre_fk', table.costCentreId, table.organisationId, costCentres),
    sameOrganisationForeignKey('vehicles_vehicle_class_fk', table.vehicleClassId, table.organisationId, masterConfigEntries),
    sameOrganisationForeignKey('vehicles_make_fk', table.makeId, table.organisationId, masterConfigEntries),
    sameOrganisationForeignKey('vehicles_model_fk', table.modelId, table.organisationId, masterConfigEntries),
    sameOrganisationForeignKey('vehicles_paint_fk', table.paintId, table.organisationId, masterConfigEntries),
    sameOrganisationForeignKey('vehicles_body_type_fk', table.bodyTypeId, table.organisationId, masterConfigEntries),
    sameOrganisationForeignKey('vehicles_fuel_type_fk', table.fuelTypeId, table.organisationId, masterConfigEntries),
    check('vehicles_odometer_check', sql`${table.odometer} >= 0`),
  ],
);

/** A vehicle's value for one vehicle tag group (custom fields), stored as the members' values are. */
export const vehicleTagValues = pgTable(
  'vehicle_tag_values',
  {
    vehicleId: integer('vehicle_id').notNull(),
    tagGroupId: integer('tag_group_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
    value: text('value').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.vehicleId, table.tagGroupId] }),
    sameOrganisationForeignKey('vehicle_tag_values_vehicle_fk', table.vehicleId, table.organisationId, vehicles).onDelete('cascade'),
    sameOrganisationForeignKey('vehicle_tag_values_tag_group_fk', table.tagGroupId, table.organisationId, tagGroups).onDelete('cascade'),
    index('vehicle_tag_values_group_idx').on(table.tagGroupId),
  ],
);
