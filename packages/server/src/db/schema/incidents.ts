import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { IncidentStatus, PoliceDetails, ThirdPartyDetails } from '@motorpool/api';
import { createdAt, modifiedAt, organisationRowKey, sameOrganisationForeignKey } from './columns';
import { users } from './accounts';
import { bookings } from './bookings';
import { employeeExtensions } from './employees';
import { organisationOwned } from './organisations';
import { vehicles } from './vehicles';

/**
 * An incident type of `/incident-settings`, or a sub-type of one (`parent_id`
 * set, one level deep). Types in use are deactivated, never deleted.
 */
export const incidentTypes = pgTable(
  'incident_types',
  {
    ...organisationOwned(),
    parentId: integer('parent_id').references((): AnyPgColumn => incidentTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isCriticalDefault: boolean('is_critical_default').notNull().default(false),
    /** New incidents of the type block their vehicle at once. */
    blocksVehicle: boolean('blocks_vehicle').notNull().default(false),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [
    organisationRowKey('incident_types_id_organisation_key', table),
    // One name per level: a type's sub-types are unique among themselves, top-level types among the organisation's.
    uniqueIndex('incident_types_name_key').on(table.organisationId, sql`coalesce(${table.parentId}, 0)`, sql`lower(${table.name})`),
  ],
);

/**
 * An incident (spec §3): about a booking, a vehicle or a person. The vehicle
 * is blocked while `blocked_from` is set and the status is Open; the booking
 * writes read that under a lock on the vehicle row (incidents/blocks.ts).
 */
export const incidents = pgTable(
  'incidents',
  {
    ...organisationOwned(),
    bookingId: integer('booking_id'),
    vehicleId: integer('vehicle_id'),
    /** The member the incident is about, when it is about a person. */
    personId: integer('person_id'),
    incidentTypeId: integer('incident_type_id').notNull(),
    incidentSubTypeId: integer('incident_sub_type_id'),
    reportedByUserId: integer('reported_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reportedOn: timestamp('reported_on', { withTimezone: true }).notNull(),
    bookingTripDetails: jsonb('booking_trip_details'),
    isCritical: boolean('is_critical').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    disallowVehicleForBookings: boolean('disallow_vehicle_for_bookings').notNull().default(false),
    blockedFrom: timestamp('blocked_from', { withTimezone: true }),
    address: text('address'),
    location: jsonb('location').$type<{ coordinates?: [number, number] | null }>(),
    addressFeatures: jsonb('address_features').$type<{ landmark?: string | null }>(),
    incidentTags: text('incident_tags').array().notNull().default(sql`'{}'::text[]`),
    description: text('description'),
    odometer: integer('odometer'),
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    thirdParty: jsonb('third_party').$type<ThirdPartyDetails>(),
    police: jsonb('police').$type<PoliceDetails>(),
    status: text('status').$type<IncidentStatus>().notNull().default('Open'),
    resolutionNote: text('resolution_note'),
    repairCost: numeric('repair_cost', { precision: 12, scale: 2, mode: 'number' }),
    daysOffRoad: integer('days_off_road'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedByUserId: integer('closed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [
    organisationRowKey('incidents_id_organisation_key', table),
    sameOrganisationForeignKey('incidents_booking_fk', table.bookingId, table.organisationId, bookings),
    sameOrganisationForeignKey('incidents_vehicle_fk', table.vehicleId, table.organisationId, vehicles),
    sameOrganisationForeignKey('incidents_person_fk', table.personId, table.organisationId, employeeExtensions),
    sameOrganisationForeignKey('incidents_type_fk', table.incidentTypeId, table.organisationId, incidentTypes),
    sameOrganisationForeignKey('incidents_sub_type_fk', table.incidentSubTypeId, table.organisationId, incidentTypes),
    index('incidents_organisation_reported_idx').on(table.organisationId, table.reportedOn),
    index('incidents_vehicle_blocked_idx').on(table.vehicleId).where(sql`${table.blockedFrom} is not null and ${table.status} = 'Open'`),
    index('incidents_booking_idx').on(table.bookingId),
    check('incidents_status_check', sql`${table.status} in ('Open', 'Closed', 'Dismissed')`),
    check('incidents_subject_check', sql`${table.bookingId} is not null or ${table.vehicleId} is not null or ${table.personId} is not null`),
  ],
);

/** Every change on an incident: who, when, what (field → [before, after]). */
export const incidentAudits = pgTable(
  'incident_audits',
  {
    id: serial('id').primaryKey(),
    incidentId: integer('incident_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    sameOrganisationForeignKey('incident_audits_incident_fk', table.incidentId, table.organisationId, incidents).onDelete('cascade'),
    index('incident_audits_incident_idx').on(table.incidentId, table.id),
  ],
);
