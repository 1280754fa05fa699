import { asc, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { inOrganisation, type OrganisationScope } from './tenancy';

/** An organisation-owned table whose rows have a name: roles, departments, cost centres, geofences. */
export type NamedTable = PgTable & {
  id: AnyPgColumn<{ data: number; notNull: true }>;
  name: AnyPgColumn<{ data: string; notNull: true }>;
  organisationId: AnyPgColumn;
};

/** How the names come: by id, by name, or by name ignoring case; equal names keep the order of their ids. */
export type NamedOrder = 'id' | 'name' | 'caseless name';

/** The organisation's rows of a named table as `{ id, name }`. */
export function namedRowsOf(db: Database, scope: OrganisationScope, table: NamedTable, order: NamedOrder) {
  const byName = order === 'caseless name' ? asc(sql`lower(${table.name})`) : asc(table.name);
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inOrganisation(table.organisationId, scope))
    .orderBy(...(order === 'id' ? [asc(table.id)] : [byName, asc(table.id)]));
}
