/**
 * A service request's lifecycle, as the app sees it (docs/api/marketplace.md).
 * The sandbox's state table (mocks/rules/market.ts) moves requests between these.
 */
export const REQUEST_STATUSES = ['open', 'offers_received', 'provider_hired', 'completed', 'cancelled', 'closed'] as const;

export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** "Current" requests are still in play; the rest are "previous". */
export const CURRENT_STATUSES: readonly RequestStatus[] = ['open', 'offers_received', 'provider_hired'];

export type RequestScope = 'current' | 'previous';

export function scopeOf(status: RequestStatus): RequestScope {
  return CURRENT_STATUSES.includes(status) ? 'current' : 'previous';
}

/** When the client wants the work done (§9): urgent means within 2 days. */
export const TIMINGS = ['urgent', 'within_two_weeks', 'after_two_weeks', 'planning'] as const;

export type Timing = (typeof TIMINGS)[number];

/** Job-opportunity filter by how many offers a request already has (§9); 3 means "3 or more". */
export const OFFER_COUNT_FILTERS = [0, 1, 2, 3] as const;

export type OfferCountFilter = (typeof OFFER_COUNT_FILTERS)[number];

export const OFFER_STATUSES = ['pending', 'hired', 'rejected'] as const;

export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Who turned an offer (or a job) down (§4). */
export type RejectionSource = 'provider' | 'client' | 'system';
