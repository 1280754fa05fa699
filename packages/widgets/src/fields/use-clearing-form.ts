import { useMemo, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { splitServerErrors } from '../api/server-errors';

export type ClearingFormOptions<Values extends FieldValues> = {
  empty: Values;
  resolver: Resolver<Values>;
  /** The fields the form shows: the server's errors for them land on them, the rest come back as `unplaced`. */
  fieldNames: readonly string[];
  fieldErrors?: Record<string, string> | null;
  /** Resolves `true` once the server took the values; the form then starts over. */
  send: (values: Values) => Promise<boolean> | boolean;
};

export type ClearingForm<Values extends FieldValues> = UseFormReturn<Values> & {
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The server's messages for fields the form does not show. */
  unplaced: string[];
};

/**
 * A form that sends and starts over (an invitation, a new organisation):
 * each field is checked once left, the server's field errors show on their
 * fields, and a success empties the form so the next one can follow, while a
 * refusal keeps everything as typed.
 */
export function useClearingForm<Values extends FieldValues>({
  empty,
  resolver,
  fieldNames,
  fieldErrors,
  send,
}: ClearingFormOptions<Values>): ClearingForm<Values> {
  const { formErrors, unplaced } = useMemo(() => splitServerErrors<Values>(fieldErrors, fieldNames), [fieldErrors, fieldNames]);
  const form = useForm<Values>({ mode: 'onTouched', defaultValues: empty as DefaultValues<Values>, resolver, errors: formErrors });
  const submit = form.handleSubmit(async (values) => {
    if (await send(values)) form.reset(empty);
  });
  return { ...form, submit, unplaced };
}
