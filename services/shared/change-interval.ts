import { LIMITS } from './limits';

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
 * The phone number and the services location change at most once a calendar
 * month (spec §4, §5). Given the last change (ISO; null when it never changed), the moment the next
 * change is allowed, or null when it is allowed now. A value that is not a date counts
 * as no value. The one home of the rule: the settings screens and the sandbox both use it.
 */
export function nextChangeAllowedAt(lastChange: string | null, now: Date = new Date()): Date | null {
  if (!lastChange) return null;
  const last = new Date(lastChange);
  if (Number.isNaN(last.getTime())) return null;
  const next = addCalendarMonths(last, LIMITS.changeIntervalMonths);
  return now.getTime() >= next.getTime() ? null : next;
}
