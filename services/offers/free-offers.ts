import { LIMITS } from '@/services/shared/limits';

/** A provider's free-offer counter: the clock day it counts (YYYY-MM-DD) and how many it has used that day. */
export interface FreeOffersCounter {
  free_offers_day: string;
  free_offers_used: number;
}

/** Used on `today`: the counter resets on a new clock day. */
function usedOn(counter: FreeOffersCounter, today: string): number {
  return counter.free_offers_day === today ? counter.free_offers_used : 0;
}

/** Free offers left on `today` (LIMITS.freeOffersPerDay a day). */
export function freeOffersLeft(counter: FreeOffersCounter, today: string): number {
  return Math.max(0, LIMITS.freeOffersPerDay - usedOn(counter, today));
}

/** The counter after one more free offer on `today`. */
export function spendFreeOffer(counter: FreeOffersCounter, today: string): FreeOffersCounter {
  return { free_offers_day: today, free_offers_used: usedOn(counter, today) + 1 };
}
