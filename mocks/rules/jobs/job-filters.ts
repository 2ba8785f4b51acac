import { OFFER_COUNT_FILTERS, type OfferCountFilter, type Timing } from '@/services/shared/request-timing';

/* The job feed's filters (a provider's opportunities). */

/** A job matches a timing filter when the client's window is that one. */
export function matchesTiming(timing: Timing, filter: Timing | undefined): boolean {
  return filter === undefined || timing === filter;
}

/** The offer-count filter: exactly 0, 1 or 2; 3 means 3 or more. */
export function matchesOfferCount(count: number, filter: OfferCountFilter | undefined): boolean {
  if (filter === undefined) return true;
  const top = OFFER_COUNT_FILTERS[OFFER_COUNT_FILTERS.length - 1];
  return filter === top ? count >= top : count === filter;
}
