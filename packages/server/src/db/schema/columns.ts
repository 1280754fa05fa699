import { type AnyPgColumn, foreignKey, timestamp, unique } from 'drizzle-orm/pg-core';

// Column and constraint shapes the tables repeat. The organisation-owned id and
// organisation_id pair lives beside the organisations table (organisationOwned).

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const modifiedAt = () => timestamp('modified_at', { withTimezone: true }).notNull().defaultNow();

/** A row of another organisation-owned table, by its id and organisation_id. */
interface OrganisationRow {
  id: AnyPgColumn;
  organisationId: AnyPgColumn;
}

/** unique (id, organisation_id): the target of other tables' same-organisation foreign keys. */
export const organisationRowKey = (name: string, table: OrganisationRow) => unique(name).on(table.id, table.organisationId);

/**
 * A composite foreign key (column, organisation_id) → (target.id, target.organisation_id),
 * so a row can never point at another tenant's row.
 */
export const sameOrganisationForeignKey = (name: string, column: AnyPgColumn, organisationId: AnyPgColumn, target: OrganisationRow) =>
  foreignKey({ name, columns: [column, organisationId], foreignColumns: [target.id, target.organisationId] });
