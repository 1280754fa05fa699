import type { PreferenceKey } from '@motorpool/api';

type PreferenceChoice = { label: string; options: readonly { value: string; label: string }[] };

const same = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * The values each preference may take, in the order the form offers them.
 * Mirrors the server's catalogue (packages/server/src/preferences/catalogue.ts),
 * which refuses anything else; keep the two in step.
 */
export const PREFERENCE_CHOICES: Record<PreferenceKey, PreferenceChoice> = {
  navigation_layout: {
    label: 'Navigation layout',
    options: [
      { value: 'side_menu_bar', label: 'Side menu bar' },
      { value: 'top_menu_bar', label: 'Top menu bar' },
    ],
  },
  date_format: { label: 'Date format', options: same(['dd/MM/yyyy', 'MM/dd/yyyy', 'yyyy-MM-dd', 'dd MMM yyyy']) },
  time_format: { label: 'Time format', options: same(['hh:mm a', 'HH:mm']) },
  datetime_format: {
    label: 'Date-time format',
    options: same(['dd/MM/yyyy hh:mm a', 'dd/MM/yyyy HH:mm', 'MM/dd/yyyy hh:mm a', 'yyyy-MM-dd HH:mm', 'dd MMM yyyy hh:mm a']),
  },
};
