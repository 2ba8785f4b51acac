import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { myProviderKeys } from '@/hooks/provider-account';
import { nextPageOf } from '@/services/api/paging';
import { getBalanceHistory } from '@/services/balance/balance';

/*
 * Apart from use-balance.ts: only the lazy history imports it, so the infinite query's code stays out
 * of the balance page's first load (0.6 KB gzipped, measured in the live build).
 */
export const balanceHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...myProviderKeys.balance(), 'history'] as const,
    queryFn: ({ pageParam }) => getBalanceHistory(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.next),
    // The card says it could not load, with its own retry, where the person is looking: no toast on top.
    meta: { toastsError: false },
  });

/** The balance's movements, newest first, page by page ("Show more"). */
export const useBalanceHistory = () => useInfiniteQuery(balanceHistoryQueryOptions());
