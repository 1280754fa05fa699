import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { ApproverKind, BookingRules } from '@motorpool/api';
import { createdAt, modifiedAt, organisationRowKey, sameOrganisationForeignKey } from './columns';
import { users } from './accounts';
import { branches } from './branches';
import { tagGroups } from './custom-fields';
import { employeeExtensions } from './employees';
import { costCentres, organisationOwned } from './organisations';
import { vehicles } from './vehicles';

/**
 * A booking (spec §3 Booking). Times are instants (UTC); `blocked_until` is
 * the end plus the buffer in force when the booking was last saved. The
 * migration adds the exclusion constraint `bookings_vehicle_no_overlap`:
 * no two active (not deleted; Pending Approval, Approved, In-Progress)
 * bookings of one vehicle may overlap over [start_at, blocked_until).
 */
export const bookings = pgTable(
  'bookings',
  {
    ...organisationOwned(),
    branchId: integer('branch_id').notNull(),
    vehicleId: integer('vehicle_id').notNull(),
    /** The driver's membership (employee extension). */
    driverId: integer('driver_id').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    /** Finer state than status (e.g. 'Late Return'); spec §3 internal_status. */
    internalStatus: text('internal_status'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    isOvernight: boolean('is_overnight').notNull().default(false),
    purposeOfTrip: text('purpose_of_trip'),
    bookingType: text('booking_type'),
    costCentreId: integer('cost_centre_id'),
    manager: text('manager'),
    address: text('address'),
    location: jsonb('location').$type<{ coordinates: number[] }>(),
    addressFeatures: jsonb('address_features').$type<Record<string, unknown>>(),
    destinationBranchId: integer('destination_branch_id'),
    reasonForChange: text('reason_for_change'),
    isRecurring: boolean('is_recurring').notNull().default(false),
    recurringPattern: text('recurring_pattern'),
    daysOfWeek: integer('days_of_week').array(),
    datesOfMonth: integer('dates_of_month').array(),
    endsOn: date('ends_on', { mode: 'string' }),
    multiBookingId: text('multi_booking_id'),
    extraData: jsonb('extra_data').$type<Record<string, unknown>>().notNull().default({}),
    actualStartAt: timestamp('actual_start_at', { withTimezone: true }),
    actualEndAt: timestamp('actual_end_at', { withTimezone: true }),
    startOdometer: integer('start_odometer'),
    endOdometer: integer('end_odometer'),
    createdAt: createdAt(),
    modifiedAt: modifiedAt(),
  },
  (table) => [
    organisationRowKey('bookings_id_organisation_key', table),
    sameOrganisationForeignKey('bookings_branch_fk', table.branchId, table.organisationId, branches),
    sameOrganisationForeignKey('bookings_vehicle_fk', table.vehicleId, table.organisationId, vehicles),
    sameOrganisationForeignKey('bookings_driver_fk', table.driverId, table.organisationId, employeeExtensions),
    sameOrganisationForeignKey('bookings_cost_centre_fk', table.costCentreId, table.organisationId, costCentres),
    sameOrganisationForeignKey('bookings_destination_fk', table.destinationBranchId, table.organisationId, branches),
    check('bookings_status_check', sql`${table.status} in ('Pending Approval', 'Approved', 'In-Progress', 'Cancelled', 'Declined', 'Completed')`),
    check('bookings_range_check', sql`${table.endAt} > ${table.startAt} and ${table.blockedUntil} >= ${table.endAt}`),
    check('bookings_recurring_pattern_check', sql`${table.recurringPattern} is null or ${table.recurringPattern} in ('daily', 'weekly', 'monthly')`),
    // Lists page by start time within an organisation, optionally for a driver, branch or vehicle.
    index('bookings_organisation_start_idx').on(table.organisationId, table.startAt, table.id),
    index('bookings_organisation_driver_start_idx').on(table.organisationId, table.driverId, table.startAt),
    index('bookings_organisation_branch_start_idx').on(table.organisationId, table.branchId, table.startAt),
    // What the lists show by default (neither deleted nor hidden), per branch in start order: the page and its count read the index only.
    index('bookings_organisation_listed_branch_start_idx')
      .on(table.organisationId, table.branchId, table.startAt, table.id)
      .where(sql`not ${table.isDeleted} and not ${table.isHidden}`),
    index('bookings_vehicle_start_idx').on(table.vehicleId, table.startAt),
    // Date windows (calendar, list from/to) as range overlaps per branch; btree_gist lets the integers join the range.
    index('bookings_organisation_branch_range_idx').using('gist', table.organisationId, table.branchId, sql`tstzrange(${table.startAt}, ${table.endAt})`),
    index('bookings_multi_booking_idx').on(table.multiBookingId),
  ],
);

export const bookingSecondaryDrivers = pgTable(
  'booking_secondary_drivers',
  {
    bookingId: integer('booking_id').notNull(),
    employeeExtensionId: integer('employee_extension_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.employeeExtensionId] }),
    sameOrganisationForeignKey('booking_secondary_drivers_booking_fk', table.bookingId, table.organisationId, bookings).onDelete('cascade'),
    sameOrganisationForeignKey('booking_secondary_drivers_extension_fk', table.employeeExtensionId, table.organisationId, employeeExtensions).onDelete(
      'cascade',
    ),
    index('booking_secondary_drivers_extension_idx').on(table.employeeExtensionId),
  ],
);

/** A booking's value for one booking tag group (spec §3 booking_tags). */
export const bookingTagValues = pgTable(
  'booking_tag_values',
  {
    bookingId: integer('booking_id').notNull(),
    tagGroupId: integer('tag_group_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
    value: text('value').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.tagGroupId] }),
    sameOrganisationForeignKey('booking_tag_values_booking_fk', table.bookingId, table.organisationId, bookings).onDelete('cascade'),
    sameOrganisationForeignKey('booking_tag_values_tag_group_fk', table.tagGroupId, table.organisationId, tagGroups).onDelete('cascade'),
    index('booking_tag_values_group_idx').on(table.tagGroupId),
  ],
);

/** Every change of a booking: who, when, what and why. Rows are only ever added. */
export const bookingAudits = pgTable(
  'booking_audits',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    reason: text('reason'),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    sameOrganisationForeignKey('booking_audits_booking_fk', table.bookingId, table.organisationId, bookings).onDelete('cascade'),
    index('booking_audits_booking_idx').on(table.bookingId, table.id),
  ],
);

/** Each check-out → check-in of a booking with its odometer readings (spec §7 booking-trips). */
export const bookingTrips = pgTable(
  'booking_trips',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').notNull(),
    organisationId: integer('organisation_id').notNull(),
    checkOutAt: timestamp('check_out_at', { withTimezone: true }).notNull(),
    checkInAt: timestamp('check_in_at', { withTimezone: true }),
    startOdometer: integer('start_odometer'),
    endOdometer: integer('end_odometer'),
    isLateReturn: boolean('is_late_return').notNull().default(false),
    checkOutChecklist: jsonb('check_out_checklist').$type<unknown[]>(),
    checkInChecklist: jsonb('check_in_checklist').$type<unknown[]>(),
    hubCollection: boolean('hub_collection').notNull().default(false),
  },
  (table) => [
    sameOrganisationForeignKey('booking_trips_booking_fk', table.bookingId, table.organisationId, bookings).onDelete('cascade'),
    index('booking_trips_booking_idx').on(table.bookingId),
  ],
);

/** The booking rules of spec §9: one row for the organisation (branch null) and one per overriding branch. */
export const bookingRuleSets = pgTable(
  'booking_rule_sets',
  {
    ...organisationOwned(),
    branchId: integer('branch_id'),
    rules: jsonb('rules').$type<BookingRules>().notNull(),
    modifiedAt: modifiedAt(),
  },
  (table) => [
    unique('booking_rule_sets_organisation_branch_key').on(table.organisationId, table.branchId).nullsNotDistinct(),
    sameOrganisationForeignKey('booking_rule_sets_branch_fk', table.branchId, table.organisationId, branches).onDelete('cascade'),
  ],
);

/** When a booking needs approval and who approves it (see ApprovalRuleWrite in @motorpool/api). */
export const bookingApprovalRules = pgTable(
  'booking_approval_rules',
  {
    ...organisationOwned(),
    name: text('name').notNull(),
    branchIds: integer('branch_ids').array().notNull().default(sql`'{}'::integer[]`),
    roleIds: integer('role_ids').array().notNull().default(sql`'{}'::integer[]`),
    bookingTagGroupIds: integer('booking_tag_group_ids').array().notNull().default(sql`'{}'::integer[]`),
    minDurationMinutes: integer('min_duration_minutes'),
    approvers: text('approvers').array().$type<ApproverKind[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('booking_approval_rules_organisation_idx').on(table.organisationId)],
);
