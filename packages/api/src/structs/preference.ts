import { nullable, string, type, type Infer } from 'superstruct';
import { PrimaryKey } from './common';

/** Preference keys the server knows, with what each holds. */
export const PREFERENCE_KEYS = ['navigation_layout', 'date_format', 'time_format', 'datetime_format'] as const;
export type PreferenceKey = (typeof PREFERENCE_KEYS)[number];

/** One saved user preference (spec §3 User preference). */
export const UserPreference = type({
  pk: PrimaryKey,
  preference_key: string(),
  preference_id: nullable(string()),
  value: string(),
});
export type UserPreference = Infer<typeof UserPreference>;
