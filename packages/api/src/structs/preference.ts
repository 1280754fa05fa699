import { nullable, string, type, type Infer } from 'superstruct';
import { PrimaryKey } from './common';

/** Preferences people choose on the profile page, each from a fixed list of values. */
export const PREFERENCE_KEYS = ['navigation_layout', 'date_format', 'time_format', 'datetime_format'] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

/**
 * Preferences a widget keeps for itself. `user_table_hidden_columns` is a JSON
 * list of the users table's column keys (USER_TABLE_COLUMNS) the person hid;
 * hidden rather than shown, so a column added later shows by default.
 */
export const HIDDEN_USER_COLUMNS_PREFERENCE = 'user_table_hidden_columns';
export const WIDGET_PREFERENCE_KEYS = [HIDDEN_USER_COLUMNS_PREFERENCE] as const;
export type WidgetPreferenceKey = (typeof WIDGET_PREFERENCE_KEYS)[number];

/** One saved user preference (spec §3 User preference). */
export const UserPreference = type({
  pk: PrimaryKey,
  preference_key: string(),
  preference_id: nullable(string()),
  value: string(),
});
export type UserPreference = Infer<typeof UserPreference>;
