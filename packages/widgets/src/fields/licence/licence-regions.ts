/*
 * Where a licence comes from (spec §5: licence state options filtered by
 * country, New Zealand vs Australia). Shared by the sign-up's driver details
 * and the user forms' License Details.
 */

const REGIONS = {
  australia: [
    'Australian Capital Territory',
    'New South Wales',
    'Northern Territory',
    'Queensland',
    'South Australia',
    'Tasmania',
    'Victoria',
    'Western Australia',
  ],
  newZealand: [
    'Auckland',
    'Bay of Plenty',
    'Canterbury',
    'Gisborne',
    "Hawke's Bay",
    'Manawatū-Whanganui',
    'Marlborough',
    'Nelson',
    'Northland',
    'Otago',
    'Southland',
    'Taranaki',
    'Tasman',
    'Waikato',
    'Wellington',
    'West Coast',
  ],
} as const;

const AU_STATE_CODES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];

export type LicenceRegion = keyof typeof REGIONS;
export type LicenceOption = { value: string; label: string };

/** Which list of states a licence country means; Australia when none is given (the product's default country). */
export function licenceRegionOf(country: string | null | undefined): LicenceRegion | null {
  const text = (country ?? '').trim().toLowerCase();
  if (text === '' || ['au', 'aus', 'australia'].includes(text)) return 'australia';
  if (['nz', 'nzl', 'new zealand', 'aotearoa'].includes(text)) return 'newZealand';
  return null;
}

/**
 * Licence state options for the licence country (spec §5: New Zealand vs
 * Australia). The organisation's own options are kept when they name states
 * of that country; otherwise the country's list is offered. Another country
 * offers the organisation's options unfiltered, or free text when it has none.
 */
export function licenceStateOptions(country: string | null | undefined, serverOptions: readonly LicenceOption[] = []): LicenceOption[] {
  const region = licenceRegionOf(country);
  if (!region) return [...serverOptions];
  const names = REGIONS[region] as readonly string[];
  const known = (text: string) => {
    const lower = text.trim().toLowerCase();
    return names.some((name) => name.toLowerCase() === lower) || (region === 'australia' && AU_STATE_CODES.includes(text.trim().toUpperCase()));
  };
  const filtered = serverOptions.filter((option) => known(option.value) || known(option.label));
  return filtered.length > 0 ? filtered : names.map((name) => ({ value: name, label: name }));
}

/**
 * Countries a licence is usually issued in, Australia and New Zealand first
 * (the two whose states the form knows); a stored country not listed is
 * offered too, so editing never drops it.
 */
export const LICENCE_COUNTRIES: readonly string[] = [
  'Australia',
  'New Zealand',
  'Canada',
  'China',
  'Fiji',
  'France',
  'Germany',
  'Hong Kong',
  'India',
  'Indonesia',
  'Ireland',
  'Italy',
  'Japan',
  'Malaysia',
  'Nepal',
  'Netherlands',
  'Pakistan',
  'Papua New Guinea',
  'Philippines',
  'Singapore',
  'South Africa',
  'South Korea',
  'Spain',
  'Sri Lanka',
  'Thailand',
  'United Arab Emirates',
  'United Kingdom',
  'United States',
  'Vietnam',
];

/** Australian licence classes (car, light/medium/heavy rigid, heavy combination, multi-combination), as the demo organisation offers them. */
export const LICENCE_CLASSES: readonly string[] = ['C', 'LR', 'MR', 'HR', 'HC', 'MC'];
