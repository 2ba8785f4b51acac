// @vitest-environment node
import { formatAgo, formatClock, formatDate, formatDay, formatMoney } from './format';
import { formatStamp } from './format-stamp';
import type { CountryCode } from './country-host';
import type { Place } from './place';

/** Direction marks (LRM, RLM, ALM) are Intl's own and invisible; a no-break space reads as a space. */
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '').replace(/[\u00a0\u202f]/g, ' ');

const at = (country: CountryCode, language: Place['language']): Place => ({ country, language });

describe('formatDate: a date as each country writes it, Latin digits (issue 44)', () => {
  const day = new Date(2026, 0, 3, 12);
  const november = new Date(2026, 10, 30, 12);
  it.each([
    ['jo', 'ar', day, '3 كانون الثاني 2026'],
    ['jo', 'ar', november, '30 تشرين الثاني 2026'],
    ['jo', 'en', day, '3 January 2026'],
    ['sa', 'ar', day, '3 يناير 2026'],
    ['sa', 'ar', november, '30 نوفمبر 2026'],
    ['sa', 'en', day, '3 January 2026'],
    ['uk', 'en', november, '30 November 2026'],
    ['uk', 'ar', november, '30 نوفمبر 2026'],
  ] as const)('%s in %s: %s → %s', (country, language, date, text) => {
    expect(plain(formatDate(date, at(country, language)))).toBe(text);
  });

  it('keeps the Gregorian calendar in Saudi Arabia (not the Hijri one ar-SA may default to)', () => {
    expect(plain(formatDate('2026-11-30T12:00:00Z', at('sa', 'ar')))).toContain('2026');
  });
});

describe('formatDay: a calendar day, whatever the time zone', () => {
  it.each([
    ['jo', 'ar', 'السبت، 3 كانون الثاني 2026'],
    ['jo', 'en', 'Sat, 3 Jan 2026'],
    ['sa', 'ar', 'السبت، 3 يناير 2026'],
  ] as const)('%s in %s', (country, language, text) => {
    expect(plain(formatDay('2026-01-03', at(country, language)))).toBe(text);
  });
});

describe('formatMoney: the one money format, the country currency, Latin digits', () => {
  it.each([
    ['jo', 'en', 95, 'JOD 95'],
    ['jo', 'en', 12.5, 'JOD 12.500'],
    ['jo', 'en', 10000, 'JOD 10,000'],
    ['jo', 'en', 0.0004, 'JOD 0'],
    ['jo', 'ar', 95, '95 د.أ.'],
    ['jo', 'ar', 1, '1 د.أ.'],
    ['jo', 'ar', 1234.5, '1,234.500 د.أ.'],
    ['sa', 'ar', 95, '95 ر.س.'],
    ['sa', 'en', 12.5, 'SAR 12.50'],
    ['uk', 'en', 95, '£95'],
  ] as const)('%s in %s: %d → %s', (country, language, amount, text) => {
    expect(plain(formatMoney(amount, at(country, language)))).toBe(text);
  });

  it.each([
    [20, 'en', '+JOD 20'],
    [-1, 'en', '-JOD 1'],
    [0, 'en', 'JOD 0'],
    [-1.25, 'ar', '-1.250 د.أ.'],
  ] as const)('signed %d in %s → %s', (amount, language, text) => {
    expect(plain(formatMoney(amount, at('jo', language), { signed: true }))).toBe(text);
  });
});

describe('formatClock and formatStamp: Latin digits, 24 hours', () => {
  const moment = new Date(2026, 10, 27, 14, 5);
  it.each(['en', 'ar'] as const)('%s', (language) => {
    expect(formatClock(moment, at('jo', language))).toMatch(/^\u2066[^\d]*14:05[^\d]*\u2069$/);
    expect(formatStamp(moment, at('jo', language))).toMatch(/27.*2026.*14:05|14:05.*27.*2026/);
  });
});

describe('formatAgo', () => {
  it('says how long ago in the language', () => {
    const now = Date.parse('2026-11-27T14:00:00Z');
    expect(formatAgo('2026-11-27T12:00:00Z', at('jo', 'en'), now)).toBe('2 hours ago');
  });
});
