import { useEffect, useMemo, useRef } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { nestedErrors } from '../../fields/branch/form-rules';

/**
 * The react-hook-form of a form that edits one record the server keeps: the
 * server's field errors (`placed` by form path) on their fields, and the
 * record the server answered a save with replacing the values, while a
 * failed save keeps what was typed.
 */
export function useRecordForm<Values extends FieldValues>(initialValues: Values, resolver: Resolver<Values>, placed: Readonly<Record<string, string>>) {
  const serverFieldErrors = useMemo(() => nestedErrors<Values>(placed), [placed]);
  const form = useForm<Values>({ mode: 'onTouched', defaultValues: initialValues as DefaultValues<Values>, resolver, errors: serverFieldErrors });
  const { reset } = form;

  // The first record is already the default.
  const shownValues = useRef(initialValues);
  useEffect(() => {
    if (shownValues.current === initialValues) return;
    shownValues.current = initialValues;
    reset(initialValues);
  }, [initialValues, reset]);

  return form;
}
