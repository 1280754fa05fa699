import type { PreferenceKey } from '@motorpool/api';

type PreferenceRule = { defaultValue: string; allowed: readonly string[]; label: string };

/**
 * Preferences every user has, with their defaults and the values the portal
 * can honour. Navigation defaults to the side menu bar (spec §3 Profile).
 */
export const PREFERENCE_CATALOGUE: Record<PreferenceKey, PreferenceRule> = {
  navigation_layout: { label: 'Navigation layout', defaultValue: 'side_menu_bar', allowed: ['side_menu_bar', 'top_menu_bar'] },
  date_format: { label: 'Date format', defaultValue: 'dd/MM/yyyy', allowed: ['dd/MM/yyyy', 'MM/dd/yyyy', 'yyyy-MM-dd', 'dd MMM yyyy'] },
  time_format: { label: 'Time format', defaultValue: 'hh:mm a', allowed: ['hh:mm a', 'HH:mm'] },
  datetime_format: {
    label: 'Date-time format',
    defaultValue: 'dd/MM/yyyy hh:mm a',
    allowed: ['dd/MM/yyyy hh:mm a', 'dd/MM/yyyy HH:mm', 'MM/dd/yyyy hh:mm a', 'yyyy-MM-dd HH:mm', 'dd MMM yyyy hh:mm a'],
  },
};

export function isPreferenceKey(key: string): key is PreferenceKey {
  return Object.hasOwn(PREFERENCE_CATALOGUE, key);
}

/** The message for a value this preference cannot take, or null when it is fine. */
export function preferenceValueProblem(key: string, value: string): string | null {
  if (!isPreferenceKey(key)) return null;
  const rule = PREFERENCE_CATALOGUE[key];
  return rule.allowed.includes(value) ? null : `${rule.label} must be one of: ${rule.allowed.join(', ')}`;
}
