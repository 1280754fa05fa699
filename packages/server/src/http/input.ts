import type { Context } from 'hono';
import type { Struct } from 'superstruct';
import { messages, validateWith } from '@motorpool/api';
import { badRequest, notFound } from './errors';

/** Parses the JSON body; malformed or missing JSON is the client's mistake (400), never a 500. */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(messages.request.malformedJson);
  }
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

/** A path segment naming a record: anything but a positive integer cannot exist, so it is a 404. */
export function pathKey(raw: string | undefined): number {
  const value = raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (value <= 0) throw notFound();
  return value;
}
