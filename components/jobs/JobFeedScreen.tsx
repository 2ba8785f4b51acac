import { useRouter } from 'next/router';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderGate } from '@/components/provider-account';
import Link from '@/components/ui/Link';
import { QueryView } from '@/components/ui/QueryView';
import { paths } from '@/config/paths';
import { useSignedInOnly } from '@/hooks/auth';
import { useDismissJob, useJobFeed, useJobFeedEarly, type JobDismissal } from '@/hooks/jobs/use-jobs';
import { useDocumentTitle } from '@/hooks/shared/use-document-title';
import type { JobOpportunity } from '@/services/jobs/jobs';
import type { ProviderProfile } from '@/services/provider-account';
import { localized } from '@/services/shared/localized';
import { useAppState } from '@/store/shared/app-store';
import { dialogDraftId } from '@/store/shared/dialog-draft-ids';
import { EmptyFeed } from './EmptyFeed';
import { feedFiltersFromQuery, feedHref, type FeedFilters as Filters } from './feed-filters';
import { FeedFilters } from './FeedFilters';
import { HiddenJobs } from './HiddenJobs';
import { VirtualJobList } from './VirtualJobList';

const ReasonDialog = lazy(() =>
  import('@/components/ui/ReasonDialog').then((module) => ({ default: module.ReasonDialog })),
);

function Feed({
  profile,
  filters,
  onFilters,
}: {
  profile: ProviderProfile;
  filters: Filters;
  onFilters: (filters: Filters) => void;
}) {
  const { t } = useTranslation('jobs');
  const language = useAppState((state) => state.language);
  // A tapped filter shows pressed at once; the list for it renders after that paint, in a render
  // React can pause (a cached feed's cards, or its loading state), not in the tap's own task.
  const listed = useDeferredValue(filters);
  const feed = useJobFeed(listed);
  const dismiss = useDismissJob();
  const [dismissing, setDismissing] = useState<{ job: JobOpportunity; action: JobDismissal } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { fetchNextPage, data } = feed;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  // The same list and callback from render to render, so the virtual list's memoised cards stay as they are.
  const jobs = useMemo(() => data?.pages.flatMap((page) => page.results) ?? [], [data]);
  const { reset } = dismiss;
  const onDismiss = useCallback(
    (job: JobOpportunity, action: JobDismissal) => {
      reset();
      setDismissing({ job, action });
    },
    [reset],
  );

  const body = (
    <QueryView
      query={feed}
      loading={t('feed.loading')}
      reserve="min-h-96"
      empty={
        <EmptyFeed
          profile={profile}
          filtered={listed.timing !== undefined || listed.offers_count !== undefined}
          onClearFilters={() => onFilters({})}
        />
      }
    >
      {(pages) => {
        const total = pages.pages[0]?.count ?? 0;
        return (
          <>
            <p className="text-sm text-ink-muted">{t('feed.count', { count: total })}</p>
            <VirtualJobList
              jobs={jobs}
              total={total}
              hasMore={feed.hasNextPage}
              loadingMore={feed.isFetchingNextPage}
              onLoadMore={loadMore}
              onDismiss={onDismiss}
            />
          </>
        );
      }}
    </QueryView>
  );
  const name = dismissing ? localized(dismissing.job.sub_service, 'name', language) : '';
  return (
    <>
      <FeedFilters filters={filters} onChange={onFilters} />
      <p role="status" className="text-sm font-medium text-green-800">
        {done}
      </p>
      {body}
      <Suspense fallback={null}>
        {dismissing && (
          <ReasonDialog
            draft={dialogDraftId.reason(dismissing.action, dismissing.job.id)}
            role="provider"
            title={t(`dismiss.${dismissing.action}Title`, { name })}
            description={t(`dismiss.${dismissing.action}Hint`)}
            label={t('dismiss.reason')}
            confirmLabel={t(`dismiss.${dismissing.action}Confirm`)}
            keepLabel={t('dismiss.keep')}
            pending={dismiss.isPending}
            error={dismiss.error}
            onSubmit={async (reason) => {
              await dismiss.mutateAsync({ id: dismissing.job.id, action: dismissing.action, reason });
              setDone(t(`dismiss.${dismissing.action}Done`, { name }));
            }}
            onClose={() => setDismissing(null)}
          />
        )}
      </Suspense>
    </>
  );
}

/**
 * Job opportunities (/service-providers/job-opportunities): the jobs open to me, newest first,
 * filtered by timing and offer count (`?timing=&offers=`), hide or delete one with a reason;
 * `?view=hidden` lists the hidden ones to show again. New jobs arrive over the socket.
 */
export function JobFeedScreen() {
  const { t } = useTranslation('jobs');
  const router = useRouter();
  const user = useSignedInOnly();
  useDocumentTitle(t('feed.title'));
  const hidden = router.query.view === 'hidden';
  const [filters, setFilters] = useState<Filters>(() => feedFiltersFromQuery(router.query));
  const onFilters = (next: Filters) => {
    setFilters(next);
    void router.replace(feedHref(next), undefined, { shallow: true, scroll: false });
  };
  useJobFeedEarly(filters, !hidden && user?.user.has_provider_account === true);
  if (!user) return null;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{t('feed.title')}</h1>
      <nav aria-label={t('feed.views')} className="flex gap-2 border-b border-slate-200">
        {(['open', 'hidden'] as const).map((view) => (
          <Link
            key={view}
            href={view === 'open' ? feedHref(filters) : paths.jobOpportunities.getHref({ view: 'hidden' })}
            aria-current={(view === 'hidden') === hidden ? 'page' : undefined}
            className="-mb-px min-h-11 border-b-2 border-transparent px-4 py-2 font-medium text-ink-muted aria-[current=page]:border-brand aria-[current=page]:text-brand-dark"
            replace
            shallow
          >
            {t(`feed.tabs.${view}`)}
          </Link>
        ))}
      </nav>
      <ProviderGate>
        {(profile) => (hidden ? <HiddenJobs /> : <Feed profile={profile} filters={filters} onFilters={onFilters} />)}
      </ProviderGate>
    </div>
  );
}
