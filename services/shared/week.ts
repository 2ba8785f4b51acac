import type { Language } from '@/locales/languages';
import { localeOf, type Place } from './place';

/**
 * The schedule's calendar arithmetic on local days (no time zone moves a day): the week starts on
 * Saturday in Arabic (spec §9) and on Sunday in English; names and dates come from Intl.
 */

/** 0 = Sunday … 6 = Saturday, as `Date.getDay()`. */
export const WEEK_START: Readonly<Record<Language, number>> = { ar: 6, en: 0 };

/** A local date as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** YYYY-MM-DD as a local date at midnight. */
export function parseDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The first day of the week holding `date`. */
export function startOfWeek(date: Date, language: Language): Date {
  const back = (date.getDay() - WEEK_START[language] + 7) % 7;
  return addDays(date, -back);
}

/** The seven days of the week holding `date`, in reading order. */
export function weekOf(date: Date, language: Language): Date[] {
  const first = startOfWeek(date, language);
  return Array.from({ length: 7 }, (_, index) => addDays(first, index));
}

/** The month holding `date` as whole weeks (the first and last may reach into the next months). */
export function monthWeeks(date: Date, language: Language): Date[][] {
  const first = new Date(date.getFullYear(), date.getMonth(), 1);
  const weeks: Date[][] = [];
  for (
    let start = startOfWeek(first, language);
    start.getMonth() === date.getMonth() || start <= first;
    start = addDays(start, 7)
  ) {
    weeks.push(weekOf(start, language));
  }
  return weeks;
}

/** The weekday names in reading order for the language's week (e.g. Sat … Fri in Arabic), as the country says them. */
export function weekdayNames(place: Place, width: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(localeOf(place), { weekday: width });
  return weekOf(new Date(2026, 0, 7), place.language).map((day) => format.format(day));
}
