import { asc, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { inOrganisation } from '../../tenancy/tenancy';

/** These lists are short and read whole by the forms; the envelope is still spec §7's. */
export const whole = <T>(results: T[]) => ({ results, count: results.length, next_page: null });

type NamedTable = PgTable & { id: AnyPgColumn; name: AnyPgColumn; organisationId: AnyPgColumn };

/**
 * A `GET` handler answering the organisation's rows of a named table as
 * `{ pk, name }`, whole, by name (`caseless`: ignoring case), then by pk so
 * equal names keep one order.
 */
export function organisationNames(table: NamedTable, { caseless = false } = {}) {
  return async (c: Context<AppEnv>) => {
    const rows = await c
      .get('db')
      .select({ pk: table.id, name: table.name })
      .from(table)
      .where(inOrganisation(table.organisationId, c.get('scope')))
      .orderBy(caseless ? asc(sql`lower(${table.name})`) : asc(table.name), asc(table.id));
    return c.json(whole(rows));
  };
}
