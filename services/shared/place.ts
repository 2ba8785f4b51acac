import type { Language } from '@/locales/languages';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, type CountryCode } from './country-host';

/** Where a reader is: the language they read and the country the site serves. Dates and money are told by both. */
export interface Place {
  language: Language;
  country: CountryCode;
}

/**
 * How each country writes dates and money (issue 44): Jordan's Arabic names the months كانون الثاني …
 * (ar-JO), Saudi Arabia's يناير … (ar-SA); English is written day first (en-GB) in all three. The
 * digits are Latin in both languages, as every number, price and reference of the app (they stay left
 * to right inside Arabic), and the calendar is the Gregorian one the backend's dates are in.
 */
const PLACES: Readonly<Record<CountryCode, { locales: Record<Language, string>; currency: string }>> = {
  jo: { locales: { ar: 'ar-JO', en: 'en-GB' }, currency: 'JOD' },
  sa: { locales: { ar: 'ar-SA', en: 'en-GB' }, currency: 'SAR' },
  uk: { locales: { ar: 'ar', en: 'en-GB' }, currency: 'GBP' },
};

/** The BCP 47 tag formatters use for a place, Latin digits and the Gregorian calendar fixed in it. */
export function localeOf(place: Place): string {
  return `${PLACES[place.country].locales[place.language]}-u-ca-gregory-nu-latn`;
}

/** The currency prices and balances are in (ISO 4217). */
export function currencyOf(country: CountryCode): string {
  return PLACES[country].currency;
}

/** A country's `code_name` as the backend spells it (jo, JO, gb …) as one of ours; unknown means the default. */
export function countryOfCodeName(codeName: string | null | undefined): CountryCode {
  const code = (codeName ?? '').trim().toLowerCase();
  if (code === 'gb') return 'uk';
  return (COUNTRY_CODES as readonly string[]).includes(code) ? (code as CountryCode) : DEFAULT_COUNTRY_CODE;
}
