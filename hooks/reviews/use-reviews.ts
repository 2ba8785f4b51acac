import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { providerKeys } from '@/hooks/provider-profile';
import { nextPageOf } from '@/services/api/paging';
import { getProviderReviews } from '@/services/provider-profile';
import { getReceivedRatings } from '@/services/reviews/received-ratings';

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
/** `enabled`: false until there is a user (a signed-out visit calls nothing on its way to the login). */
export const useReceivedRatings = (role: 'client' | 'provider', enabled = true) =>
  useInfiniteQuery({ ...receivedRatingsQueryOptions(role), enabled });
