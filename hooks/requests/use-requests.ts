import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MARKET_ROOTS, REQUESTS_ROOT } from '@/hooks/shared/query-roots';
import { useGuardedMutation } from '@/hooks/shared/use-guarded-mutation';
import { useInvalidate } from '@/hooks/shared/use-invalidate';
import { nextPageOf } from '@/services/api/paging';
import type { RequestScope } from '@/services/lifecycle/request';
import {
  cancelRequest,
  closeRequest,
  completeRequest,
  getAllMyRequests,
  getMyRequests,
  getRequest,
} from '@/services/requests/requests';

/** The client's requests and their offers; every request or offer mutation invalidates `requestKeys.all`. */
export const requestKeys = {
  all: REQUESTS_ROOT,
  list: (scope: RequestScope) => [...REQUESTS_ROOT, 'list', scope] as const,
  whole: (scope: RequestScope) => [...REQUESTS_ROOT, 'whole', scope] as const,
  detail: (id: number) => [...REQUESTS_ROOT, 'detail', id] as const,
  offers: (id: number) => [...REQUESTS_ROOT, 'detail', id, 'offers'] as const,
};

export const myRequestsQueryOptions = (scope: RequestScope) =>
  infiniteQueryOptions({
    queryKey: requestKeys.list(scope),
    queryFn: ({ pageParam }) => getMyRequests(scope, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.next),
  });

export const useMyRequests = (scope: RequestScope) => useInfiniteQuery(myRequestsQueryOptions(scope));

/** Every request of a scope at once, for a picker (the invite dialog). */
export const useAllMyRequests = (scope: RequestScope) =>
  useQuery({ queryKey: requestKeys.whole(scope), queryFn: () => getAllMyRequests(scope) });

export const requestQueryOptions = (id: number) =>
  queryOptions({ queryKey: requestKeys.detail(id), queryFn: () => getRequest(id) });

export const useRequest = (id: number | null) => useQuery({ ...requestQueryOptions(id ?? 0), enabled: id !== null });

export type RequestEnding = 'cancel' | 'close';

/** Cancel or close a request with a reason (the dialog shows the error itself). */
export const useEndRequest = (id: number) => {
  const invalidate = useInvalidate(...MARKET_ROOTS);
  return useGuardedMutation({
    mutationFn: ({ ending, reason }: { ending: RequestEnding; reason: string }) =>
      ending === 'cancel' ? cancelRequest(id, reason) : closeRequest(id, reason),
    onSuccess: invalidate,
  });
};

export const useCompleteRequest = (id: number) => {
  const invalidate = useInvalidate(...MARKET_ROOTS);
  return useGuardedMutation({ mutationFn: () => completeRequest(id), onSuccess: invalidate });
};
