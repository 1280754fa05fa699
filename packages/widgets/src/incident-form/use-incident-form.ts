import { useState } from 'react';
import type { FormFailure, IncidentFormValues } from './incident-form-values';

/** A field's path in the values: a top-level field, or `third_party.name`, `police.station`. */
export type IncidentPath = keyof IncidentFormValues | `third_party.${keyof IncidentFormValues['third_party']}` | `police.${keyof IncidentFormValues['police']}`;

type Leaf = string | boolean | string[];

function valueAt(values: IncidentFormValues, path: IncidentPath): Leaf {
  const [head, tail] = path.split('.') as [keyof IncidentFormValues, string | undefined];
  const value = values[head];
  return tail === undefined ? (value as Leaf) : ((value as Record<string, string>)[tail] ?? '');
}

function withValue(values: IncidentFormValues, path: IncidentPath, value: Leaf): IncidentFormValues {
  const [head, tail] = path.split('.') as [keyof IncidentFormValues, string | undefined];
  if (tail === undefined) return { ...values, [head]: value };
  return { ...values, [head]: { ...(values[head] as Record<string, string>), [tail]: value } };
}

/**
 * The incident form's values and messages, as the record forms keep them
 * (react-hook-form's onTouched, without its weight in a form bundle): a
 * rule's message shows once its field was left or a save was tried, and
 * follows every change after; the server's message on a field stays until
 * that field is changed; new `initial` values (the saved incident) replace
 * what is shown, while a failed save keeps everything as typed.
 */
export function useIncidentForm(
  initial: IncidentFormValues,
  failures: (values: IncidentFormValues) => FormFailure[],
  serverPlaced: Readonly<Record<string, string>>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [shownInitial, setShownInitial] = useState(initial);
  // The server's messages as last given, less those whose field was changed since.
  const [server, setServer] = useState({ placed: serverPlaced, changed: new Set<string>() as ReadonlySet<string> });

  // Adjusted while rendering (not in an effect), so the new values or messages show in the same paint.
  if (shownInitial !== initial) {
    setShownInitial(initial);
    setValues(initial);
    setTouched(new Set());
    setSubmitted(false);
  }
  if (server.placed !== serverPlaced) setServer({ placed: serverPlaced, changed: new Set() });

  const found = failures(values);
  const ruleErrors = new Map(found.map(({ path, message }) => [path, message]));

  const errorAt = (path: string): string | undefined =>
    (server.changed.has(path) ? undefined : server.placed[path]) ?? (submitted || touched.has(path) ? ruleErrors.get(path) : undefined);

  const set = (path: IncidentPath, value: Leaf) => {
    setValues((current) => withValue(current, path, value));
    if (server.placed[path] && !server.changed.has(path)) setServer((current) => ({ ...current, changed: new Set(current.changed).add(path) }));
  };

  const touch = (path: string) => setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));

  /** What a text input or select of `path` takes. */
  const text = (path: IncidentPath) => ({
    name: path,
    value: valueAt(values, path) as string,
    onChange: (event: { currentTarget: { value: string } }) => set(path, event.currentTarget.value),
    onBlur: () => touch(path),
  });

  /** What a checkbox of `path` takes. */
  const checkbox = (path: IncidentPath) => ({
    name: path,
    checked: valueAt(values, path) as boolean,
    onChange: (event: { currentTarget: { checked: boolean } }) => set(path, event.currentTarget.checked),
    onBlur: () => touch(path),
  });

  /** A save was tried: every message shows; the values when no rule is broken, else null. */
  const attempt = (): IncidentFormValues | null => {
    setSubmitted(true);
    return found.length === 0 ? values : null;
  };

  return { values, set, touch, text, checkbox, errorAt, attempt };
}

/** The form as `useIncidentForm` gives it, for the sections that draw its fields. */
export type IncidentFormState = ReturnType<typeof useIncidentForm>;
