// @vitest-environment node
import { isoDay, monthWeeks, parseDay, startOfWeek, weekdayNames, weekOf } from './week';

describe('the week starts on Saturday in Arabic and on Sunday in English', () => {
  it.each([
    // [a day, its weekday, week start in ar, week start in en]
    ['2026-11-21', 'Saturday', '2026-11-21', '2026-11-15'],
    ['2026-11-22', 'Sunday', '2026-11-21', '2026-11-22'],
    ['2026-11-23', 'Monday', '2026-11-21', '2026-11-22'],
    ['2026-11-27', 'Friday', '2026-11-21', '2026-11-22'],
    ['2026-11-28', 'Saturday', '2026-11-28', '2026-11-22'],
    ['2027-01-01', 'Friday (a new year)', '2026-12-26', '2026-12-27'],
    ['2026-03-01', 'Sunday (a new month)', '2026-02-28', '2026-03-01'],
  ])('%s (%s): ar %s, en %s', (day, _weekday, ar, en) => {
    expect(isoDay(startOfWeek(parseDay(day), 'ar'))).toBe(ar);
    expect(isoDay(startOfWeek(parseDay(day), 'en'))).toBe(en);
  });

  it('lists the seven days in reading order, ending the day before the next start', () => {
    expect(weekOf(parseDay('2026-11-23'), 'ar').map(isoDay)).toEqual([
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
    expect(weekOf(parseDay('2026-11-23'), 'en').map(isoDay)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('names the weekdays from Intl in the language, starting with its first day', () => {
    expect(weekdayNames({ language: 'en', country: 'jo' }, 'long')).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(weekdayNames({ language: 'ar', country: 'jo' }, 'long')[0]).toBe('السبت');
    expect(weekdayNames({ language: 'ar', country: 'jo' }, 'long')[6]).toBe('الجمعة');
  });

  it('covers a month with whole weeks, the first holding the 1st and the last the month’s end', () => {
    const ar = monthWeeks(parseDay('2026-11-10'), 'ar');
    expect(isoDay(ar[0]![0]!)).toBe('2026-10-31');
    expect(ar.at(-1)!.map(isoDay)).toContain('2026-11-30');
    expect(ar.length).toBe(5);
    const en = monthWeeks(parseDay('2026-02-10'), 'en');
    expect(en.map((week) => isoDay(week[0]!))).toEqual(['2026-02-01', '2026-02-08', '2026-02-15', '2026-02-22']);
  });
});
