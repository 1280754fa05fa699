import { useState, type ChangeEvent } from 'react';

type TextValues<Values> = { [Name in keyof Values]: string };

/**
 * A form of text fields without a form library (whose weight an element's
 * size class cannot carry): what was typed; the form's own check, run on
 * submit and again, as it changes, on a field that shows its message; and a
 * new record from the server replacing what was typed, while a refused save
 * keeps it.
 */
export function useCheckedForm<Saved, Values extends TextValues<Values>>(
  record: Saved,
  valuesOf: (record: Saved) => Values,
  check: (values: Values) => Readonly<Record<string, string>>,
) {
  const [values, setValues] = useState(() => valuesOf(record));
  const [ownErrors, setOwnErrors] = useState<Readonly<Record<string, string>>>({});
  const [shown, setShown] = useState(record);
  if (shown !== record) {
    setShown(record);
    setValues(valuesOf(record));
  }

  /** A field's new value, from a control that gives the value itself (a picker). */
  const set = (name: keyof Values & string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (ownErrors[name]) setOwnErrors((current) => ({ ...current, [name]: check(next)[name] ?? '' }));
  };
  const change = (name: keyof Values & string) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    set(name, event.target.value);

  /** Runs the form's own check: true when the values may go to the server. */
  const approve = (): boolean => {
    const problems = check(values);
    setOwnErrors(problems);
    return Object.keys(problems).length === 0;
  };

  return { values, ownErrors, set, change, approve };
}
