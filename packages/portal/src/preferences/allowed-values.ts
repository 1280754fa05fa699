import { DATE_FORMATS, DATETIME_FORMATS, TIME_FORMATS, type PreferenceKey } from '@motorpool/api';

type PreferenceChoice = { label: string; options: readonly { value: string; label: string }[] };

const same = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * The values each preference may take, in the order the form offers them.
 * The formats are @motorpool/api's lists, which the server's catalogue
 * (packages/server/src/preferences/catalogue.ts) also allows, refusing anything else.
 */
export const PREFERENCE_CHOICES: Record<PreferenceKey, PreferenceChoice> = {
  navigation_layout: {
    label: 'Navigation layout',
    options: [
      { value: 'side_menu_bar', label: 'Side menu bar' },
      { value: 'top_menu_bar', label: 'Top menu bar' },
    ],
  },
  date_format: { label: 'Date format', options: same(DATE_FORMATS) },
  time_format: { label: 'Time format', options: same(TIME_FORMATS) },
  datetime_format: { label: 'Date-time format', options: same(DATETIME_FORMATS) },
};
