import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

export interface PhoneCountry {
  code: CountryCode;
  name: string;
}

/** The countries of the phone field, Romania first (the default). */
export const phoneCountries: readonly PhoneCountry[] = [
  { code: 'RO', name: 'România' },
  { code: 'MD', name: 'Republica Moldova' },
  { code: 'IT', name: 'Italia' },
  { code: 'ES', name: 'Spania' },
  { code: 'DE', name: 'Germania' },
  { code: 'FR', name: 'Franța' },
  { code: 'GB', name: 'Regatul Unit' },
  { code: 'AT', name: 'Austria' },
  { code: 'HU', name: 'Ungaria' },
  { code: 'BG', name: 'Bulgaria' },
  { code: 'US', name: 'Statele Unite' },
];

/** '+40' for 'RO'. */
export function dialCode(country: CountryCode): string {
  return `+${getCountryCallingCode(country)}`;
}

/** 'România (+40)'. */
export function countryLabel(country: PhoneCountry): string {
  return `${country.name} (${dialCode(country.code)})`;
}

/**
 * The number in E.164 with its leading +, or null when it is not a valid number.
 * A national number is read in `country`; one typed with + or 00 keeps its own country code.
 */
export function toE164(country: CountryCode, national: string): string | null {
  const cleaned = national.trim().replace(/^00/, '+');
  if (!/\d/.test(cleaned) || cleaned.length > 32) return null;
  const parsed = parsePhoneNumberFromString(cleaned, country);
  return parsed?.isValid() ? parsed.number : null;
}
