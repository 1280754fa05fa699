import type { DisplayedDate } from '@motorpool/api';
import type { Infer } from 'superstruct';

/** Spec §3: dates are shown dd/MM/yyyy unless the person chose another date format. */
export const DEFAULT_DATE_FORMAT = 'dd/MM/yyyy';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/**
 * A date the server sends (yyyy-MM-dd, or `{original, formated}`) in the
 * person's date format (the `date_format` preference: dd, MM, MMM, yyyy).
 * A value that is not a date is shown as it came.
 */
export function formatTableDate(value: Infer<typeof DisplayedDate> | null | undefined, pattern: string = DEFAULT_DATE_FORMAT): string {
  if (value === null || value === undefined) return '';
  const raw = typeof value === 'string' ? value : (value.original ?? value.formatted ?? value.formated ?? '');
  const match = ISO_DAY.exec(raw);
  if (!match) return raw;
  const [, year = '', month = '', day = ''] = match;
  const parts: Record<string, string> = { yyyy: year, MMM: MONTHS[Number(month) - 1] ?? month, MM: month, dd: day };
  return pattern.replace(/yyyy|MMM|MM|dd/g, (token) => parts[token] ?? token);
}
