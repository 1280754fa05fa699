import { get, set, type FieldErrors, type FieldValues } from 'react-hook-form';
import { define, type Struct } from 'superstruct';

/** A broken rule, at the form path of the field that shows it. */
export type FormFailure = { path: string; message: string };

/**
 * A form's rules as a superstruct struct over its values, for
 * `superstructResolver`: each failure lands on the field its path names.
 */
export function rulesStruct<Values>(name: string, failures: (values: Values) => FormFailure[]): Struct<Values, null> {
  return define<Values>(name, (values) => {
    const found = failures(values as Values);
    return found.length === 0 ? true : found.map(({ path, message }) => ({ path: path.split('.'), message }));
  });
}

/** Messages by form path as react-hook-form's nested `errors`, or undefined when there are none. */
export function nestedErrors<Values extends FieldValues>(placed: Readonly<Record<string, string>>): FieldErrors<Values> | undefined {
  const entries = Object.entries(placed);
  if (entries.length === 0) return undefined;
  const nested: FieldErrors<Values> = {};
  for (const [path, message] of entries) set(nested, path, { type: 'server', message });
  return nested;
}

/** The message react-hook-form holds for a path, if any. */
export function messageAt(errors: FieldErrors, path: string): string | undefined {
  return (get(errors, path) as { message?: string } | undefined)?.message;
}

/** Blank text is sent as null, so a cleared field is cleared on the server too. */
export const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The first payload path of `key` that `known` holds, trying `a.b.c`, then `a.b`, then `a`. */
export function knownPrefix(key: string, known: ReadonlySet<string>): string | undefined {
  const parts = key.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const candidate = parts.slice(0, length).join('.');
    if (known.has(candidate)) return candidate;
  }
  return undefined;
}
