import { queryOptions, useQuery } from '@tanstack/react-query';
import { JOBS_ROOT } from '@/hooks/shared/query-roots';
import { getOfferFunnel } from '@/services/offers/offers';

/*
 * Apart from use-offers.ts: only the lazy funnel card imports it, so it stays out of the submitted
 * offers' first load. Under the jobs root: a socket event (a seen, a hire) and the provider's own
 * changes refetch it with the list.
 */
export const offerFunnelQueryOptions = () =>
  queryOptions({
    queryKey: [...JOBS_ROOT, 'funnel'] as const,
    queryFn: getOfferFunnel,
    // Designed and optional: a backend without it (404) or a failure shows no card, and no error toast.
    meta: { toastsError: false },
  });

/** The provider's last 30 days, sent → seen → contacted → hired, with the JOD spent and credited back. */
export const useOfferFunnel = () => useQuery(offerFunnelQueryOptions());
