import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * Splits server field errors into those a field of the form can show and the
 * rest, which join the alert. The placed ones go to react-hook-form's
 * `errors` option, so they clear as soon as the field is corrected.
 */
export function splitServerErrors<Values extends FieldValues>(
  fieldErrors: Record<string, string> | null | undefined,
  fieldNames: readonly string[],
): { formErrors: FieldErrors<Values> | undefined; unplaced: string[] } {
  const entries = Object.entries(fieldErrors ?? {});
  const placed = entries.filter(([key]) => fieldNames.includes(key));
  const formErrors = placed.length
    ? (Object.fromEntries(placed.map(([key, message]) => [key, { type: 'server', message }])) as FieldErrors<Values>)
    : undefined;
  const unplaced = entries.filter(([key]) => !fieldNames.includes(key)).map(([, message]) => message);
  return { formErrors, unplaced };
}
