import { COUNTRY_CODES } from '@crowdspark/shared/constants/countries';

// Made on first use: naming ~250 regions and sorting them by name costs tens of milliseconds on a
// phone, which a campaign page (it shows a country or two) should not pay while it starts.
let names: Intl.DisplayNames | undefined;
let options: readonly { code: string; name: string }[] | undefined;

/** A country's English name from its ISO 3166-1 alpha-2 code. */
export function countryName(code: string): string {
  names ??= new Intl.DisplayNames(['en'], { type: 'region' });
  return names.of(code) ?? code;
}

/** Every country, by name, for <select> options. */
export function countryOptions(): readonly { code: string; name: string }[] {
  options ??= COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name));
  return options;
}
