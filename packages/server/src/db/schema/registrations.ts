import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, sameOrganisationForeignKey } from './columns';
import { users } from './accounts';
import { branches } from './branches';
import { employeeExtensions } from './employees';
import { organisationOwned, roles } from './organisations';

/** Self-registrations awaiting (or past) approval; the member row is created Pending Approval alongside. */
export const registrationRequests = pgTable(
  'registration_requests',
  {
    ...organisationOwned(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    employeeExtensionId: integer('employee_extension_id')
      .notNull()
      .references(() => employeeExtensions.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('Pending Approval'),
    payload: jsonb('payload'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('registration_requests_organisation_user_key').on(table.organisationId, table.userId),
    index('registration_requests_organisation_status_idx').on(table.organisationId, table.status),
  ],
);

/** Invitations into an organisation (spec §3 Invite); the link carries a token whose hash is kept here. */
export const invites = pgTable(
  'invites',
  {
    ...organisationOwned(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    roleId: integer('role_id').notNull(),
    branchId: integer('branch_id').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('Pending Approval'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /**
     * For an account that already exists elsewhere: the membership fields the
     * inviting admin chose, applied only when its holder accepts.
     */
    membership: jsonb('membership').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    sameOrganisationForeignKey('invites_role_fk', table.roleId, table.organisationId, roles),
    sameOrganisationForeignKey('invites_branch_fk', table.branchId, table.organisationId, branches),
    index('invites_organisation_idx').on(table.organisationId),
  ],
);
