import { enums, object, type Infer } from 'superstruct';

/** The date formats people choose from (spec §3 preferences: dd, MM, MMM, yyyy). */
export const DATE_FORMATS = ['dd/MM/yyyy', 'MM/dd/yyyy', 'yyyy-MM-dd', 'dd MMM yyyy'] as const;
/** 12-hour (spec §5's time picker) or 24-hour. */
export const TIME_FORMATS = ['hh:mm a', 'HH:mm'] as const;
/** Days a week may start on, as `Date.getDay()` numbers them. */
export const WEEK_STARTS = [1, 0, 6] as const;
export type WeekStartDay = (typeof WEEK_STARTS)[number];

export const WEEK_START_LABELS: Record<WeekStartDay, string> = { 1: 'Monday', 0: 'Sunday', 6: 'Saturday' };
export const TIME_FORMAT_LABELS: Record<(typeof TIME_FORMATS)[number], string> = { 'hh:mm a': '12-hour (09:30 PM)', 'HH:mm': '24-hour (21:30)' };

/**
 * An organisation's formats (company settings): the date and time formats its
 * members' own preferences start from, and the first day of its calendars' weeks.
 */
export const OrganisationFormats = object({
  date_format: enums(DATE_FORMATS),
  time_format: enums(TIME_FORMATS),
  first_day_of_week: enums(WEEK_STARTS),
});
export type OrganisationFormats = Infer<typeof OrganisationFormats>;

/** What an organisation that never chose has: the spec's dd/MM/yyyy and 12-hour times, weeks from Monday. */
export const DEFAULT_ORGANISATION_FORMATS: OrganisationFormats = { date_format: 'dd/MM/yyyy', time_format: 'hh:mm a', first_day_of_week: 1 };

/** Every date format with every time format: what the date-time preference may be. */
export const DATETIME_FORMATS = DATE_FORMATS.flatMap((date) => TIME_FORMATS.map((time) => `${date} ${time}`));

/** Where the profile's organisation starts its weeks (Monday when it never chose, or without an organisation). */
export function weekStartOf(profile: { current_organisation?: { formats?: OrganisationFormats } | null } | null | undefined): WeekStartDay {
  return profile?.current_organisation?.formats?.first_day_of_week ?? DEFAULT_ORGANISATION_FORMATS.first_day_of_week;
}
