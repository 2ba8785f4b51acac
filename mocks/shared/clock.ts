import { marketDay } from '@/services/shared/market-day';

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

export function daysAgo(days: number, from: Date = clock.now()): string {
  return new Date(from.getTime() - days * DAY_MS).toISOString();
}

/** YYYY-MM-DD of a moment in Asia/Amman: the marketplace day free offers and the spending limit count on. */
export function dayOf(date: Date): string {
  return marketDay(date);
}

export function daysAhead(days: number): string {
  return dayOf(new Date(clock.now().getTime() + days * DAY_MS));
}
