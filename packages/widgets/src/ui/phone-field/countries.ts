/** A country the phone field offers: ISO 3166 alpha-2 (lower case, as the payload carries it) and calling code. */
export type PhoneCountry = { countryCode: string; dialCode: string; name: string };

/*
 * The countries a fleet operator in the region deals with, Australia first
 * (the default of spec §3/§9). Deliberately short: widgets has no phone
 * metadata of its own; the full list would come from libphonenumber-js.
 */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { countryCode: 'au', dialCode: '61', name: 'Australia' },
  { countryCode: 'nz', dialCode: '64', name: 'New Zealand' },
  { countryCode: 'bd', dialCode: '880', name: 'Bangladesh' },
  { countryCode: 'ca', dialCode: '1', name: 'Canada' },
  { countryCode: 'cn', dialCode: '86', name: 'China' },
  { countryCode: 'fj', dialCode: '679', name: 'Fiji' },
  { countryCode: 'fr', dialCode: '33', name: 'France' },
  { countryCode: 'de', dialCode: '49', name: 'Germany' },
  { countryCode: 'hk', dialCode: '852', name: 'Hong Kong' },
  { countryCode: 'in', dialCode: '91', name: 'India' },
  { countryCode: 'id', dialCode: '62', name: 'Indonesia' },
  { countryCode: 'ie', dialCode: '353', name: 'Ireland' },
  { countryCode: 'it', dialCode: '39', name: 'Italy' },
  { countryCode: 'jp', dialCode: '81', name: 'Japan' },
  { countryCode: 'my', dialCode: '60', name: 'Malaysia' },
  { countryCode: 'nl', dialCode: '31', name: 'Netherlands' },
  { countryCode: 'np', dialCode: '977', name: 'Nepal' },
  { countryCode: 'pk', dialCode: '92', name: 'Pakistan' },
  { countryCode: 'pg', dialCode: '675', name: 'Papua New Guinea' },
  { countryCode: 'ph', dialCode: '63', name: 'Philippines' },
  { countryCode: 'sg', dialCode: '65', name: 'Singapore' },
  { countryCode: 'za', dialCode: '27', name: 'South Africa' },
  { countryCode: 'kr', dialCode: '82', name: 'South Korea' },
  { countryCode: 'es', dialCode: '34', name: 'Spain' },
  { countryCode: 'lk', dialCode: '94', name: 'Sri Lanka' },
  { countryCode: 'th', dialCode: '66', name: 'Thailand' },
  { countryCode: 'ae', dialCode: '971', name: 'United Arab Emirates' },
  { countryCode: 'gb', dialCode: '44', name: 'United Kingdom' },
  { countryCode: 'us', dialCode: '1', name: 'United States' },
  { countryCode: 'vn', dialCode: '84', name: 'Vietnam' },
];
