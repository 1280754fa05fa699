import type { Context, MiddlewareHandler } from 'hono';
import { validate, type Struct } from 'superstruct';
import { isBookingDateTime, isCalendarDate, isStorableText, messages, QueryPrimaryKey, validateWith } from '@motorpool/api';
import { badRequest, notFound } from './errors';
import { findUnholdableValue, shownName } from './input';

const invalidParameter = (name: string, title: string) => badRequest(title, { fields: { [name]: title } });

/** Validates the query string against an api struct (its coercions turn text into numbers); 400 naming each failing parameter. */
export function readQuery<T, S>(c: Context, struct: Struct<T, S>): T {
  const result = validateWith(struct, c.req.query(), { coerce: true });
  if (result.ok) return result.value;
  throw badRequest(result.rootMessage ?? messages.request.invalid, { fields: result.fields });
}

/** The record id a piece of query text names, or null: QueryPrimaryKey's rule, for lists such as `booking_pks=1,2`. */
export function parseQueryPk(text: string): number | null {
  const [error, value] = validate(text, QueryPrimaryKey, { coerce: true });
  return error ? null : value;
}

/** A record id read from the query by hand; absent or empty is null. The same rule as QueryPrimaryKey, so 2147483648 and 1e308 never reach a query. */
export function queryPk(raw: string | undefined, name: string): number | null {
  if (raw === undefined || raw === '') return null;
  const value = parseQueryPk(raw);
  if (value === null) throw invalidParameter(name, messages.query.primaryKey(name));
  return value;
}

/** `from`/`to` of the booking lists and calendar: a real date or a real booking date-time (no 30 February, no 25:00). */
export function queryMoment(raw: string | undefined, name: string): string | null {
  if (raw === undefined || raw === '') return null;
  if (!isCalendarDate(raw) && !isBookingDateTime(raw)) throw invalidParameter(name, messages.query.moment(name));
  return raw;
}

/** A JSON value in a query parameter (spec §7's list filters), under the same rules as a body; `message` says what the parameter holds. */
export function queryJson(raw: string, name: string, message: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalidParameter(name, message);
  }
  const unholdable = findUnholdableValue(parsed);
  if (unholdable) throw invalidParameter(name, unholdable.message === messages.field.forbiddenCharacter ? messages.query.forbiddenCharacter(name) : message);
  return parsed;
}

function decodedPath(rawPath: string): string {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return rawPath;
  }
}

/**
 * The text rule for what a request carries besides its body, applied once
 * before routing so that no route reading its query by hand can forget it:
 * a parameter (name or value) holding NUL or a lone surrogate is a 400 naming
 * it; a path holding one names no record, so it is a 404 as any unknown path.
 */
export const refuseUnstorableRequestText: MiddlewareHandler = async (c, next) => {
  for (const [name, values] of Object.entries(c.req.queries())) {
    const shown = shownName(name);
    if (shown !== name || values.some((value) => !isStorableText(value))) throw invalidParameter(shown, messages.query.forbiddenCharacter(shown));
  }
  if (!isStorableText(decodedPath(c.req.path))) throw notFound();
  await next();
};
