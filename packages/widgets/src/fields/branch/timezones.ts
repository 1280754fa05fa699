import { DEFAULT_BRANCH_TIMEZONE } from '@motorpool/api';

let zones: readonly string[] | null = null;

/**
 * The IANA zones this browser knows, sorted. Some ICU builds list the spec's
 * default under its older name (Asia/Calcutta), so it is added by name.
 */
export function timezoneChoices(): readonly string[] {
  zones ??= [...new Set([...Intl.supportedValuesOf('timeZone'), DEFAULT_BRANCH_TIMEZONE, 'UTC'])].sort();
  return zones;
}

const simplify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s_/-]+/g, ' ')
    .trim();

/** Zones whose name holds every word typed ('new york', 'sydney', 'asia kol'), in list order. */
export function matchTimezones(query: string, choices: readonly string[] = timezoneChoices()): string[] {
  const words = simplify(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...choices];
  return choices.filter((zone) => {
    const name = simplify(zone);
    return words.every((word) => name.includes(word));
  });
}

const offsets = new Map<string, string>();

/** The zone's offset from UTC today ('GMT+5:30'), or '' where the browser cannot say. */
export function timezoneOffset(zone: string): string {
  let offset = offsets.get(zone);
  if (offset === undefined) {
    try {
      const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(new Date());
      offset = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
    } catch {
      offset = '';
    }
    offsets.set(zone, offset);
  }
  return offset;
}
