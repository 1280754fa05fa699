import { validate, type Struct } from 'superstruct';
import { messages } from './messages';

export type FieldErrors = Record<string, string>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors; rootMessage: string | null };

/**
 * Checks a value against a struct and names every failing field with the
 * first message for it, the way forms and `errors.fields` present them.
 * `coerce` applies the struct's coercions first (query strings: text to numbers).
 */
export function validateWith<T, S>(struct: Struct<T, S>, value: unknown, { coerce = false } = {}): ValidationResult<T> {
  const [error, valid] = validate(value, struct, { coerce });
  if (!error) return { ok: true, value: valid as T };
  const fields: FieldErrors = {};
  let rootMessage: string | null = null;
  for (const failure of error.failures()) {
    const key = failure.path.join('.');
    const message = failure.type === 'never' ? messages.field.unknown : failure.message;
    if (key === '') rootMessage ??= message;
    else fields[key] ??= message;
  }
  return { ok: false, fields, rootMessage };
}
