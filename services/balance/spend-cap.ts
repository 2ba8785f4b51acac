import { LIMITS } from '@/services/shared/limits';
import { toFils } from './running-balance';

/** The 400 on `daily_spend_cap` (docs/api/marketplace.md "Spending limit"); the form says it as `validation:spendCap`. */
export const CAP_FIELD_TEXT = 'Enter whole dinars from 1 to 1,000';

/** What is wrong with a daily spending limit: whole dinars from 1 to 1,000, or null for none. */
export function capError(value: number | null): string | null {
  if (value === null) return null;
  const whole = Number.isInteger(value) && value >= LIMITS.dailyCapMinJod && value <= LIMITS.dailyCapMaxJod;
  return whole ? null : CAP_FIELD_TEXT;
}

/**
 * Whether a paid offer of `cost` fits today's limit after `spentToday` (both in JOD, the day Asia/Amman's);
 * no limit (null, or a backend that does not say) lets it through. Free offers never reach it.
 */
export function capAllows({
  cap,
  spentToday,
  cost,
}: {
  cap: number | null | undefined;
  spentToday: number;
  cost: number;
}): boolean {
  if (cap === null || cap === undefined) return true;
  return toFils(spentToday + cost) <= cap;
}

/**
 * The `code` of the 402 a paid send past the limit gets: the only sign the app reads that the limit is the reason
 * (its text is in the caller's language, with the amount), so "Change the limit" follows only it.
 */
export const CAP_REACHED_CODE = 'daily_spend_cap';

/** The 402 a paid send past the limit gets, in English (the sandbox translates it). */
export function capReachedText(cap: number): string {
  return `Your daily spending limit of ${cap} JOD is reached`;
}
