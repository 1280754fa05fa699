import type { Context, MiddlewareHandler } from 'hono';
import { coerce, define, is, optional, record, string, type, validate, type Infer, type Struct } from 'superstruct';
import { isBookingDateTime, isCalendarDate, isStorableText, messages, PrimaryKey, QueryPrimaryKey, validateWith } from '@motorpool/api';
import { badRequest, notFound } from './errors';
import { findUnholdableValue, shownName } from './input';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page } from './pagination';

const invalidParameter = (name: string, title: string) => badRequest(title, { fields: { [name]: title } });

/**
 * Validates the query string against a struct (its coercions turn text into
 * values); 400 naming each failing parameter. The first refusal of a
 * queryParameter rule below is the answer's title too: its message names the
 * parameter, as the client shows it without the field.
 */
export function readQuery<T, S>(c: Context, struct: Struct<T, S>): T {
  return parseQuery(struct, c.req.query());
}

/** readQuery's rule for a query already read as text (an embedded widget's call, answered before routing). */
export function parseQuery<T, S>(struct: Struct<T, S>, query: Readonly<Record<string, string>>): T {
  const result = validateWith(struct, query, { coerce: true });
  if (result.ok) return result.value;
  const [error] = validate(query, struct, { coerce: true });
  const refusal = error?.failures().find((failure) => failure.type === QUERY_PARAMETER);
  throw badRequest(result.rootMessage ?? refusal?.message ?? messages.request.invalid, { fields: result.fields });
}

const QUERY_PARAMETER = 'QueryParameter';

/** What a parameter's reader answers for text it cannot take: the message names the parameter. */
export class Refused {
  constructor(readonly message: string) {}
}

/**
 * One query parameter: absent is undefined, and so is empty unless
 * `emptyIsAbsent` is false (then `read` judges it); `read` turns its text into
 * the value, or refuses it.
 */
export function queryParameter<T>(read: (text: string) => T | Refused, { emptyIsAbsent = true } = {}): Struct<T | undefined, null> {
  const parsed = define<T>(QUERY_PARAMETER, (value) => !(value instanceof Refused) || value.message);
  return optional(coerce(parsed, string(), (text) => (text === '' && emptyIsAbsent ? undefined : read(text))));
}

/** A record id (QueryPrimaryKey's rule), its message naming the parameter. */
export const queryPkParameter = (name: string) => queryParameter((text) => parseQueryPk(text) ?? new Refused(messages.query.primaryKey(name)));

/** `from`/`to` of the booking lists and calendar: a real date or a real booking date-time (no 30 February, no 25:00). */
export const queryMomentParameter = (name: string) =>
  queryParameter((text) => (isCalendarDate(text) || isBookingDateTime(text) ? text : new Refused(messages.query.moment(name))));

/** One of a fixed list of words. */
export const queryChoiceParameter = <T extends string>(allowed: readonly T[], message: string, options?: { emptyIsAbsent: boolean }) =>
  queryParameter((text) => allowed.find((word) => word === text) ?? new Refused(message), options);

/** `true` or `false`. */
export const queryFlagParameter = (name: string) =>
  queryParameter((text) => (text === 'true' ? true : text === 'false' ? false : new Refused(`${name} must be true or false.`)));

/** Free text such as a search, trimmed and bounded. */
export const queryTextParameter = (name: string, maxLength: number) =>
  queryParameter((text) => (text.trim().length > maxLength ? new Refused(`${name} must be at most ${maxLength} characters.`) : text.trim()));

const wholeParameter = (name: string, max: number) =>
  queryParameter((text) => {
    if (!/^\d{1,6}$/.test(text) || Number(text) < 1) return new Refused(`${name} must be a positive whole number.`);
    return Number(text) > max ? new Refused(`${name} must be at most ${max}.`) : Number(text);
  });

/** `page`, 1-based. */
export const queryPageParameter = wholeParameter('page', 1_000_000);

/** `page` (1-based) and `page_size`, bounded so no client can ask for everything at once. */
export const PageQuery = type({ page: queryPageParameter, page_size: wholeParameter('page_size', MAX_PAGE_SIZE) });
export type PageQuery = Infer<typeof PageQuery>;

export function pageOf(query: PageQuery, defaultSize = DEFAULT_PAGE_SIZE): Page {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? defaultSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** `is_export=csv` of the lists that download as CSV; present but empty is refused too. */
export const CsvExportQuery = type({ is_export: queryChoiceParameter(['csv'] as const, 'is_export must be csv.', { emptyIsAbsent: false }) });

/**
 * Every parameter as text, for a query whose parameters are not a fixed list:
 * the users table's column filters are named by its columns
 * (employees/list-query.ts), and an embedded widget's call is checked by its
 * own route's struct (embed/calendar-read.ts, through parseQuery).
 */
export const QueryText = record(string(), string());

/** Parameters read as text, for rules that parse the text themselves (a list of ids, an email, a signature). */
export const queryTexts = <K extends string>(...names: K[]) =>
  type(Object.fromEntries(names.map((name) => [name, optional(string())])) as Record<K, Struct<string | undefined, null>>);

/** The page a list call asks for, when its query holds nothing else. */
export const readPage = (c: Context, defaultSize?: number): Page => pageOf(readQuery(c, PageQuery), defaultSize);

/** The record id a piece of query text names, or null: QueryPrimaryKey's rule, for lists such as `booking_pks=1,2`. */
export function parseQueryPk(text: string): number | null {
  const [error, value] = validate(text, QueryPrimaryKey, { coerce: true });
  return error ? null : value;
}

/**
 * A JSON value in a query parameter (spec §7's list filters), under the same
 * rules as a body; `read` turns the parsed value into the parameter's value,
 * or null when it is not what `message` says the parameter holds.
 */
export const queryJsonParameter = <T>(name: string, message: string, read: (value: unknown) => T | null) =>
  queryParameter((text) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return new Refused(message);
    }
    const unholdable = findUnholdableValue(parsed);
    if (unholdable) return new Refused(unholdable.message === messages.field.forbiddenCharacter ? messages.query.forbiddenCharacter(name) : message);
    return read(parsed) ?? new Refused(message);
  });

/** A JSON list of record ids such as `[1,2]`, each once. */
export const queryPkListParameter = (name: string, message: string) =>
  queryJsonParameter(name, message, (value) => (Array.isArray(value) && value.every((item) => is(item, PrimaryKey)) ? [...new Set(value as number[])] : null));

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
