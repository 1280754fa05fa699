/** A country by its ISO 3166 code, as the public-holiday calendar keys them. */
export type CountryChoice = { code: string; name: string };

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** User-assigned and grouping codes name no country (AA, QM–QZ, XA–XZ, ZZ, EU, EZ, UN). */
const NOT_COUNTRIES = /^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|EZ|UN)$/;

let countries: readonly CountryChoice[] | null = null;

/** Every country the browser can name, in English, sorted by name. */
export function countryChoices(): readonly CountryChoice[] {
  if (countries) return countries;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const found: CountryChoice[] = [];
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = `${first}${second}`;
      if (NOT_COUNTRIES.test(code)) continue;
      const name = names.of(code);
      if (name && name !== code) found.push({ code, name });
    }
  }
  countries = found.sort((a, b) => a.name.localeCompare(b.name));
  return countries;
}

/** 'Australia' for AU; a value that is not a known code comes back as it is. */
export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  return countryChoices().find((country) => country.code === code.toUpperCase())?.name ?? code;
}
