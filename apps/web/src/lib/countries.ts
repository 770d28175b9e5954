import { COUNTRY_CODES } from '@crowdspark/shared/constants/countries';

const names = new Intl.DisplayNames(['en'], { type: 'region' });

/** A country's English name from its ISO 3166-1 alpha-2 code. */
export function countryName(code: string): string {
  return names.of(code) ?? code;
}

/** Every country, by name, for <select> options. */
export const COUNTRY_OPTIONS: readonly { code: string; name: string }[] = COUNTRY_CODES.map((code) => ({
  code,
  name: countryName(code),
})).sort((a, b) => a.name.localeCompare(b.name));
