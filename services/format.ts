import type { Language } from '@/locales/languages';

/** A calendar date in the reader's language (e.g. "12 March 2025" / "١٢ مارس ٢٠٢٥"). */
export function formatDate(iso: string | Date, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** A price in Jordanian dinars for the reader's language, Latin digits (e.g. "JOD 25" / "25 د.أ."); wrap it in `dir="ltr"`. */
export function formatPrice(amount: number, language: Language): string {
  return new Intl.NumberFormat(language === 'ar' ? 'ar-JO' : 'en-JO', {
    style: 'currency',
    currency: 'JOD',
    numberingSystem: 'latn',
    minimumFractionDigits: 0,
    maximumFractionDigits: 3,
  }).format(amount);
}

/** A day (YYYY-MM-DD, no time zone) as the reader says it, e.g. "Tue, 3 Dec" / "الثلاثاء، ٣ ديسمبر". */
export function formatDay(day: string, language: Language): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1),
  );
}
