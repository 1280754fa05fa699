import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { namedRowsOf, type NamedOrder, type NamedTable } from '../../tenancy/named-rows';

/** These lists are short and read whole by the forms; the envelope is still spec §7's. */
export const whole = <T>(results: T[]) => ({ results, count: results.length, next_page: null });

/** A `GET` handler answering the organisation's rows of a named table as `{ pk, name }`, whole. */
export function organisationNames(table: NamedTable, order: NamedOrder = 'name') {
  return async (c: Context<AppEnv>) => {
    const rows = await namedRowsOf(c.get('db'), c.get('scope'), table, order);
    return c.json(whole(rows.map(({ id, name }) => ({ pk: id, name }))));
  };
}
