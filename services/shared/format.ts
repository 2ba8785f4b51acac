import type { Language } from '@/locales/languages';

/**
 * One formatter per language and kind, made on first use: building an Intl formatter costs
 * far more than formatting with it (about 1 ms each at a phone's CPU, for every card of a list).
 */
function perLanguage<F>(make: (language: Language) => F): (language: Language) => F {
  const made = new Map<Language, F>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) {
      formatter = make(language);
      made.set(language, formatter);
    }
    return formatter;
  };
}

const dateFormat = perLanguage((language) => new Intl.DateTimeFormat(language, { dateStyle: 'long' }));
const priceFormat = perLanguage(
  (language) =>
    new Intl.NumberFormat(language === 'ar' ? 'ar-JO' : 'en-JO', {
      style: 'currency',
      currency: 'JOD',
      numberingSystem: 'latn',
      minimumFractionDigits: 0,
      maximumFractionDigits: 3,
    }),
);
const amountFormat = perLanguage(
  (language) =>
    new Intl.NumberFormat(language === 'ar' ? 'ar-JO' : 'en-JO', {
      numberingSystem: 'latn',
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
    }),
);
const dayFormat = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
);
const clockFormat = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(language === 'ar' ? 'ar-JO' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      numberingSystem: 'latn',
    }),
);
const agoFormat = perLanguage((language) => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }));

/** A calendar date in the reader's language (e.g. "12 March 2025" / "١٢ مارس ٢٠٢٥"). */
export function formatDate(iso: string | Date, language: Language): string {
  return dateFormat(language).format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** A price in Jordanian dinars for the reader's language, Latin digits (e.g. "JOD 25" / "25 د.أ."); wrap it in `dir="ltr"`. */
export function formatPrice(amount: number, language: Language): string {
  return priceFormat(language).format(amount);
}

/**
 * A sum of dinars as money moves are told ("2.000", "1,234.500"): Latin digits and the fils, three decimals, in both
 * languages, the unit said by the sentence around it; wrap it in `ltr()` or `dir="ltr"`.
 */
export function formatAmount(amount: number, language: Language): string {
  return amountFormat(language).format(amount);
}

/** A day (YYYY-MM-DD, no time zone) as the reader says it, e.g. "Tue, 3 Dec" / "الثلاثاء، ٣ ديسمبر". */
export function formatDay(day: string, language: Language): string {
  const [year, month, date] = day.split('-').map(Number);
  return dayFormat(language).format(new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1));
}

const AGO_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** How long ago, in the reader's language, e.g. "2 hours ago" / "قبل ساعتين"; under a minute is "now". */
export function formatAgo(iso: string, language: Language, now = Date.now()): string {
  const seconds = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  const format = agoFormat(language);
  for (const [unit, size] of AGO_UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** A time of day in the reader's language, 24-hour, Latin digits kept left to right (e.g. "14:05"). */
export function formatClock(at: number | Date, language: Language): string {
  return ltr(clockFormat(language).format(at));
}

/** Text kept left to right inside a sentence of either direction (Unicode isolates LRI…PDI), e.g. a price in an Arabic phrase. */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}
