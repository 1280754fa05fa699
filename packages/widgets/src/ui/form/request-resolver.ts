import { validateWith } from '@motorpool/api';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { Struct } from 'superstruct';

export type RequestResolverOptions<Values extends FieldValues> = {
  /** What the form sends for its values, checked by the request struct. */
  toRequest: (values: Values) => unknown;
  /** The fields the form shows: a message for any other part of the request is left to the server's answer. */
  fieldNames: readonly (keyof Values & string)[];
  /** The form's own wording for a field, where it differs from the struct's (an unchosen select reads 'X is required'). */
  reworded?: Partial<Record<keyof Values, string>>;
};

/**
 * A resolver that lets the request struct decide, so the form and the server
 * give the same messages, each on the field it names.
 */
export function requestResolver<Values extends FieldValues, Request>(
  struct: Struct<Request, unknown>,
  { toRequest, fieldNames, reworded = {} }: RequestResolverOptions<Values>,
): Resolver<Values> {
  const isFieldName = (name: string): name is keyof Values & string => (fieldNames as readonly string[]).includes(name);
  return async (values) => {
    const result = validateWith(struct, toRequest(values));
    if (result.ok) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, message] of Object.entries(result.fields)) {
      if (isFieldName(name)) errors[name] = { type: 'validate', message: reworded[name] ?? message };
    }
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}
