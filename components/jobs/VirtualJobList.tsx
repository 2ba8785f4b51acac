import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useRouter } from 'next/router';
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import type { JobDismissal } from '@/hooks/jobs/use-jobs';
import type { Language } from '@/locales/languages';
import type { JobOpportunity } from '@/services/jobs/jobs';
import { useAppState } from '@/store/shared/app-store';
import { JobCard } from './JobCard';

/**
 * A card's height on a phone before it is measured (375 px wide, measured over the 1,000 jobs of the
 * benchmark): 146 px in Arabic, where every card's lines fit; 166 px in English, where the area and a
 * long timing ("Urgent: within 2 days") take two lines on four cards in five. One function per
 * language, so the virtualizer's options stay the same from render to render.
 */
const estimates = { ar: () => 146, en: () => 166 } satisfies Record<Language, () => number>;

interface Props {
  jobs: readonly JobOpportunity[];
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onDismiss: (job: JobOpportunity, action: JobDismissal) => void;
}

/**
 * The feed as a window-scrolled virtual list (@tanstack/react-virtual): only the cards near the
 * screen are in the DOM, so 1,000 jobs scroll like 10; the next page loads as the end comes near.
 * Each row says its place ("3 of 1,000") to screen readers, as the list is never whole.
 *
 * Scrolling costs no render: the virtualizer moves the rows and sizes the list in the DOM itself
 * (`directDomUpdates`), and React renders only when the range of rows changes, without `flushSync`
 * in the scroll event; the rows' cards are memoised, so such a render draws only the rows that came in.
 * The rows drawn follow the range as a deferred value: React renders the cards that come in in a
 * transition, yielding between cards, instead of one wheel step's cards in one task.
 */
export function VirtualJobList({ jobs, total, hasMore, loadingMore, onLoadMore, onDismiss }: Props) {
  const { t } = useTranslation('jobs');
  const listRef = useRef<HTMLUListElement | null>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => setMargin(listRef.current?.offsetTop ?? 0), []);
  // Rows keyed by job, so a job hidden from the list takes its measured height with it.
  const getItemKey = useCallback((index: number) => jobs[index]?.id ?? index, [jobs]);
  const language = useAppState((state) => state.language);
  const virtualizer = useWindowVirtualizer({
    count: jobs.length,
    estimateSize: estimates[language],
    getItemKey,
    overscan: 4,
    gap: 12,
    scrollMargin: margin,
    directDomUpdates: true,
    useFlushSync: false,
  });
  const { containerRef } = virtualizer;
  const setList = useCallback(
    (node: HTMLUListElement | null) => {
      listRef.current = node;
      containerRef(node);
    },
    [containerRef],
  );
  // No link prefetches as it scrolls in (components/ui/Link; here it was a route lookup per card, ~1 s
  // in all over 1,000 jobs at 4x CPU): every card opens the same page, whose code is fetched here, once.
  const router = useRouter();
  const firstJob = jobs[0]?.id;
  useEffect(() => {
    if (firstJob !== undefined) void router.prefetch(paths.job.getHref(firstJob));
  }, [firstJob, router]);
  const items = virtualizer.getVirtualItems();
  // The range as numbers (the items array is a new one after every measure).
  const first = useDeferredValue(items[0]?.index ?? 0);
  const last = useDeferredValue(items.at(-1)?.index ?? -1);
  useEffect(() => {
    if (hasMore && !loadingMore && Math.max(last, 0) >= jobs.length - 8) onLoadMore();
  }, [hasMore, loadingMore, last, jobs.length, onLoadMore]);
  return (
    <>
      <ul ref={setList} aria-label={t('feed.list', { count: total })} className="relative">
        {jobs.slice(first, last + 1).map((job, offset) => {
          const index = first + offset;
          return (
            <li
              key={job.id}
              data-index={index}
              ref={virtualizer.measureElement}
              aria-setsize={total}
              aria-posinset={index + 1}
              className="absolute inset-x-0 top-0"
            >
              <JobCard job={job} onDismiss={onDismiss} />
            </li>
          );
        })}
      </ul>
      {loadingMore && (
        <p role="status" className="mt-3 flex items-center justify-center gap-2 text-ink-muted">
          <Spinner />
          {t('feed.loadingMore')}
        </p>
      )}
    </>
  );
}
