import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useSignedInOnly } from '@/hooks/auth';
import { JOBS_ROOT, LIVE_ROOTS } from '@/hooks/shared/query-roots';
import { useGuardedMutation } from '@/hooks/shared/use-guarded-mutation';
import { useInvalidate } from '@/hooks/shared/use-invalidate';
import { nextPageOf } from '@/services/api/paging';
import {
  deleteJob,
  getHiddenJobs,
  getJob,
  getJobOpportunities,
  getCompletedWorks,
  getScheduledWorks,
  getSubmittedOffers,
  hideJob,
  unhideJob,
  type JobFilters,
} from '@/services/jobs/jobs';
import type { OfferOutcome } from '@/services/lifecycle/offer';
import { completeRequest } from '@/services/requests';
import { idFromQuery } from '@/services/shared/route-params';

/** The provider's side; every job or offer mutation invalidates `jobKeys.all` (and the socket does on every event). */
export const jobKeys = {
  all: JOBS_ROOT,
  feed: (filters: Omit<JobFilters, 'page'>) => [...JOBS_ROOT, 'feed', filters] as const,
  hidden: () => [...JOBS_ROOT, 'hidden'] as const,
  detail: (id: number) => [...JOBS_ROOT, 'detail', id] as const,
  submitted: (outcome: OfferOutcome | null) => [...JOBS_ROOT, 'submitted', outcome] as const,
  scheduled: () => [...JOBS_ROOT, 'scheduled'] as const,
  completed: () => [...JOBS_ROOT, 'completed'] as const,
};

export const jobFeedQueryOptions = (filters: Omit<JobFilters, 'page'>) =>
  infiniteQueryOptions({
    queryKey: jobKeys.feed(filters),
    queryFn: ({ pageParam }) => getJobOpportunities({ ...filters, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.next),
    // A first page fetched early (useJobFeedEarly) is not fetched again as the feed mounts just after;
    // every change and socket event still invalidates it at once.
    staleTime: 5_000,
  });

export const useJobFeed = (filters: Omit<JobFilters, 'page'>) => useInfiniteQuery(jobFeedQueryOptions(filters));

/**
 * The feed's first page leaves beside the provider profile when the account is known to have one
 * (`has_provider_account`), instead of after the profile's gate: a round trip less before the first
 * job card on a phone's network. Without the flag the feed waits for the gate as before, so an account
 * without a provider profile never meets the feed's 403.
 */
export function useJobFeedEarly(filters: Omit<JobFilters, 'page'>, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Silent: a failed early read is read again as the list mounts, which shows its own error.
    if (enabled)
      void queryClient.prefetchInfiniteQuery({ ...jobFeedQueryOptions(filters), meta: { toastsError: false } });
  }, [enabled, filters, queryClient]);
}

export const hiddenJobsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: jobKeys.hidden(),
    queryFn: ({ pageParam }) => getHiddenJobs(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.next),
  });

export const useHiddenJobs = () => useInfiniteQuery(hiddenJobsQueryOptions());

export const jobQueryOptions = (id: number) =>
  queryOptions({ queryKey: jobKeys.detail(id), queryFn: () => getJob(id) });

export const useJob = (id: number | null) => useQuery({ ...jobQueryOptions(id ?? 0), enabled: id !== null });

/** The job of a `[requestId]` page, for a signed-in user (a visitor is sent to sign in); `known` is false for a malformed id. */
export function useJobOfRoute() {
  const router = useRouter();
  const user = useSignedInOnly();
  const id = idFromQuery(router.query.requestId);
  const known = Number.isFinite(id);
  const job = useJob(user && known ? id : null);
  return { user, id, known, job };
}

export const submittedOffersQueryOptions = (outcome: OfferOutcome | null) =>
  infiniteQueryOptions({
    queryKey: jobKeys.submitted(outcome),
    queryFn: ({ pageParam }) => getSubmittedOffers(pageParam, outcome ?? undefined),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.next),
  });

export const useSubmittedOffers = (outcome: OfferOutcome | null) =>
  useInfiniteQuery(submittedOffersQueryOptions(outcome));

export const scheduledWorksQueryOptions = () =>
  queryOptions({ queryKey: jobKeys.scheduled(), queryFn: getScheduledWorks });

export const useScheduledWorks = () => useQuery(scheduledWorksQueryOptions());

export const completedWorksQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: jobKeys.completed(),
    queryFn: ({ pageParam }) => getCompletedWorks(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last.next),
  });

export const useCompletedWorks = () => useInfiniteQuery(completedWorksQueryOptions());

export type JobDismissal = 'hide' | 'delete';

/** Hide (reversible) or delete a job from the feed with a reason; the dialog shows the error itself. */
export const useDismissJob = () => {
  const invalidate = useInvalidate(...LIVE_ROOTS);
  return useGuardedMutation({
    mutationFn: ({ id, action, reason }: { id: number; action: JobDismissal; reason: string }) =>
      action === 'hide' ? hideJob(id, reason) : deleteJob(id, reason),
    onSuccess: invalidate,
  });
};

/** Show a hidden job in the feed again. */
export const useUnhideJob = () => {
  const invalidate = useInvalidate(...LIVE_ROOTS);
  return useGuardedMutation({ mutationFn: unhideJob, onSuccess: invalidate });
};

/** The hired provider marks the work done. */
export const useCompleteJob = (requestId: number) => {
  const invalidate = useInvalidate(...LIVE_ROOTS);
  return useGuardedMutation({ mutationFn: () => completeRequest(requestId), onSuccess: invalidate });
};
