// @vitest-environment node
import { formatAmount, formatClock, formatDay, formatPrice } from './format';

describe('formatPrice: JOD, Latin digits in both languages', () => {
  it.each([
    [25, 'en', /JOD\s?25$/],
    [12.5, 'en', /JOD\s?12\.5$/],
    [10000, 'en', /JOD\s?10,000$/],
    [25, 'ar', /^25\s?د\.أ\.‏?$/],
  ] as const)('%d in %s', (amount, language, pattern) => {
    expect(formatPrice(amount, language).replace(/[\u200e\u200f\u00a0]/g, (c) => (c === '\u00a0' ? ' ' : ''))).toMatch(
      pattern,
    );
  });
});

describe('formatDay: a calendar day, whatever the time zone', () => {
  it('keeps the day given', () => {
    expect(formatDay('2026-12-03', 'en')).toContain('3');
    expect(formatDay('2026-12-03', 'en')).toContain('Dec');
  });
});

describe('formatAmount: dinars with the fils, Latin digits in both languages', () => {
  it.each([
    [2, 'en', '2.000'],
    [2, 'ar', '2.000'],
    [1, 'ar', '1.000'],
    [12.5, 'en', '12.500'],
    [1234.5, 'ar', '1,234.500'],
    [0.0004, 'en', '0.000'],
  ] as const)('%d in %s is %s', (amount, language, text) => {
    expect(formatAmount(amount, language)).toBe(text);
  });
});

describe('formatClock: the time of an offline copy, Latin digits left to right', () => {
  it.each(['en', 'ar'] as const)('%s', (language) => {
    const at = new Date(2026, 10, 27, 14, 5);
    expect(formatClock(at, language)).toMatch(/^\u2066[^\d]*14:05[^\d]*\u2069$/);
  });
});
