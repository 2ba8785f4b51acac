import { paths } from '@/config/paths';
import type { JobFilters } from '@/services/jobs/jobs';
import { OFFER_COUNT_FILTERS, TIMINGS, type OfferCountFilter, type Timing } from '@/services/shared/request-timing';

export type FeedFilters = Omit<JobFilters, 'page'>;

/** The feed's filters from the URL (`?timing=urgent&offers=0`); anything unknown is no filter. */
export function feedFiltersFromQuery(query: Record<string, string | string[] | undefined>): FeedFilters {
  const timing = TIMINGS.find((item) => item === query.timing);
  const offers = OFFER_COUNT_FILTERS.find((item) => String(item) === query.offers);
  return { ...(timing ? { timing } : {}), ...(offers !== undefined ? { offers_count: offers } : {}) };
}

/** The feed's URL for these filters. */
export function feedHref(filters: FeedFilters): string {
  return paths.jobOpportunities.getHref({ timing: filters.timing, offers: filters.offers_count });
}

export const TIMING_CHOICES: readonly (Timing | null)[] = [null, ...TIMINGS];
export const OFFER_CHOICES: readonly (OfferCountFilter | null)[] = [null, ...OFFER_COUNT_FILTERS];
