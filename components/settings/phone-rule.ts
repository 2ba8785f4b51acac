import { LIMITS } from '@/services/limits';

/** The same day `months` calendar months later (clamped to that month's last day), in UTC like the backend. */
export function addCalendarMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * §4/§5: the phone may change once a month. Given the last change (ISO, or null when
 * it never changed), the date it may change again, or null when it may change now.
 * A value that is not a date counts as no value (the same rule as the backend: one calendar month, inclusive).
 */
export function nextPhoneChangeDate(lastChange: string | null, now: Date = new Date()): Date | null {
  if (!lastChange) return null;
  const last = new Date(lastChange);
  if (Number.isNaN(last.getTime())) return null;
  const next = addCalendarMonths(last, LIMITS.changeIntervalMonths);
  return now.getTime() >= next.getTime() ? null : next;
}
