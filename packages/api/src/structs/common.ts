import { array, coerce, define, integer, is, nullable, number, optional, refine, string, type, union, type Describe, type Struct } from 'superstruct';
import { messages } from '../messages';

/** The largest id a PostgreSQL `serial` column holds; a larger one cannot name a record, and the database would refuse to compare with it. */
export const MAX_PRIMARY_KEY = 2_147_483_647;

/** Primary keys are positive integers throughout the product, within the 32-bit range of the tables' `serial` ids. */
export const PrimaryKey = refine(integer(), 'PrimaryKey', (value) => (value >= 1 && value <= MAX_PRIMARY_KEY) || messages.field.primaryKey);

/** A record id in a query string: digits only (no `1e3`, no `+1`, no `0x1`), then the same bounds as in a body. */
export const QueryPrimaryKey = coerce(
  define<number>('QueryPrimaryKey', (value) => is(value, PrimaryKey) || messages.field.primaryKey),
  string(),
  (text) => (/^\d{1,10}$/.test(text) ? Number(text) : text),
);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * `yyyy-MM-dd` naming a day that exists: Date.UTC rolls 30 February over into
 * March, so a real date survives the round trip. Years before 100 do not (Date.UTC
 * reads them as 19xx), so year 0, which PostgreSQL refuses, never reaches it.
 */
export function isCalendarDate(value: string): boolean {
  const parts = ISO_DATE.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** `{pk, name}` references: a role, a branch, a status holder. */
export const NamedRef = type({ pk: PrimaryKey, name: string() });

/** `{name}` status objects (user status, invite status). */
export const StatusRef = type({ name: string() });

/** `{pk, name, role}` people references (branch managers, reminder recipients). */
export const PersonRef = type({ pk: PrimaryKey, name: string(), role: optional(nullable(string())) });

/**
 * Dates and date-times the server sends both raw and formatted (spec §3:
 * "original and formated"); older payloads send a bare ISO string.
 */
export const DisplayedDate = union([
  string(),
  type({ original: nullable(string()), formated: optional(nullable(string())), formatted: optional(nullable(string())) }),
]);

/** Every list answers `{results, count, next_page}` (spec §7). */
// Marked free of side effects, as the other struct factories here are, so bundlers drop a struct built at module level that nothing uses.
/* @__NO_SIDE_EFFECTS__ */
export function listOf<T, S>(item: Struct<T, S>) {
  return type({ results: array(item), count: number(), next_page: optional(nullable(union([number(), string()]))) });
}

export type List<T> = { results: T[]; count: number; next_page?: number | string | null };

/** Keeps a struct honest against a hand-written type where both exist. */
export type Describes<T> = Describe<T>;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * Any JSON value, for fields whose shape the spec does not show. Unlike
 * `unknown()`, an `optional(jsonValue)` key is optional in the inferred type.
 */
export const jsonValue: Struct<JsonValue, null> = define<JsonValue>('jsonValue', () => true);
