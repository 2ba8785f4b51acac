import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestKeys } from '@/hooks/requests';
import { LIVE_ROOTS, OFFERS_ROOT } from '@/hooks/shared/query-roots';
import { MARKET_ROOTS } from '@/hooks/shared/query-roots';
import { useGuardedMutation } from '@/hooks/shared/use-guarded-mutation';
import { useInvalidate } from '@/hooks/shared/use-invalidate';
import {
  getOffer,
  getRequestOffers,
  hireOffer,
  rejectOffer,
  updateOffer,
  withdrawOffer,
  type UpdateOfferBody,
} from '@/services/offers/offers';

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
export const useWithdrawOffer = () => {
  const invalidate = useInvalidate(...LIVE_ROOTS);
  return useGuardedMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => withdrawOffer(id, reason || undefined),
    onSettled: invalidate,
  });
};
export const useUpdateOffer = () => {
  const invalidate = useInvalidate(...LIVE_ROOTS);
  return useGuardedMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateOfferBody }) => updateOffer(id, body),
    onSettled: invalidate,
  });
};
export const requestOffersQueryOptions = (id: number) =>
  queryOptions({ queryKey: requestKeys.offers(id), queryFn: () => getRequestOffers(id) });
export const useRequestOffers = (id: number, enabled: boolean) =>
  useQuery({ ...requestOffersQueryOptions(id), enabled });
