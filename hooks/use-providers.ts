import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { KeyStore } from '@/services/idempotency';
import { nextPageOf } from '@/services/paging';
import { getPublicProvider, getProviderReviews } from '@/services/provider';
import { getReceivedRatings } from '@/services/received-ratings';
import { createReport, type ReportBody } from '@/services/reports';
import { inviteProvider } from '@/services/requests';
import { MARKET_ROOTS } from './query-roots';
import { useGuardedMutation } from './use-guarded-mutation';
import { useInvalidate } from './use-invalidate';
import { useKeyedMutation } from './use-keyed-mutation';

/** Providers as others see them, and the reviews people received. */
export const providerKeys = {
  all: ['providers'] as const,
  detail: (id: number) => [...providerKeys.all, id] as const,
  reviews: (id: number) => [...providerKeys.all, id, 'reviews'] as const,
  received: (role: 'client' | 'provider') => ['ratings', 'received', role] as const,
};

export const publicProviderQueryOptions = (id: number) =>
  queryOptions({ queryKey: providerKeys.detail(id), queryFn: () => getPublicProvider(id) });

export const usePublicProvider = (id: number | null) =>
  useQuery({ ...publicProviderQueryOptions(id ?? 0), enabled: id !== null });

export const providerReviewsQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: providerKeys.reviews(id),
    queryFn: ({ pageParam }) => getProviderReviews(id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.next),
  });

export const useProviderReviews = (id: number) => useInfiniteQuery(providerReviewsQueryOptions(id));

export const receivedRatingsQueryOptions = (role: 'client' | 'provider') =>
  infiniteQueryOptions({
    queryKey: providerKeys.received(role),
    queryFn: ({ pageParam }) => getReceivedRatings(role, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.next),
  });

export const useReceivedRatings = (role: 'client' | 'provider') => useInfiniteQuery(receivedRatingsQueryOptions(role));

/** Ask a provider to send an offer on one of my open requests; the dialog explains a refusal. */
export const useInviteProvider = () => {
  const invalidate = useInvalidate(...MARKET_ROOTS);
  return useGuardedMutation({
    mutationFn: ({ requestId, providerId }: { requestId: number; providerId: number }) =>
      inviteProvider(requestId, providerId),
    onSuccess: invalidate,
  });
};

/** Reports a person; the dialog keeps the key (`keys`). */
export const useReport = (keys?: KeyStore) =>
  useKeyedMutation((body: ReportBody, key) => createReport(body, key), {}, keys);
