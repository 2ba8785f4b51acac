import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOffer, hireOffer, rejectOffer } from '@/services/offers';
import { OFFERS_ROOT } from './query-roots';
import { MARKET_ROOTS } from './query-roots';
import { useGuardedMutation } from './use-guarded-mutation';
import { useInvalidate } from './use-invalidate';

export const offerKeys = {
  all: OFFERS_ROOT,
  detail: (id: number) => [...OFFERS_ROOT, id] as const,
};

export const offerQueryOptions = (id: number) =>
  queryOptions({ queryKey: offerKeys.detail(id), queryFn: () => getOffer(id) });

export const useOffer = (id: number | null) => useQuery({ ...offerQueryOptions(id ?? 0), enabled: id !== null });

/**
 * Hire an offer: its request becomes provider-hired and every other pending offer is rejected by
 * the system. A second click while the first is on its way does nothing (the dialog disables it).
 */
export const useHireOffer = () => {
  const invalidate = useInvalidate(...MARKET_ROOTS);
  return useGuardedMutation({ mutationFn: hireOffer, onSettled: invalidate });
};

export const useRejectOffer = () => {
  const invalidate = useInvalidate(...MARKET_ROOTS);
  return useGuardedMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => rejectOffer(id, reason.trim() || undefined),
    onSettled: invalidate,
  });
};
