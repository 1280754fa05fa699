import { array, define, integer, nullable, number, optional, string, type, union, type Describe, type Struct } from 'superstruct';

/** Primary keys are positive integers throughout the product. */
export const PrimaryKey = integer();

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
