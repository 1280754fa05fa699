import {
  DATE_FORMATS,
  DATETIME_FORMATS,
  DEFAULT_ORGANISATION_FORMATS,
  HIDDEN_USER_COLUMNS_PREFERENCE,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNEL_PREFERENCE,
  NOTIFICATION_CHANNELS,
  PREFERABLE_MESSAGE_CODES,
  TIME_FORMATS,
  USER_TABLE_COLUMNS,
  type PreferenceKey,
  type WidgetPreferenceKey,
} from '@motorpool/api';

/** A preference takes one of `allowed`, or a JSON list of distinct `listOf` entries. */
type PreferenceRule = { defaultValue: string; label: string } & ({ allowed: readonly string[] } | { listOf: readonly string[] });

/**
 * Preferences every user has, with their defaults and the values the portal
 * can honour. Navigation defaults to the side menu bar (spec §3 Profile).
 */
export const PREFERENCE_CATALOGUE: Record<PreferenceKey | WidgetPreferenceKey, PreferenceRule> = {
  navigation_layout: { label: 'Navigation layout', defaultValue: 'side_menu_bar', allowed: ['side_menu_bar', 'top_menu_bar'] },
  date_format: { label: 'Date format', defaultValue: DEFAULT_ORGANISATION_FORMATS.date_format, allowed: DATE_FORMATS },
  time_format: { label: 'Time format', defaultValue: DEFAULT_ORGANISATION_FORMATS.time_format, allowed: TIME_FORMATS },
  datetime_format: {
    label: 'Date-time format',
    defaultValue: `${DEFAULT_ORGANISATION_FORMATS.date_format} ${DEFAULT_ORGANISATION_FORMATS.time_format}`,
    allowed: DATETIME_FORMATS,
  },
  // The Action column carries the row's controls, so it cannot be hidden.
  [HIDDEN_USER_COLUMNS_PREFERENCE]: {
    label: 'Hidden user table columns',
    defaultValue: '[]',
    listOf: USER_TABLE_COLUMNS.map((column) => column.key).filter((key) => key !== 'actions'),
  },
};

/**
 * One row per message people choose channels for (issue 18), keyed by the
 * message code in preference_id; security messages have none, so they
 * cannot be turned off.
 */
export const NOTIFICATION_CHANNEL_DEFAULTS = PREFERABLE_MESSAGE_CODES.map((code) => ({
  preferenceKey: NOTIFICATION_CHANNEL_PREFERENCE,
  preferenceId: code,
  value: 'both',
}));

const CHANNEL_CHOICES = `${NOTIFICATION_CHANNELS.map((channel) => `${channel} (${NOTIFICATION_CHANNEL_LABELS[channel]})`).join(', ')}`;

export function isPreferenceKey(key: string): key is PreferenceKey | WidgetPreferenceKey {
  return Object.hasOwn(PREFERENCE_CATALOGUE, key);
}

function listProblem(label: string, known: readonly string[], value: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || !parsed.every((entry) => typeof entry === 'string')) return `${label} must be a JSON list of column keys`;
  const unknown = parsed.find((entry) => !known.includes(entry));
  if (unknown !== undefined) return `${label}: "${unknown}" is not one of ${known.join(', ')}`;
  if (new Set(parsed).size !== parsed.length) return `${label} must not name a column twice`;
  return null;
}

/** The message for a value this preference cannot take, or null when it is fine. */
export function preferenceValueProblem(key: string, value: string): string | null {
  if (key === NOTIFICATION_CHANNEL_PREFERENCE)
    return (NOTIFICATION_CHANNELS as readonly string[]).includes(value) ? null : `Notification channel must be one of: ${CHANNEL_CHOICES}`;
  if (!isPreferenceKey(key)) return null;
  const rule = PREFERENCE_CATALOGUE[key];
  if ('listOf' in rule) return listProblem(rule.label, rule.listOf, value);
  return rule.allowed.includes(value) ? null : `${rule.label} must be one of: ${rule.allowed.join(', ')}`;
}
