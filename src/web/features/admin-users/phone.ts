import { type CountryCode, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** The countries of the phone select; Romania is the default. */
const codes: readonly CountryCode[] = ['RO', 'MD', 'IT', 'ES', 'DE', 'FR', 'GB', 'AT', 'HU', 'BG', 'US'];
export const DEFAULT_COUNTRY: CountryCode = 'RO';

const regionNames = new Intl.DisplayNames(['ro'], { type: 'region' });

export const phoneCountryOptions = codes.map((code) => ({
  code,
  label: `${regionNames.of(code) ?? code} (+${getCountryCallingCode(code)})`,
}));

const known = (code: string | undefined): code is CountryCode => codes.some((c) => c === code);

/** E.164 (leading +) of a national number in `country`; a number typed with + or 00 keeps its own country. */
export function phoneToE164(country: string, national: string): string | null {
  const typed = national.trim().replace(/^00/, '+');
  if (!/\d/.test(typed) || typed.length > 32) return null;
  const parsed = parsePhoneNumberFromString(typed, known(country) ? country : DEFAULT_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/** A stored E.164 number split for the form: its country when listed, else the whole number. */
export function splitPhone(phone: string | null | undefined): { country: CountryCode; national: string } {
  if (!phone) return { country: DEFAULT_COUNTRY, national: '' };
  const parsed = parsePhoneNumberFromString(phone);
  if (parsed && known(parsed.country)) return { country: parsed.country, national: parsed.formatNational() };
  return { country: DEFAULT_COUNTRY, national: phone };
}
