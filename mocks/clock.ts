/**
 * The sandbox's clock. QA can move it forward (control.clockOffsetMs) to test
 * month-long and day-long rules without waiting.
 */
let offsetMs = 0;

export const clock = {
  now(): Date {
    return new Date(Date.now() + offsetMs);
  },
  setOffset(ms: number): void {
    offsetMs = ms;
  },
};

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Calendar month arithmetic: the same day next month (clamped to the month's end). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function daysAgo(days: number, from: Date = clock.now()): string {
  return new Date(from.getTime() - days * DAY_MS).toISOString();
}
