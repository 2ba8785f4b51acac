import { perPlace } from './per-place';
import { currencyOf, type Place } from './place';

const dateFormat = /* @__PURE__ */ perPlace((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }));
const dayFormat = /* @__PURE__ */ perPlace(
  (locale) => new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
);
const clockFormat = /* @__PURE__ */ perPlace(
  (locale) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
);
const agoFormat = /* @__PURE__ */ perPlace((locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
const moneyFormats = /* @__PURE__ */ perPlace((locale, place) => {
  const options = { style: 'currency', currency: currencyOf(place.country) } as const;
  return {
    whole: new Intl.NumberFormat(locale, { ...options, maximumFractionDigits: 0 }),
    exact: new Intl.NumberFormat(locale, options),
    signedWhole: new Intl.NumberFormat(locale, { ...options, maximumFractionDigits: 0, signDisplay: 'exceptZero' }),
    signedExact: new Intl.NumberFormat(locale, { ...options, signDisplay: 'exceptZero' }),
  };
});

/** A calendar date as the country writes it (e.g. "3 January 2026" / "3 كانون الثاني 2026" in Jordan). */
export function formatDate(iso: string | Date, place: Place): string {
  return dateFormat(place).format(typeof iso === 'string' ? new Date(iso) : iso);
}

/**
 * The one money format: a sum in the country's currency with its symbol, Latin digits, no decimals when
 * whole, else the currency's own (e.g. "JOD 95", "JOD 12.500" / "95 د.أ.", "12.500 د.أ."); `signed`
 * writes a movement's sign ("+JOD 20"). Wrap it in `ltr()` or `dir="ltr"` inside a sentence.
 */
export function formatMoney(amount: number, place: Place, { signed = false } = {}): string {
  const formats = moneyFormats(place);
  const unit = 10 ** (formats.exact.resolvedOptions().maximumFractionDigits ?? 0);
  const whole = Math.round(Math.abs(amount) * unit) % unit === 0;
  if (signed) return (whole ? formats.signedWhole : formats.signedExact).format(amount);
  return (whole ? formats.whole : formats.exact).format(amount);
}

/** A day (YYYY-MM-DD, no time zone) as the reader says it, e.g. "Sat, 3 Jan 2026" / "السبت، 3 كانون الثاني 2026". */
export function formatDay(day: string, place: Place): string {
  const [year, month, date] = day.split('-').map(Number);
  return dayFormat(place).format(new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1));
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
export function formatAgo(iso: string, place: Place, now = Date.now()): string {
  const seconds = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  const format = agoFormat(place);
  for (const [unit, size] of AGO_UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** A time of day in the reader's language, 24-hour, Latin digits kept left to right (e.g. "14:05"). */
export function formatClock(at: number | Date, place: Place): string {
  return ltr(clockFormat(place).format(at));
}

/** Text kept left to right inside a sentence of either direction (Unicode isolates LRI…PDI), e.g. a price in an Arabic phrase. */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}
