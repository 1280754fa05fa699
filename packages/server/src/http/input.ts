import type { Context } from 'hono';
import { validate, type Struct } from 'superstruct';
import { isStorableText, messages, QueryPrimaryKey, validateWith } from '@motorpool/api';
import { badRequest, notFound } from './errors';

/** Far deeper than any body of the product; a deeper one only threatens whatever recurses over it next (a struct, JSON.stringify, PostgreSQL's jsonb parser). */
export const MAX_BODY_DEPTH = 32;

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the character PostgreSQL cannot store; this regex exists to find and refuse it
const UNSTORABLE_CHARACTERS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A field's name as the answer can carry it: a key holding an unstorable character shows U+FFFD in its place. */
export const shownName = (text: string) => text.replace(UNSTORABLE_CHARACTERS, '\uFFFD');

const fieldName = (path: readonly (string | number)[]) => path.map((part) => (typeof part === 'string' ? shownName(part) : part)).join('.');

export type UnholdableValue = { field: string; message: string };

/**
 * Keys every object already has (`toString`, `valueOf`, `__proto__`…): no
 * field of the product is named so, and an own `toString` that is not a
 * function makes any code that prints the object (a struct's message) throw.
 */
const OBJECT_MEMBERS = new Set(Object.getOwnPropertyNames(Object.prototype));

/**
 * The first value no field of the product can hold, wherever it sits: text
 * that is not storable (NUL, lone surrogates, in values and keys alike),
 * numbers beyond what a double holds exactly (`1e308`, `2^53 + 2`: no id,
 * count or amount is that large), keys that name a member of every object
 * (OBJECT_MEMBERS) and nesting deeper than MAX_BODY_DEPTH.
 * Walks with its own stack, so a value nested 10,000 levels cannot overflow
 * the call stack.
 */
export function findUnholdableValue(root: unknown): UnholdableValue | null {
  const pending: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [] }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (path.length > MAX_BODY_DEPTH) return { field: fieldName(path.slice(0, MAX_BODY_DEPTH)), message: messages.request.tooDeep };
    if (typeof value === 'string') {
      if (!isStorableText(value)) return { field: fieldName(path), message: messages.field.forbiddenCharacter };
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) return { field: fieldName(path), message: messages.field.numberTooLarge };
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        pending.push({ value: item, path: [...path, index] });
      });
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableText(key)) return { field: fieldName([...path, key]), message: messages.field.forbiddenCharacter };
        if (OBJECT_MEMBERS.has(key)) return { field: fieldName([...path, key]), message: messages.field.unknown };
        pending.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}

/** Parses the JSON body; malformed or missing JSON is the client's mistake (400), never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest(messages.request.malformedJson);
  }
  // Checked here, where every JSON body is read, so that no handler has to remember it.
  const unholdable = findUnholdableValue(body);
  if (unholdable?.message === messages.request.tooDeep) throw badRequest(messages.request.tooDeep);
  if (unholdable) throw badRequest(messages.request.invalid, { fields: { [unholdable.field]: unholdable.message } });
  return body;
}

/** Validates any input against an api struct and answers 400 with a message per field. */
export function parseWith<T, S>(struct: Struct<T, S>, input: unknown): T {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw badRequest('The request body must be a JSON object.');
  }
  const result = validateWith(struct, input);
  if (result.ok) return result.value;
  throw badRequest(result.rootMessage ?? messages.request.invalid, { fields: result.fields });
}

export async function readBody<T, S>(c: Context, struct: Struct<T, S>): Promise<T> {
  return parseWith(struct, await readJson(c));
}

/**
 * A path segment naming a record, by the rule of a record id in a query
 * (QueryPrimaryKey): anything else cannot name a record, so it is a 404. Every
 * route reads its `:pk` (or `:id`) through this.
 */
export function pathKey(raw: string | undefined): number {
  const [error, value] = validate(raw, QueryPrimaryKey, { coerce: true });
  if (error) throw notFound();
  return value;
}
